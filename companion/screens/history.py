"""History: finished games, newest first, each with its winners; open one to see its final table."""

from __future__ import annotations

from typing import Any

from companion.screens.base import CompanionScreen
from companion.screens.games import table_screen
from companion.screens.home import GameRow, describe, open_game
from companion.screens.i18n import tr


class HistoryScreen(CompanionScreen):
    def enter(self, **kwargs: Any) -> None:
        self.refresh()

    def refresh(self) -> None:
        rows = self.ids.games
        rows.clear_widgets()
        finished = [r for r in self.context.journal.games(finished=True) if table_screen(r.game)]
        for record in finished:
            names = [p["name"] for p in record.setup.get("players", [])]
            winners = ", ".join(names[s] for s in (record.outcome or {}).get("winners", []))
            summary = f"{describe(record)} · {tr.message('Won by {names}', {'names': winners})}"
            rows.add_widget(GameRow(summary=summary, button_text=tr._("Open"), open_tapped=open_game(self, record)))
        if not finished:
            rows.add_widget(GameRow(summary=tr._("No finished game yet."), button_text=tr._("Back"),
                                    open_tapped=lambda: self.navigator.show("home")))
