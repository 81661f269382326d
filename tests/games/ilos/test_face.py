"""Ilos's engine face (docs/design.md#the-engine-face): the typed views keep the stashes secret, every refusal
names its clause, events say what a move did (never a stash's content), the score sheet sells each stash at the
market's prices, and the shared screen's checks never depend on a stash."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from companion.locale import Translator
from games import serial
from games.ilos import clauses, costs, pioneers, turn
from games.ilos.actions import (CorrectStash, EndTurn, Market, Plantation, RevealStashes, Ruins, ShipDock,
                                ShipLair)
from games.ilos.model import Phase, Resource, Resources
from games.figures import UNREAD
from games.refusals import ENTRY

from .helpers import ANA, BEN, CLEO, GAME, apply, archipelago_start, with_hands, with_stash
from .test_random_games import play
from .test_turn import near_the_end


def test_the_public_view_is_the_same_whatever_lies_behind_the_screens() -> None:
    # docs/design.md#secrets; ilos-fr: "Utilisez vos écrans pour cacher vos Ressources produites pendant le jeu."
    rng = random.Random(3)
    _, states = play(4, 3)
    for state in states[::7]:
        public = json.dumps(serial.to_json(GAME.view(state, None)), sort_keys=True)
        scrambled = GAME.scramble_secrets(state, rng)
        assert json.dumps(serial.to_json(GAME.view(scrambled, None)), sort_keys=True) == public


def test_every_message_id_the_engine_raises_has_its_clause_with_the_rulebooks_words() -> None:
    tables = (costs.NO_SHIPS_MESSAGES, costs.SHORT_MESSAGES, pioneers.WRONG_SPOT_MESSAGES,
              turn.AT_LAST_FIGURE_MESSAGES, turn.NONE_BEHIND_SCREEN_MESSAGES)
    for table in tables:
        for key in table.values():
            assert GAME.clauses[key].book == "ilos-fr"
    for clause in set(GAME.clauses.values()) - {ENTRY, UNREAD}:  # not rules: an entry, a figure read off the box
        assert clause.quote and clause.section and clause.language == "fr"
    refusal = GAME.check(with_hands(archipelago_start(), ana=1), ShipDock(ANA, 0, 0))
    assert refusal is not None and refusal.clause is clauses.SHIP
    assert "Défaussez 1 carte" in refusal.clause.quote


def test_a_refusal_counts_its_cards_in_words() -> None:
    refusal = GAME.check(with_hands(archipelago_start(), ana=1), ShipDock(ANA, 0, 0))
    assert refusal is not None and refusal.english().startswith("Ana holds 1 card; a ship takes 2")
    assert Translator("fr").message(refusal.key, dict(refusal.params)).startswith("Ana a 1 carte en main")


def test_events_say_what_a_move_did_and_never_what_is_behind_a_screen() -> None:
    state = with_hands(archipelago_start(), ana=10)
    after = apply(state, Plantation(ANA, 0, 0))
    assert [str(e) for e in GAME.events(state, Plantation(ANA, 0, 0), after)] == [
        "Ana starts a plantation of ebony on island 1"]
    ended = apply(after, EndTurn(ANA))
    said = [str(e) for e in GAME.events(after, EndTurn(ANA), ended)]
    assert said == ["Ana puts 1 ebony behind their screen and draws 4 cards"]
    corrected = apply(ended, CorrectStash(ANA, Resources(gold=7)))
    assert [str(e) for e in GAME.events(ended, CorrectStash(ANA, Resources(gold=7)), corrected)] == [
        "Ana corrects the count behind their screen"]
    lair = apply(ended, ShipLair(BEN, 0))
    assert "pirate lair" in str(GAME.events(ended, ShipLair(BEN, 0), lair)[0])


def test_the_tenth_pioneer_and_the_last_round_are_said() -> None:
    state = apply(near_the_end(CLEO), EndTurn(ANA), EndTurn(BEN))
    tenth = apply(state, Plantation(CLEO, 0, 0))
    said = [str(e) for e in GAME.events(state, Plantation(CLEO, 0, 0), tenth)]
    assert said[-1].startswith("Cleo has played their 10th pioneer")
    last = apply(tenth, EndTurn(CLEO))
    assert str(GAME.events(tenth, EndTurn(CLEO), last)[-1]) == "The last round is over: lift the screens"


def test_the_score_sheet_sells_each_stash_at_the_markets_prices() -> None:
    # ilos-fr FIN DE LA PARTIE: "Chaque Ressource vaut le prix indiqué par le Marché"
    state = apply(near_the_end(CLEO), EndTurn(ANA), EndTurn(BEN), Plantation(CLEO, 0, 0), EndTurn(CLEO))
    state = replace(state, raises=(1, 0, 2, 0))  # ebony 3, dye 2, gold 5, spices 1
    state = apply(state, CorrectStash(ANA, Resources(ebony=2, gold=1)), CorrectStash(BEN, Resources(dye=3, spices=4)))
    assert GAME.score_sheet(state) is None
    sheet = GAME.score_sheet(apply(state, RevealStashes()))
    assert sheet is not None and sheet.totals == (11, 10, 3)
    assert [str(line.label) for line in sheet.lines] == ["ebony at 3 each", "dye at 2 each", "gold at 5 each",
                                                         "spices at 1 each"]
    assert tuple(map(sum, zip(*(line.points for line in sheet.lines)))) == sheet.totals
    assert sheet.tie_break is None


def test_a_tie_on_wealth_is_broken_by_the_most_pioneers_in_words() -> None:
    # ilos-fr: "En cas d'égalité c'est le joueur qui a posé le plus de Pionniers qui gagne."
    state = apply(near_the_end(CLEO), EndTurn(ANA), EndTurn(BEN), Plantation(CLEO, 0, 0), EndTurn(CLEO))
    state = apply(state, CorrectStash(ANA, Resources()), CorrectStash(BEN, Resources()),
                  CorrectStash(CLEO, Resources()))
    sheet = GAME.score_sheet(apply(state, RevealStashes()))
    assert sheet is not None and sheet.outcome.winners == (CLEO,) and str(sheet.tie_break) == "most pioneers"


def test_the_shared_screens_check_never_depends_on_a_stash() -> None:
    # ilos-fr MARCHÉ: "Coût : Défaussez 1 Ressource de votre choix." The app's count may be wrong; the table sees.
    state = with_hands(archipelago_start(), ana=5)
    refusal = GAME.check(state, Market(ANA, Resource.DYE))
    assert refusal is not None and "behind their screen" in refusal.english()
    assert GAME.public_check(state, Market(ANA, Resource.DYE)) is None
    assert GAME.public_check(with_stash(state, ANA, dye=2), Market(ANA, Resource.DYE)) is None
    assert GAME.public_check(state, Ruins(ANA, 0, 0)) == GAME.check(state, Ruins(ANA, 0, 0))


def test_a_move_after_the_end_names_the_end_of_the_game() -> None:
    refusal = GAME.check(replace(archipelago_start(), phase=Phase.OVER), EndTurn(ANA))
    assert refusal is not None and refusal.clause is clauses.GAME_OVER
