"""New game: the game, 2 to 6 players (remembered ones a tap each, names in any script, colours that never
clash), the first player (or a random one), the table's rules read as sentences (docs/design.md#players-remembered)."""

from __future__ import annotations

import random
import time
from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.properties import StringProperty

from companion.core.datadir import data_dir
from companion.core.roster import Remembered, Roster, name_problem
from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.games import playable_games, prepare_step, table_screen
from companion.screens.i18n import tr
from companion.screens.palette import COLOUR_IDS, next_colour
from companion.screens.player_row import PlayerRow, RosterChip
from companion.screens.table_options import option_sentence, show_table_options
from companion.screens.measure import text_width
from companion.screens.theme import player_colour, theme
from games.base import RuleError, Setup


class NewGameScreen(CompanionScreen):
    game_name = ""  # the engine chosen; the first of games.GAMES until one is tapped
    rules_text = StringProperty("")
    rules: dict[str, Any] = {}
    roster: Roster | None = None

    def enter(self, **kwargs: Any) -> None:
        self.roster = Roster.in_folder(data_dir())
        self.game_name = self.game().name
        self.ids.players.clear_widgets()
        self.reset_rules()
        for _ in range(3):
            self.add_player()
        self.rows()[0].first = True
        self.refresh()

    def rows(self) -> list[PlayerRow]:
        return list(reversed(self.ids.players.children))

    def game(self) -> Any:
        games = playable_games()
        return next((g for g in games if g.name == self.game_name), games[0])

    # --- players ------------------------------------------------------------------------------------------
    def placeholder(self, row: PlayerRow) -> bool:
        """A row still on its given name ("Player 2") or none: the next remembered player tapped takes it."""
        number = self.rows().index(row) + 1
        return not row.player_name.strip() or row.player_name == tr.message("Player {number}", {"number": number})

    def add_player(self) -> PlayerRow | None:
        rows = self.rows()
        if len(rows) >= self.game().max_players:
            self.say("{game} takes at most {max} players",
                     {"game": tr._(self.game().title_key), "max": self.game().max_players})
            return None
        taken = {r.colour for r in rows}
        row = PlayerRow(player_name=tr.message("Player {number}", {"number": len(rows) + 1}),
                        colour=next(c for c in COLOUR_IDS if c not in taken))
        row.on_colour()
        row.colour_tapped = partial(self.change_colour, row)
        row.remove_tapped = partial(self.remove_player, row)
        row.first_tapped = partial(self.set_first, row)
        self.ids.players.add_widget(row)
        self.show_roster()
        return row

    def change_colour(self, row: PlayerRow) -> None:
        row.colour = next_colour(row.colour, {r.colour for r in self.rows() if r is not row})

    def remove_player(self, row: PlayerRow) -> None:
        if len(self.rows()) <= self.game().min_players:
            self.say("{game} needs at least {min} players",
                     {"game": tr._(self.game().title_key), "min": self.game().min_players})
            return
        was_first = row.first
        self.ids.players.remove_widget(row)
        if was_first:
            self.rows()[0].first = True
        self.show_roster()

    def set_first(self, row: PlayerRow) -> None:
        for other in self.rows():
            other.first = other is row

    def random_first(self) -> None:
        """The app draws only here, at set-up, where the table asked it to; the rules' own draws stay the
        table's (docs/design.md#pure-engines)."""
        row = random.choice(self.rows())
        self.set_first(row)
        self.say("{player} plays first", {"player": row.player_name.strip() or "?"})

    # --- the remembered players ---------------------------------------------------------------------------
    def show_roster(self) -> None:
        strip = self.ids.roster
        strip.clear_widgets()
        if self.roster is None:
            return
        for player in self.roster.offered(r.player_name for r in self.rows()):
            chip = RosterChip(text=player.name, edge=player_colour(player.colour).rgba)
            chip.fit()
            chip.bind(on_release=partial(self.seat_remembered, player))
            strip.add_widget(chip)

    def seat_remembered(self, player: Remembered, *_: Any) -> None:
        row = next((r for r in self.rows() if self.placeholder(r)), None) or self.add_player()
        if row is None:
            return
        row.player_name = player.name
        if player.colour not in {r.colour for r in self.rows() if r is not row}:
            row.colour = player.colour
        self.show_roster()

    # --- the game and its rules ---------------------------------------------------------------------------
    def choose_game(self, name: str, *_: Any) -> None:
        self.game_name = name
        self.reset_rules()
        self.refresh()

    def reset_rules(self) -> None:
        self.rules = {option.name: option.values[0] for option in self.game().table_options}

    def show_rules(self) -> None:
        show_table_options(self.game_name, self.game().table_options, self.rules, self.refresh)

    def options(self) -> dict[str, Any]:
        """The rules the table chose, and the start time for games that keep a table clock."""
        options = dict(self.rules)
        if self.game().uses_table_clock:
            options["clock_ms"] = int(time.time() * 1000)
        return options

    def refresh(self) -> None:
        games = self.ids.games
        games.clear_widgets()
        for game in playable_games():
            title = tr._(game.title_key)
            # a long name gets more of the row (on one line where it can), a short one an equal share
            button = Factory.KitButton(text=title, tone="primary" if game.name == self.game_name else "normal",
                                       size_hint_x=max(1.0, text_width(title, theme.body) / (theme.button * 2)))
            button.bind(on_release=partial(self.choose_game, game.name))
            games.add_widget(button)
        table_options = self.game().table_options
        changed = sum(self.rules.get(o.name) != o.values[0] for o in table_options)
        self.rules_text = (tr._("Rules") if not changed else
                           tr.message("Rules ({count} changed)", {"count": changed}))
        self.ids.options_line.text = option_sentence(table_options[0], self.rules[table_options[0].name]) \
            if table_options else ""
        self.ids.rules_button.opacity = 1 if table_options else 0
        self.ids.rules_button.disabled = not table_options
        self.show_roster()

    # --- start --------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the game; a game that must ask the table for its box's data first asks now."""
        problem = name_problem([r.player_name for r in self.rows()])
        if problem is not None:  # nothing typed is lost: the rows stay as they are
            self.say(problem.key, problem.params)
            return
        prepare = prepare_step(self.game_name)
        if prepare is None:
            self.start_with({})
            return
        try:
            prepare(self.context, self.start_with, rules=dict(self.rules))
        except RuleError as error:
            self.say(error.key, error.params)

    def start_with(self, extra: dict[str, Any]) -> None:
        rows = self.rows()
        first = next((i for i, r in enumerate(rows) if r.first), 0)
        setup = Setup.of([(r.player_name.strip(), r.colour) for r in rows], first_seat=first,
                         **{**self.options(), **extra})
        try:
            session = Session.new(self.context.journal, self.game(), setup)
        except RuleError as error:
            self.say(error.key, error.params)
            return
        if self.roster is not None:
            self.roster.remember((r.player_name, r.colour) for r in rows if not self.placeholder(r))
        self.navigator.show(table_screen(self.game_name) or "home", session=session)

