"""Kilim's package face (docs/design.md#the-engine-face): a clause for every refusal, the legal places against a
dry apply, the events of a move (nothing sealed in them), the typed views and the score sheet."""

from __future__ import annotations

import ast
import random
from dataclasses import replace
from pathlib import Path

import games.kilim as face
from games.base import RuleError
from games.kilim import clauses
from games.kilim.model import Kilim as Carpet, KilimState, LaidDomino, Domino, Phase, Placement
from games.refusals import ENTRY

from .helpers import GAME, RIGHT, DOWN, A, B, C, D, SPY, apply, bid_round, new_game, offers

ENGINE = Path(face.__file__).parent
RAISED_TABLES = {"USED_TODAY_MESSAGES", "OFFER_MESSAGES", "NOT_IN_ROUND_MESSAGES", "NO_TOKEN_MESSAGES"}


def raised_messages() -> set[str]:
    """Every message id the engine can raise: RuleError's constant first argument, and the message tables
    (RAISED_TABLES) whose entries are raised by kind."""
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RuleError" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
            if isinstance(node, ast.Assign) and any(getattr(t, "id", "") in RAISED_TABLES for t in node.targets):
                for const in ast.walk(node.value):
                    if isinstance(const, ast.Constant) and isinstance(const.value, str):
                        found.add(const.value)
    return found


def test_every_refusal_has_its_clause_and_every_clause_a_refusal() -> None:
    raised = raised_messages()
    assert raised - set(clauses.CLAUSES) == set()
    assert set(clauses.CLAUSES) - raised == set()
    for key, clause in clauses.CLAUSES.items():
        assert clause is ENTRY or (clause.book == "kilim-fr" and clause.quote and clause.section), key


def test_a_refused_move_names_the_rule_it_breaks() -> None:
    state = apply(new_game(3), face.RevealDomino(A, B), face.SealBid(0, 12))
    refusal = GAME.check(state, face.RevealBids())
    assert refusal is not None and refusal.clause is clauses.SEALED
    assert "face cachée" in refusal.clause.quote and refusal.english() == (
        "Blue, Green must lock a choice before the bids are revealed")
    assert GAME.check(state, face.SealBid(1, 3)) is None


def playouts(games: int, seed: int) -> list[KilimState]:
    rng = random.Random(seed)
    states = []
    for game in range(games):
        state = new_game(2 + game % 4)
        while True:
            action = GAME.sample_action(state, rng)
            if action is None:
                break
            state = GAME.apply(state, action)
            states.append(state)
    return states


def box(carpet: Carpet) -> list[tuple[int, int]]:
    cells = [c for d in carpet.dominoes for c in d.cells()] + [s.cell for s in carpet.scraps] or [(0, 0)]
    rows, cols = [r for r, _ in cells], [c for _, c in cells]
    return [(r, c) for r in range(min(rows) - 2, max(rows) + 3) for c in range(min(cols) - 2, max(cols) + 3)]


def test_legal_placements_agree_with_a_dry_apply() -> None:
    checked = 0
    for state in playouts(8, 5):
        if state.phase is not Phase.WEAVE or state.turn is None or state.turn.winner is None:
            continue
        seat = state.turn.winner
        legal = face.legal_placements(state, seat)
        for row, col in box(state.seats[seat].kilim):
            for direction in face.Direction:
                at = Placement(row, col, direction)
                allowed = GAME.check(state, face.LayDomino(seat, 0, at)) is None
                assert allowed == (legal is None or at in legal), (at, state.seats[seat].kilim)
                checked += 1
    assert checked > 2000


def test_legal_scrap_cells_agree_with_a_dry_apply() -> None:
    checked = 0
    for state in playouts(6, 9)[::7]:
        if state.phase is Phase.GAME_OVER:
            continue
        for seat in range(len(state.players)):
            holding = replace(state, seats=state.seat_replaced(seat, scraps=(A,)))
            legal = face.legal_scrap_cells(holding, seat)
            for row, col in box(state.seats[seat].kilim):
                allowed = GAME.check(holding, face.PlaceScrap(seat, A, row, col)) is None
                assert allowed == ((row, col) in legal), (row, col)
                checked += 1
    assert checked > 2000


