"""This machine's pure-Python speed against a Raspberry Pi's, from a fixed probe (printed, not asserted).

The probe is the Computer Language Benchmarks Game's n-body, its plain CPython program (the Sun and the four
giant planets advanced step by step, dt 0.01). The published reference: 5,000,000 steps in about 158 s on a
Raspberry Pi 4 at 1.5 GHz; a Pi 5 runs pure Python about 2-2.5 times as fast as a Pi 4 (2.25 used here). The
probe is scaled down to STEPS steps (a fiftieth of the reference; the time per step is what is compared)
and run RUNS times, timed in CPU seconds (the wall clock of a shared machine counts the neighbours' work too):
the fastest run is this machine's speed.

A figure measured here times the ratio is its estimate on a Pi: the app's own work per tap and its start-up
are pure Python and scale so; a buffer swap (Mesa's software OpenGL here, the Pi's GPU there) does not.

    python benchmarks/pi_speed.py       the ratios; benchmarks/tap_to_frame.py prints its figures with them
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

PI4_SECONDS, PI4_STEPS = 158.0, 5_000_000  # the published n-body time on a Pi 4 at 1.5 GHz
PI5_OVER_PI4 = 2.25
STEPS = 100_000
RUNS = 3
RATIO_ENV = "COMPANION_BENCH_PI4_RATIO"  # run_all.py measures once and hands the ratio to every benchmark

Body = tuple[list[float], list[float], float]  # position, velocity, mass
SOLAR_MASS = 4 * 3.14159265358979323 ** 2
YEAR = 365.24


def system() -> list[Body]:
    """The benchmarks game's bodies, the Sun's momentum offset so the system's is zero."""
    planets = [([4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01],
                [1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05], 9.54791938424326609e-04),
               ([8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01],
                [-2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05], 2.85885980666130812e-04),
               ([1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01],
                [2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05], 4.36624404335156298e-05),
               ([1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01],
                [2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05], 5.15138902046611451e-05)]
    bodies: list[Body] = [([0.0, 0.0, 0.0], [0.0, 0.0, 0.0], SOLAR_MASS)]
    bodies += [(r, [v * YEAR for v in velocity], m * SOLAR_MASS) for r, velocity, m in planets]
    sun = bodies[0][1]
    for axis in range(3):
        sun[axis] = -sum(v[axis] * m for _, v, m in bodies) / SOLAR_MASS
    return bodies


def advance(bodies: list[Body], steps: int, dt: float = 0.01) -> None:
    """The benchmarks game's Python n-body loop, as published."""
    pairs = [(bodies[i], bodies[j]) for i in range(len(bodies) - 1) for j in range(i + 1, len(bodies))]
    for _ in range(steps):
        for ([x1, y1, z1], v1, m1), ([x2, y2, z2], v2, m2) in pairs:
            dx, dy, dz = x1 - x2, y1 - y2, z1 - z2
            mag = dt * ((dx * dx + dy * dy + dz * dz) ** (-1.5))
            b1m, b2m = m1 * mag, m2 * mag
            v1[0] -= dx * b2m
            v1[1] -= dy * b2m
            v1[2] -= dz * b2m
            v2[0] += dx * b1m
            v2[1] += dy * b1m
            v2[2] += dz * b1m
        for r, [vx, vy, vz], _ in bodies:
            r[0] += dt * vx
            r[1] += dt * vy
            r[2] += dt * vz


def energy(bodies: list[Body]) -> float:
    """The system's energy: the published program prints it (-0.169087605 after 1,000 steps)."""
    total = sum(0.5 * m * (v[0] ** 2 + v[1] ** 2 + v[2] ** 2) for _, v, m in bodies)
    for i, (r1, _, m1) in enumerate(bodies):
        for r2, _, m2 in bodies[i + 1:]:
            total -= m1 * m2 / sum((a - b) ** 2 for a, b in zip(r1, r2)) ** 0.5
    return total


@dataclass(frozen=True)
class PiSpeed:
    step_us: float  # this machine's fastest microseconds per n-body step

    @property
    def pi4(self) -> float:
        """How many times slower a Pi 4 runs the same pure Python."""
        return PI4_SECONDS / PI4_STEPS * 1e6 / self.step_us

    @property
    def pi5(self) -> float:
        return self.pi4 / PI5_OVER_PI4

    def estimates(self, ms: float) -> str:
        """A figure measured here as its estimates on a Pi 4 and a Pi 5."""
        return f"Pi 4 ~{ms * self.pi4:.0f} ms, Pi 5 ~{ms * self.pi5:.0f} ms"

    def describe(self) -> str:
        return (f"n-body probe: {STEPS:,} steps (the published 5,000,000 scaled down), fastest of {RUNS}: "
                f"{self.step_us:.2f} us a step here; a Pi 4 at 1.5 GHz takes {PI4_SECONDS:.0f} s for "
                f"{PI4_STEPS:,} ({PI4_SECONDS / PI4_STEPS * 1e6:.1f} us a step): Pi 4 = {self.pi4:.1f}x this "
                f"machine's time, Pi 5 = Pi 4 / {PI5_OVER_PI4} = {self.pi5:.1f}x")


def measure(steps: int = STEPS, runs: int = RUNS) -> PiSpeed:
    bodies = system()
    advance(bodies, 1000)
    if abs(energy(bodies) - -0.169087605) > 1e-9:  # the published output: the probe computes what it should
        raise RuntimeError(f"n-body probe: energy {energy(bodies):.9f} after 1,000 steps, not -0.169087605")
    best = float("inf")
    for _ in range(runs):
        bodies = system()
        start = time.process_time()  # CPU time: on a shared machine the wall clock also counts the neighbours
        advance(bodies, steps)
        best = min(best, time.process_time() - start)
    return PiSpeed(best / steps * 1e6)


def pi_speed() -> PiSpeed:
    """The ratio run_all.py measured for this run, or a fresh measurement."""
    given = os.environ.get(RATIO_ENV)
    if given:
        return PiSpeed(PI4_SECONDS / PI4_STEPS * 1e6 / float(given))
    found = measure()
    os.environ[RATIO_ENV] = str(found.pi4)
    return found


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from benchmarks.figures import report

    speed = pi_speed()
    print(speed.describe())
    report("pure Python: a Pi 4 is this machine's time x", speed.pi4, "x")
    report("pure Python: a Pi 5 is this machine's time x", speed.pi5, "x")


if __name__ == "__main__":
    main()
