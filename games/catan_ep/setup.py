"""Set-up (rulebook "Préparation", "Phase de mise en place"): the options, the placement plan of scenarios 1
and 2 (with the 2-player game's neutral pieces; scenarios 3-5 place "Telle que décrite dans le scénario 2"), and
the Place action. What each scenario's frame and stacks hold: games.catan_ep.scenarios.

The board and the start positions are only drawn in the rulebook: the table enters the board (option ``board``,
games.catan_ep.board) and places each piece of the plan by touch; the engine checks what the text says
(distance rule, harbor settlement on the coast, the road at the settlement, the settler ship at the harbor
settlement). The circles of scenario 2 are the table's to respect.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from games.base import N_, RuleError, Setup, TableOption
from games.catan_ep import board as geo
from games.catan_ep import island, scenarios
from games.catan_ep.model import (NEUTRAL, PRODUCES, Building, CatanState, Marker, Mission, Phase, Piece, Road, Rules,
                                  SeatState, SetupPiece, SetupStep, Ship, Track)
from games.catan_ep.missions import SCENARIO_MISSIONS, TARGETS, TRACK_OPTIONS
from games.catan_ep.words import mission_phrase

MIN_PLAYERS = 2
MAX_PLAYERS = 4  # "4 ensembles, un pour chacune des 4 couleurs"
START_GOLD = 2  # "Chaque joueur reçoit 2 pièces d'or."
SCENARIOS = (1, 2, 3, 4, 5)
TABLE_OPTIONS = (
    TableOption("scenario", N_("Scenario"), ((1, N_("1: Land Ho!")), (2, N_("2: Pirate Lairs")),
                                            (3, N_("3: Fish for Catan")), (4, N_("4: Spices for Catan")),
                                            (5, N_("5: Pirates & Explorers")))),
    TableOption("gold_compensation", N_("A player whose only income on a roll is gold from a gold river"), (
        ("no_resource", N_("also takes 1 gold: they got no resource")),
        ("nothing", N_("takes no more gold: they got something")))),
    TableOption("discovery_stop", N_("A ship that discovers a hex"), (
        ("moves", N_("loses its moves left but may still load, unload or found a settlement")),
        ("action", N_("is done for the turn: nothing more with it")))),
    TableOption("rob_reach", N_("The pirate ship may rob the owner of a ship"), (
        ("touching", N_("along its sea hex or pointing at one of its intersections")),
        ("along", N_("along its sea hex only")))),
)
OPTIONS: dict[str, tuple[Any, ...]] = {o.name: o.values for o in TABLE_OPTIONS}
DATA_OPTIONS = ("board", *TRACK_OPTIONS.values())


def track_values(name: str, value: Any) -> tuple[int, ...]:
    """A track's points per space, S first, from "0 1 1 2" or a list; RuleError if malformed."""
    items = value.replace(",", " ").split() if isinstance(value, str) else value
    try:
        figures = tuple(int(v) for v in items) if isinstance(items, (list, tuple)) else ()
    except (TypeError, ValueError):
        figures = ()
    if len(figures) < 2 or any(f < 0 or f > 9 for f in figures) or any(isinstance(v, bool) for v in items):
        track = mission_phrase(Mission(name.removeprefix("track_"))) if name in TRACK_OPTIONS.values() else name
        raise RuleError("The {track} track lists the points beside each space, S first: at least 2 whole numbers "
                        "from 0 to 9, not {value}", track=track, value=str(value))
    return figures


def _rules(options: Mapping[str, Any]) -> Rules:
    """The table's choices (each option's first choice by default); RuleError names an unknown option or value."""
    unknown = sorted(set(options) - set(OPTIONS) - set(DATA_OPTIONS))
    if unknown:
        raise RuleError("Explorers & Pirates has no option {name}; its options are {known}", name=unknown[0],
                        known=", ".join(sorted([*OPTIONS, *DATA_OPTIONS])))
    chosen = {name: options.get(name, values[0]) for name, values in OPTIONS.items()}
    for name, value in chosen.items():
        if not any(type(value) is type(a) and value == a for a in OPTIONS[name]):
            raise RuleError("The option {name} cannot be {value}; it can be {allowed}",
                            name=name, value=repr(value), allowed=", ".join(repr(v) for v in OPTIONS[name]))
    scenario = chosen["scenario"]
    return Rules(target=TARGETS[scenario], **chosen)


def plan(scenario: int, order: list[int]) -> tuple[SetupStep, ...]:
    """The placement steps, in order. Scenario 1 ("la mise en place n'est pas libre"): each player a harbor
    settlement and a settler ship, then a settlement and a road; with 2 players the other colours' pieces are
    placed as obstacles, all but their settler ships. Scenario 2: harbor settlements in turn order, settlements
    in reverse, then from the last to place a settlement (the first player) a road and a settler ship each,
    clockwise; with 2 players, neutral harbor settlements (first, second), neutral settlements (second, first)."""
    p = SetupPiece
    if scenario == 1:
        steps = [SetupStep(s, piece, s) for s in order for piece in (p.HARBOR, p.SETTLER_SHIP, p.SETTLEMENT, p.ROAD)]
        if len(order) == 2:
            steps += [SetupStep(order[0], piece, NEUTRAL) for _ in range(2)
                      for piece in (p.HARBOR, p.SETTLEMENT, p.ROAD)]
        return tuple(steps)
    steps = [SetupStep(s, p.HARBOR, s) for s in order]
    if len(order) == 2:
        steps += [SetupStep(order[0], p.HARBOR, NEUTRAL), SetupStep(order[1], p.HARBOR, NEUTRAL),
                  SetupStep(order[1], p.SETTLEMENT, NEUTRAL), SetupStep(order[0], p.SETTLEMENT, NEUTRAL)]
    steps += [SetupStep(s, p.SETTLEMENT, s) for s in reversed(order)]
    steps += [SetupStep(s, piece, s) for s in order for piece in (p.ROAD, p.SETTLER_SHIP)]
    return tuple(steps)


