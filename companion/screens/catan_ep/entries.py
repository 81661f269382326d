"""Rows of buttons the table enters what it rolled or turned up with: a die (1 to 6), a number token (2 to 12
but 7), a kind of hex; the chosen one highlighted. Built fresh with the panel."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.gridlayout import GridLayout
from games.catan_ep import NUMBERS


CHOSEN_RGBA = (0.10, 0.55, 0.35, 1)
IDLE_RGBA = (0.22, 0.26, 0.32, 1)
DIE = tuple(range(1, 7))


def choice_grid(values: Sequence[Any], texts: Sequence[str], chosen: Any, on_tap: Callable[[Any], None],
                cols: int, font: float = 20, enabled: Callable[[Any], bool] | None = None) -> GridLayout:
    grid = GridLayout(cols=cols, spacing=dp(2), size_hint_y=None)
    grid.bind(minimum_height=grid.setter("height"))
    grid.buttons = {}
    for value, text in zip(values, texts):
        button = Factory.TouchButton(text=text, font_size=sp(font), shorten=False, max_lines=2,
                                     background_color=CHOSEN_RGBA if value == chosen else IDLE_RGBA,
                                     disabled=enabled is not None and not enabled(value))
        button.bind(on_release=lambda *_, v=value: on_tap(v))
        grid.buttons[value] = button
        grid.add_widget(button)
    return grid


def die_row(chosen: int | None, on_tap: Callable[[Any], None]) -> GridLayout:
    return choice_grid(DIE, [str(v) for v in DIE], chosen, on_tap, cols=6, font=22)


def number_grid(chosen: int | None, on_tap: Callable[[Any], None], enabled: bool = True) -> GridLayout:
    return choice_grid(NUMBERS, [str(n) for n in NUMBERS], chosen, on_tap, cols=5, font=20,
                       enabled=None if enabled else (lambda _v: False))
