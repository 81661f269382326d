"""Fish for Catan and Spices for Catan in the side panel (scenarios 3-5): the fish die rolled between two ships'
moves and what it did, a ship's "Take the fish" and "Leave a crew on the spice village", the fish and sacks a
Council harbor unloaded (the engine unloads at once, after any action: the panel says so), and the names of the
pieces and of the spice villages' advantages."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.screens.catan_ep.entries import die_row
from companion.screens.i18n import tr
from companion.screens.kit import specs
from games.base import N_
from games.catan_ep import (CatanState, FishRoll, Hex, Kind, Mission, Phase, Piece, SCENARIO_MISSIONS, Ship, TakeFish,
                            VisitVillage, touches_hex)

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen

PIECE_NAMES = {"settler": N_("settler"), "crew": N_("crew"), "fish": N_("fish"), "sack": N_("spice sack")}
ADVANTAGE_NAMES = {"swift_voyage": N_("Swift voyage (+1 move)"), "pirate_bonus_4": N_("Pirate bonus (a 4 chases)"),
                   "pirate_bonus_5": N_("Pirate bonus (a 5 chases)"), "fast_gold": N_("Fast gold (sell for gold)")}


def piece_name(piece: Piece) -> str:
    return tr._(PIECE_NAMES[piece.value])


def advantage_name(advantage: str) -> str:
    return tr._(ADVANTAGE_NAMES[advantage])


def plays(state: CatanState, mission: Mission) -> bool:
    return mission in SCENARIO_MISSIONS[state.rules.scenario]


# --- the fish die -----------------------------------------------------------------------------------------------
def fish_row(screen: CatanTableScreen, state: CatanState) -> list[specs.Item]:
    """"En tout temps durant votre phase de déplacement, vous pouvez lancer un seul dé par tour": a die row in
    the ship list, refused with the engine's reason once rolled (or with no fish left in the supply)."""
    if not plays(state, Mission.FISH) or state.phase not in (Phase.TRADE, Phase.MOVE):
        return []
    seat = state.seat
    refused = screen.check(FishRoll(seat, 1))
    shown: list[specs.Item] = [
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


def mission_offers(state: CatanState, ship: Ship) -> list[tuple[str, str, Any]]:
    """(key, text, action) for each fish the ship points at or lies along, and each spice village it points at
    while it carries a crew. Keys "fish" and "village"; with two of a kind, "fish q,r" and "village q,r"."""
    offers: list[tuple[str, str, Any]] = []
    shoals = _touched(state, ship, lambda h: h.fish)
    for h in shoals:
        key, text = ("fish", tr._("Take the fish")) if len(shoals) == 1 else (
            f"fish {h.q},{h.r}", tr.message("Take the fish (shoal showing {die})", {"die": h.number}))
        offers.append((key, text, TakeFish(state.seat, ship.id, h.at)))
    if Piece.CREW not in ship.cargo:
        return offers
    villages = _touched(state, ship, lambda h: h.kind is Kind.VILLAGE)
    for h in villages:
        key = "village" if len(villages) == 1 else f"village {h.q},{h.r}"
        advantage = advantage_name(h.advantage.value) if h.advantage is not None else "-"
        offers.append((key, tr.message("Leave a crew on the spice village: {advantage}", {"advantage": advantage}),
                       VisitVillage(state.seat, ship.id, h.at)))
    return offers
