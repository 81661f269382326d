"""Home: start a game, continue an unfinished one, open the history and settings."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Callable

from kivy.properties import ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.core.journal import GameRecord
from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.games import table_screen
from companion.screens.i18n import tr
from games import base


class GameRow(BoxLayout):
    summary = StringProperty("")
    button_text = StringProperty("")
    open_tapped = ObjectProperty(lambda: None)


def describe(record: GameRecord) -> str:
    title = tr._(base.get(record.game).title_key)
    players = ", ".join(p["name"] for p in record.setup.get("players", []))
    when = datetime.fromisoformat(record.updated_at).strftime("%d/%m %H:%M")
    return f"{title} · {players} · {when}"


def open_game(screen: CompanionScreen, record: GameRecord) -> Callable[[], None]:
    def open_it() -> None:
        session = Session.resume(screen.context.journal, record.id)
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
        unfinished = [r for r in self.context.journal.games(finished=False) if table_screen(r.game)]
        for record in unfinished:
            rows.add_widget(GameRow(summary=describe(record), button_text=tr._("Continue"),
                                    open_tapped=open_game(self, record)))
        if not unfinished:
            rows.add_widget(GameRow(summary=tr._("No unfinished game."), opacity=0.8,
                                    button_text=tr._("New game"),
                                    open_tapped=lambda: self.navigator.show("new_game")))
