"""Overlays on the app's own ground: a titled sheet with a body that scrolls and its buttons at the bottom,
a question with a few answers, and a confirmation before anything that cannot be taken back.

They open and close at once: a fade is a delay at the table (and in tests).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from kivy.factory import Factory
from kivy.properties import ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.modalview import ModalView

from companion.screens.i18n import tr


class Sheet(ModalView):
    """Title on top, ``body`` (a column that scrolls when long), ``buttons`` (a row) at the bottom."""

    _anim_duration = 0
    title = StringProperty("")
    body = ObjectProperty(None)
    buttons = ObjectProperty(None)

    def __init__(self, title: str = "", **kwargs: Any) -> None:
        kwargs.setdefault("auto_dismiss", False)
        super().__init__(**kwargs)
        self.title = title

    def add_button(self, text: str, on_tap: Callable[[], Any], tone: str = "normal", key: str = "") -> Any:
        button = Factory.SheetButton(text=text, tone=tone)
        button.key = key
        button.bind(on_release=lambda *_: on_tap())
        self.buttons.add_widget(button)
        return button


def ask(question: str, answers: Sequence[tuple[str, Any]], on_choose: Callable[[Any], Any],
        cols: int = 0, cancel: bool = True) -> Sheet:
    """A public question: one big button per answer (``answer_buttons`` by value), and Cancel."""
    sheet = Sheet(title=question)
    grid = GridLayout(cols=cols or min(len(answers), 3) or 1, spacing=Factory.KitGrid().spacing,
                      size_hint_y=None)
    grid.bind(minimum_height=grid.setter("height"))
    sheet.answer_buttons = {}
    for text, value in answers:
        button = Factory.SheetButton(text=text)

        def chosen(_: Any, value: Any = value) -> None:
            sheet.dismiss()
            on_choose(value)

        button.bind(on_release=chosen)
        sheet.answer_buttons[value] = button
        grid.add_widget(button)
    sheet.body.add_widget(grid)
    if cancel:
        sheet.add_button(tr._("Cancel"), sheet.dismiss)
    sheet.open()
    return sheet


def confirm(question: str, detail: str, yes_text: str, on_yes: Callable[[], Any], danger: bool = True) -> Sheet:
    """Ask before something that cannot be taken back (end a game early, abandon it): No keeps things as
    they are and is the first button, so a hurried tap does no harm."""
    sheet = Sheet(title=question)
    if detail:
        sheet.body.add_widget(Factory.KitText(text=detail))

    def yes() -> None:
        sheet.dismiss()
        on_yes()

    sheet.add_button(tr._("No, go back"), sheet.dismiss, key="no")
    sheet.add_button(yes_text, yes, tone="danger" if danger else "primary", key="yes")
    sheet.open()
    return sheet


class SheetBody(BoxLayout):
    """The column inside a sheet's scroll view."""
