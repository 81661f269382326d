"""The score over the game (``Game.score_over_game``, docs/records.md#the-play-log): each seat's score after each
round or turn, from the states a record's actions make; its last row is the score sheet's totals. A game scored
only at its end gives none."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from games import base, record
from games.base import Setup
from games.freeplay.state import EndGame, EndTurn, SetScore
from games.ilos import model as ilos_model
from games.ilos.model import Resources
from games.kilia import model as kilia_model
from games.kilim import model as kilim_model
from games.kilim.model import Direction, Domino, Kilim, LaidDomino, Motif, Placement

RECORDS = Path(__file__).resolve().parent / "records"


@pytest.mark.parametrize("name", ["catan-ep-1.json", "catan-ep-3.json", "catan-ep-5.json"])
def test_catan_victory_points_turn_by_turn(name: str) -> None:
    played = record.replay(json.loads((RECORDS / name).read_text("utf-8")), every_state=True)
    rows = played.game.score_over_game(played.states)
    sheet = played.game.score_sheet(played.states[-1])
    assert sheet is not None and rows[-1] == tuple(sheet.totals)
    assert len(rows) >= played.states[-1].turns  # a row at every turn's end


def test_free_play_running_totals_by_round() -> None:
    game = base.get("freeplay")
    state = game.initial_state(Setup.of([("Ana", "red"), ("Bo", "blue")]))
    states = [state]
    for action in (SetScore(1, 0, 10), SetScore(1, 1, 7), EndTurn(0), EndTurn(0), SetScore(2, 0, 5),
                   SetScore(2, 1, 12), EndGame(0)):
        states.append(game.apply(states[-1], action))
    assert game.score_over_game(states) == ((10, 7), (15, 19))
    assert game.score_over_game(states[:3]) == ((10, 7),)


def test_a_game_scored_at_its_end_gives_none() -> None:
    played = record.replay(json.loads((RECORDS / "kilim.json").read_text("utf-8")), every_state=True)
    assert base.Game.score_over_game(played.game, played.states) == ()


@pytest.mark.parametrize("name", ["kilim.json", "kilim-other-readings.json", "ilos.json", "ilos-other-readings.json",
                                  "kilia.json", "kilia-other-readings.json"])
def test_the_last_row_is_the_score_sheet(name: str) -> None:
    played = record.replay(json.loads((RECORDS / name).read_text("utf-8")), every_state=True)
    rows = played.game.score_over_game(played.states)
    sheet = played.game.score_sheet(played.states[-1])
    assert sheet is not None and len(rows) >= 3 and rows[-1] == tuple(sheet.totals)


def _start(name: str) -> Any:
    played = record.replay(json.loads((RECORDS / name).read_text("utf-8")), every_state=True)
    return played.game, played.states[0]


def _kilim(*laid: tuple[str, int, int]) -> Kilim:
    return Kilim(tuple(LaidDomino(Domino(Motif(text[0]), Motif(text[1])), Placement(row, col, Direction.RIGHT))
                       for text, row, col in laid))


def test_kilim_each_day_as_it_would_score() -> None:
    """Kilim, "FIN DE LA JOURNÉE": "Une journée s'achève lorsqu'il n'y a plus de domino Tapis à dévoiler"; each
    day's row is the kilims scored as "Le Tissage" scores them at the end. Worked by hand: AA is a rectangle (+10),
    a group of 2 (+1) and the largest A group (+5) = 16; AB is a rectangle = 10; AB over CT a rectangle with 3
    types (+10+10) and a torn motif (-3) = 17; DE a rectangle = 10; AA over BB a rectangle, two groups of 2 (+2)
    and the largest A and B groups (+5+5) = 22."""
    game, first = _start("kilim.json")
    seats = first.seats

    def at(day: int, phase: kilim_model.Phase, *kilims: Kilim) -> Any:
        return replace(first, day=day, phase=phase,
                       seats=tuple(replace(seat, kilim=k) for seat, k in zip(seats, kilims)))

    reveal, over = kilim_model.Phase.REVEAL, kilim_model.Phase.GAME_OVER
    states = [first,
              at(1, reveal, _kilim(("AA", 0, 0)), _kilim(("AB", 0, 0)), _kilim()),  # mid-day: no row
              at(2, reveal, _kilim(("AA", 0, 0)), _kilim(("AB", 0, 0)), _kilim()),  # day 1 is over
              at(2, reveal, _kilim(("AA", 0, 0)), _kilim(("AB", 0, 0), ("CT", 1, 0)), _kilim(("DE", 0, 0))),
              at(3, reveal, _kilim(("AA", 0, 0)), _kilim(("AB", 0, 0), ("CT", 1, 0)), _kilim(("DE", 0, 0))),
              at(3, reveal, _kilim(("AA", 0, 0), ("BB", 1, 0)), _kilim(("AB", 0, 0), ("CT", 1, 0)),
                 _kilim(("DE", 0, 0))),
              at(3, over, _kilim(("AA", 0, 0), ("BB", 1, 0)), _kilim(("AB", 0, 0), ("CT", 1, 0)),
                 _kilim(("DE", 0, 0)))]
    assert game.score_over_game(states) == ((16, 10, 0), (16, 17, 10), (22, 17, 10))
    assert game.score_over_game(states[:4]) == ((16, 10, 0),)


def test_ilos_market_worth_from_what_the_table_sees() -> None:
    """Ilos: resources produced go behind the screen ("Placez les Ressources récupérées derrière votre Écran") and
    are shown only at the end ("Défaussez les Ressources de votre plateau de Production puis révélez les
    Ressources derrière votre Écran. Chaque Ressource vaut le prix indiqué par le Marché"). So each round's row is
    the public production board at the market's prices, and the stashes count only once revealed. By hand, with
    ebony 2, dye 2, gold 3, spices 1: 1 ebony + 1 dye = 4, 2 gold = 6, 1 spice = 1; with gold raised to 4 and
    spices to 4: 4, 8, 4; at the end 3 gold + 1 spice = 16, 4 ebony = 8, 2 dye = 4."""
    game, first = _start("ilos.json")

    def at(phase: ilos_model.Phase, turns: tuple[int, ...], raises: tuple[int, ...], stashes: tuple[Resources, ...],
           boards: bool = True) -> Any:
        production = (Resources(ebony=1, dye=1), Resources(gold=2), Resources(spices=1))
        return replace(first, phase=phase, raises=raises, seats=tuple(
            replace(seat, turns=t, stash=stash, production=board if boards else Resources())
            for seat, t, stash, board in zip(first.seats, turns, stashes, production)))

    acting, hidden = ilos_model.Phase.ACTIONS, (Resources(gold=9), Resources(), Resources(spices=7))
    revealed = (Resources(gold=3, spices=1), Resources(ebony=4), Resources(dye=2))
    flat, raised = (0, 0, 0, 0), (0, 0, 1, 2)
    states = [first,
              at(acting, (1, 0, 0), flat, hidden),
              at(acting, (1, 1, 1), flat, hidden),  # round 1 is over
              at(acting, (2, 2, 1), raised, hidden),
              at(acting, (2, 2, 2), raised, revealed),  # round 2; the stash behind the screen changes nothing
              at(ilos_model.Phase.FINAL_REVEAL, (2, 2, 2), raised, revealed),
              at(ilos_model.Phase.OVER, (2, 2, 2), raised, revealed, boards=False)]
    assert game.score_over_game(states) == ((4, 6, 1), (4, 8, 4), (16, 8, 4))
    assert game.score_over_game(states[:5]) == ((4, 6, 1), (4, 8, 4))


def test_kilia_points_by_round_contracts_once_turned_over() -> None:
    """Kilia: each round's row is what the score pad would count from the table: the wheels ("déplacer chacun de
    vos jetons de score ... vers la case vide de plus grande valeur du gouvernail") and "3 points pour chaque carte
    placée sous la zone de développement de votre couleur"; fulfilled contracts lie face down until the end, so
    their points come with the final count. By hand: white with 1 castle card = 3; a coins token on the first
    space = 6; then red with 2 university cards = 6 and a zone4 token on the second space = 7 (3 + 7 = 10); at the
    end the face-down 5-point contract (15) and 4 goods delivered (6 + 4 = 10)."""
    game, first = _start("kilia.json")
    turns = kilia_model.Phase.TURNS

    def at(round_: int, phase: kilia_model.Phase, *changes: dict[str, Any]) -> Any:
        return replace(first, round=round_, phase=phase,
                       seats=tuple(replace(seat, **change) for seat, change in zip(first.seats, changes)))

    white = {"colour": kilia_model.Colour.WHITE, "zones": ((None,), (), (), ()),
             "fulfilled": (kilia_model.Contract(points=5),)}
    coins = {"claims": (kilia_model.Claim(kilia_model.Goal.COINS, 1, space=0),)}
    red = {"colour": kilia_model.Colour.RED, "zones": ((), (None, None), (), ())}
    zone4 = {**white, "claims": (kilia_model.Claim(kilia_model.Goal.ZONE4, 2, space=1),)}
    states = [first,
              at(1, turns, white, {}, {}),
              at(2, turns, white, coins, {}),  # round 1's council is over
              at(3, turns, zone4, coins, red),
              at(3, kilia_model.Phase.OVER, zone4, {**coins, "delivered": 4}, red)]
    assert game.score_over_game(states) == ((3, 6, 0), (10, 6, 6), (15, 10, 6))
