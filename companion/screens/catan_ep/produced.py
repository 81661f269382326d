"""What an action did, in the engine's words (games.catan_ep events): a roll's production for each seat, the
fish die's result and what the Council's harbors unloaded, said on the toast and kept in the panel until the
next action (or an undo). The screen never works it out from the states (docs/design.md#the-engine-face)."""

from __future__ import annotations

from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.catan_ep.common import CatanScreen, View, note
from companion.screens.i18n import tr
from games.catan_ep import FishRoll, Roll


def after_play(screen: CatanScreen, before: Any, action: Any) -> None:
    """A roll and the fish die say all they did; any other action only what followed it (a delivery, the win)."""
    session = screen.session
    assert session is not None
    said = session.game.events(before, action, session.state)
    lines = [tr.message(p.key, dict(p.params)) for p in (said if isinstance(action, (Roll, FishRoll)) else said[1:])]
    screen.said = (len(session.history), action, lines) if lines else None
    if lines:
        screen.navigator.toast("\n".join(lines))


def _current(screen: CatanScreen, rolled: bool) -> list[str]:
    said = getattr(screen, "said", None)
    history: tuple[Any, ...] = screen.session.history if screen.session is not None else ()
    if said is None or said[0] != len(history) or history[-1] != said[1]:  # another action since, or undone
        return []
    return said[2] if isinstance(said[1], Roll) == rolled else []


def produced_lines(screen: CatanScreen, view: View, box: BoxLayout) -> None:
    """What the last roll produced, in the trade panel."""
    for line in _current(screen, rolled=True):
        box.add_widget(note(line))


def said_lines(screen: CatanScreen, box: BoxLayout) -> None:
    """The fish die's result and the deliveries, in the ship panels."""
    for line in _current(screen, rolled=False):
        box.add_widget(note(line, "warning"))
