"""The movement phase (and the ships during trade and build, whose first move ends it): the ships of the seat on
turn with their cargo and moves left, and for the chosen ship: the sea routes ringed on the map (one move a
tap), 2 more moves for a wool, founding a settlement with its settler, crews landed on a lair or picked up,
pieces passed to and from a harbor settlement's dock, chasing the pirate ship (a die), a piece put back."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.catan_ep import mission_play
from companion.screens.catan_ep.common import View, button, header, label, player_name, refused_note
from companion.screens.catan_ep.entries import die_row
from companion.screens.catan_ep.mission_play import piece_name
from companion.screens.catan_ep.produced import said_lines
from companion.screens.i18n import tr
from games.catan_ep import (BuyMoves, CHASE_WINS, CatanState, Chase, Found, Jettison, LandCrews, Phase, PickUpCrews,
                            Piece, Ship, Transfer, building_at, chase_wins, fits, ship_moves, touches_hex)


def pieces_text(pieces: tuple[Piece, ...] | list[Piece]) -> str:
    return ", ".join(piece_name(p) for p in pieces) or tr._("empty")


def moves_left(state: CatanState, ship: Ship) -> int:
    """The ship under way's moves left; another ship's at the start of its action (4, +1 per swift-voyage
    village of its owner)."""
    if state.turn.current == ship.id:
        return state.turn.moves_left
    return 0 if ship.id in state.turn.finished else ship_moves(state, ship.seat)


def ship_text(state: CatanState, ship: Ship) -> str:
    if ship.id in state.turn.finished:
        return tr.message("Ship {number} · {cargo} · done", {"number": ship.id + 1, "cargo": pieces_text(ship.cargo)})
    return tr.message("Ship {number} · {cargo} · {moves} moves", {"number": ship.id + 1,
                                                                  "cargo": pieces_text(ship.cargo),
                                                                  "moves": moves_left(state, ship)})


def move_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    if screen.sel.ship is not None:
        ship_panel(screen, view, state, box)
        return
    ship_list(screen, view, state, box)


def ship_list(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    mine = [s for s in state.ships if s.seat == state.seat]
    heading = (tr._("Ships: tap one to act with it (moving one ends trade and build)") if state.phase is Phase.TRADE
               else tr._("Movement: tap a ship; each acts once, one after another"))
    box.add_widget(label(heading, "heading"))
    said_lines(screen, box)
    if not mine:
        box.add_widget(label(tr.message("{player} has no ship on the board",
                                        {"player": player_name(view, state.seat)})))
    screen.ship_buttons = {}
    for ship in mine:
        widget = button(ship_text(state, ship), lambda i=ship.id: screen.select(ship=i, build=None),
                        disabled=ship.id in state.turn.finished)
        screen.ship_buttons[ship.id] = widget
        box.add_widget(widget)
    mission_play.fish_row(screen, view, state, box)


def ship_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    ship = state.ship(screen.sel.ship)
    assert ship is not None
    seat = state.seat
    box.add_widget(header(screen, tr.message("Ship {number}", {"number": ship.id + 1})))
    box.add_widget(label(tr.message("Cargo: {cargo} · moves left: {moves}",
                                    {"cargo": pieces_text(ship.cargo), "moves": moves_left(state, ship)})))
    said_lines(screen, box)
    if screen.sel.build == "found":
        box.add_widget(label(tr._("Found the settlement: tap a ringed intersection"), "heading"))
        box.add_widget(button(tr._("Cancel"), lambda: screen.select(build=None)))
        return
    box.add_widget(label(tr._("Tap a ringed sea route to move one step"), "heading"))
    if state.phase is Phase.TRADE:
        box.add_widget(label(tr._("The first move ends trade and build for this turn"), "note"))
    screen.ship_actions = {}
    extra = BuyMoves(seat, ship.id)
    offer(screen, "moves", tr._("2 more moves for 1 wool"), extra, box)
    if Piece.SETTLER in ship.cargo:
        founds = [Found(seat, ship.id, c) for c in ship.edge.ends]
        allowed = any(screen.legal(a) for a in founds)
        widget = button(tr._("Found a settlement with the settler"), lambda: screen.select(build="found"),
                        disabled=not allowed)
        screen.ship_actions["found"] = widget
        box.add_widget(widget)
        if not allowed:
            refused_note(screen, founds[0], box)
    crew_actions(screen, state, ship, box)
    for key, text, action in mission_play.mission_offers(state, ship):
        offer(screen, key, text, action, box)
    transfers(screen, state, ship, box)
    chase(screen, state, ship, box)
    for piece in sorted(set(ship.cargo), key=lambda p: p.value):
        offer(screen, f"back_{piece.value}", tr.message("Put a {piece} back in the supply",
                                                        {"piece": piece_name(piece)}),
              Jettison(seat, piece, ship=ship.id), box, note=False)


def offer(screen: Any, key: str, text: str, action: Any, box: BoxLayout, note: bool = True) -> None:
    """A button for ``action``, disabled with the engine's reason when refused."""
    refused = screen.refusal(action)
    widget = button(text, lambda: screen.attempt(action), disabled=refused is not None)
    screen.ship_actions[key] = widget
    box.add_widget(widget)
    if refused is not None and note:
        box.add_widget(label(tr.message(refused.key, refused.params), "note"))


