"""Refusals read entirely in the reader's language: the cards and zones they name are Phrases, translated with them."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from companion.locale import Translator
from games.base import Phrase, Plural, RuleError, Setup
from games.catan_ep.actions import BuildRoad, Discard, Roll
from games.catan_ep.model import Building, CatanState, Phase, Resources, Zone
from games.catan_ep.sampling import SAMPLE_OPTIONS
from games.catan_ep.words import cards_phrase, zone_phrase

from .helpers import GAME, NAMES, RED, SAMPLE_COUNCIL_BOARD, WHITE, C, E, apply, new_game, table

ENGLISH_WORDS = re.compile(r"\b(wood|brick|wool|grain|ore|north|south)\b", re.IGNORECASE)


def refusal(state: CatanState, action: object) -> RuleError:
    with pytest.raises(RuleError) as refused:
        apply(state, action)
    return refused.value


def road_refusal() -> RuleError:
    settlement = Building(RED, C((0, 0), (0, -1), (1, -1)))  # at an end of the road: only the cost is missing
    state = table(buildings=[settlement], hands={RED: Resources(wood=1, grain=2)})
    return refusal(state, BuildRoad(RED, E((0, -1), (1, -1))))


def test_a_cost_refusal_keeps_its_english() -> None:
    error = road_refusal()
    expected = "Red cannot pay: it costs 1 wood 1 brick, and their hand holds 1 wood 2 grain"
    assert error.english() == str(error) == Translator("en").message(error.key, error.params) == expected


def test_a_cost_refusal_reads_in_french() -> None:
    error = road_refusal()
    text = Translator("fr").message(error.key, error.params)
    assert text == "Red ne peut pas payer : cela coûte 1 Bois, 1 Briques, et sa main contient 1 Bois, 2 Céréales"
    assert not ENGLISH_WORDS.search(text)


def test_a_cost_refusal_reads_in_japanese() -> None:
    error = road_refusal()
    text = Translator("ja").message(error.key, error.params)
    assert "木材1枚、レンガ1枚" in text and "木材1枚、小麦2枚" in text
    assert not re.search("[A-Za-z]", text.replace(NAMES[RED], ""))  # only the player's name is in Latin letters


def test_a_hand_in_a_discard_refusal_is_translated() -> None:
    hands = {RED: Resources(wood=5, ore=4), WHITE: Resources(grain=8)}
    state = apply(table(players=3, hands=hands, phase=Phase.ROLL), Roll(RED, 6, 1))
    error = refusal(state, Discard(RED, Resources(wood=5)))
    assert "they hold: 5 wood 4 ore" in error.english()
    assert "5 Bois, 4 Minerai" in Translator("fr").message(error.key, error.params)
    assert "木材5枚、鉱石4枚" in Translator("ja").message(error.key, error.params)


def test_no_card_and_zones() -> None:
    assert cards_phrase(Resources()) == "-"
    assert [str(zone_phrase(z)) for z in Zone] == ["north", "south"]
    message = "The {zone} zone has {hexes}, but its stack holds {tiles} in this scenario"
    params = {"zone": zone_phrase(Zone.NORTH), "tiles": Plural.of("{count} tile", "{count} tiles", 4),
              "hexes": Plural.of("{count} face-down hex", "{count} face-down hexes", 5)}
    assert Translator("fr").message(message, params).startswith("La zone nord a 5")
    assert Translator("ja").message(message, params).startswith("北の区域")


def test_a_track_typed_wrong_names_its_mission_as_on_screen() -> None:
    # (a track left out starts the game unread, asked by its mission's name: test_tracks.py)
    options = {k: v for k, v in SAMPLE_OPTIONS.items() if k != "track_pirate_lairs"}  # scenario 2: Pirate Lairs
    with pytest.raises(RuleError) as malformed:  # a track typed wrong on its entry page names the mission too
        GAME.initial_state(Setup.of([("Red", "red"), ("Blue", "blue")], **options, track_pirate_lairs="5"))
    assert malformed.value.english() == ("The Pirate Lairs track lists the points beside each space, S first: at least "
                                         "2 whole numbers from 0 to 9, not 5")


def test_a_plain_string_param_is_shown_as_given() -> None:
    # a player named like a message id keeps their name; only Phrases are translated
    assert Translator("fr").message("{player} cannot pay: it costs {cost}, and their hand holds {hand}",
                                    {"player": "north", "cost": Phrase("north"), "hand": "-"}).startswith("north")


def recounted(params: RuleError | dict[str, object], name: str, count: int) -> dict[str, object]:
    """A refusal's params with its counted param ``name`` counting ``count`` instead."""
    given = params.params if isinstance(params, RuleError) else params
    counted = given[name]
    assert isinstance(counted, Plural)
    return {**given, name: replace(counted, count=count)}


def test_a_discard_refusal_counts_the_hand_in_english_and_french() -> None:
    hands = {RED: Resources(wood=5, ore=4), WHITE: Resources(grain=8)}
    state = apply(table(players=3, hands=hands, phase=Phase.ROLL), Roll(RED, 6, 1))
    error = refusal(state, Discard(RED, Resources(wood=5)))
    assert error.english().startswith("Red gives back 4 of their 9 cards (half")
    assert Translator("fr").message(error.key, error.params).startswith("Red défausse 4 de ses 9 cartes (la moitié")
    one = recounted(error, "cards", 1)
    assert Translator("en").message(error.key, one).startswith("Red gives back 4 of their 1 card (half")
    assert Translator("fr").message(error.key, one).startswith("Red défausse 4 de ses 1 carte (la moitié")


def test_a_zone_with_more_face_down_hexes_than_its_stack_counts_both_in_english_and_french() -> None:
    extra = "; ".join(f"{q},-5 north" for q in range(0, 6))  # 6 more north hexes: 12 with the sample's 6
    with pytest.raises(RuleError) as refused:
        new_game(2, scenario=3, board=SAMPLE_COUNCIL_BOARD + "; " + extra)
    error = refused.value
    assert error.english() == "The north zone has 12 face-down hexes, but its stack holds 11 tiles in this scenario"
    assert Translator("fr").message(error.key, error.params) == (
        "La zone nord a 12 hexagones face cachée, mais sa pile contient 11 tuiles dans ce scénario")
    one = recounted(recounted(error, "hexes", 1), "tiles", 1)
    assert Translator("en").message(error.key, one) == (
        "The north zone has 1 face-down hex, but its stack holds 1 tile in this scenario")
    assert Translator("fr").message(error.key, one) == (
        "La zone nord a 1 hexagone face cachée, mais sa pile contient 1 tuile dans ce scénario")