def initial_state(table: Setup) -> CatanState:
    count = len(table.players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise RuleError("Explorers & Pirates is played by {min} to {max} players, not {count}",
                        min=MIN_PLAYERS, max=MAX_PLAYERS, count=count)
    table.check_first_seat()
    options = dict(table.options)
    rules = _rules(options)
    if "board" not in options:
        raise RuleError("The board is missing (option board): enter the start island, the frame's sea and the "
                        "unexplored zones hex by hex")
    hexes = geo.parse_board(options["board"])
    scenarios.check_board(rules.scenario, hexes)
    tracks = []
    for mission in SCENARIO_MISSIONS[rules.scenario]:  # a track not given is read when a marker first leaves S
        option = TRACK_OPTIONS[mission]
        points = track_values(option, options[option]) if option in options else None
        tracks.append(Track(mission, points, tuple(Marker(s, 0, 0) for s in range(count))))
    order = [(table.first_seat + i) % count for i in range(count)]
    steps = plan(rules.scenario, order)
    return CatanState(players=table.players, rules=rules, first_seat=table.first_seat, seat=steps[0].seat,
                      phase=Phase.SETUP, hexes=hexes, seats=tuple(SeatState(gold=START_GOLD) for _ in range(count)),
                      tracks=tuple(tracks), plan=steps)


def _corner_piece(state: CatanState, step: SetupStep, action_corner: Any) -> CatanState:
    corner = action_corner
    if not geo.touches_land(state, corner) or geo.zone_of(state, corner) is not None or geo.blocked(state, corner):
        raise RuleError("At set-up, buildings go on intersections of the start island", corner=corner)
    geo.require_distance(state, corner)
    if step.piece is SetupPiece.HARBOR and not geo.on_coast(state, corner):
        raise RuleError("A harbor settlement stands on the coast: choose an intersection by the sea", corner=corner)
    building = Building(step.owner, corner, harbor=step.piece is SetupPiece.HARBOR)
    state = replace(state, buildings=(*state.buildings, building))
    if step.piece is SetupPiece.SETTLEMENT and step.owner != NEUTRAL:
        # "Pour chaque tuile Terrain adjacente à sa colonie, chaque joueur prend une carte de la ressource"
        hand = state.seats[step.owner].hand
        island.require_read(geo.corner_hexes(state, corner))
        for h in geo.corner_hexes(state, corner):
            if h.kind in PRODUCES:
                hand = hand.plus(PRODUCES[h.kind])
        state = replace(state, seats=state.seat_changed(step.owner, hand=hand))
    return state


def _edge_piece(state: CatanState, step: SetupStep, edge: Any) -> CatanState:
    mine = [b for b in state.buildings if b.owner == step.owner and b.corner in edge.ends]
    if step.piece is SetupPiece.ROAD:
        if not geo.road_place(state, edge) or any(r.edge == edge for r in state.roads):
            raise RuleError("A road goes on a free side of the land", edge=edge)
        if not any(not b.harbor for b in mine):
            raise RuleError("At set-up, the road touches the settlement just placed", edge=edge)
        return replace(state, roads=(*state.roads, Road(step.owner, edge)))
    if not any(b.harbor for b in mine) or not geo.is_route(state, edge) or geo.hidden_touching(state, edge):
        raise RuleError("The settler ship goes on a sea route at the harbor settlement", edge=edge)
    if len(geo.ships_on(state, edge)) >= 2:
        raise RuleError("At most 2 ships end their move on a sea route; this one already holds 2", edge=edge)
    ship = Ship(state.next_ship, step.owner, edge, (Piece.SETTLER,))
    return replace(state, ships=(*state.ships, ship), next_ship=state.next_ship + 1)


def place(state: CatanState, action: Any) -> CatanState:
    if state.phase is not Phase.SETUP:
        raise RuleError("The set-up is over")
    step = state.plan[0]
    if action.seat != step.seat:
        raise RuleError("{player} places the next piece at set-up", player=state.name(step.seat))
    wants_corner = step.piece in (SetupPiece.HARBOR, SetupPiece.SETTLEMENT)
    if wants_corner != (action.corner is not None) or wants_corner == (action.edge is not None):
        raise RuleError("At set-up, a building goes on an intersection, a road or a ship on a side")
    if wants_corner:
        state = _corner_piece(state, step, action.corner)
    else:
        state = _edge_piece(state, step, action.edge)
    rest = state.plan[1:]
    if rest:
        return replace(state, plan=rest, seat=rest[0].seat)
    return replace(state, plan=(), phase=Phase.ROLL, seat=state.first_seat)
