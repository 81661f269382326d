"""What an action did, in the engine's words (games.catan_ep events): a roll's production for each seat, the
fish die's result and what the Council's harbors unloaded, said on the toast and kept in the panel until the
next action (or an undo). The screen never works it out from the states (docs/design.md#the-engine-face)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.screens.i18n import tr
from companion.screens.kit import specs
from games.catan_ep import FishRoll, Roll

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen


def after_play(screen: CatanTableScreen, before: Any, action: Any) -> None:
    """A roll and the fish die say all they did; any other action only what followed it (a delivery, the win)."""
    session = screen.session
    assert session is not None
    said = session.game.events(before, action, session.state)
    lines = [tr.message(p.key, dict(p.params)) for p in (said if isinstance(action, (Roll, FishRoll)) else said[1:])]
    screen.said = (len(session.history), action, lines) if lines else None
    if lines:
        screen.navigator.toast("\n".join(lines))


def _current(screen: CatanTableScreen, rolled: bool) -> list[str]:
    said = screen.said
    history: tuple[Any, ...] = screen.session.history if screen.session is not None else ()
    if said is None or said[0] != len(history) or history[-1] != said[1]:  # another action since, or undone
        return []
    return said[2] if isinstance(said[1], Roll) == rolled else []


def produced_lines(screen: CatanTableScreen) -> list[specs.Item]:
    """What the last roll produced, in the roll's and the trade panel."""
    return [specs.Text(line) for line in _current(screen, rolled=True)]


def said_lines(screen: CatanTableScreen) -> list[specs.Item]:
    """The fish die's result and the deliveries, in the ship panels."""
    return [specs.Text(line, "warning") for line in _current(screen, rolled=False)]
