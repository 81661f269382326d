"""Thinking time in the statistics (docs/records.md#statistics), checked against figures worked out by hand from
games played through ``Session`` with the kit's turn clock."""

from __future__ import annotations

from pathlib import Path

from games.base import Setup
from games.freeplay.state import EndGame, SetScore

from companion.core import stats
from companion.core.journal import Journal
from companion.core.playlog import plays
from companion.core.session import Session
from tests.core import playbook
from tests.core.clocked import ClockedTable

T0 = 1_764_000_000_000


def clocked_game(journal: Journal, setup: Setup, seconds: list[int]) -> None:
    """Each number a turn of that many seconds, seat after seat; the last turn ends the game."""
    table = ClockedTable(Session.new(journal, playbook.freeplay(), setup), T0)
    table.play(SetScore(1, 0, 5))
    for turn, length in enumerate(seconds):
        table.wait(length * 1000)
        if turn < len(seconds) - 1:
            table.end_turn()
    table.play(EndGame(table.now))


def test_thinking_time_per_player_and_per_game(tmp_path: Path) -> None:
    with Journal.open(tmp_path / "journal.sqlite3") as journal:
        clocked_game(journal, playbook.SETUP, [30, 20, 10, 5])  # Ana 30 + 5, Ben 20, Chloé 10
        clocked_game(journal, Setup.of([("Ana", "red"), ("Ben", "blue")]), [12, 40, 8])  # Ana 12 + 8, Ben 40
        Session.new(journal, playbook.freeplay(), playbook.SETUP).play(EndGame(0))  # no clock: not counted
        log = plays(journal)
    ana = stats.player_thinking(log, "Ana")
    assert (ana.plays, ana.turns, ana.total_ms, ana.per_play_ms, ana.per_turn_ms) == (2, 4, 55_000, 27_500, 13_750)
    ben = stats.player_thinking(log, "Ben")
    assert (ben.plays, ben.turns, ben.total_ms, ben.per_play_ms, ben.per_turn_ms) == (2, 2, 60_000, 30_000, 30_000)
    chloe = stats.player_thinking(log, "Chloé")
    assert (chloe.plays, chloe.turns, chloe.total_ms) == (1, 1, 10_000)
    game = stats.game_thinking(log, "freeplay")
    # 65 s over 4 turns and 60 s over 3: 125 s, 2 plays, 7 turns.
    assert (game.plays, game.turns, game.total_ms, game.per_play_ms, game.per_turn_ms) == (2, 7, 125_000, 62_500,
                                                                                         17_857)
    assert stats.player_thinking(log, "Ana", stats.Filter(game="kilim")).per_play_ms is None  # none: no figure
