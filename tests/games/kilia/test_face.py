"""The engine face the screens use (docs/design.md#the-engine-face): legal places against a dry apply on random
states, a clause for every refusal met, events in words for every action, the typed view (serialisable, secrets
out of the public one), and the score sheet."""

from __future__ import annotations

import random
from functools import lru_cache

from companion.locale import Translator
from games import serial
from games.base import RuleError
from games.kilia import places
from games.kilia.actions import BuildWarehouse, PlaceMerchant, TakeContract
from games.kilia.model import Good, Improvement, KiliaState, Phase

from .helpers import GAME
from .test_random_games import play

SHAPE = "A merchant goes on space {space} only above two merchants side by side, on spaces {below}: the market is " \
        "built from the bottom row up"
TAKEN = "Canal space {space} already has a warehouse; a new one goes on an empty space"
EMPTY_CONTRACT = "Contract slot {slot} is empty: the contracts are refilled only at the end of the turn"


@lru_cache(maxsize=1)
def games() -> tuple[tuple[list[object], list[KiliaState]], ...]:
    return tuple(play(players, seed) for players in (2, 3, 4) for seed in range(3))


def states() -> list[KiliaState]:
    return [state for _, found in games() for state in found]


def refusal_key(state: KiliaState, action: object) -> str | None:
    try:
        GAME.apply(state, action)
    except RuleError as error:
        return error.key
    return None


def test_the_market_spaces_a_merchant_may_take_are_the_ones_apply_lets_it_take() -> None:
    checked = 0
    for state in states():
        if state.phase is not Phase.TURNS or state.turn.pending or state.reveal_due or \
                state.turn.actions >= state.turn.allowed:
            continue
        legal = places.merchant_spaces(state, state.seat)
        for space in range(6):
            for good in (None, Good.SALT):
                refused = refusal_key(state, PlaceMerchant(state.seat, 1, space, good)) == SHAPE
                assert refused == (space not in legal), (space, legal)
                checked += 1
    assert checked > 1000


def test_the_canal_spaces_a_warehouse_may_take_are_the_ones_apply_lets_it_take() -> None:
    checked = 0
    for state in states():
        if not state.turn.pending or state.turn.pending[0] is not Improvement.WAREHOUSE:
            continue
        legal = places.warehouse_spaces(state, state.seat)
        for space in range(1, state.components.canal_spaces + 1):
            refused = refusal_key(state, BuildWarehouse(state.seat, 1, space)) == TAKEN
            assert refused == (space not in legal)
            checked += 1
    assert checked > 20


def test_the_contract_slots_with_a_contract_are_the_ones_apply_lets_a_seat_take() -> None:
    checked = 0
    for state in states():
        if not state.turn.pending or state.turn.pending[0] is not Improvement.CONTRACT:
            continue
        legal = places.contract_slots(state)
        for slot in range(1, 6):
            assert (refusal_key(state, TakeContract(state.seat, slot)) == EMPTY_CONTRACT) == (slot not in legal)
            checked += 1
    assert checked > 20


def test_every_refusal_met_in_play_names_its_clause() -> None:
    rng = random.Random(7)
    met = set()
    for state in states()[::5]:
        for action in GAME.probe_actions(state, rng):
            refusal = GAME.check(state, action)
            if refusal is not None:
                assert refusal.clause is not None, refusal.key
                met.add(refusal.key)
    assert len(met) > 15


def test_every_action_says_what_it_did_in_each_language() -> None:
    translators = [Translator("fr"), Translator("ja")]
    for actions, found in games()[:4]:
        for before, action, after in zip(found, actions, found[1:]):
            said = GAME.events(before, action, after)
            assert said, action
            for phrase in said:
                assert "{" not in str(phrase)
                for tr in translators:
                    assert "{" not in tr.message(phrase.key, dict(phrase.params)), phrase


def test_the_view_is_typed_and_the_public_one_hides_the_face_down_contracts() -> None:
    rng = random.Random(3)
    for state in states()[::7]:
        public = serial.to_json(GAME.view(state, None))
        assert serial.to_json(GAME.view(GAME.scramble_secrets(state, rng), None)) == public


def test_the_score_sheet_adds_up_to_the_totals() -> None:
    for _, found in games():
        sheet = GAME.score_sheet(found[-1])
        assert sheet is not None and len(sheet.lines) == 4
        assert tuple(sum(line.points[s] for line in sheet.lines) for s in range(len(sheet.totals))) == sheet.totals
        assert GAME.score_sheet(found[0]) is None


def test_the_skills_offered_on_a_card_entry_are_the_fourteen_the_box_can_print() -> None:
    from games.kilia import SKILLS, cards

    for skill in SKILLS:
        cards.check_skill(skill)
    assert len(set(SKILLS)) == 14 and all(cards.normal(skill) == skill for skill in SKILLS)
