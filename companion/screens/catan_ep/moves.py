"""The movement phase (and the ships during trade and build, whose first move ends it): the seat's ships, and
what the chosen one may do now, each offer as the engine checks it (the sea routes are ringed on the map).

Fish for Catan and Spices for Catan (scenarios 3-5): the fish die rolled between two ships' moves and what it did,
a ship's "Take the fish" and "Leave a crew on the spice village", the fish and sacks a Council harbor unloaded (the
engine unloads at once, after any action: the panel says so)."""

from __future__ import annotations

from functools import partial
from itertools import combinations
from typing import TYPE_CHECKING, Any

from companion.screens.catan_ep.common import Items, advantage_name, die_row, offer, piece_name
from companion.screens.catan_ep.produced import said_lines
from companion.screens.i18n import tr
from companion.screens.kit import specs
from games.catan_ep import (SCENARIO_MISSIONS, BuyMoves, CHASE_WINS, CatanState, CatanView, Chase, FishRoll, Found, Hex,
                            Jettison, Kind, LandCrews, Mission, Phase, PickUpCrews, Piece, Ship, TakeFish, Transfer,
                            VisitVillage, building_at, chase_wins, fits, ship_moves, touches_hex)

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen


def pieces_text(pieces: tuple[Piece, ...] | list[Piece]) -> str:
    return ", ".join(piece_name(p.value) for p in pieces) or tr._("empty")


def moves_left(state: CatanState, ship: Ship) -> int:
    """The ship under way's moves left; another ship's at the start of its action (4, +1 per swift-voyage
    village of its owner)."""
    if state.turn.current == ship.id:
        return state.turn.moves_left
    return 0 if ship.id in state.turn.finished else ship_moves(state, ship.seat)


def ship_text(state: CatanState, ship: Ship) -> str:
    if ship.id in state.turn.finished:
        return tr.message("Ship {number} · {cargo} · done", {"number": ship.id + 1, "cargo": pieces_text(ship.cargo)})
    return tr.plural("Ship {number} · {cargo} · {count} move", "Ship {number} · {cargo} · {count} moves",
                     moves_left(state, ship), {"number": ship.id + 1, "cargo": pieces_text(ship.cargo)})


def move_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    return ship_panel(screen, view, state) if screen.sel.ship is not None else ship_list(screen, view, state)


