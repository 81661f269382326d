"""What a tap on the map names now, and where the rules allow it: the set-up's next piece, the pirate ship's
hex, the build chosen in the panel, the selected ship's next sea route or the intersection its settlers found a
settlement on. The places come from the engine (games.catan_ep.legal_places), so the map rings exactly what
would be accepted without trying each place. No Kivy: the screen draws the rings and plays ``make(place)``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable
from games.catan_ep import CatanState, Phase, Spot, action_at, legal_places, shape


BUILD_SPOTS = {"road": Spot.ROAD, "settlement": Spot.SETTLEMENT, "harbor": Spot.HARBOR, "ship": Spot.SHIP,
               "settler": Spot.SETTLER, "crew": Spot.CREW}


@dataclass
class Target:
    kind: str  # "corner", "edge" or "hex"
    marks: list[Any]
    make: Callable[[Any], Any] | None  # the action for a tapped place (None: the place is only shown)


def _spot(state: CatanState, build: str | None, ship: int | None) -> Spot | None:
    if state.phase is Phase.SETUP:
        return Spot.SETUP
    if state.phase is Phase.TRADE and build in BUILD_SPOTS:
        return BUILD_SPOTS[str(build)]
    if state.phase in (Phase.TRADE, Phase.MOVE) and ship is not None and state.ship(ship) is not None:
        return Spot.FOUND if build == "found" else Spot.MOVE
    return None


def target(state: CatanState, build: str | None, ship: int | None, pirate: Callable[[Any], Any] | None = None,
           replacing: int | None = None) -> Target | None:
    """The map's target now; ``pirate(at)`` is called for a tapped hex when the pirate ship is due (robbing is a
    choice made after)."""
    seat = state.seat
    if state.phase is Phase.REVEAL and state.reveal:
        return Target("hex", [state.reveal[0]], None)
    if state.phase is Phase.CAPTURE and state.capture is not None:
        return Target("hex", [(state.capture.q, state.capture.r)], None)
    if state.phase is Phase.PIRATE:
        return Target("hex", list(legal_places(state, seat, Spot.PIRATE)), pirate)
    spot = _spot(state, build, ship)
    if spot is None:
        return None
    chosen = spot
    return Target(shape(state, spot), list(legal_places(state, seat, spot, ship, replacing)),
                  lambda place: action_at(state, seat, chosen, place, ship, replacing))
