"""One table of every figure with its goal: each benchmark reports its headline figures here, and
`./dev bench` (run_all.py) prints them together at the end. A benchmark run alone just prints its own."""

from __future__ import annotations

import json
import os
from pathlib import Path

FIGURES_ENV = "COMPANION_BENCH_FIGURES"  # a JSON-lines file run_all.py collects


def report(label: str, value: float, unit: str, goal: str = "", met: bool | None = None) -> None:
    """Keep one headline figure; ``goal`` in words ("<= 33 ms"), ``met`` whether this run reached it."""
    path = os.environ.get(FIGURES_ENV)
    if not path:
        return
    with Path(path).open("a", encoding="utf-8") as out:
        out.write(json.dumps({"label": label, "value": value, "unit": unit, "goal": goal, "met": met}) + "\n")


def table(path: Path) -> str:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    width = max((len(r["label"]) for r in rows), default=10)
    lines = [f"{'figure':{width}}  {'value':>14}  {'goal':>14}  met"]
    for r in rows:
        met = {True: "yes", False: "NO", None: "-"}[r["met"]]
        lines.append(f"{r['label']:{width}}  {r['value']:>10.3g} {r['unit']:3}  {r['goal']:>14}  {met}")
    return "\n".join(lines)
