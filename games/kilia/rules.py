"""Kilia (Lars Ehresmann, HUCH! 2025): the engine the app referees with. Rulebook: rulebooks/kilia-fr.txt
(rulebooks/kilia-ja.txt settles doubts); clause -> code -> test in docs/rules/kilia.md."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Sequence

from games.base import Game, Outcome, Phrase, RuleError, Setup, register
from games.kilia import (contracts, council, development, events, figures, goals, market, sampling, samples, scoring,
                         setup, sheet, supply, turn, views)
from games.kilia.clauses import CLAUSES
from games.kilia.actions import (ACTION_TYPES, Action, BoxFigure, BuildWarehouse, ChooseColour, Correct, Deliver, Develop,
                                 EndTurn, Fulfil, PlaceMerchant, PlaceToken, PlaySprats, Refresh, RevealAction,
                                 RevealContract, RevealContracts, ShipIncome, Skip, TakeContract, TakeSkill)
from games.kilia.model import KiliaState, Phase
from games.scoresheet import ScoreSheet


HANDLERS: dict[type, Callable[[KiliaState, Any], KiliaState]] = {
    RevealAction: supply.reveal_action,
    RevealContract: supply.reveal_contract,
    ChooseColour: turn.choose_colour,
    Refresh: supply.refresh,
    Develop: development.develop,
    PlaceMerchant: market.place_merchant,
    TakeContract: contracts.take_contract,
    TakeSkill: development.take_skill,
    BuildWarehouse: development.build_warehouse,
    Skip: development.skip,
    Fulfil: contracts.fulfil,
    PlaceToken: goals.place_token,
    PlaySprats: market.play_sprats,
    EndTurn: council.end_turn,
    ShipIncome: council.ship_income,
    Deliver: council.deliver,
    RevealContracts: council.reveal_contracts,
    Correct: turn.correct,
    BoxFigure: figures.record,
}


@register
class Kilia(Game[KiliaState, Action]):
    name = "kilia"
    title_key = "Kilia"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    state_type = KiliaState
    action_types = ACTION_TYPES
    table_options = setup.TABLE_OPTIONS
    clauses = CLAUSES

    def initial_state(self, table: Setup) -> KiliaState:
        return setup.initial_state(table)

    def sample_options(self) -> dict[str, Any]:
        """Component data a random playout may start with (NOT the box's: games/kilia/samples.py)."""
        return dict(samples.SAMPLE_OPTIONS)

    def apply(self, state: KiliaState, action: Action) -> KiliaState:
        if state.phase is Phase.OVER:
            raise RuleError("The game is over: the contracts are turned over and the scores counted")
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise RuleError("Kilia has no action {action}", action=type(action).__name__)
        return handler(state, action)

    def outcome(self, state: KiliaState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        return scoring.outcome(state)

    def scores(self, state: KiliaState) -> list[scoring.Breakdown]:
        """Every seat's score pad as it stands (contract points are secret until the end: views hide them)."""
        return [scoring.breakdown(state, s) for s in range(len(state.players))]

    def view(self, state: KiliaState, seat: int | None) -> views.KiliaView:
        return views.view(state, seat)

    def events(self, before: KiliaState, action: Action, after: KiliaState) -> tuple[Phrase, ...]:
        return events.events(before, action, after)

    def score_sheet(self, state: KiliaState) -> ScoreSheet | None:
        return sheet.score_sheet(state)

    def score_over_game(self, states: Sequence[KiliaState]) -> tuple[tuple[int, ...], ...]:
        return scoring.score_over_game(states)

    def scramble_secrets(self, state: KiliaState, rng: random.Random) -> KiliaState:
        return views.scramble(state, rng)

    def sample_action(self, state: KiliaState, rng: random.Random) -> Action | None:
        return sampling.sample_action(state, rng, self.apply)

    def probe_actions(self, state: KiliaState, rng: random.Random) -> Iterator[Action]:
        return sampling.probe_actions(state, rng)
