"""Scoring: rulebook "2ÈME ÉTAPE : LE TISSAGE" (the six lines), "FIN DE LA PARTIE" and "Exemples de Kilim"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.kilim import carpet
from games.kilim.model import Direction, Domino, Kilim, Motif, Phase, Placement
from games.kilim.scoring import Breakdown, score_carpets

from .helpers import DOWN, GAME, RIGHT, new_game

# The rulebook's two example kilims are drawings; the text gives only their breakdowns. Reconstructed here as
# the two kilims of ONE two-player game, which is what the text allows and suggests: example 1 has exactly 3
# motif types and the largest group of 3 types ("Pour 3 Motifs ... un plus grand groupement que les autres
# joueurs"), example 2 has all 5 types and the largest group of the other 2 ("Pour 2 Motifs"), and example 1's
# 2 torn dominoes are exactly the torn dominoes of a 2-player game (piles 1 and 2). Assumed beyond the text: the
# exact cells, which motif letters, and that the two torn motifs do not touch.
EXAMPLE_32 = ["AAAAA.",  # holes: "Contient des trous : rectangle non valide"
              "BBBBBT",  # 3 types A, B, C: "+10"
              "CCCC..",  # groups A5, B5, C4, A2, B2: 4 + 4 + 3 + 1 + 1 = "+13"
              "TAABB."]  # two torn motifs: "-6"
EXAMPLE_41 = ["AABBCC",  # a 4 x 6 rectangle: "+10"; all 5 types: "+5"
              "DDDEEE",  # groups D6, E6 and six pairs: 5 + 5 + 6 x 1 = "+16"
              "DDDEEE",  # D and E: no such motif in the other kilim: "+10"
              "AABBCC"]  # A, B, C pairs lose to the other kilim's 5, 5 and 4: no bonus; no torn motif: "-0"

# Each kilim as dominoes, laid in this order through carpet.lay, which enforces the laying rule: every domino
# (after the first) has a motif touching a motif already laid, and none overlaps. (first, second, row, col, dir)
DOMINOES_32 = [("AB", 0, 0, DOWN), ("AB", 0, 1, DOWN), ("AB", 0, 2, DOWN), ("AA", 0, 3, RIGHT), ("BC", 1, 3, DOWN),
               ("BT", 1, 4, RIGHT), ("CC", 2, 0, RIGHT), ("CA", 2, 2, DOWN), ("TA", 3, 0, RIGHT), ("BB", 3, 3, RIGHT)]
DOMINOES_41 = [(f"{top}{bottom}", row, col, DOWN) for row, tops, bottoms in ((0, "AABBCC", "DDDEEE"),
                                                                              (2, "DDDEEE", "AABBCC"))
               for col, (top, bottom) in enumerate(zip(tops, bottoms))]


def woven(dominoes: list[tuple[str, int, int, Direction]]) -> Kilim:
    kilim = Kilim()
    for motifs, row, col, direction in dominoes:
        kilim = carpet.lay(kilim, Domino(Motif(motifs[0]), Motif(motifs[1])), Placement(row, col, direction))
    return kilim


def as_rows(kilim: Kilim) -> list[str]:
    grid = carpet.grid_of(kilim)
    rows = range(min(r for r, _ in grid), max(r for r, _ in grid) + 1)
    cols = range(min(c for _, c in grid), max(c for _, c in grid) + 1)
    return ["".join(grid.get((r, c), ".") for c in cols) for r in rows]


def test_the_rulebook_examples_score_32_and_41_with_their_breakdowns() -> None:
    # Exemples de Kilim: "TOTAL : 32 Points / Rectangulaire : +0 / 3 ou 5 types de Motifs : +10 / Motifs
    # adjacents : +13 / Plus grand groupement : +15 / Tapis déchiré : -6" and "TOTAL : 41 Points / Rectangulaire :
    # +10 / 3 ou 5 types de Motifs : +5 / Motifs adjacents : +16 / Plus grand groupement : +10 / Tapis déchiré : -0"
    result = score_carpets([EXAMPLE_32, EXAMPLE_41], {})
    first, second = result["players"]
    assert [first[k] for k in ("shape", "types", "groups", "largest", "torn", "total")] == [0, 10, 13, 15, -6, 32]
    assert [second[k] for k in ("shape", "types", "groups", "largest", "torn", "total")] == [10, 5, 16, 10, 0, 41]
    assert (first["rank"], second["rank"], result["winners"]) == (2, 1, [1])


def test_the_example_kilims_can_be_woven_and_the_engine_scores_them_the_same() -> None:
    # LE TISSAGE: each domino "posé de façon à avoir 1 Motif en contact avec au moins 1 autre Motif"; FIN DE LA
    # PARTIE: "Le Kilim le plus réussi est sélectionné par le Sultan"
    kilims = (woven(DOMINOES_32), woven(DOMINOES_41))
    assert as_rows(kilims[0]) == EXAMPLE_32 and as_rows(kilims[1]) == EXAMPLE_41
    state = new_game(2)
    state = replace(state, phase=Phase.GAME_OVER,
                    seats=tuple(replace(s, kilim=k) for s, k in zip(state.seats, kilims)))
    assert GAME.scores(state) == [Breakdown(0, 10, 13, 15, -6, 32, 20), Breakdown(10, 5, 16, 10, 0, 41, 24)]
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1,) and outcome.scores == (32, 41)


def points(*carpets: list[str], **options: object) -> list[dict[str, int]]:
    return score_carpets(list(carpets), options)["players"]  # type: ignore[no-any-return]


def test_rectangle_or_square_without_holes() -> None:
    # "Le Kilim possède une forme rectangulaire ou carré : +10 points"; "Contient des trous : rectangle non valide"
    assert points(["AB"])[0]["shape"] == 10
    assert points(["AB", "CD"])[0]["shape"] == 10
    assert points(["AB", "CP"])[0]["shape"] == 10  # perfect carpet cells fill the shape
    assert points(["AB", "CT"])[0]["shape"] == 10  # a torn motif is still a cell of the kilim
    assert points(["AB.", "CDE"])[0]["shape"] == 0
    assert points(["AAAA", "A..A", "AAAA"])[0]["shape"] == 0
    assert points([])[0]["shape"] == 0  # no kilim at all is no rectangle


def test_three_types_ten_points_five_types_five_points() -> None:
    # "Le Kilim possède seulement 3 Types de Motif : +10 points"; "Le Kilim possède les 5 Types de Motif : +5"
    assert [points([row])[0]["types"] for row in ("AB", "ABC", "ABCD", "ABCDE", "AABBCCTP")] == [0, 10, 0, 5, 10]


def test_each_group_scores_its_size_minus_one() -> None:
    # "Pour chaque groupement de Motifs identiques adjacents : + (X Motifs dans le groupement - 1) points"
    assert points(["AAB", "ABB"])[0]["groups"] == (3 - 1) + (3 - 1)
    assert points(["ABA", "BAB"])[0]["groups"] == 0  # diagonals do not touch
    assert points(["PPPP"])[0]["groups"] == 0  # perfect carpet motifs "ne rapporteront aucun point"


def test_torn_motifs_cost_three_and_never_form_a_group() -> None:
    # "Pour chaque Motif déchiré : -3 points"; "Note : deux Motifs déchirés adjacents ne comptent pas dans le
    # calcul des points" -- read by default as: they form no group (adjacent_torn = "no_group").
    row = points(["ATTA"])[0]
    assert (row["torn"], row["groups"]) == (-6, 0)
    assert points(["ATTA", "T..."], adjacent_torn="no_penalty")[0]["torn"] == -3  # the other reading
    assert points(["ATAT"], adjacent_torn="no_penalty")[0]["torn"] == -6


def test_the_largest_group_of_each_motif_earns_five() -> None:
    # "Pour chaque Motif, le joueur qui en possède le plus grand groupement : +5 points"
    red, blue = points(["AAA", "BB."], ["AA.", "BBB"])
    assert (red["largest"], blue["largest"]) == (5, 5)
    red, blue = points(["AAAB"], ["AAC"])
    assert (red["largest"], blue["largest"]) == (5, 0)  # a lone B or C is no group (largest_min = 2)
    red, blue = points(["AAAB"], ["AAC"], largest_min=1)
    assert (red["largest"], blue["largest"]) == (10, 5)


def test_a_tie_for_the_largest_group_gives_nothing_unless_shared() -> None:
    # Silent: "ce joueur en possède un plus grand groupement que les autres joueurs" (example) -> default none.
    assert [p["largest"] for p in points(["AA"], ["AA"], ["A."])] == [0, 0, 0]
    assert [p["largest"] for p in points(["AA"], ["AA"], ["A."], largest_tie="shared")] == [5, 5, 0]


def test_the_score_names_each_reading_that_changed_it_with_the_other_readings_total() -> None:
    # The end-of-game breakdown says when a reading of the table changed a score (docs/rules/kilim.md "Readings").
    result = score_carpets([["AA"], ["AA"], ["A."]], {})
    tie = {"option": "largest_tie", "value": "none", "points": 11, "other": {"value": "shared", "points": 16}}
    assert [p.get("readings") for p in result["players"]] == [[tie], [tie], None]
    alone = score_carpets([["ATTA"]], {})["players"][0]["readings"]  # rectangle 10, torn -6
    assert alone == [{"option": "largest_min", "value": 2, "points": 4, "other": {"value": 1, "points": 9}},
                     {"option": "adjacent_torn", "value": "no_group", "points": 4,
                      "other": {"value": "no_penalty", "points": 10}}]
    assert "readings" not in score_carpets([["AA"], ["BB"]], {})["players"][0]


def test_equal_totals_go_to_the_larger_kilim() -> None:
    # FIN DE LA PARTIE: "En cas d'égalité, le Tisserand qui a le plus grand Kilim l'emporte."
    result = score_carpets([["AB"], ["AB", "PP"]], {})  # both 10 (shape): the 4-cell kilim wins
    assert [p["total"] for p in result["players"]] == [10, 10]
    assert result["winners"] == [1] and result["tie_break"] == "larger kilim"
    assert [p["rank"] for p in result["players"]] == [2, 1]
    shared = score_carpets([["AB"], ["CD"], ["ABT"]], {})  # 10, 10 (both 2 cells), 7
    assert shared["winners"] == [0, 1] and [p["rank"] for p in shared["players"]] == [1, 1, 3]


@pytest.mark.parametrize("carpet_rows, reason", [
    (["AB", "C"], "carpet.1. and the first row differ in length .1 and 2."),
    (["AX"], "cells are A-E"),
    ("AB", "carpet must be a list of row strings"),
    ([1], "carpet.0. must be a row string"),
    (["A" * 101], "carpet.0. has 101 cells; a carpet row has at most 100"),
    (["A"] * 101, "carpet has 101 rows; a carpet has at most 100"),
])
def test_malformed_carpets_are_refused(carpet_rows: object, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        score_carpets([carpet_rows], {})  # type: ignore[list-item]