def test_the_first_domino_goes_anywhere() -> None:
    state = bid_round(new_game(3), 9, 4, 2)
    assert face.legal_placements(state, 0) is None
    laid = face.placements(Carpet((LaidDomino(Domino(A, B), Placement(0, 0, RIGHT)),)))
    assert laid is not None and Placement(1, 0, DOWN) in laid and Placement(0, 1, RIGHT) not in laid


def test_events_say_what_happened_and_nothing_sealed() -> None:
    state = apply(new_game(3), face.RevealDomino(A, B))
    sealed = GAME.apply(state, face.SealBid(0, 13))
    said = [str(p) for p in GAME.events(state, face.SealBid(0, 13), sealed)]
    assert said == ["Red locked a choice"] and "13" not in " ".join(said)
    state = apply(sealed, face.SealBid(1, SPY), face.SealBid(2, SPY))
    revealed = GAME.apply(state, face.RevealBids())
    assert [str(p) for p in GAME.events(state, face.RevealBids(), revealed)] == ["The choices are turned up"]
    offered = GAME.apply(revealed, face.Offer(1, 12))
    assert [str(p) for p in GAME.events(revealed, face.Offer(1, 12), offered)] == ["Blue made an offer, face down"]
    done = offers(offered, (2, 5))
    assert "Red wins with 13" in [str(p) for p in GAME.events(offered, face.RevealOffers(), done)]


def test_every_action_of_a_game_is_told() -> None:
    rng = random.Random(2)
    state = new_game(4)
    while (action := GAME.sample_action(state, rng)) is not None:
        after = GAME.apply(state, action)
        assert GAME.events(state, action, after), action
        state = after


def test_the_view_is_typed_and_hides_the_sealed_choices() -> None:
    state = apply(new_game(3), face.RevealDomino(A, B), face.SealBid(0, 12))
    public, mine = GAME.view(state, None), GAME.view(state, 0)
    assert isinstance(public, face.KilimView) and public.sealed == (face.Hidden.LOCKED, None, None)
    assert mine.sealed[0] == 12 and public.name(1) == "Blue"


def finished(kilims: list[Carpet]) -> KilimState:
    state = new_game(len(kilims))
    return replace(state, phase=Phase.GAME_OVER, seats=tuple(replace(s, kilim=k) for s, k in zip(state.seats, kilims)))


def test_the_score_sheet_gives_the_lines_and_the_tie_break_in_words() -> None:
    # FIN DE LA PARTIE: "En cas d'égalité, le Tisserand qui a le plus grand Kilim l'emporte."
    small = Carpet((LaidDomino(Domino(A, B), Placement(0, 0, RIGHT)),))
    large = Carpet((LaidDomino(Domino(A, B), Placement(0, 0, RIGHT)), LaidDomino(Domino(C, D), Placement(1, 0, RIGHT))))
    sheet = GAME.score_sheet(finished([small, large]))
    assert sheet is not None and sheet.totals == (10, 10) and sheet.outcome.winners == (1,)
    assert sheet.tie_break is not None and str(sheet.tie_break) == "the larger kilim (more motifs)"
    assert [str(line.label) for line in sheet.lines] == ["Rectangle or square", "Motif types", "Groups",
                                                          "Largest groups", "Torn motifs"]
    assert all(sum(line.points[s] for line in sheet.lines) == sheet.totals[s] for s in range(2))
    assert GAME.score_sheet(new_game(2)) is None
    try:
        GAME.apply(finished([small, large]), face.EndDay())
    except RuleError as error:
        assert GAME.refusal(error).clause is clauses.GAME_END
