"""The Pirate Lairs mission (scenario 2): crews carried to lairs, the capture after the movement phase, the
hero, crews left on the freed gold river (rulebook "Capturer un repaire de pirates", "Déterminer le héros",
"Après la capture").

"Il peut y avoir au maximum 3 unités sur un jeton Repaire de pirates." "Lorsqu'il y a exactement 3 unités sur un
repaire de pirates, celui-ci est capturé. La suite des événements se déroule après la phase de déplacement ...
Chaque joueur participant à la capture reçoit 2 pièces d'or. De plus, chacun ... avance son marqueur d'une (1) case
... Le joueur dont c'est le tour est le premier à avancer son marqueur, suivi des autres joueurs en sens horaire."
"Chaque joueur participant à la capture lance un dé et ajoute à son résultat le nombre d'unités ... Le joueur avec
le résultat le plus élevé peut avancer d'une autre case ..., mais il doit pour cela remettre une de ses unités dans
sa réserve." (the hero's choice: HeroStep) "En cas d'égalité, le joueur qui avait le plus d'unités remporte
l'égalité, sinon tous les joueurs relancent le dé. Si un joueur capture un repaire de pirates seul, il avance
automatiquement son marqueur d'une case, mais perd également une de ses unités." "les unités restantes sont mises de
côté sur la tuile Rivière d'or. Chaque joueur peut récupérer ses unités à l'aide de ses bateaux lors de tours
subséquents."
"""

from __future__ import annotations

from dataclasses import replace
from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep.actions import FlipLair, HeroRoll, HeroStep, LandCrews, PickUpCrews
from games.catan_ep.build import NO_ROOM
from games.catan_ep.flow import next_turn
from games.catan_ep.hexgrid import Edge
from games.catan_ep.missions import advance
from games.catan_ep.model import Capture, CatanState, Hex, Kind, Mission, Phase, Piece, Ship
from games.catan_ep.movement import begin, moving, own_ship
from games.catan_ep.pieces import fits
from games.catan_ep.words import crews

LAIR_CREWS = 3
CAPTURE_GOLD = 2


def _river(state: CatanState, at: tuple[int, int], ship_edge: Edge, captured: bool) -> Hex:
    h = geo.hex_at(state, (at[0], at[1]))
    if h is None or h.kind is not Kind.GOLD_RIVER or not h.lair or h.captured != captured:
        raise RuleError("Crews land on a pirate lair not yet captured, and are picked up from a captured one's "
                        "gold river", at=at)
    if not geo.touches_hex(ship_edge, h.at):
        raise RuleError("The ship must point at an intersection of that gold river", at=at)
    return h


def _with_hex(state: CatanState, new: Hex) -> CatanState:
    return replace(state, hexes=tuple(new if h.at == new.at else h for h in state.hexes))


def _ship_at_river(state: CatanState, action: LandCrews | PickUpCrews,
                   captured: bool) -> tuple[CatanState, Ship, Hex]:
    """The movement phase goes on; the player's ship and the gold river it points at."""
    state = moving(state, action.seat)
    ship = own_ship(state, action.seat, action.ship)
    return state, ship, _river(state, action.at, ship.edge, captured)


def land_crews(state: CatanState, action: LandCrews) -> CatanState:
    state, ship, lair = _ship_at_river(state, action, captured=False)
    if not 1 <= action.count <= ship.cargo.count(Piece.CREW):
        raise RuleError("The ship carries {crews} to land", crews=crews(ship.cargo.count(Piece.CREW)))
    if len(lair.crews) + action.count > LAIR_CREWS:
        raise RuleError("A pirate lair holds at most 3 crews; {count} are on it", count=len(lair.crews))
    state = begin(state, ship)
    cargo = list(ship.cargo)
    for _ in range(action.count):
        cargo.remove(Piece.CREW)
    state = replace(state, ships=tuple(replace(s, cargo=tuple(cargo)) if s.id == ship.id else s for s in state.ships))
    return _with_hex(state, replace(lair, crews=(*lair.crews, *(action.seat,) * action.count)))


def pick_up_crews(state: CatanState, action: PickUpCrews) -> CatanState:
    state, ship, river = _ship_at_river(state, action, captured=True)
    if not 1 <= action.count <= river.crews.count(action.seat):
        raise RuleError("The player has {crews} waiting on that gold river", crews=crews(river.crews.count(action.seat)))
    cargo = (*ship.cargo, *(Piece.CREW,) * action.count)
    if not fits(cargo):
        raise RuleError(NO_ROOM)
    state = begin(state, ship)
    state = replace(state, ships=tuple(replace(s, cargo=cargo) if s.id == ship.id else s for s in state.ships))
    return _with_hex(state, replace(river, crews=_without(river.crews, action.seat, action.count)))


