"""`./dev pi-check` (docs/pi.md#an-emulated-pi-pi-check): the emulated Pi itself runs for many minutes and is not
part of the suite; here, what can be checked on this machine in seconds: the script parses, refuses an unknown
option before it touches anything, and its "import every module" step passes here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tools" / "pi_check.sh"


def test_the_script_parses() -> None:
    assert subprocess.run(["bash", "-n", str(SCRIPT)], capture_output=True).returncode == 0


def test_an_unknown_option_is_refused_in_one_line_before_anything_is_done() -> None:
    done = subprocess.run(["bash", str(SCRIPT), "--fast"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert done.stderr.strip() == "pi-check: unknown option --fast (allowed: --keep, --rebuild)"


def test_every_module_imports_one_by_one() -> None:
    # The step the emulated Pi runs after its install; a module that fails to import names itself.
    done = subprocess.run([sys.executable, "-m", "tools.import_all"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "KIVY_NO_ARGS": "1", "KIVY_NO_CONSOLELOG": "1"})
    assert done.returncode == 0, done.stderr[-2000:]
    imported, _, total = done.stdout.split()[:3]
    assert imported == total and int(total) > 250
