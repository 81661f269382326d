"""The market's price rows learnt when the game first needs them (docs/design.md#box-data-once-shared): a game starts
without them, the first move needs none, a Market card needs its resource's row and lifting the screens every row;
the table's reading enters as a fact (BoxFigure) that replays and round-trips like a move."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games import serial
from games.base import RuleError, Setup
from games.figures import UNREAD as UNREAD_CLAUSE
from games.figures import FigureNeeded
from games.ilos.actions import ACTION_TYPES, BoxFigure, CorrectStash, EndTurn, Market, Plantation, RevealStashes, RevealTile
from games.ilos.model import Phase, Resource, Resources

from .helpers import ANA, BEN, CLEO, FILLER, GAME, UNREAD, apply, archipelago_start, new_game, with_stash
from .test_turn import near_the_end

SPICES, GOLD = Resource.SPICES, Resource.GOLD


def test_the_first_move_needs_no_price_row() -> None:
    # ilos-fr PREMIÈRES ÎLES: the first moves turn up tiles and place a tile and a ship: no price is read.
    state = new_game(3, **UNREAD)
    assert state.prices == (None, None, None, None) and GAME.needed(state, RevealTile(FILLER)) is None
    state = archipelago_start(**UNREAD)  # the tiles turned up and the whole first-islands round played
    assert state.phase is Phase.ACTIONS and state.prices == (None, None, None, None)
    assert GAME.view(state, None).market.prices == (None, None, None, None)  # shown as not read yet
    assert GAME.needed(state, EndTurn(ANA)) is None


def test_a_market_card_needs_its_resources_row_read_once() -> None:
    # ilos-fr MARCHÉ: "Augmentez le prix de la Ressource défaussée, recouvrez l'ancien prix avec un jeton Marché":
    # the new price is the next figure of that row, read off the board now. Example: "Le prix des Épices augmente à 2."
    state = with_stash(archipelago_start(**UNREAD), ANA, spices=2)
    raise_spices = Market(ANA, SPICES)
    assert GAME.needed(state, raise_spices) == "spices_prices"
    refusal = GAME.public_check(state, raise_spices)
    assert refusal is not None and refusal.clause == UNREAD_CLAUSE  # waits for the row: not a rule refusing it
    with pytest.raises(FigureNeeded):
        apply(state, raise_spices)
    assert GAME.needed(state, Market(ANA, GOLD)) is None  # refused first for another reason (no gold): nothing read
    read = apply(state, BoxFigure("spices_prices", "1 2 4 6 9"))
    assert read.prices == (None, None, None, (1, 2, 4, 6, 9)) and GAME.needed(read, raise_spices) is None
    after = apply(read, raise_spices)
    assert after.price(SPICES) == 2 and after.prices[:3] == (None, None, None)  # the other rows still unread
    said = GAME.events(read, raise_spices, after)
    assert [str(p) for p in said] == ["Ana pays 1 spices and raises its price to 2"]
    fact = GAME.events(state, BoxFigure("spices_prices", "1 2 4 6 9"), read)
    assert [str(p) for p in fact] == ["Read off the box, kept for the next games: the market price row of spices"]


def test_a_row_read_off_the_board_is_checked_as_at_set_up_and_never_changed() -> None:
    state = archipelago_start(**UNREAD)
    known = apply(state, BoxFigure("dye_prices", "2 3 4 6 8"))
    refused = [(state, "dye_prices", "1 2 3", "must be 5 whole prices from the starting price, not '1 2 3'"),
               (state, "dye_prices", "1 3 2 4 5", "goes down"),
               (state, "tea_prices", "1 2 3 4 5", "Ilos has no box figure tea_prices"),
               (known, "dye_prices", "2 3 4 6 9", "The game already knows"),
               (archipelago_start(), "dye_prices", "2 3 4 6 8", "The game already knows")]  # given at set-up
    for before, entry, value, said in refused:
        with pytest.raises(RuleError, match=said):
            apply(before, BoxFigure(entry, value))
    # any seat's turn: a fact, not a move (Ben reads it during Ana's turn as well)
    assert apply(with_stash(state, BEN, dye=1), BoxFigure("gold_prices", "3 4 5 6 7")).seat == ANA


def test_lifting_the_screens_needs_every_row_then_sells_each_stash() -> None:
    # ilos-fr FIN DE LA PARTIE: "révélez les Ressources derrière votre Écran. Chaque Ressource vaut le prix indiqué
    # par le Marché": every row is read before the stashes are sold.
    state = apply(near_the_end(CLEO), EndTurn(ANA), EndTurn(BEN), Plantation(CLEO, 0, 0), EndTurn(CLEO))
    state = replace(state, prices=(None, None, None, None), raises=(1, 0, 2, 0))  # scenario: no row read yet
    state = apply(state, CorrectStash(ANA, Resources(ebony=2, gold=1)), CorrectStash(BEN, Resources(dye=3, spices=4)))
    rows = {"ebony_prices": "2 3 4 5 6", "dye_prices": "2 3 4 6 8", "gold_prices": "3 4 5 6 7",
            "spices_prices": "1 2 4 6 9"}
    asked = []
    while (entry := GAME.needed(state, RevealStashes())) is not None:
        asked.append(entry)
        state = apply(state, BoxFigure(entry, rows[entry]))
    assert asked == ["ebony_prices", "dye_prices", "gold_prices", "spices_prices"]  # each once, in the board's order
    outcome = GAME.outcome(apply(state, RevealStashes()))
    assert outcome is not None and outcome.scores == (11, 10, 3)


def test_a_random_game_started_without_rows_reads_them_as_facts_and_replays_the_same() -> None:
    # The journal keeps the facts like moves: replaying the actions (JSON and back) rebuilds every state.
    rng = random.Random(11)
    setup = Setup.of([("Ana", "red"), ("Ben", "blue"), ("Cleo", "green")])
    states, actions = [GAME.initial_state(setup)], []
    while (action := GAME.sample_action(states[-1], rng)) is not None and len(actions) < 3000:
        states.append(GAME.apply(states[-1], action))
        actions.append(action)
    assert states[-1].phase is Phase.OVER and None not in states[-1].prices
    facts = [a for a in actions if isinstance(a, BoxFigure)]
    assert sorted(f.entry for f in facts) == ["dye_prices", "ebony_prices", "gold_prices", "spices_prices"]
    replayed = GAME.initial_state(setup)
    for action in actions:
        replayed = GAME.apply(replayed, serial.tagged_from_json(ACTION_TYPES, serial.tagged_to_json(action)))
    assert replayed == states[-1]
    assert len(GAME.score_over_game(states)) >= 1  # the play log's chart: the rows read by the end serve every round
