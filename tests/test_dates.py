"""Dates as the table reads them, with the year, in each language (docs/design.md#history)."""

from __future__ import annotations

from companion.screens.dates import local_time, long_date


def test_dates_with_the_year_in_each_language() -> None:
    iso = "2026-11-26T12:00:00+00:00"
    when = local_time(iso)
    assert when is not None
    day, clock = when.day, f"{when:%H:%M}"
    assert long_date(iso, "fr") == f"{day} nov. 2026 · {clock}"
    assert long_date(iso, "en") == f"{day} Nov 2026 · {clock}"
    assert long_date(iso, "ja") == f"2026年11月{day}日 {clock}"
    assert long_date("2026-05-03T12:00:00+00:00", "fr").startswith(f"{local_time('2026-05-03T12:00:00+00:00').day} mai 2026")  # type: ignore[union-attr]


def test_a_damaged_time_reads_as_a_question_mark() -> None:
    assert long_date("not a time", "en") == "?"
