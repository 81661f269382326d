"""Home: start a game, continue or abandon an unfinished one, open the history and settings."""

from __future__ import annotations

from typing import Any, Callable

from kivy.properties import BooleanProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.core.abandoned import Abandoned
from companion.core.datadir import data_dir
from companion.core.journal import GameRecord
from companion.core.session import CannotResume, Session
from companion.screens.base import CompanionScreen
from companion.screens.dates import long_date
from companion.screens.games import table_screen
from companion.screens.i18n import tr
from companion.screens.kit.overlay import confirm
from games import base


class GameRow(BoxLayout):
    """A game in a list: what it is on two lines (never cut), an optional second button, the main one."""

    summary = StringProperty("")
    button_text = StringProperty("")
    open_tapped = ObjectProperty(lambda: None)
    other_text = StringProperty("")  # "" : no second button
    other_tapped = ObjectProperty(lambda: None)
    other_tone = StringProperty("danger")  # Abandon on Home; History's Details is a plain button
    muted = BooleanProperty(False)


def describe(record: GameRecord) -> str:
    """The game and its players, then when it was last played; a damaged row reads as such, never raises."""
    title = tr._(base.get(record.game).title_key) if table_screen(record.game) else record.game
    players = record.setup.get("players", [])
    names = ", ".join(str(p.get("name", "?")) for p in players if isinstance(p, dict)) if isinstance(
        players, list) else ""
    damaged = f" · {tr._('damaged')}" if record.damaged else ""
    return f"{title} · {names}\n{long_date(record.updated_at, tr.language)}{damaged}"


def resume(screen: CompanionScreen, record: GameRecord, on_notice: Callable[[str, dict[str, Any]], None]
           ) -> Session | None:
    try:
        return Session.resume(screen.context.journal, record.id)
    except CannotResume as refusal:  # the notice says why; the other games stay a tap away
        on_notice(refusal.notice.key, refusal.notice.params)
        return None


def abandoned_games() -> Abandoned:
    return Abandoned.in_folder(data_dir())


class HomeScreen(CompanionScreen):
    def enter(self, **kwargs: Any) -> None:
        self.refresh()

    def refresh(self) -> None:
        notices = self.context.startup_notices
        self.ids.banner.text = "\n".join(tr.message(n.key, n.params) for n in notices)
        rows = self.ids.games
        rows.clear_widgets()
        given_up = abandoned_games()
        unfinished = [r for r in self.context.journal.games(finished=False)
                      if (table_screen(r.game) or r.damaged) and (r.id, r.created_at) not in given_up]
        for record in unfinished:
            rows.add_widget(GameRow(summary=describe(record), button_text=tr._("Continue"),
                                    open_tapped=lambda record=record: self.open_game(record),
                                    other_text=tr._("Abandon"),
                                    other_tapped=lambda record=record: self.ask_abandon(record)))
        if not unfinished:
            rows.add_widget(GameRow(summary=tr._("No unfinished game."), muted=True, button_text=tr._("New game"),
                                    open_tapped=lambda: self.navigator.show("new_game")))

    def open_game(self, record: GameRecord) -> None:
        session = resume(self, record, self.show_notice)
        if session is not None:
            self.navigator.show(table_screen(record.game) or "home", session=session)

    def ask_abandon(self, record: GameRecord) -> None:
        confirm(tr._("Abandon this game?"),
                tr._("It stays in History as abandoned and can no longer be continued."),
                tr._("Abandon"), lambda: self.abandon(record))

    def abandon(self, record: GameRecord) -> None:
        if not abandoned_games().abandon(record.id, record.created_at):
            self.say("The disk refused to save it: the game is hidden only until the app closes")
        self.refresh()

    def show_notice(self, key: str, params: dict[str, Any]) -> None:
        self.ids.banner.text = tr.message(key, params)
