"""The headless commands' file formats: games.kilim.headless."""

from __future__ import annotations

import json

import pytest

from games.base import RuleError
from games.json_input import HeadlessError
from games.kilim.headless import auction_file, score_file


# --- companion score kilim ------------------------------------------------------------------------------
def test_score_file_names_players_and_winners() -> None:
    data = {"players": [{"name": "Red", "carpet": ["AAB.", "CDDT"]}, {"name": "Blue", "carpet": ["AB", "BA"]}],
            "options": {}}
    result = score_file(json.loads(json.dumps(data)))
    red, blue = result["players"]
    # Red: holes -> 0; A, B, C, D = 4 types -> 0; groups AA, DD -> 2; largest A and D (2 > Blue's 1) -> 10; T -> -3
    assert red == {"name": "Red", "shape": 0, "types": 0, "groups": 2, "largest": 10, "torn": -3, "total": 9,
                   "size": 7, "rank": 2}
    # Blue: a 2 x 2 square -> 10; two types -> 0; no group; A and B only in single cells -> no bonus
    assert blue == {"name": "Blue", "shape": 10, "types": 0, "groups": 0, "largest": 0, "torn": 0, "total": 10,
                    "size": 4, "rank": 1}
    assert result["winners"] == ["Blue"] and result["tie_break"] is None


def test_score_file_passes_the_options() -> None:
    data = {"players": [{"name": "Red", "carpet": ["AA"]}, {"name": "Blue", "carpet": ["AA"]}],
            "options": {"largest_tie": "shared"}}
    assert [p["largest"] for p in score_file(data)["players"]] == [5, 5]


@pytest.mark.parametrize("data, reason", [
    ([], "the file must be a JSON object"),
    ({"players": []}, "players must be a list of 1 to 5 items; it holds 0"),
    ({"players": [{"name": "Red"}]}, "players.0..carpet is missing"),
    ({"players": [{"name": "", "carpet": []}]}, "players.0..name must be a player's name"),
    ({"players": [{"name": "Red", "carpet": ["A"]}, {"name": "Red", "carpet": ["B"]}]}, "two players are named"),
    ({"players": [{"name": "Red", "carpet": ["AZ"]}]}, "players.0..carpet.0. has \"Z\"; cells are A-E"),
    ({"players": [{"name": "Red", "carpet": ["A"], "colour": "red"}]}, "players.0. has an unknown key \"colour\""),
    ({"players": [{"name": "Red", "carpet": ["A"]}], "option": {}}, "the file has an unknown key \"option\""),
    ({"players": [{"name": "Red", "carpet": ["A"]}], "options": {"largest_tie": "all"}}, "cannot be 'all'"),
])
def test_score_file_rejects_malformed_input_in_one_line(data: object, reason: str) -> None:
    with pytest.raises(HeadlessError, match=reason) as error:
        score_file(data)
    assert "\n" not in str(error.value)


# --- companion kilim auction ----------------------------------------------------------------------------
def test_the_two_fifteens_example_through_the_auction_file() -> None:
    # kilim-fr: "Les deux cartes Or de valeur 15 s'annulent, le joueur Vert gagne l'enchère avec sa carte Or de
    # valeur 5 !"
    result = auction_file({"bids": {"Red": 15, "Blue": 15, "Green": 5}})
    assert result == {"winner": "Green", "winning_bid": 5, "carry_over": False, "lost": False, "scrap_winner": None,
                      "artisan_winner": None, "spent": {"Red": [15], "Blue": [15], "Green": [5]},
                      "explanation": "Red and Blue bid 15: equal bids cancel - Green wins with 5"}


def test_the_spy_example_through_the_auction_file() -> None:
    # "Il peut aussi mettre une carte Or de valeur 12 pour que le joueur Vert gagne l'offre."
    result = auction_file({"bids": {"Red": "spy", "Blue": 12, "Green": 7}, "spy": {"Red": 12}})
    assert (result["winner"], result["winning_bid"]) == ("Green", 7)
    assert result["spent"] == {"Red": [12], "Blue": [12], "Green": [7]}


