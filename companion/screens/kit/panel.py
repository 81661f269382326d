"""A screen's side panel: a column that scrolls, showing a list of items (kit/specs.py) and updating in place."""

from __future__ import annotations

from typing import Any, Sequence

from kivy.properties import ObjectProperty
from kivy.uix.scrollview import ScrollView

from companion.screens.kit.specs import Item
from companion.screens.kit.widgets import reconcile


class Panel(ScrollView):
    column = ObjectProperty(None)

    def show(self, items: Sequence[Item]) -> None:
        """Show ``items``; widgets already there are reused where the item kind matches."""
        reconcile(self.column, items)

    def widgets(self) -> list[Any]:
        """Every kit widget in the panel, top to bottom (for tests and for scrolling to one)."""
        return [w for w in reversed(list(self.column.walk(restrict=True))) if w is not self.column][::-1]
