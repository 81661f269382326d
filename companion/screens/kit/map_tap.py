"""A tap on a map, resolved to one place: every spot is a target of at least 48 dp, or a crowded tap asks.

A map's spots (intersections, sea routes, hexes, cells) are often closer than a finger is wide. The spots
within reach of the tap (half a touch target) are the candidates: one is chosen at once; several open a
question with one big button each, named as the players know them ("Ana's harbor", "the route north of
hex 9"), so a finger never has to hit a 10-pixel ring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from companion.screens.theme import theme


@dataclass(frozen=True)
class Spot:
    x: float  # window coordinates of the spot's centre
    y: float
    label: str  # what the players call it (shown when a tap is crowded)
    value: Any  # what choosing it gives the screen


def within_reach(spots: Sequence[Spot], x: float, y: float, reach: float) -> list[Spot]:
    """The spots within ``reach`` of (x, y), nearest first."""
    near = [(((s.x - x) ** 2 + (s.y - y) ** 2) ** 0.5, i, s) for i, s in enumerate(spots)]
    return [s for d, _, s in sorted(near) if d <= reach]


def resolve_tap(spots: Sequence[Spot], x: float, y: float, question: str,
                chosen: Callable[[Any], Any]) -> bool:
    """Choose the spot a tap at (x, y) means: at once when one is in reach, through a question with a button
    for each when several are. False when the tap reached no spot."""
    candidates = within_reach(spots, x, y, theme.target / 2)
    if not candidates:
        return False
    if len(candidates) == 1:
        chosen(candidates[0].value)
        return True
    from companion.screens.kit.overlay import ask

    ask(question, [(s.label, s.value) for s in candidates], chosen, cols=1)
    return True
