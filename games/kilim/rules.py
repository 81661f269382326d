"""Kilim (Yannick Chabas, JyDe 2021): the engine the app referees with. Rulebook:
rulebooks/kilim-fr.txt; clause -> code -> test in docs/rules/kilim.md."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Sequence

from games.base import Game, Outcome, Phrase, RuleError, Setup, register
from games.kilim import carpet, clauses, events, market, sampling, scoring, setup, sheet, views, weaving
from games.kilim.actions import (ACTION_TYPES, Action, EndDay, LayDomino, LayPerfect, MovePiece, Offer, PlaceScrap,
                                 RemovePiece, RevealBids, RevealDomino, RevealOffers, RotateDomino, SealBid,
                                 TakePerfect, TakeScrap, TakeToken)
from games.kilim.model import KilimState, Phase
from games.scoresheet import ScoreSheet

HANDLERS: dict[type, Callable[[KilimState, Any], KilimState]] = {
    RevealDomino: market.reveal_domino,
    SealBid: market.seal_bid,
    RevealBids: market.reveal_bids,
    Offer: market.offer,
    RevealOffers: market.reveal_offers,
    TakeScrap: market.take_scrap,
    TakeToken: market.take_token,
    LayDomino: weaving.lay_domino,
    PlaceScrap: weaving.place_scrap,
    LayPerfect: weaving.lay_perfect,
    TakePerfect: weaving.take_perfect,
    RotateDomino: weaving.rotate_domino,
    RemovePiece: weaving.remove_piece,
    MovePiece: weaving.move_piece,
    EndDay: weaving.end_day,
}


@register
class Kilim(Game[KilimState, Action]):
    name = "kilim"
    title_key = "Kilim"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    state_type = KilimState
    action_types = ACTION_TYPES
    table_options = setup.TABLE_OPTIONS
    clauses = clauses.CLAUSES

    def initial_state(self, table: Setup) -> KilimState:
        return setup.initial_state(table)

    def apply(self, state: KilimState, action: Action) -> KilimState:
        if state.phase is Phase.GAME_OVER:
            raise RuleError("The game is over: the three days are done and the kilims are scored")
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise RuleError("Kilim has no action {action}", action=type(action).__name__)
        return handler(state, action)

    def outcome(self, state: KilimState) -> Outcome | None:
        if state.phase is not Phase.GAME_OVER:
            return None
        return scoring.outcome_of(self.scores(state))

    def scores(self, state: KilimState) -> list[scoring.Breakdown]:
        """Every kilim's points per scoring line, as they stand."""
        return scoring.score_grids([carpet.grid_of(s.kilim) for s in state.seats], state.rules)

    def score_over_game(self, states: Sequence[KilimState]) -> tuple[tuple[int, ...], ...]:
        """Each kilim's points as they would score at the end of each day (EndDay: "Une journée s'achève lorsqu'il
        n'y a plus de domino Tapis à dévoiler"), the last being the final count. The kilims are woven in front of
        their weavers, in sight of the table, so the count hides nothing: the play log's chart
        (docs/records.md#the-play-log)."""
        found: list[tuple[int, ...]] = []
        for before, after in zip(states, states[1:]):
            if after.day > before.day or (after.phase is Phase.GAME_OVER and before.phase is not Phase.GAME_OVER):
                found.append(tuple(b.total for b in self.scores(after)))
        return tuple(found)

    def score_sheet(self, state: KilimState) -> ScoreSheet | None:
        return sheet.score_sheet(state) if state.phase is Phase.GAME_OVER else None

    def events(self, before: KilimState, action: Action, after: KilimState) -> tuple[Phrase, ...]:
        return events.events(before, action, after)

    def view(self, state: KilimState, seat: int | None) -> views.KilimView:
        return views.view(state, seat)

    def scramble_secrets(self, state: KilimState, rng: random.Random) -> KilimState:
        return views.scramble(state, rng)

    def sample_action(self, state: KilimState, rng: random.Random) -> Action | None:
        return sampling.sample_action(state, rng, self.apply)

    def probe_actions(self, state: KilimState, rng: random.Random) -> Iterator[Action]:
        return sampling.probe_actions(state, rng)
