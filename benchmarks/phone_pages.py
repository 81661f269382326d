"""A seat's phone page, per build (printed, not asserted): what the Kivy thread spends on each seat's page after a
move (companion/seat_faces.py: both views, the offers each checked by the engine, the last move's events), on every
state of seeded random 4-player games of Ilos, Kilia and Catan: Explorers & Pirates played through a Session on a
journal file. A move costs the table one page per seat with a phone. The time is the thread's CPU time (the machine
may be shared: a wall clock counts the other programs' turns too). On a Pi 4 expect about 8 times these figures.

    PYTHONPATH=. python benchmarks/phone_pages.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from companion.core.journal import Journal
from companion.core.session import Session
from companion.plugins import plugin_for, resolve
from games import base
from games.base import Setup

PLAYERS = [("Ana", "red"), ("Ben", "blue"), ("Chloé", "white"), ("Dev", "orange")]


def move_times(engine: str, seed: int, folder: Path) -> list[float]:
    game, plugin = base.get(engine), plugin_for(engine)
    assert plugin is not None and plugin.phone is not None
    face, rng = resolve(plugin.phone)(), random.Random(seed)
    players = PLAYERS[:game.max_players]
    journal = Journal.open(folder / f"{engine}-{seed}.sqlite3")
    session = Session.new(journal, game, Setup.of(players, **game.sample_options()))
    times: list[float] = []  # the pages of every seat after a move, together
    while session.outcome is None:
        start = time.thread_time()
        for seat in range(len(players)):
            face.page(session, seat)
        times.append(time.thread_time() - start)
        session.play(game.sample_action(session.state, rng))
    journal.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    games = parser.parse_args().games
    with tempfile.TemporaryDirectory() as folder:
        for engine in ("ilos", "kilia", "catan-ep"):
            times = sorted(t * 1000 for seed in range(games) for t in move_times(engine, seed, Path(folder)))
            print(f"{engine:9} {len(times):5} moves, {len(PLAYERS)} pages each  p50 {times[len(times) // 2]:.2f} ms  "
                  f"p95 {times[int(len(times) * 0.95)]:.2f} ms  max {times[-1]:.2f} ms")


if __name__ == "__main__":
    main()
