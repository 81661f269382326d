"""Home: start a game, continue an unfinished one, open the history and settings."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Callable

from kivy.properties import ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.core.journal import GameRecord
from companion.core.session import CannotResume, Session
from companion.screens.base import CompanionScreen
from companion.screens.games import table_screen
from companion.screens.i18n import tr
from games import base


class GameRow(BoxLayout):
    summary = StringProperty("")
    button_text = StringProperty("")
    open_tapped = ObjectProperty(lambda: None)


def describe(record: GameRecord) -> str:
    """One line per game; a game whose row was damaged on the disk reads as such, never raises."""
    title = tr._(base.get(record.game).title_key) if table_screen(record.game) else record.game
    players = record.setup.get("players", [])
    names = ", ".join(str(p.get("name", "?")) for p in players if isinstance(p, dict)) if isinstance(
        players, list) else ""
    try:
        when = datetime.fromisoformat(record.updated_at).strftime("%d/%m %H:%M")
    except ValueError:
        when = "?"
    damaged = f" · {tr._('damaged')}" if record.damaged else ""
    return f"{title} · {names} · {when}{damaged}"


def open_game(screen: "HomeScreen", record: GameRecord) -> Callable[[], None]:
    def open_it() -> None:
        try:
            session = Session.resume(screen.context.journal, record.id)
        except CannotResume as refusal:  # the notice says why; the other games stay a tap away
            screen.show_notice(refusal.notice.key, refusal.notice.params)
            return
        screen.navigator.show(table_screen(record.game) or "home", session=session)

    return open_it


class HomeScreen(CompanionScreen):
    def enter(self, **kwargs: Any) -> None:
        self.refresh()

    def refresh(self) -> None:
        notices = self.context.startup_notices
        self.ids.banner.text = "\n".join(tr.message(n.key, n.params) for n in notices)
        rows = self.ids.games
        rows.clear_widgets()
        unfinished = [r for r in self.context.journal.games(finished=False) if table_screen(r.game) or r.damaged]
        for record in unfinished:
            rows.add_widget(GameRow(summary=describe(record), button_text=tr._("Continue"),
                                    open_tapped=open_game(self, record)))
        if not unfinished:
            rows.add_widget(GameRow(summary=tr._("No unfinished game."), opacity=0.8,
                                    button_text=tr._("New game"),
                                    open_tapped=lambda: self.navigator.show("new_game")))

    def show_notice(self, key: str, params: dict[str, Any]) -> None:
        self.ids.banner.text = tr.message(key, params)
