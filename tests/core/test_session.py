"""Session: play, undo and redo journaled before they show; replay rebuilds the same game; reveals hold."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import serial
from games.base import Game, RuleError, Setup
from games.freeplay.state import EndGame, EndTurn, SetScore

from companion.core.journal import Journal
from companion.core.session import Session
from tests.core import playbook
from tests.core.sealed_guess import Finish, Reveal, Seal

SETUP = playbook.SETUP


def assert_same_game(session: Session, model: playbook.Reference) -> None:
    assert session.state == model.state
    assert session.history == tuple(model.actions)
    assert session.can_undo == model.can_undo
    assert session.can_redo == bool(model.undone)


def test_a_refused_setup_writes_nothing(journal: Journal, freeplay: Game[Any, Any]) -> None:
    with pytest.raises(RuleError, match="needs 2 to 6 players"):
        Session.new(journal, freeplay, Setup.of([("Solo", "red")]))
    assert journal.games() == []


def test_a_refused_action_changes_nothing(journal: Journal, freeplay: Game[Any, Any]) -> None:
    session = Session.new(journal, freeplay, SETUP)
    session.play(EndTurn(1_000))
    state, entries = session.state, journal.entries(session.game_id)
    with pytest.raises(RuleError, match="has not started"):
        session.play(SetScore(round=9, seat=0, points=3))
    assert session.state is state and journal.entries(session.game_id) == entries


def test_undo_and_redo_append_and_restore_the_same_states(journal: Journal, freeplay: Game[Any, Any]) -> None:
    session = Session.new(journal, freeplay, SETUP)
    with pytest.raises(RuleError, match="Nothing to undo"):
        session.undo()
    session.play(EndTurn(1_000))
    after_first = session.state
    session.play(SetScore(1, 0, 7))
    after_second = session.state
    session.undo()
    assert session.state is after_first  # kept, not recomputed: undo is a pop
    session.redo()
    assert session.state is after_second
    with pytest.raises(RuleError, match="Nothing to redo"):
        session.redo()
    kinds = [e.kind for e in journal.entries(session.game_id)]
    assert kinds == ["action", "action", "undo", "redo"] and session.last_seq == 4


def test_a_new_action_clears_the_redo_stack(journal: Journal, freeplay: Game[Any, Any]) -> None:
    session = Session.new(journal, freeplay, SETUP)
    session.play(EndTurn(1_000))
    session.play(EndTurn(2_000))
    session.undo()
    session.undo()
    assert session.can_redo
    session.play(SetScore(1, 1, 4))
    assert not session.can_redo and session.history == (SetScore(1, 1, 4),)
    resumed = Session.resume(journal, session.game_id)
    assert not resumed.can_redo and resumed.history == session.history


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), length=st.integers(0, 150))
def test_live_play_and_replay_match_an_independent_model(seed: int, length: int) -> None:
    journal = Journal.memory()
    session = Session.new(journal, playbook.freeplay(), SETUP)
    model = playbook.Reference(playbook.freeplay(), SETUP)
    for op in playbook.operations(seed, length):
        playbook.perform(session, op)
        model.apply(op)
        assert session.state == model.state
    assert_same_game(session, model)
    resumed = Session.resume(journal, session.game_id)
    assert_same_game(resumed, model)
    assert resumed.outcome == session.outcome and resumed.last_seq == session.last_seq == length
    while model.undone:  # what replay put on the redo stack is what play left there
        resumed.redo()
        model.apply(("redo", None))
    assert_same_game(resumed, model)


def test_resume_after_close_continues_the_same_game(path: Path) -> None:
    ops = list(playbook.operations(seed=7, count=120))
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), SETUP)
        for op in ops[:80]:
            playbook.perform(session, op)
    with Journal.open(path) as journal:
        session = Session.resume(journal, session.game_id)
        for op in ops[80:]:
            playbook.perform(session, op)
        assert [e.seq for e in journal.entries(session.game_id)] == list(range(1, 121))
    with Journal.open(path) as journal:
        assert_same_game(Session.resume(journal, session.game_id), playbook.reference_after(7, 120))


def test_the_end_is_recorded_and_an_undo_reopens_the_game(journal: Journal, freeplay: Game[Any, Any]) -> None:
    session = Session.new(journal, freeplay, SETUP)
    session.play(SetScore(1, 2, 30))
    session.play(EndGame(5_000))
    assert session.outcome is not None and session.outcome.winners == (2,)
    record = journal.game(session.game_id)
    assert record.finished and record.outcome == serial.to_json(session.outcome)
    assert journal.games(finished=False) == []
    session.undo()
    assert session.outcome is None
    assert [r.id for r in journal.games(finished=False)] == [session.game_id]
    assert journal.game(session.game_id).outcome is None
    session.redo()
    assert journal.game(session.game_id).finished


def test_resume_repairs_an_end_lost_between_the_move_and_its_record(journal: Journal,
                                                                     freeplay: Game[Any, Any]) -> None:
    session = Session.new(journal, freeplay, SETUP)
    journal.append(session.game_id, "action", freeplay.action_to_json(EndGame(10)))  # as if killed just after
    assert not journal.game(session.game_id).finished
    resumed = Session.resume(journal, session.game_id)
    assert resumed.outcome is not None and journal.game(session.game_id).finished


def test_a_move_that_does_not_replay_is_set_aside_and_the_game_goes_on_before_it(
        journal: Journal, path: Path, freeplay: Game[Any, Any]) -> None:
    """A rules change made move 3 illegal: the game opens at move 2 with a notice instead of not at all."""
    session = Session.new(journal, freeplay, SETUP)
    session.play(EndTurn(1_000))
    session.play(SetScore(1, 0, 7))
    journal.append(session.game_id, "action", {"type": "SetScore", "round": 5, "seat": 0, "points": 1})
    journal.append(session.game_id, "undo")
    resumed = Session.resume(journal, session.game_id)
    assert resumed.history == (EndTurn(1_000), SetScore(1, 0, 7))
    assert resumed.notice is not None and resumed.warning == resumed.notice
    assert resumed.notice.english().startswith("Moves 3 to 4 of this game were set aside (move 3: Round 5 ")
    [kept] = (path.parent / "set-aside").iterdir()
    assert [e["seq"] for e in json.loads(kept.read_text())["entries"]] == [3, 4]
    resumed.play(EndTurn(2_000))  # the game goes on from move 2, journaled after the skip marker
    again = Session.resume(journal, session.game_id)
    assert again.notice is None and again.history == resumed.history and again.last_seq == 6


# --- the undo barrier: a reveal cannot be undone, so undo never lets anyone peek ----------------------

def sealed_round(session: Session) -> None:
    session.play(Seal(0, 12))
    session.play(Seal(1, 40))


def test_undo_stops_at_a_reveal(journal: Journal, sealed_guess: Game[Any, Any]) -> None:
    session = Session.new(journal, sealed_guess, SETUP)
    sealed_round(session)
    assert session.view(None)["sealed"] == [True, True, False]  # the public sees who sealed, not what
    assert session.view(1)["sealed"] == [True, 40, False]
    session.undo()  # before the reveal, a seal can still be taken back
    session.play(Seal(1, 41))
    session.play(Seal(2, 5))
    session.play(Reveal())
    session.play(Seal(0, 3))
    session.undo()  # after it, moves back to the reveal are fine ...
    assert not session.can_undo
    entries = journal.entries(session.game_id)
    with pytest.raises(RuleError, match="Undo stops at a reveal"):
        session.undo()  # ... the reveal itself is not
    assert journal.entries(session.game_id) == entries
    assert session.state.rounds == ((12, 41, 5),) and session.can_redo
    resumed = Session.resume(journal, session.game_id)
    assert resumed.state == session.state and not resumed.can_undo and resumed.can_redo


def test_the_barrier_holds_after_finishing(journal: Journal, sealed_guess: Game[Any, Any]) -> None:
    session = Session.new(journal, sealed_guess, Setup.of([("A", "red"), ("B", "blue")]))
    sealed_round(session)
    session.play(Reveal())
    session.play(Finish())
    assert journal.game(session.game_id).finished
    session.undo()
    assert not journal.game(session.game_id).finished
    with pytest.raises(RuleError, match="Undo stops at a reveal"):
        session.undo()
