"""A public question with a few answers (Ilos: how many cards to redraw, whose hand the missing cards come from;
Kilia and Catan use it too): one button per answer, and Cancel."""

from __future__ import annotations

from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label

from companion.screens.i18n import tr
from companion.screens.widgets import Overlay


def show_choices(question: str, answers: list[tuple[str, Any]], on_choose: Callable[[Any], Any]) -> Overlay:
    view = Overlay(size_hint=(0.9, None), height=dp(300), auto_dismiss=False)
    box = BoxLayout(orientation="vertical", padding=dp(10), spacing=dp(8))
    label = Label(text=question, font_size=sp(19), halign="center", valign="middle")
    label.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(8), None)))
    box.add_widget(label)
    grid = GridLayout(cols=min(len(answers), 5) or 1, spacing=dp(6), size_hint_y=None)
    grid.bind(minimum_height=grid.setter("height"))
    view.answer_buttons = {}
    for text, value in answers:
        button = Factory.TouchButton(text=text)

        def chosen(_: Any, value: Any = value) -> None:
            view.dismiss()
            on_choose(value)

        button.bind(on_release=chosen)
        view.answer_buttons[value] = button
        grid.add_widget(button)
    box.add_widget(grid)
    cancel = Factory.TouchButton(text=tr._("Cancel"))
    cancel.bind(on_release=lambda *_: view.dismiss())
    box.add_widget(cancel)
    view.add_widget(box)
    view.open()
    return view
