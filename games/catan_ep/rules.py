"""Catan: Explorers & Pirates (Klaus Teuber; Kosmos 2013, Filosofia in French), scenarios 1 to 5: the engine
the app referees with. Rulebook: rulebooks/catan-explorers-pirates-fr.txt; clause -> code -> test in
docs/rules/catan_ep.md."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Sequence

from games.base import Game, Outcome, Phrase, RuleError, Setup, register
from games.catan_ep import (build, council, discovery, fish, flow, island, lairs, movement, pirates, production,
                            sampling, setup, spices, trade, tracks, turn)
from games.catan_ep.actions import (ACTION_TYPES, Action, BankTrade, BuildCargo, BuildHarbor, BuildRoad,
                                    BuildSettlement, BuildShip, BuyMoves, BuyResource, Chase, DeclareEnd, Discard,
                                    EndTurn, FishRoll, FlipLair, Found, HeroRoll, HeroStep, Jettison, LandCrews, MoveShip,
                                    PickUpCrews, Place, PlacePirate, PlayerTrade, ReadIsland, Reveal, Roll,
                                    SellResource, TakeFish, Transfer, VisitVillage)
from games.catan_ep.clauses import CLAUSES
from games.figures import BoxFigure
from games.catan_ep.events import events
from games.catan_ep.hexgrid import Edge, is_side
from games.catan_ep.model import CatanState, Phase
from games.catan_ep import score
from games.catan_ep.score import score_sheet
from games.catan_ep.view import CatanView, view_of
from games.scoresheet import ScoreSheet

HANDLERS: dict[type, Callable[[CatanState, Any], CatanState]] = {
    Place: setup.place,
    Roll: production.roll,
    Discard: production.discard,
    PlacePirate: pirates.place_pirate,
    BankTrade: trade.bank_trade,
    BuyResource: trade.buy_resource,
    PlayerTrade: trade.player_trade,
    BuildRoad: build.build_road,
    BuildSettlement: build.build_settlement,
    BuildHarbor: build.build_harbor,
    BuildShip: build.build_ship,
    BuildCargo: build.build_cargo,
    Jettison: build.jettison,
    MoveShip: movement.move_ship,
    BuyMoves: movement.buy_moves,
    Transfer: movement.transfer,
    Found: movement.found,
    LandCrews: lairs.land_crews,
    PickUpCrews: lairs.pick_up_crews,
    Chase: pirates.chase,
    Reveal: discovery.reveal,
    EndTurn: turn.end_turn,
    FlipLair: lairs.flip_lair,
    HeroRoll: lairs.hero_roll,
    HeroStep: lairs.hero_step,
    DeclareEnd: turn.declare_end,
    FishRoll: fish.fish_roll,
    TakeFish: fish.take_fish,
    VisitVillage: spices.visit_village,
    SellResource: spices.sell_resource,
    ReadIsland: island.read_island,
    BoxFigure: tracks.record,
}


@register
class CatanExplorersPirates(Game[CatanState, Action]):
    name = "catan-ep"
    title_key = "Catan: Explorers & Pirates"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    state_type = CatanState
    action_types = ACTION_TYPES
    table_options = setup.TABLE_OPTIONS
    clauses = CLAUSES

    def initial_state(self, table: Setup) -> CatanState:
        return setup.initial_state(table)

    def sample_options(self) -> dict[str, Any]:
        """The board and track values a random playout starts with (NOT the box's: games.catan_ep.sampling):
        scenario 5, where every mission and piece comes up."""
        return dict(sampling.SAMPLE_OPTIONS_5)

    def apply(self, state: CatanState, action: Action) -> CatanState:
        if state.phase is Phase.OVER:
            raise RuleError("The game is over")
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise RuleError("Explorers & Pirates has no action {action}", action=type(action).__name__)
        if any(isinstance(value, Edge) and not is_side(value) for value in vars(action).values()):
            raise RuleError("That is not a side of a hex: a road, a ship or a set-up piece lies between two "
                            "neighbouring intersections")
        # Fish and sacks are unloaded as soon as a ship points at a Council harbor, whatever brought it there.
        return flow.check_win(council.deliver(handler(state, action)))

    def outcome(self, state: CatanState) -> Outcome | None:
        return turn.outcome(state)

    def score_sheet(self, state: CatanState) -> ScoreSheet | None:
        return score_sheet(state)

    def score_over_game(self, states: Sequence[CatanState]) -> tuple[tuple[int, ...], ...]:
        return score.score_over_game(states)

    def events(self, before: CatanState, action: Action, after: CatanState) -> tuple[Phrase, ...]:
        return events(before, action, after, HANDLERS.get(type(action)))

    def view(self, state: CatanState, seat: int | None) -> CatanView:
        """The same for every seat and the public: nothing is secret in this model (games/catan_ep/view.py)."""
        return view_of(state)

    def sample_action(self, state: CatanState, rng: random.Random) -> Action | None:
        return sampling.sample_action(state, rng, self.apply)

    def probe_actions(self, state: CatanState, rng: random.Random) -> Iterator[Action]:
        return sampling.probe_actions(state, rng)
