"""A full-screen page over a table (an entry, a covered view): the app's opaque ground, a title, a panel of
specs that scrolls, an optional widget beside it (a drawing, a keypad), and a row of buttons at the bottom.

Built once and shown again: ``show`` updates the widgets it already has (kit/widgets.reconcile), so a page
opened or changed at every tap costs no new labels (docs/design.md#the-kit).
"""

from __future__ import annotations

from typing import Any, Sequence

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.modalview import ModalView
from kivy.uix.widget import Widget

from companion.screens.kit import specs
from companion.screens.kit.panel import Panel
from companion.screens.theme import theme


class Page(ModalView):
    """``side`` (optional) sits left of the panel and takes ``side_share`` of the width."""

    _anim_duration = 0

    def __init__(self, side: Widget | None = None, side_share: float = 0.4, **kwargs: Any) -> None:
        kwargs.setdefault("auto_dismiss", False)
        super().__init__(size_hint=(1, 1), background="", background_color=theme.c.surface,
                         overlay_color=theme.c.surface, **kwargs)
        column = BoxLayout(orientation="vertical", padding=theme.pad, spacing=theme.gap)
        self.heading = Factory.KitText(bold=True)
        # The panel ends between two items within the body's height (kit/panel.py), from the body's top.
        self.panel = Panel(size_hint_y=None, pos_hint={"top": 1})
        self.bottom = Factory.KitRow()
        body = BoxLayout(spacing=theme.pad)
        body.bind(height=self.panel.setter("room"))
        if side is not None:
            side.size_hint_x = side_share
            self.panel.size_hint_x = 1 - side_share
            body.add_widget(side)
        body.add_widget(self.panel)
        for widget in (self.heading, body, self.bottom):
            column.add_widget(widget)
        self.add_widget(column)

    def show(self, title: str, items: Sequence[specs.Item], buttons: Sequence[specs.Item] = (),
             size: specs.Size = "title") -> None:
        """``size``: the title's (a long one, a paragraph, reads at "body")."""
        self.heading.text, self.heading.size_name = title, size
        self.panel.show(items)
        self.bottom.update(specs.Row(buttons))

    def clear(self) -> None:
        """Every widget of the panel and of the bottom row taken away (what showed a secret leaves the tree)."""
        self.show("", ())

    def find(self, key: str) -> Any:
        """The widget showing the spec with this ``key`` (a button, a stepper), or None."""
        return next((w for w in self.walk(restrict=True) if getattr(getattr(w, "spec", None), "key", None) == key),
                    None)
