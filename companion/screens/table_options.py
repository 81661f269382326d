"""The "Rules" overlay of New game: each rule the table settles at set-up, tapped to cycle its choices."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.scrollview import ScrollView

from companion.screens.i18n import tr
from companion.screens.widgets import Overlay
from games.base import TableOption


def choice_text(option: TableOption, value: Any) -> str:
    return tr._(next(text for v, text in option.choices if v == value))


def next_value(option: TableOption, value: Any) -> Any:
    values = option.values
    return values[(values.index(value) + 1) % len(values)]


def show_table_options(options: tuple[TableOption, ...], chosen: dict[str, Any],
                       on_close: Callable[[], None]) -> Overlay:
    """Edit ``chosen`` (option name -> value) in place; ``on_close`` after the table is done."""
    view = Overlay(size_hint=(0.96, 0.96), auto_dismiss=False)
    box = BoxLayout(orientation="vertical", padding=dp(8), spacing=dp(6))
    box.add_widget(Factory.TitleLabel(text=tr._("Rules the table chooses")))
    rows = BoxLayout(orientation="vertical", size_hint_y=None, spacing=dp(6))
    rows.bind(minimum_height=rows.setter("height"))
    for option in options:
        row = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        label = Label(text=tr._(option.label), font_size=sp(17), halign="left", valign="middle")
        label.bind(size=lambda widget, size: setattr(widget, "text_size", size))
        button = Factory.TouchButton(text=choice_text(option, chosen[option.name]))

        def cycle(option: TableOption, button: Any, *_: Any) -> None:
            chosen[option.name] = next_value(option, chosen[option.name])
            button.text = choice_text(option, chosen[option.name])

        button.bind(on_release=partial(cycle, option, button))
        row.add_widget(label)
        row.add_widget(button)
        rows.add_widget(row)
    scroll = ScrollView(do_scroll_x=False)
    scroll.add_widget(rows)
    box.add_widget(scroll)
    done = Factory.PrimaryButton(text=tr._("OK"))

    def close(*_: Any) -> None:
        view.dismiss()
        on_close()

    done.bind(on_release=close)
    box.add_widget(done)
    view.add_widget(box)
    view.open()
    return view
