"""Export and statistics of 2,000 plays (docs/records.md#statistics): a journal in memory of 2,000 finished games of
Free play (2 to 4 of 8 players, two rounds each, a day apart), read as the play log, then exported (BG Stats and
CSV) and counted (every player, every game, every pair head to head); apart, the leaderboard with the H-index and
each player's plays per month and H-index. Goal: export + statistics under 1 s."""

from __future__ import annotations

import itertools
import random
import statistics
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.figures import report  # noqa: E402
from companion.core import exports, journal as journal_module, playlog, stats  # noqa: E402
from companion.core.journal import Journal  # noqa: E402
from companion.core.session import Session  # noqa: E402
from games import base  # noqa: E402
from games.base import Setup  # noqa: E402
from games.freeplay.state import EndGame, EndTurn, SetScore  # noqa: E402

PLAYS = 2000
NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hana"]
COLOURS = ["red", "blue", "green", "yellow", "white", "orange"]
RUNS = 5
GOAL_S = 1.0


def journal_of(count: int, seed: int = 7) -> Journal:
    rng = random.Random(seed)
    clock = [datetime(2021, 1, 1, 20, tzinfo=timezone.utc)]
    journal_module.now_iso = lambda: clock[0].strftime("%Y-%m-%dT%H:%M:%SZ")  # type: ignore[attr-defined]
    journal, game = Journal.memory(), base.get("freeplay")
    for number in range(count):
        clock[0] = datetime(2021, 1, 1, 20, tzinfo=timezone.utc) + timedelta(days=number)
        names = rng.sample(NAMES, rng.randint(2, 4))
        setup = Setup.of(list(zip(names, COLOURS)), first_seat=rng.randrange(len(names)))
        session = Session.new(journal, game, setup)
        for round_ in (1, 2):
            for seat in range(len(names)):
                clock[0] += timedelta(minutes=rng.randint(1, 6))
                session.play(SetScore(round_, seat, rng.randint(0, 30)))
            if round_ == 1:
                for _ in names:
                    session.play(EndTurn(0))
        session.play(EndGame(0))
    return journal


def export_and_count(plays: list[playlog.Play]) -> tuple[int, int]:
    made = exports.bgstats(plays, {}, timezone.utc)
    table = exports.to_csv(plays)
    names = stats.players(plays)
    for name in names:
        stats.player(plays, name)
    for game in stats.games(plays):
        stats.game(plays, game)
    for one, other in itertools.combinations(names, 2):
        stats.head_to_head(plays, one, other)
    return len(made), table.count("\n") - 1


def leaderboard_and_pages(plays: list[playlog.Play]) -> int:
    """What the Statistics screen adds: the leaderboard and the table's H-index, and each player's page figures."""
    board = stats.leaderboard(plays)
    last = max(p.start for p in plays).date()
    for one in board:
        stats.plays_per_month(plays, stats.Filter(player=one.name), last)
    return stats.h_index(plays) + sum(one.h_index for one in board)


def main() -> None:
    started = time.perf_counter()
    journal = journal_of(PLAYS)
    print(f"built a journal of {PLAYS} games in {time.perf_counter() - started:.1f} s (not counted)")
    read, counted, pages = [], [], []
    for _ in range(RUNS):
        start = time.perf_counter()
        plays = playlog.plays(journal)
        read.append(time.perf_counter() - start)
        start = time.perf_counter()
        exported, rows = export_and_count(plays)
        counted.append(time.perf_counter() - start)
        start = time.perf_counter()
        leaderboard_and_pages(plays)
        pages.append(time.perf_counter() - start)
    assert exported == PLAYS
    journal.close()
    best, median, log = min(counted), statistics.median(counted), statistics.median(read)
    print(f"{PLAYS} plays, {rows} CSV rows, {len(NAMES)} players, {len(NAMES) * (len(NAMES) - 1) // 2} pairs")
    print(f"play log from the journal: median {log * 1000:.0f} ms over {RUNS} runs")
    print(f"export (BG Stats + CSV) + statistics: median {median * 1000:.0f} ms, best {best * 1000:.0f} ms "
          f"(goal < {GOAL_S:.0f} s)")
    report(f"export + statistics, {PLAYS} plays (median)", median * 1000, "ms", f"< {GOAL_S * 1000:.0f} ms",
           median < GOAL_S)
    print(f"leaderboard, H-index and every player's plays per month: median {statistics.median(pages) * 1000:.0f} ms")
    report(f"play log from the journal, {PLAYS} plays (median)", log * 1000, "ms")
    report(f"leaderboard and players' pages, {PLAYS} plays (median)", statistics.median(pages) * 1000, "ms")


if __name__ == "__main__":
    main()