def test_the_issue_example_is_refused_by_the_rules() -> None:
    # The sample file: Red wins with 15, so Green's Scrap bag offer of 14 is not "supérieur" to 15 (FOUILLER),
    # and Pink, who holds cards below 15, must offer one rather than discard (ARTISANE: only a seat that "ne peut
    # pas offrir moins d'Or" discards).
    sample = {"bids": {"Red": 15, "Blue": "spy", "Green": "scrap", "Pink": "artisan"}, "spy": {"Blue": 12},
              "scrap": {"Green": 14}, "artisan": {"Pink": {"discard": 3}}}
    with pytest.raises(RuleError, match="Green holds no gold card above the winning bid 15, so cannot search"):
        auction_file(sample)
    sample["scrap"] = {"Green": {"discard": 14}}
    with pytest.raises(RuleError, match="Pink holds gold cards below the winning bid 15 .1-14. and must offer one"):
        auction_file(sample)
    sample["artisan"] = {"Pink": 3}
    result = auction_file(sample)
    assert result["winner"] == "Red" and result["scrap_winner"] is None and result["artisan_winner"] == "Pink"
    assert result["spent"] == {"Red": [15], "Blue": [12], "Green": [14], "Pink": [3]}
    assert result["explanation"] == ("Red wins with 15 - Green cannot pay for the scrap bag and discards 14 - "
                                     "Pink pays 3 for the Artisan")


def test_several_scrap_offers_and_a_tie() -> None:
    result = auction_file({"bids": {"Red": 6, "Blue": "scrap", "Green": "scrap", "Pink": 2},
                           "scrap": {"Blue": 9, "Green": 9}})
    assert result["scrap_winner"] is None
    assert result["explanation"] == "Red wins with 6 - Equal offers for the scrap bag: nobody searches it"


def test_nobody_wins_carry_over_or_lost_on_the_last_domino() -> None:
    assert auction_file({"bids": {"Red": 4, "Blue": 4, "Green": 4}})["carry_over"] is True
    last = auction_file({"bids": {"Red": 4, "Blue": 4, "Green": 4}, "last_of_day": True})
    assert (last["carry_over"], last["lost"]) == (False, True)
    assert last["explanation"].endswith("this was the day's last domino, so it is lost")


def test_earlier_spending_today_is_taken_into_account() -> None:
    with pytest.raises(RuleError, match="Red already spent the gold card 15 today"):
        auction_file({"bids": {"Red": 15, "Blue": 3, "Green": 1}, "spent": {"Red": [15]}})
    with pytest.raises(RuleError, match="Blue already used the Spy card today"):
        auction_file({"bids": {"Red": 15, "Blue": "spy", "Green": 1}, "used": {"Blue": ["spy"]}})
    with pytest.raises(RuleError, match="With 2 players the gold cards above 10 stay in the box"):
        auction_file({"bids": {"Red": 15, "Blue": 3}})


@pytest.mark.parametrize("data, reason", [
    ({"bids": {"Red": 3}}, "bids must list 2 to 5 players, not 1"),
    ({"bids": {"Red": 3, "Blue": "gold"}}, "bids.Blue must be a gold card's number, or spy, scrap or artisan; not \"gold\""),
    ({"bids": {"Red": 3, "Blue": 2.5}}, "bids.Blue must be a whole number"),
    ({"bids": {"Red": 3, "Blue": True}}, "bids.Blue must be a whole number"),
    ({"bids": {"Red": 3, "Blue": "spy"}}, "Blue played spy, so spy.Blue is needed"),
    ({"bids": {"Red": 3, "Blue": 4}, "spy": {"Blue": 5}}, "spy gives a card for \"Blue\", who did not bid spy"),
    ({"bids": {"Red": 3, "Blue": "scrap"}, "scrap": {"Blue": {"pay": 3}}}, "scrap.Blue has an unknown key \"pay\""),
    ({"bids": {"Red": 3, "Blue": "spy"}, "spy": {"Blue": {"discard": 3}}}, "spy.Blue must be a gold card's number"),
    ({"bids": {"Red": 3, "Blue": 4}, "spent": {"Pink": [1]}}, "spent names \"Pink\", who has no bid"),
    ({"bids": {"Red": 3, "Blue": 4}, "last_of_day": "yes"}, "last_of_day must be true or false"),
    ({"bids": {"Red": 3, "Blue": 4}, "extra": 1}, "the file has an unknown key \"extra\""),
    ({"bids": [3, 4]}, "bids must be a JSON object"),
    ({"bids": {"": 3, "Blue": 4}}, "bids.... must be a player's name"),  # was the engine's refusal: exit 1
])
def test_auction_file_rejects_malformed_input_in_one_line(data: object, reason: str) -> None:
    with pytest.raises(HeadlessError, match=reason) as error:
        auction_file(data)
    assert "\n" not in str(error.value)
