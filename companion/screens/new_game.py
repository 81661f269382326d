"""New game: the game, 2 to 6 players (remembered ones a tap each, names in any script, colours that never
clash), the first player (or a random one), the table's rules read as sentences (docs/design.md#players-remembered)."""

from __future__ import annotations

import random
import time
from functools import partial
from typing import Any, Callable

from kivy.factory import Factory
from kivy.properties import StringProperty

from companion.core.box_colours import BoxColours, box_colours
from companion.core.datadir import data_dir
from companion.core.roster import MOST_CHARACTERS, Remembered, Roster, SeatProblem, seat_problem
from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.box_colours import ask_colour
from companion.screens.games import playable_games, plugin_for, prepare_step, table_screen
from companion.screens.i18n import tr
from companion.screens.palette import COLOUR_IDS, next_colour
from companion.screens.kit.overlay import ask
from companion.screens.player_row import PlayerRow, RosterChip, strip_hint
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
        self.game_name = kwargs.get("game") or self.game().name  # a game's tile on Home chooses it
        self.ids.players.clear_widgets()
        self.reset_rules()
        for _ in range(3):
            self.add_player()
        self.rows()[0].first = True
        self.refresh()

    colour_sheet: Any = None  # the question for a colour of the box, while open

    def package(self) -> str:
        plugin = plugin_for(self.game_name)
        return plugin.package if plugin is not None else ""

    def box(self) -> BoxColours:
        return box_colours(self.package(), self.context.preferences, COLOUR_IDS)

    def colours(self) -> tuple[str, ...]:
        """The colours this game offers: its box's own where config/games/<package>.toml names them (with the
        table's answers for the others), else the whole palette."""
        box = self.box()
        return box.known if box.count else tuple(COLOUR_IDS)

    def ask_box_colour(self, then: Callable[[], object]) -> None:
        """A seat needs a colour of the box nobody has told yet: asked now, once ever, then ``then()``."""
        self.colour_sheet = ask_colour(self.context.preferences, self.package(),
                                       tr._(self.game().title_key), lambda _: then())

    def fit_colours(self) -> None:
        """The rows on the game's colours: a colour the table chose (tapped, or a remembered player's) stays if
        the game has it; the others take the game's free colours in its order, none twice."""
        own = self.colours()
        kept = [r for r in self.rows() if r.colour_chosen and r.colour in own]
        taken = {r.colour for r in kept}
        for row in self.rows():
            if row not in kept:
                row.colour = next((c for c in own if c not in taken), row.colour)
                taken.add(row.colour)

    def rows(self) -> list[PlayerRow]:
        return list(reversed(self.ids.players.children))

    def game(self) -> Any:
        games = playable_games()
        return next((g for g in games if g.name == self.game_name), games[0])

    # --- players ------------------------------------------------------------------------------------------
    @staticmethod
    def placeholder(row: PlayerRow) -> bool:
        """A row with no name typed (its hint shows "Player 2"): the next remembered player tapped takes it."""
        return not row.player_name.strip()

    def number_rows(self) -> None:
        """Each row's hint is its seat: "Player 2" stays the second seat's after a row above leaves."""
        for number, row in enumerate(self.rows(), 1):
            row.hint = tr.message("Player {number}", {"number": number})

    def add_player(self, then: Callable[[], object] | None = None) -> PlayerRow | None:
        """A row on the game's next free colour; where the box's colours known are all taken and it holds more, the
        table is asked the next one first, then ``then()`` (by default: the row is added)."""
        rows = self.rows()
        if len(rows) >= self.game().max_players:
            self.say("{game} takes at most {max} players",
                     {"game": tr._(self.game().title_key), "max": self.game().max_players})
            return None
        taken = {r.colour for r in rows}
        if self.box().unknown and not set(self.colours()) - taken:
            self.ask_box_colour(then or self.add_player)
            return None
        row = PlayerRow(colour=next((c for c in self.colours() if c not in taken), COLOUR_IDS[0]))
        row.on_colour()
        row.colour_tapped = partial(self.change_colour, row)
        row.remove_tapped = partial(self.remove_player, row)
        row.first_tapped = partial(self.set_first, row)
        self.ids.players.add_widget(row)
        self.number_rows()
        self.show_roster()
        return row

    def change_colour(self, row: PlayerRow) -> None:
        row.colour = next_colour(row.colour, {r.colour for r in self.rows() if r is not row}, self.colours())
        row.colour_chosen = True

    def remove_player(self, row: PlayerRow) -> None:
        if len(self.rows()) <= self.game().min_players:
            self.say("{game} needs at least {min} players",
                     {"game": tr._(self.game().title_key), "min": self.game().min_players})
            return
        was_first = row.first
        self.ids.players.remove_widget(row)
        if was_first:
            self.rows()[0].first = True
        self.number_rows()
        self.show_roster()

    def set_first(self, row: PlayerRow) -> None:
        for other in self.rows():
            other.first = other is row

    def random_first(self) -> None:
        """The app draws only here, at set-up, where the table asked it to; the rules' own draws stay the
        table's (docs/design.md#pure-engines)."""
        row = random.choice(self.rows())
        self.set_first(row)
        self.say("{player} plays first", {"player": row.player_name.strip() or row.hint})

    # --- the remembered players ---------------------------------------------------------------------------
    def show_roster(self) -> None:
        """The strip: what a tap does, the last table whole in one tap, then each remembered player."""
        strip = self.ids.roster
        strip.clear_widgets()
        if self.roster is None:
            return
        seated = [r.player_name for r in self.rows()]
        offered = self.roster.offered(seated)
        last = self.roster.last_table()
        again = [p for p in last if p in offered]
        if not offered:
            return
        strip.add_widget(strip_hint(tr._("Tap a name to seat them")))
        if len(again) == len(last) and len(last) >= 2:
            same = RosterChip(text=tr.message("Same players as last time: {names}",
                                              {"names": ", ".join(p.name for p in last)}), tone="primary",
                              edge=theme.c.clear)
            same.same_players = [p.name for p in last]  # benchmarks/journeys.py finds it by this
            same.fit()
            same.bind(on_release=lambda *_: self.seat_last_table(last))
            strip.add_widget(same)
        for player in offered:
            chip = RosterChip(text=player.name, edge=player_colour(player.colour).rgba)
            chip.fit()
            chip.bind(on_release=partial(self.seat_remembered, player))
            strip.add_widget(chip)
        for child in strip.children:  # a wrapped chip grows once its text is laid out: the strip grows with it
            child.bind(height=self.fit_roster)
        self.fit_roster()

    def fit_roster(self, *_: Any) -> None:
        strip = self.ids.roster
        strip.height = max([theme.button] + [child.height for child in strip.children])

    def seat_remembered(self, player: Remembered, *_: Any) -> None:
        row = next((r for r in self.rows() if self.placeholder(r)), None) or \
            self.add_player(then=partial(self.seat_remembered, player))
        if row is None:
            return
        row.player_name = player.name
        if player.colour in self.colours() and player.colour not in {r.colour for r in self.rows() if r is not row}:
            row.colour, row.colour_chosen = player.colour, True
        self.show_roster()

    def seat_last_table(self, players: list[Remembered]) -> None:
        """The last game's players, each with their colour, in its seats; the empty rows beyond them leave."""
        for player in players:
            self.seat_remembered(player)
        for row in self.rows()[::-1]:
            if self.placeholder(row) and len(self.rows()) > max(len(players), self.game().min_players):
                self.remove_player(row)
        theirs = {p.name: p.colour for p in players if p.colour in self.colours()}  # distinct: they played together
        for row in self.rows():
            if row.player_name in theirs:
                row.colour, row.colour_chosen = theirs[row.player_name], True
        for row in self.rows():  # anyone else at the table steps aside from their colours
            if row.player_name not in theirs and row.colour in theirs.values():
                self.change_colour(row)

    # --- the game and its rules ---------------------------------------------------------------------------
    def choose_game(self, name: str, *_: Any) -> None:
        self.game_name = name
        self.fit_colours()
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
        """Start the game once every seat has a name of its own (else ask the table what to do about the first
        one that has not); a game that must ask the table for its box's data first asks now."""
        problem = seat_problem([r.player_name for r in self.rows()])
        if problem is not None:  # nothing typed is lost: the rows stay as they are until the table answers
            self.ask_about(problem)
            return
        colours = [r.colour for r in self.rows()]
        if self.box().unknown and (set(colours) - set(self.colours()) or len(set(colours)) < len(colours)):
            self.ask_box_colour(self.start_told)  # more seats than colours told
            return
        prepare = prepare_step(self.game_name)
        if prepare is None:
            self.start_with({})
            return
        try:
            prepare(self.context, self.start_with, rules=dict(self.rules))
        except RuleError as error:
            self.say(error.key, error.params)

    def start_told(self) -> None:
        """Start again once the table told the box's colour a seat lacked: the rows on the box's colours first."""
        self.fit_colours()
        self.start()

    def ask_about(self, problem: SeatProblem) -> None:
        """One question for every seat with no name (name the first, play under their seats' names, or leave), or
        for a seat named as an earlier one."""
        row = self.rows()[problem.seat]
        if problem.kind == "long":
            self.say("A name is at most {most} characters: {name} is longer",
                     {"most": MOST_CHARACTERS, "name": row.player_name.strip()[:MOST_CHARACTERS] + "…"})
            return
        rows = [r for r in self.rows() if self.placeholder(r)] if problem.kind == "unnamed" else [row]
        answers = [(tr._("Name it"), "name")]
        if problem.kind == "unnamed":
            seats = ", ".join(str(self.rows().index(r) + 1) for r in rows)
            question = tr.plural("Seat {seats} has no name", "Seats {seats} have no name", len(rows), {"seats": seats})
            answers.append((tr.message("Play as {name}", {"name": ", ".join(r.hint for r in rows)}), "hint"))
        else:
            question = tr.message("Seats {first} and {second} have the same name: {name}",
                                  {"first": problem.other + 1, "second": problem.seat + 1,
                                   "name": row.player_name.strip()})
        if len(self.rows()) - len(rows) >= self.game().min_players:
            answers.append((tr.plural("Remove the seat", "Remove these seats", len(rows)), "remove"))
        ask(question, answers, lambda answer: self.answered(rows, answer), cols=1)

    def answered(self, rows: list[PlayerRow], answer: str) -> None:
        if answer == "name":
            rows[0].ids.name.text = ""
            rows[0].ids.name.focus = True  # the keyboard opens on it
            return
        for row in rows:
            if answer == "hint":
                row.player_name = row.hint
            else:
                self.remove_player(row)
        self.start()

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
            self.roster.remember((r.player_name, r.colour) for r in rows if r.player_name != r.hint)
        self.navigator.show(table_screen(self.game_name) or "home", session=session)

