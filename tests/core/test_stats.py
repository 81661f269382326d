"""Statistics of the journal of tests/core/plays_journal.py, each figure worked out by hand from its four finished
plays: (1) Free play, Ana 15, Bo 19*, Ana first, 30 min; (2) Free play, Ana 10*, Bo 10*, Cy 7, Bo first, 27 min;
(3) Free play, lowest wins, Ana 4*, Cy 9, Cy first, 8 min; (4) Kilim, Anna 12, Eric 18*, Cleo 15, Anna first."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from companion.core import playlog, stats
from companion.core.stats import Filter, GameScores, HeadToHead
from tests.core.plays_journal import plays_of


@pytest.fixture(scope="module")
def plays(tmp_path_factory: pytest.TempPathFactory) -> list[playlog.Play]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        return plays_of(Path(tmp_path_factory.mktemp("stats")) / "journal.sqlite3", monkeypatch)


def test_per_player(plays: list[playlog.Play]) -> None:
    ana = stats.player(plays, "Ana")
    # 3 plays, won (2) shared and (3); best 15 (4 in a lowest-wins play is not higher), average 29 / 3, last 4
    assert (ana.plays, ana.wins, ana.win_rate, ana.favourite) == (3, 2, 2 / 3, "freeplay")
    assert ana.games == (GameScores("freeplay", 3, 2, 15, 29 / 3, 4),)
    bo = stats.player(plays, "Bo")
    assert (bo.plays, bo.wins, bo.win_rate) == (2, 2, 1.0) and bo.games == (GameScores("freeplay", 2, 2, 19, 14.5, 10),)
    # Cy: 7 in (2), 9 in (3) where lowest wins: the better of the two is 7
    assert stats.player(plays, "Cy").games == (GameScores("freeplay", 2, 0, 7, 8.0, 9),)
    assert stats.player(plays, "Eric").favourite == "kilim" and stats.player(plays, "Nobody").plays == 0


def test_head_to_head(plays: list[playlog.Play]) -> None:
    # together in (1) and (2): Bo above in (1), level in (2); Ana won (2), Bo won both
    assert stats.head_to_head(plays, "Ana", "Bo") == HeadToHead(2, (1, 2), (0, 1), 1, 1)  # (2) a shared win
    assert stats.head_to_head(plays, "Ana", "Bo").alone == (0, 1)  # alone, Bo won (1); Ana won nothing alone
    assert stats.head_to_head(plays, "Ana", "Cy") == HeadToHead(2, (2, 0), (2, 0), 0, 0)
    assert stats.head_to_head(plays, "Bo", "Cy").others == 0  # (2): Bo's win, shared with Ana, is Bo's
    anna_cleo = stats.head_to_head(plays, "Anna", "Cleo")  # (4): Eric won
    assert (anna_cleo.together, anna_cleo.alone, anna_cleo.shared, anna_cleo.others) == (1, (0, 0), 0, 1)


def test_per_game(plays: list[playlog.Play]) -> None:
    free = stats.game(plays, "freeplay")
    # lengths 30, 27, 8; margins 19 - 15 = 4, 0 (shared), 9 - 4 = 5; the first player won only (2)
    assert (free.plays, free.average_minutes, free.lowest, free.highest, free.highest_by) == (3, 65 / 3, 4, 19, "Bo")
    assert (free.average_margin, free.first_player_wins, free.first_player_rate) == (3.0, 1, 1 / 3)
    kilim = stats.game(plays, "kilim")
    assert (kilim.plays, kilim.highest, kilim.highest_by, kilim.average_margin, kilim.first_player_rate) == (
        1, 18, "Eric", 3.0, 0.0)


def test_filters_by_game_player_and_period(plays: list[playlog.Play]) -> None:
    assert stats.player(plays, "Ana", Filter(game="kilim")).plays == 0
    late = Filter(since=date(2026, 11, 10))
    assert (stats.player(plays, "Ana", late).plays, stats.player(plays, "Ana", late).wins) == (1, 1)
    assert stats.game(plays, "freeplay", Filter(until=date(2026, 11, 8))).plays == 2
    assert stats.game(plays, "freeplay", Filter(player="Cy")).average_minutes == (27 + 8) / 2
    assert stats.players(plays) == ["Ana", "Bo", "Cy", "Anna", "Eric", "Cleo"]
    assert stats.games(plays, Filter(player="Eric")) == ["kilim"]
    assert stats.chosen(plays) == plays[:4]  # the unfinished game counts nowhere


def test_leaderboard_by_wins_and_the_win_rate_from_a_minimum(plays: list[playlog.Play]) -> None:
    board = stats.leaderboard(plays)
    # wins: Bo 2 of 2, Ana 2 of 3, Eric 1 of 1, then no win: Cy (met in (2)), Anna and Cleo (met in (4))
    assert [(s.name, s.wins, s.plays) for s in board] == [
        ("Bo", 2, 2), ("Ana", 2, 3), ("Eric", 1, 1), ("Cy", 0, 2), ("Anna", 0, 1), ("Cleo", 0, 1)]
    # from 3 plays only Ana's rate shows; from 2, Bo's and Cy's too; Eric's one win in one play never before 1
    assert [s.rate_from(3) for s in board] == [None, 2 / 3, None, None, None, None]
    assert [s.rate_from(2) for s in board] == [1.0, 2 / 3, None, 0.0, None, None]
    assert board[2].rate_from(1) == 1.0 and board[2].rate_from(0) == 1.0
    assert [s.name for s in stats.leaderboard(plays, Filter(game="kilim"))] == ["Eric", "Anna", "Cleo"]


def test_last_played_and_best_game(plays: list[playlog.Play]) -> None:
    ana = stats.player(plays, "Ana")
    assert ana.last_played is not None and ana.last_played.isoformat() == "2026-11-15T21:00:00+00:00"  # (3)
    assert ana.best_game == GameScores("freeplay", 3, 2, 15, 29 / 3, 4)  # her only game, 2 wins
    assert stats.player(plays, "Cy").best_game is None  # never won
    assert stats.player(plays, "Nobody").last_played is None


def test_h_index_and_plays_per_month(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The four plays and a second Kilim on 3 December: Free play 3 times, Kilim twice."""
    import json

    from games import base, serial
    from games.base import Setup
    from tests.core.plays_journal import RECORDS, Clock, build, play

    journal = build(tmp_path / "journal.sqlite3", monkeypatch)
    assert stats.h_index(playlog.plays(journal)) == 1  # Free play 3 times, Kilim once: not 2 games twice
    clock = Clock()
    monkeypatch.setattr("companion.core.journal.now_iso", clock)
    made = json.loads((RECORDS / "kilim.json").read_text("utf-8"))
    game = base.get("kilim")
    play(journal, clock, "kilim", serial.from_json(Setup, made["setup"]),
         [game.action_from_json(a) for a in made["actions"]], "2026-12-03T18:00:00", 10)
    every = playlog.plays(journal)
    journal.close()
    assert stats.h_index(every) == 2  # 2 games played at least twice each; not 3 games 3 times
    assert stats.h_index(every, Filter(player="Eric")) == 1 and stats.h_index(every, Filter(player="Ana")) == 1
    assert stats.h_index(every, Filter(player="Nobody")) == 0
    assert [stats.player(every, n).h_index for n in ("Eric", "Ana", "Nobody")] == [1, 1, 0]  # the same from a page
    eric = stats.player(every, "Eric")
    assert eric.best_game is not None and (eric.best_game.game, eric.best_game.wins) == ("kilim", 2)
    assert stats.plays_per_month(every, Filter(player="Eric"), date(2027, 1, 9), 3) == [
        (date(2026, 11, 1), 1), (date(2026, 12, 1), 1), (date(2027, 1, 1), 0)]  # across the new year
    assert stats.plays_per_month(every, Filter(player="Ana"), date(2026, 12, 31)) == [
        (date(2026, m, 1), 0) for m in range(7, 11)] + [(date(2026, 11, 1), 3), (date(2026, 12, 1), 0)]
