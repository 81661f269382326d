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
    assert stats.head_to_head(plays, "Ana", "Bo") == HeadToHead(2, (1, 2), (0, 1), 1)
    assert stats.head_to_head(plays, "Ana", "Cy") == HeadToHead(2, (2, 0), (2, 0), 0)


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
