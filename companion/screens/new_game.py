"""New game: choose the game, 2 to 6 players with names and colours, the first player, the options."""

from __future__ import annotations

import time
from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.properties import BooleanProperty, ListProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.games import playable_games, prepare_step, table_screen
from companion.screens.i18n import tr
from companion.screens.palette import COLOUR_IDS, colour_name, next_colour, rgba
from companion.screens.table_options import show_table_options
from games.base import RuleError, Setup


class PlayerRow(BoxLayout):
    player_name = StringProperty("")
    colour = StringProperty("red")
    colour_name = StringProperty("Red")
    rgba = ListProperty([1, 0, 0, 1])
    first = BooleanProperty(False)
    colour_tapped = ObjectProperty(lambda: None)
    remove_tapped = ObjectProperty(lambda: None)

    def on_colour_changed(self) -> None:
        self.colour_name = colour_name(self.colour)
        self.rgba = list(rgba(self.colour))


class NewGameScreen(CompanionScreen):
    game_name = ""  # the engine chosen; the first of games.GAMES until one is tapped
    rules_text = StringProperty("")
    rules: dict[str, Any] = {}

    def enter(self, **kwargs: Any) -> None:
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

    def add_player(self) -> None:
        rows = self.rows()
        if len(rows) >= self.game().max_players:
            self.say("{game} takes at most {max} players",
                     {"game": tr._(self.game().title_key), "max": self.game().max_players})
            return
        taken = {r.colour for r in rows}
        row = PlayerRow(player_name=tr.message("Player {number}", {"number": len(rows) + 1}),
                        colour=next(c for c in COLOUR_IDS if c not in taken))
        row.on_colour_changed()
        row.colour_tapped = partial(self.change_colour, row)
        row.remove_tapped = partial(self.remove_player, row)
        self.ids.players.add_widget(row)

    def change_colour(self, row: PlayerRow) -> None:
        row.colour = next_colour(row.colour, {r.colour for r in self.rows() if r is not row})
        row.on_colour_changed()

    def remove_player(self, row: PlayerRow) -> None:
        if len(self.rows()) <= self.game().min_players:
            self.say("{game} needs at least {min} players",
                     {"game": tr._(self.game().title_key), "min": self.game().min_players})
            return
        was_first = row.first
        self.ids.players.remove_widget(row)
        if was_first:
            self.rows()[0].first = True

    def choose_game(self, name: str, *_: Any) -> None:
        self.game_name = name
        self.reset_rules()
        self.refresh()

    def reset_rules(self) -> None:
        self.rules = {option.name: option.values[0] for option in self.game().table_options}

    def show_rules(self) -> None:
        show_table_options(self.game().table_options, self.rules, self.refresh)

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
            style = "PrimaryButton" if game.name == self.game_name else "TouchButton"
            button = getattr(Factory, style)(text=tr._(game.title_key))
            button.bind(on_release=partial(self.choose_game, game.name))
            games.add_widget(button)
        table_options = self.game().table_options
        changed = sum(self.rules.get(o.name) != o.values[0] for o in table_options)
        self.rules_text = (tr._("Rules") if not changed else
                           tr.message("Rules ({count} changed)", {"count": changed}))
        self.ids.rules_button.opacity = 1 if table_options else 0
        self.ids.rules_button.disabled = not table_options

    def start(self) -> None:
        """Start the game; a game that must ask the table something first (Ilos's price rows) asks now."""
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
        self.navigator.show(table_screen(self.game_name) or "home", session=session)
