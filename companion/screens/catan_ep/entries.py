"""Grids of buttons the table enters what it rolled or turned up with, as kit specs: a die (1 to 6), a number
token (2 to 12 but 7), a kind of hex, a card; the chosen one lit. Each button's key is ``<key>:<value>``."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Sequence

from companion.screens.kit import specs
from games.catan_ep import NUMBERS
from games.refusals import Refusal

DIE = tuple(range(1, 7))


def choice_grid(key: str, values: Sequence[Any], texts: Sequence[str], chosen: Any, on_tap: Callable[[Any], object],
                cols: int, refusal: Callable[[Any], Refusal | None] | None = None) -> specs.Grid:
    return specs.Grid([specs.Button(text, partial(on_tap, value), None if refusal is None else refusal(value),
                                    "primary" if value == chosen else "normal", f"{key}:{value}")
                       for value, text in zip(values, texts)], cols)


def die_row(key: str, chosen: int | None, on_tap: Callable[[Any], object],
            refusal: Callable[[Any], Refusal | None] | None = None) -> specs.Grid:
    return choice_grid(key, DIE, [str(v) for v in DIE], chosen, on_tap, 6, refusal)


def number_grid(chosen: int | None, on_tap: Callable[[Any], object]) -> specs.Grid:
    return choice_grid("number", NUMBERS, [str(n) for n in NUMBERS], chosen, on_tap, 5)


def offer(text: str, on_tap: Callable[[], object], refusal: Refusal | None, key: str,
          reason: bool = True, tone: specs.ButtonTone = "normal") -> list[specs.Item]:
    """A choice, and under it the engine's reason while it is refused (a tap on either says the rule)."""
    button = specs.Button(text, on_tap, refusal, tone, key)
    return [button, specs.Refused(refusal)] if refusal is not None and reason else [button]
