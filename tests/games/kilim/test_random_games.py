"""Whole random games through sample_action, 2 to 5 players, with the rules' bookkeeping checked on the way."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games.base import RuleError
from games.kilim.views import Hidden
from games.serial import to_json
from games.kilim.actions import RemovePiece, RevealBids, RevealDomino, RevealOffers, PlaceScrap
from games.kilim.model import PERFECT_DOMINO, KilimState, Phase, Piece

from .helpers import GAME, A, B, new_game


def play(players: int, seed: int, **options: Any) -> tuple[list[Any], list[KilimState]]:
    rng = random.Random(seed)
    states, actions = [new_game(players, **options)], []
    while (action := GAME.sample_action(states[-1], rng)) is not None:
        actions.append(action)
        states.append(GAME.apply(states[-1], action))
        assert len(actions) < 2000, "a random game should end well before 2000 actions"
    return actions, states


def public(state: KilimState) -> str:
    return json.dumps(to_json(GAME.view(state, None)), sort_keys=True)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_a_whole_random_game_reaches_an_outcome(players: int, seed: int) -> None:
    # FIN DE LA PARTIE: "Lorsque les trois jours sont écoulés, les joueurs déterminent la valeur en points de
    # leur Kilim"
    _, states = play(players, seed, scrap_bag="ABCDE" if seed % 2 else None)
    final = states[-1]
    assert final.phase is Phase.GAME_OVER and final.day == 3
    assert all(p.left == 0 for p in final.piles)
    outcome = GAME.outcome(final)
    assert outcome is not None
    best = max(outcome.scores)
    assert set(outcome.winners) <= {s for s, v in enumerate(outcome.scores) if v == best}
    assert outcome.scores == tuple(b.total for b in GAME.scores(final))
    assert GAME.sample_action(final, random.Random(seed)) is None
    with pytest.raises(RuleError, match="The game is over"):
        GAME.apply(final, RevealDomino(A, B))


def test_random_games_exercise_every_step() -> None:
    seen: set[str] = set()
    for players in (2, 3, 4, 5):
        for seed in range(6):
            actions, states = play(players, seed)
            seen |= {type(a).__name__ for a in actions}
            seen |= {s.phase.value for s in states}
            seen |= {s.turn.fate.value for s in states if s.turn is not None and s.turn.fate is not None}
    expected = {"RevealDomino", "SealBid", "RevealBids", "Offer", "RevealOffers", "TakeScrap", "TakeToken",
                "LayDomino", "PlaceScrap", "LayPerfect", "TakePerfect", "RotateDomino", "RemovePiece", "MovePiece",
                "EndDay", "spy", "scrap", "artisan", "take_scrap", "take_token", "weave", "day_over", "won",
                "carried"}
    assert expected <= seen, expected - seen


@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_seat_spends_exactly_one_gold_card_a_turn(players: int) -> None:
    # A gold bid, or a special card followed by one gold card: a spy's card ("choisissent une carte Or ... et la
    # jouent"), a Scrap bag or Artisan offer, or the discard of a seat that cannot pay ("doit se défausser d'une
    # carte Or"). So the 15 (2 players: 10) gold cards last exactly the day's 15 (10) auctions.
    _, states = play(players, 11)
    for state in states:
        if state.phase in (Phase.REVEAL, Phase.DAY_OVER) and state.turn is not None:
            assert all(len(s.spent) == state.pile.revealed for s in state.seats)
    last_turns = [s for s in states if s.phase is Phase.DAY_OVER]
    assert all(len(seat.spent) == s.max_gold for s in last_turns for seat in s.seats)


@pytest.mark.parametrize("players", [2, 4])
def test_every_domino_is_accounted_for(players: int) -> None:
    # Won ("obtient le domino convoité"), carried to the next winner, lost on a day's last domino, or removed
    # by the Artisan's remove token ("retiré du jeu").
    actions, states = play(players, 5)
    removed = 0
    for action, before, after in zip(actions, states, states[1:]):
        if isinstance(action, RemovePiece) and action.piece is Piece.DOMINO:
            gone = [d for d in before.seats[action.seat].kilim.dominoes if (action.row, action.col) in d.cells()]
            removed += gone[0].domino != PERFECT_DOMINO
        if after.phase is Phase.REVEAL or after.phase is Phase.GAME_OVER:
            revealed = sum(p.revealed for p in after.piles)
            laid = sum(1 for s in after.seats for d in s.kilim.dominoes if d.domino != PERFECT_DOMINO)
            assert laid + removed + len(after.carried) + len(after.lost) == revealed


def test_no_sealed_value_is_public_before_its_reveal_and_reveals_cannot_be_undone() -> None:
    # docs/design.md#undo-stops-at-reveals and #secrets with the rulebook's "posent face cachée ... dévoilent leur carte en même temps"
    rng = random.Random(3)
    actions, states = play(4, 3)
    for action, before, after in zip(actions, states, states[1:]):
        assert public(GAME.scramble_secrets(before, rng)) == public(before)
        for seat in range(4):
            mine = GAME.view(before, seat).sealed
            assert all(v in (None, Hidden.LOCKED) for s, v in enumerate(mine) if s != seat)
        turned_up = (before.turn is None) != (after.turn is None) and after.turn is not None
        if turned_up:  # the bids became public: only RevealBids does that, and undo stops there
            assert isinstance(action, RevealBids) and GAME.reveals(action)
        if isinstance(action, (RevealDomino, RevealOffers, PlaceScrap, RevealBids)):
            assert GAME.reveals(action)
        elif public(after) != public(before):
            # Anything else that changes the public view uncovers no secret: its new public view is the same
            # whatever the secrets were.
            assert public(GAME.scramble_secrets(after, rng)) == public(after)


def test_a_random_game_replays_from_its_json_journal() -> None:
    actions, states = play(3, 8)
    journal = [json.dumps(GAME.action_to_json(a)) for a in actions]
    replayed = new_game(3)
    for line in journal:
        replayed = GAME.apply(replayed, GAME.action_from_json(json.loads(line)))
    assert replayed == states[-1]
    assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(states[-1])))) == states[-1]
