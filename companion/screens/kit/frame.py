"""The table frame every game's main screen shares (kit/frame.kv): the same furniture in the same places.

    +-----------------------------------------------------------------+
    | Home |  status (what the app expects now)    |  ?  | Undo | Redo |   top bar
    | a lasting notice, when there is one                             |
    | seat | seat | seat | ...                                          |   seat bar
    |  the game's board (map, carpet, grid)       |  side panel       |
    |                                             |  [ main action ]  |   always bottom right
    +-----------------------------------------------------------------+

A game's screen fills it from its view in one place (``table``): the status line, the seats, the panel's items
and the main action; its board draws itself in ``main``. Undo and Redo are the same everywhere: a tap on a
refused one says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from kivy.properties import NumericProperty

from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from companion.screens.kit.specs import Button, Item, Seat


@dataclass(frozen=True)
class Table:
    """What a game's table shows now."""

    status: str
    seats: Sequence[Seat] = ()
    panel: Sequence[Item] = ()
    main: Button | None = None
    notice: str = ""  # a lasting notice of the game's own (the journal's is added by the frame)
    extra: dict[str, Any] = field(default_factory=dict)  # for the game's own board


class TableScreen(GameScreen):
    """A game's table screen on the kit's frame."""

    panel_share = NumericProperty(0.72)  # the side panel's width against the board's (1)

    def table(self) -> Table:
        """The game's view, laid out for the frame."""
        raise NotImplementedError

    def draw_board(self, table: Table) -> None:
        """Draw the game's board in ``self.ids.main`` (nothing by default)."""

    def refresh(self) -> None:
        if self.session is None:
            return
        table = self.table()
        ids = self.ids
        ids.status.text = table.status
        ids.seats.show(table.seats)
        ids.seats.height = ids.seats.height if table.seats else 0
        ids.panel.show(table.panel)
        ids.main_button.opacity = 1 if table.main is not None else 0
        if table.main is not None:
            ids.main_button.update(table.main)
        warning = self.session.warning
        journal_notice = tr.message(warning.key, warning.params) if warning else ""
        ids.banner.text = "\n".join(text for text in (journal_notice, table.notice) if text)
        ids.undo_button.update(Button(tr._("Undo"), lambda: self.submit("undo"), self.undo_refusal(), key="undo"))
        ids.redo_button.update(Button(tr._("Redo"), lambda: self.submit("redo"), self.redo_refusal(), key="redo"))
        self.draw_board(table)

    def undo_refusal(self) -> Any:
        return None if self.session is None else self.session.undo_refusal()

    def redo_refusal(self) -> Any:
        return None if self.session is None else self.session.redo_refusal()
