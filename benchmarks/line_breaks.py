"""Line breaks (companion/screens/kit/wrap.py): the time to choose the lines of one message the first time a label
shows it at a width (a cache miss: BudouX or pyphen, and the font's measure), per language, every catalogue
message at the three widths of tests/test_text_wrap.py. A label that shows the same text again at the same width
pays a dictionary look-up (kit/wrapped.py). Printed, not asserted; no window needed.

    python benchmarks/line_breaks.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL_MS = 2.0  # a tap that shows a few new texts stays well inside a frame


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
    os.environ.setdefault("KIVY_NO_ARGS", "1")
    from benchmarks.figures import report
    from companion.screens.kit import wrap
    from tests.test_text_wrap import WIDTHS, measure, messages

    measure_text = measure()
    wrap.wrap("準備", 100, measure_text, "ja")  # BudouX's model loaded once, at the first Japanese text
    print(f"Line breaks: one message wrapped the first time, at widths {WIDTHS} px ({os.cpu_count()} cores, load "
          f"{os.getloadavg()[0]:.1f}); goal p95 <= {GOAL_MS:.0f} ms")
    for language in ("fr", "en", "ja"):
        samples = []
        for width in WIDTHS:
            wrap.words.cache_clear()
            wrap.parts.cache_clear()
            for text in messages(language):
                start = time.perf_counter()
                wrap.wrap(text, width, measure_text, language)
                samples.append(time.perf_counter() - start)
        ordered = sorted(samples)
        p50, p95 = statistics.median(ordered) * 1e3, ordered[round(0.95 * (len(ordered) - 1))] * 1e3
        print(f"  {language}: {len(samples)} wraps   p50 {p50:.3f} ms   p95 {p95:.3f} ms   max {ordered[-1] * 1e3:.2f} ms")
        report(f"line breaks, {language}: one message the first time (p95)", p95, "ms", f"<= {GOAL_MS:.0f} ms",
               p95 <= GOAL_MS)


if __name__ == "__main__":
    main()