def crew_actions(screen: Any, state: CatanState, ship: Ship, box: BoxLayout) -> None:
    seat = state.seat
    aboard = ship.cargo.count(Piece.CREW)
    for h in state.hexes:
        if not h.lair or not touches_hex(ship.edge, h.at):
            continue
        if not h.captured:
            for count in range(1, aboard + 1):
                action = LandCrews(seat, ship.id, h.at, count)
                if screen.legal(action):
                    offer(screen, f"land{count}", tr.plural("Land {count} crew on the pirate lair",
                                                            "Land {count} crews on the pirate lair", count), action, box)
        elif seat in h.crews:
            for count in range(1, h.crews.count(seat) + 1):
                pick = PickUpCrews(seat, ship.id, h.at, count)
                if screen.legal(pick):
                    offer(screen, f"pick{count}", tr.plural("Pick up {count} crew from the gold river",
                                                            "Pick up {count} crews from the gold river", count), pick, box)


def transfers(screen: Any, state: CatanState, ship: Ship, box: BoxLayout) -> None:
    """Every other way to share the pieces of the ship and a dock it points at."""
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
                key = (cargo, rest)
                if key in seen or not fits(cargo) or not fits(rest) or sorted(cargo, key=lambda p: p.value) == \
                        sorted(ship.cargo, key=lambda p: p.value):
                    continue
                seen.add(key)
                action = Transfer(state.seat, ship.id, corner, cargo, rest)
                if screen.legal(action):
                    offer(screen, f"transfer{len(seen)}", tr.message(
                        "Ship: {cargo} · dock: {dock}", {"cargo": pieces_text(cargo), "dock": pieces_text(rest)}),
                        action, box)


def chase(screen: Any, state: CatanState, ship: Ship, box: BoxLayout) -> None:
    pirate = state.pirate
    if pirate is None or pirate.seat == state.seat or not screen.legal(Chase(state.seat, ship.id, 1)):
        return
    box.add_widget(label(tr._("Chase the pirate ship: roll a die and tap it (a 6 wins)"), "heading"))
    bonus = sorted(chase_wins(state, state.seat) - CHASE_WINS)
    if bonus:  # "vous chassez désormais les pirates avec un 6 et le chiffre indiqué sur le village"
        box.add_widget(label(tr.message("Pirate bonus: also wins on {faces}", {"faces": ", ".join(map(str, bonus))}),
                             "note"))
    row = die_row(None, lambda die: screen.attempt(Chase(state.seat, ship.id, die)))
    screen.chase_row = row
    box.add_widget(row)