def _without(crews: tuple[int, ...], seat: int, count: int) -> tuple[int, ...]:
    kept = list(crews)
    for _ in range(count):
        kept.remove(seat)
    return tuple(kept)


def next_capture(state: CatanState) -> CatanState | None:
    """The next lair holding 3 crews, as a pending Capture (None: no capture is due)."""
    full = sorted(h.at for h in state.hexes if h.lair and not h.captured and len(h.crews) >= LAIR_CREWS)
    if not full:
        return None
    lair = geo.hex_at(state, full[0])
    assert lair is not None
    count = len(state.players)
    seats = tuple(s for s in ((state.seat + i) % count for i in range(count)) if s in lair.crews)
    capture = Capture(lair.q, lair.r, seats, tuple(lair.crews.count(s) for s in seats))
    return replace(state, phase=Phase.CAPTURE, capture=capture)


def after_capture(state: CatanState) -> CatanState:
    """The next capture due, or the next turn."""
    pending = next_capture(replace(state, capture=None))
    return next_turn(state) if pending is None else pending


def _hero_step(state: CatanState, capture: Capture, seat: int) -> CatanState:
    """One more step for the hero, who puts one of their crews back in the supply; the capture is over."""
    state = advance(state, seat, Mission.PIRATE_LAIRS)
    lair = geo.hex_at(state, (capture.q, capture.r))
    assert lair is not None
    return after_capture(_with_hex(state, replace(lair, crews=_without(lair.crews, seat, 1))))


def flip_lair(state: CatanState, action: FlipLair) -> CatanState:
    capture = state.capture
    if state.phase is not Phase.CAPTURE or capture is None or capture.flipped:
        raise RuleError("A lair token is turned over when its lair is captured, after the movement phase")
    if action.number not in geo.NUMBERS:
        raise RuleError("A number token shows 2 to 12 but 7, not {number}", number=action.number)
    lair = geo.hex_at(state, (capture.q, capture.r))
    assert lair is not None
    state = _with_hex(state, replace(lair, captured=True, number=action.number))
    for seat in capture.seats:
        held = state.seats[seat]
        state = replace(state, seats=state.seat_changed(seat, gold=held.gold + CAPTURE_GOLD))
        state = advance(state, seat, Mission.PIRATE_LAIRS)
    if len(capture.seats) == 1:
        return _hero_step(state, capture, capture.seats[0])
    return replace(state, capture=replace(capture, flipped=True))


def hero(capture: Capture, dice: tuple[int, ...]) -> int | None:
    """The hero's seat: highest die plus crews, then most crews; None: everyone rolls again."""
    totals = [d + c for d, c in zip(dice, capture.crews)]
    best = [i for i, t in enumerate(totals) if t == max(totals)]
    most = max(capture.crews[i] for i in best)
    tied = [i for i in best if capture.crews[i] == most]
    return capture.seats[tied[0]] if len(tied) == 1 else None


def hero_roll(state: CatanState, action: HeroRoll) -> CatanState:
    capture = state.capture
    if state.phase is not Phase.CAPTURE or capture is None or not capture.flipped:
        raise RuleError("The hero is rolled for after the lair token is turned over, when several players took it")
    if len(action.dice) != len(capture.seats) or not all(1 <= d <= 6 for d in action.dice):
        raise RuleError("Each player of the capture rolls one die (1 to 6)")
    if capture.hero is not None:
        raise RuleError("The hero is known: {player} chooses whether to step again", player=state.name(capture.hero))
    seat = hero(capture, action.dice)
    if seat is None:
        return replace(state, capture=replace(capture, rolls=capture.rolls + 1))
    return replace(state, capture=replace(capture, hero=seat))


def hero_choosing(state: CatanState) -> int | None:
    """The hero asked whether to step again for a crew (HeroStep, both answers one tap away), or None."""
    capture = state.capture
    if state.phase is not Phase.CAPTURE or capture is None or capture.hero is None:
        return None
    return capture.hero


def hero_step(state: CatanState, action: HeroStep) -> CatanState:
    """The hero steps again for a crew, or keeps the crew; the capture is over either way."""
    capture = state.capture
    if state.phase is not Phase.CAPTURE or capture is None or capture.hero is None:
        raise RuleError("Only the hero of a capture chooses to step again, once the hero is rolled for")
    if action.seat != capture.hero:
        raise RuleError("The hero is {player}", player=state.name(capture.hero))
    return _hero_step(state, capture, action.seat) if action.step else after_capture(state)
