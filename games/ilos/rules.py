"""Ilos (Frédéric Guérard, La Boite de Jeu & Origames 2017): the engine the app referees with. Rulebook:
rulebooks/ilos-fr.txt; clause -> code -> test in docs/rules/ilos.md."""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Sequence

from games.base import Game, Outcome, Phrase, RuleError, Setup, register
from games.figures import BoxFigure
from games.ilos import events, exploration, figures, pioneers, sampling, scoring, setup, turn, views
from games.ilos.actions import (ACTION_TYPES, Action, Building, CorrectStash, EndTurn, FirstIsland, GoldMine, Market,
                                Plantation, Redraw, RevealStashes, RevealTile, Ruins, ShipDock, ShipExplore, ShipLair)
from games.ilos.clauses import CLAUSES
from games.ilos.model import IlosState, Phase
from games.ilos.sampling import SAMPLE_PRICES as SAMPLE_PRICES  # tests start games with them
from games.refusals import Refusal
from games.scoresheet import ScoreSheet

HANDLERS: dict[type, Callable[[IlosState, Any], IlosState]] = {
    RevealTile: turn.reveal_tile,
    Redraw: turn.redraw,
    FirstIsland: exploration.first_island,
    ShipDock: exploration.ship_dock,
    ShipExplore: exploration.ship_explore,
    ShipLair: exploration.ship_lair,
    Plantation: pioneers.plantation,
    GoldMine: pioneers.gold_mine,
    Building: pioneers.building,
    Ruins: pioneers.ruins,
    Market: turn.market,
    EndTurn: turn.end_turn,
    CorrectStash: turn.correct_stash,
    RevealStashes: turn.reveal_stashes,
    BoxFigure: figures.record,
}

@register
class Ilos(Game[IlosState, Action]):
    name = "ilos"
    title_key = "Ilos"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    state_type = IlosState
    action_types = ACTION_TYPES
    table_options = setup.TABLE_OPTIONS
    clauses = CLAUSES

    def initial_state(self, table: Setup) -> IlosState:
        return setup.initial_state(table)

    def sample_options(self) -> dict[str, Any]:
        """Options a random playout may start with (the price rows the app would ask the table for)."""
        return dict(SAMPLE_PRICES)

    def apply(self, state: IlosState, action: Action) -> IlosState:
        if state.phase is Phase.OVER:
            raise RuleError("The game is over: the screens are lifted and the stashes are sold")
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise RuleError("Ilos has no action {action}", action=type(action).__name__)
        return handler(state, action)

    def outcome(self, state: IlosState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        return scoring.outcome(state)

    def view(self, state: IlosState, seat: int | None) -> views.IlosView:
        return views.view(state, seat)

    def events(self, before: IlosState, action: Action, after: IlosState) -> tuple[Phrase, ...]:
        return events.events(before, action, after)

    def score_over_game(self, states: Sequence[IlosState]) -> tuple[tuple[int, ...], ...]:
        return scoring.score_over_game(states)

    def score_sheet(self, state: IlosState) -> ScoreSheet | None:
        return scoring.score_sheet(state) if state.phase is Phase.OVER else None

    def public_check(self, state: IlosState, action: Action) -> Refusal | None:
        """``check`` as the shared screen may say it: asked of the state with every stash replaced by plenty, so
        no refusal ever depends on (or tells) what lies behind a screen (docs/design.md#secrets). A Market card
        its player cannot pay is refused by the table, which sees the token paid."""
        return self.check(views.blind(state), action)

    def scramble_secrets(self, state: IlosState, rng: random.Random) -> IlosState:
        return views.scramble(state, rng)

    def sample_action(self, state: IlosState, rng: random.Random) -> Action | None:
        return sampling.sample_action(state, rng, self.apply)

    def probe_actions(self, state: IlosState, rng: random.Random) -> Iterator[Action]:
        return sampling.probe_actions(state, rng)
