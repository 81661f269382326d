"""The key help overlay: every button's key, from the keyboard adapter's own table."""

from __future__ import annotations

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from companion.screens.widgets import Overlay
from kivy.uix.scrollview import ScrollView

from companion.hardware.keyboard import help_rows
from companion.screens.i18n import tr


def _cell(text: str, bold: bool = False) -> Label:
    label = Label(text=text, bold=bold, font_size=sp(17), size_hint_y=None, height=dp(34), halign="left",
                  valign="middle")
    label.bind(size=lambda widget, size: setattr(widget, "text_size", size))
    return label


def show_key_help() -> Overlay:
    view = Overlay(size_hint=(0.92, 0.92), auto_dismiss=True)
    box = BoxLayout(orientation="vertical", padding=dp(10), spacing=dp(6))
    box.add_widget(Factory.TitleLabel(text=tr._("Keyboard keys")))
    grid = GridLayout(cols=2, size_hint_y=None, spacing=(dp(12), 0))
    grid.bind(minimum_height=grid.setter("height"))
    for key_labels, description in help_rows():
        grid.add_widget(_cell(" / ".join(tr._(label) for label in key_labels), bold=True))
        grid.add_widget(_cell(tr.message(description.key, description.params)))
    scroll = ScrollView(do_scroll_x=False)
    scroll.add_widget(grid)
    box.add_widget(scroll)
    close = Factory.TouchButton(text=tr._("Close"))
    close.bind(on_release=lambda *_: view.dismiss())
    box.add_widget(close)
    view.add_widget(box)
    view.open()
    return view

