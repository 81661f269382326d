"""Where a piece may go, per call (printed, not asserted): the engine's legal_places against what the screens did
before, a dry apply of each candidate place, on the states of seeded random games of the five scenarios (the
sample board). On a Pi 4 expect each figure about 8 times this machine's.

    PYTHONPATH=. python benchmarks/catan_legal_places.py [--games N]
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Callable

from games.catan_ep import Spot, legal_places
from games.catan_ep.model import CatanState
from games.catan_ep.playouts import dry_apply_places, states

Finder = Callable[[CatanState, int, Spot, "int | None"], tuple[object, ...]]


def engine(state: CatanState, seat: int, spot: Spot, ship: int | None) -> tuple[object, ...]:
    return legal_places(state, seat, spot, ship)


def asks(games: int) -> list[tuple[CatanState, Spot, int | None]]:
    """What the map asks as a table plays: the spot the turn is at (the set-up, the pirate, each build while
    trading, the ship under way's moves)."""
    found: list[tuple[CatanState, Spot, int | None]] = []
    for seed in range(games):
        for state in states(seed, limit=200):
            phase = state.phase.value
            if phase == "setup":
                found.append((state, Spot.SETUP, None))
            elif phase == "pirate":
                found.append((state, Spot.PIRATE, None))
            elif phase == "trade":
                found += [(state, spot, None) for spot in (Spot.ROAD, Spot.SETTLEMENT, Spot.HARBOR, Spot.SHIP,
                                                           Spot.SETTLER, Spot.CREW)]
            if phase in ("trade", "move"):
                found += [(state, Spot.MOVE, s.id) for s in state.ships if s.seat == state.seat]
    return found


def timed(finder: Finder, work: list[tuple[CatanState, Spot, int | None]]) -> dict[Spot, list[float]]:
    times: dict[Spot, list[float]] = {}
    for state, spot, ship in work:
        start = time.perf_counter()
        finder(state, state.seat, spot, ship)
        times.setdefault(spot, []).append(time.perf_counter() - start)
    return times


def p95(times: list[float]) -> float:
    return sorted(times)[int(len(times) * 0.95)] * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=12)
    work = asks(parser.parse_args().games)
    before, after = timed(dry_apply_places, work), timed(engine, work)
    print(f"{len(work)} calls; milliseconds per call, mean (95th percentile)")
    print(f"{'spot':<11}{'calls':>7}  {'dry apply':>18}  {'legal_places':>18}  {'faster':>7}")
    for spot in Spot:
        if spot not in before:
            continue
        b, a = before[spot], after[spot]
        print(f"{spot.value:<11}{len(b):>7}  {statistics.mean(b) * 1000:>8.3f} ({p95(b):>7.3f})"
              f"  {statistics.mean(a) * 1000:>8.3f} ({p95(a):>7.3f})  {statistics.mean(b) / statistics.mean(a):>6.1f}x")
    total_b = sum(sum(v) for v in before.values())
    total_a = sum(sum(v) for v in after.values())
    print(f"all        {len(work):>7}  {total_b / len(work) * 1000:>8.3f}            {total_a / len(work) * 1000:>8.3f}"
          f"            {total_b / total_a:>6.1f}x")


if __name__ == "__main__":
    main()