def ship_list(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    mine = [s for s in state.ships if s.seat == state.seat]
    shown: Items = [specs.Heading(tr._("Ships: tap one to act with it (moving one ends trade and build)")
                                  if state.phase is Phase.TRADE else
                                  tr._("Movement: tap a ship; each acts once, one after another"))]
    shown += said_lines(screen)
    if not mine:
        shown.append(specs.Text(tr.message("{player} has no ship on the board",
                                           {"player": view.players[state.seat].name})))
    shown += [specs.Text(ship_text(state, ship), "muted") if ship.id in state.turn.finished else  # its move is done
              specs.Button(ship_text(state, ship), partial(screen.select, ship=ship.id, build=None),
                           key=f"ship:{ship.id}")
              for ship in mine]
    return shown + fish_row(screen, state)


def ship_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    ship = state.ship(screen.sel.ship) if screen.sel.ship is not None else None
    assert ship is not None
    seat = state.seat
    shown: Items = [specs.Button(tr._("Back"), screen.back, key="back"),
                    specs.Heading(tr.message("Ship {number}", {"number": ship.id + 1})),
                    specs.Text(tr.message("Cargo: {cargo} · moves left: {moves}",
                                          {"cargo": pieces_text(ship.cargo), "moves": moves_left(state, ship)}))]
    shown += said_lines(screen)
    if screen.sel.build == "found":
        return shown + [specs.Heading(tr._("Found the settlement: tap a ringed intersection")),
                        specs.Button(tr._("Cancel"), partial(screen.select, build=None), key="cancel")]
    shown.append(specs.Heading(tr._("Tap a ringed sea route to move one step")))
    if state.phase is Phase.TRADE:
        shown.append(specs.Text(tr._("The first move ends trade and build for this turn"), "warning"))
    shown += act(screen, "moves", tr._("2 more moves for 1 wool"), BuyMoves(seat, ship.id))
    if Piece.SETTLER in ship.cargo:
        founds = [Found(seat, ship.id, c) for c in ship.edge.ends]
        refusals = [screen.check(a) for a in founds]
        shown += offer(tr._("Found a settlement with the settler"), partial(screen.select, build="found"),
                       None if None in refusals else refusals[0], "act:found")
    shown += crew_actions(screen, state, ship)
    shown += mission_offers(screen, state, ship) + transfers(screen, state, ship) + chase(screen, state, ship)
    for piece in sorted(set(ship.cargo), key=lambda p: p.value):
        shown += act(screen, f"back_{piece.value}", tr.message("Put a {piece} back in the supply",
                                                               {"piece": piece_name(piece.value)}),
                     Jettison(seat, piece, ship=ship.id), reason=False)
    return shown


def act(screen: CatanTableScreen, key: str, text: str, action: Any, reason: bool = True) -> Items:
    """A button for ``action`` (key ``act:<key>``), refused with the engine's reason when the rules say no."""
    return offer(text, partial(screen.attempt, action), screen.check(action), f"act:{key}", reason)


def crew_actions(screen: CatanTableScreen, state: CatanState, ship: Ship) -> Items:
    """Crews landed on a lair the ship points at, or picked up from its gold river once captured: each count the
    engine accepts."""
    shown: Items = []
    for h in _touched(state, ship, lambda h: h.lair):
        for count in range(1, (h.crews.count(state.seat) if h.captured else ship.cargo.count(Piece.CREW)) + 1):
            action = (PickUpCrews if h.captured else LandCrews)(state.seat, ship.id, h.at, count)
            text = (tr.plural("Pick up {count} crew from the gold river", "Pick up {count} crews from the gold river",
                              count) if h.captured else
                    tr.plural("Land {count} crew on the pirate lair", "Land {count} crews on the pirate lair", count))
            if screen.check(action) is None:
                shown += act(screen, f"{'pick' if h.captured else 'land'}{count}", text, action)
    return shown


def transfers(screen: CatanTableScreen, state: CatanState, ship: Ship) -> Items:
    """Every other way to share the pieces of the ship and a dock it points at."""
    shown: Items = []
    for corner in ship.edge.ends:
        dock = building_at(state, corner)
        if dock is None or dock.owner != state.seat or not dock.harbor:
            continue
        pool = sorted((*ship.cargo, *dock.dock), key=lambda p: p.value)
        seen = set()
        for size in range(len(pool) + 1):
            for chosen in combinations(range(len(pool)), size):
                cargo = tuple(pool[i] for i in chosen)
                rest = tuple(pool[i] for i in range(len(pool)) if i not in chosen)
                if (cargo, rest) in seen or not fits(cargo) or not fits(rest) or \
                        sorted(cargo, key=lambda p: p.value) == sorted(ship.cargo, key=lambda p: p.value):
                    continue
                seen.add((cargo, rest))
                action = Transfer(state.seat, ship.id, corner, cargo, rest)
                if screen.check(action) is None:
                    shown += act(screen, f"transfer{len(seen)}", tr.message(
                        "Ship: {cargo} · dock: {dock}", {"cargo": pieces_text(cargo), "dock": pieces_text(rest)}),
                        action)
    return shown


def chase(screen: CatanTableScreen, state: CatanState, ship: Ship) -> Items:
    pirate = state.pirate
    if pirate is None or pirate.seat == state.seat or screen.check(Chase(state.seat, ship.id, 1)) is not None:
        return []
    shown: Items = [specs.Heading(tr._("Chase the pirate ship: roll a die and tap it (a 6 wins)"))]
    bonus = sorted(chase_wins(state, state.seat) - CHASE_WINS)
    if bonus:  # "vous chassez désormais les pirates avec un 6 et le chiffre indiqué sur le village"
        shown.append(specs.Text(tr.message("Pirate bonus: also wins on {faces}",
                                           {"faces": ", ".join(map(str, bonus))}), "warning"))
    return shown + [die_row("chase", None, lambda die: screen.attempt(Chase(state.seat, ship.id, die)))]


# --- the fish die -----------------------------------------------------------------------------------------------
def fish_row(screen: CatanTableScreen, state: CatanState) -> Items:
    """"En tout temps durant votre phase de déplacement, vous pouvez lancer un seul dé par tour": a die row in
    the ship list, refused with the engine's reason once rolled (or with no fish left in the supply)."""
    if Mission.FISH not in SCENARIO_MISSIONS[state.rules.scenario] or state.phase not in (Phase.TRADE, Phase.MOVE):
        return []
    seat = state.seat
    refused = screen.check(FishRoll(seat, 1))
    shown: Items = [
        specs.Heading(tr._("Fish die (once a turn, between two ships' moves): roll it and tap what it shows")),
        die_row("fish", None, lambda die: screen.attempt(FishRoll(seat, die)), lambda _die: refused)]
    if refused is not None:
        shown.append(specs.Refused(refused))
    elif state.turn.current is not None:
        shown.append(specs.Text(tr.message("Rolling it ends the move of ship {number}",
                                           {"number": state.turn.current + 1}), "warning"))
    elif state.phase is Phase.TRADE:
        shown.append(specs.Text(tr._("Rolling it ends trade and build for this turn"), "warning"))
    return shown


# --- what a ship may do by a shoal or a village ----------------------------------------------------------------
def _touched(state: CatanState, ship: Ship, wanted: Any) -> list[Hex]:
    return [h for h in state.hexes if wanted(h) and touches_hex(ship.edge, h.at)]


def mission_offers(screen: CatanTableScreen, state: CatanState, ship: Ship) -> Items:
    """"Take the fish" for each fish the ship points at or lies along, "Leave a crew" for each spice village it
    points at while it carries a crew. Keys "act:fish" and "act:village"; with two of a kind, "act:fish q,r" and
    "act:village q,r"."""
    shown: Items = []
    shoals = _touched(state, ship, lambda h: h.fish)
    for h in shoals:
        key, text = ("fish", tr._("Take the fish")) if len(shoals) == 1 else (
            f"fish {h.q},{h.r}", tr.message("Take the fish (shoal showing {die})", {"die": h.number}))
        shown += act(screen, key, text, TakeFish(state.seat, ship.id, h.at))
    if Piece.CREW not in ship.cargo:
        return shown
    villages = _touched(state, ship, lambda h: h.kind is Kind.VILLAGE)
    for h in villages:
        key = "village" if len(villages) == 1 else f"village {h.q},{h.r}"
        advantage = advantage_name(h.advantage.value) if h.advantage is not None else "-"
        shown += act(screen, key, tr.message("Leave a crew on the spice village: {advantage}",
                                             {"advantage": advantage}), VisitVillage(state.seat, ship.id, h.at))
    return shown
