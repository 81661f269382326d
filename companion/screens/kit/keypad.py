"""A number typed with big keys (a round's score, a price, a count): no keyboard needed at the table. The number
typed shows large right above the keys, as wide as they are, as a calculator shows it (kit.kv: PadDisplay)."""

from __future__ import annotations

from typing import Any, Callable

from kivy.factory import Factory
from kivy.uix.anchorlayout import AnchorLayout
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout

from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet
from companion.screens.kit.widgets import KitBoxLabel
from companion.screens.theme import theme

KEYS = ("7", "8", "9", "4", "5", "6", "1", "2", "3", "+/-", "0", "<")


class PadDisplay(KitBoxLabel):
    """The number typed: large, bold, right-aligned over the keys (its ground in kit.kv)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(size_hint_y=None, height=theme.big * 1.3, size_name="big", bold=True, halign="right",
                         padding=(theme.pad, 0), **kwargs)


class NumberPad(Sheet):
    """``on_done(value)`` with the typed number, or None when cleared; ``signed`` offers the +/- key."""

    def __init__(self, title: str, value: int | None, on_done: Callable[[int | None], Any], digits: int = 6,
                 signed: bool = True, clearable: bool = True, **kwargs: Any) -> None:
        super().__init__(title=title, **kwargs)
        self.on_done, self.max_digits = on_done, digits
        self.digits = "" if value is None else str(abs(value))
        self.negative = value is not None and value < 0
        width = theme.button * 5  # three keys a thumb wide, not a full-width strip
        self.display = PadDisplay()
        # Keys a finger target high (not a button's): the four rows and the number fit a sheet at 800x480 whole
        grid = GridLayout(cols=3, spacing=theme.gap, size_hint=(None, None), width=width,
                          row_default_height=theme.target, row_force_default=True)
        grid.bind(minimum_height=grid.setter("height"))
        self.keys: dict[str, Any] = {}
        for key in KEYS:
            button = Factory.KitButton(text=key, font_size=theme.figure, size_hint_y=1,
                                       disabled=key == "+/-" and not signed,
                                       opacity=0 if key == "+/-" and not signed else 1)
            button.bind(on_release=lambda _, k=key: self.press(k))
            self.keys[key] = button
            grid.add_widget(button)
        column = BoxLayout(orientation="vertical", spacing=theme.gap, size_hint=(None, None), width=width)
        column.add_widget(self.display)
        column.add_widget(grid)
        column.bind(minimum_height=column.setter("height"))
        self.pad = AnchorLayout(anchor_x="center", size_hint_y=None)
        column.bind(height=self.pad.setter("height"))
        self.pad.add_widget(column)
        self.body.add_widget(self.pad)
        self.keys_grid = grid
        self.add_button(tr._("Cancel"), self.dismiss, key="cancel")
        if clearable:
            self.add_button(tr._("Clear"), self.clear, tone="danger", key="clear")
        self.add_button(tr._("OK"), self.confirm, tone="primary", key="ok")
        self._show()

    def press(self, key: str) -> None:
        if key == "<":
            self.digits = self.digits[:-1]
        elif key == "+/-":
            self.negative = not self.negative
        elif len(self.digits) < self.max_digits:
            self.digits = (self.digits + key).lstrip("0") or "0"
        self._show()

    def value(self) -> int | None:
        return None if not self.digits else (-1 if self.negative else 1) * int(self.digits)

    def _show(self) -> None:
        value = self.value()
        self.display.text = "-" if value is None and self.negative else ("" if value is None else str(value))

    def clear(self) -> None:
        self.dismiss()
        self.on_done(None)

    def confirm(self) -> None:
        self.dismiss()
        self.on_done(self.value())
