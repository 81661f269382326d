"""A numeric keypad for one round score: big keys, a sign key, clear, OK."""

from __future__ import annotations

from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from companion.screens.widgets import Overlay

from companion.screens.i18n import tr
from games.freeplay.state import POINTS_LIMIT

MAX_DIGITS = len(str(POINTS_LIMIT))


class ScorePad(Overlay):
    def __init__(self, title: str, value: int | None, on_done: Callable[[int | None], object],
                 **kwargs: Any) -> None:
        super().__init__(size_hint=(None, None), size=(dp(420), dp(410)), auto_dismiss=False, **kwargs)
        self.on_done = on_done
        self.digits = "" if value is None else str(abs(value))
        self.negative = value is not None and value < 0
        box = BoxLayout(orientation="vertical", padding=dp(8), spacing=dp(6))
        box.add_widget(Label(text=title, font_size=sp(19), size_hint_y=None, height=dp(32)))
        self.display = Label(font_size=sp(32), size_hint_y=None, height=dp(48), bold=True)
        box.add_widget(self.display)
        keys = GridLayout(cols=3, spacing=dp(4))
        for key in ["7", "8", "9", "4", "5", "6", "1", "2", "3", "+/-", "0", "<"]:
            button = Factory.TouchButton(text=key, font_size=sp(26))
            button.bind(on_release=lambda b, k=key: self.press(k))
            keys.add_widget(button)
        box.add_widget(keys)
        actions = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(4))
        for text, handler, style in ((tr._("Cancel"), self.dismiss, "TouchButton"),
                                     (tr._("Clear"), self.clear, "DangerButton"),
                                     (tr._("OK"), self.confirm, "PrimaryButton")):
            button = getattr(Factory, style)(text=text)
            button.bind(on_release=lambda b, h=handler: h())
            actions.add_widget(button)
        box.add_widget(actions)
        self.add_widget(box)
        self._show()

    def press(self, key: str) -> None:
        if key == "<":
            self.digits = self.digits[:-1]
        elif key == "+/-":
            self.negative = not self.negative
        elif len(self.digits) < MAX_DIGITS:
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
