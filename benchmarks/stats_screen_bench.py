"""The Statistics screen's figures over 2,000 plays (docs/records.md#statistics): what each tab computes when it
is tapped (everyone's row, one player with head to head against each other player, every game, the charts'
series; and each player's colour, once a visit), from the play log of benchmarks/stats_bench.py's journal. No window: the screen's specs and series
are plain Python (companion/screens/stats_view.py). Goal: every tab under 1 s, the play log read once per visit."""

from __future__ import annotations

import statistics
import sys
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.figures import report  # noqa: E402
from benchmarks.stats_bench import NAMES, PLAYS, RUNS, journal_of  # noqa: E402
from companion.core import playlog  # noqa: E402
from companion.screens import stats_view as view  # noqa: E402

GOAL_S = 1.0


def every_tab(plays: list[playlog.Play]) -> dict[str, float]:
    only = view.make_filter(None, None, "all", date(2026, 11, 26))
    took: dict[str, float] = {}
    start = time.perf_counter()
    tone = view.colours(plays)
    took["players' colours, once a visit"] = time.perf_counter() - start
    start = time.perf_counter()
    view.player_rows(plays, only, lambda _: None)
    took["players"] = time.perf_counter() - start
    start = time.perf_counter()
    mine = view.make_filter(None, NAMES[0], "all", date(2026, 11, 26))
    view.one_player(plays, mine, NAMES[0])
    view.months(plays, mine, NAMES[0], date(2026, 11, 26), tone[NAMES[0]])
    took["one player, head to head"] = time.perf_counter() - start
    start = time.perf_counter()
    view.game_items(plays, only)
    took["games"] = time.perf_counter() - start
    start = time.perf_counter()
    view.score_series(plays, only, tone=tone)
    view.win_rates(plays, only, tone=tone)
    took["charts"] = time.perf_counter() - start
    return took


def main() -> None:
    journal = journal_of(PLAYS)
    plays = playlog.plays(journal)
    journal.close()
    runs = [every_tab(plays) for _ in range(RUNS)]
    worst = 0.0
    for tab in runs[0]:
        median = statistics.median(run[tab] for run in runs)
        worst = max(worst, median)
        print(f"{PLAYS} plays, tab {tab}: median {median * 1000:.0f} ms over {RUNS} runs")
    print(f"slowest tab: {worst * 1000:.0f} ms (goal < {GOAL_S:.0f} s)")
    report(f"statistics screen's slowest tab, {PLAYS} plays (median)", worst * 1000, "ms",
           f"< {GOAL_S * 1000:.0f} ms", worst < GOAL_S)


if __name__ == "__main__":
    main()
