"""A journal time (ISO 8601, UTC) as the table reads it, with the year: "26 nov. 2026" (fr), "26 Nov 2026"
(en), "2026年11月26日" (ja). The three languages' month names are here: no locale data to install."""

from __future__ import annotations

from datetime import date, datetime

MONTHS = {
    "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."),
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
}


def local_time(iso: str) -> datetime | None:
    try:
        return datetime.fromisoformat(iso).astimezone()  # the journal writes UTC; the table lives in local time
    except (ValueError, OverflowError, OSError):
        return None


def long_date(iso: str, language: str) -> str:
    """The day with the year and the time of day; "?" for a time that cannot be read (a damaged row)."""
    when = local_time(iso)
    if when is None:
        return "?"
    if language == "ja":
        return f"{when.year}年{when.month}月{when.day}日 {when:%H:%M}"
    month = MONTHS.get(language, MONTHS["en"])[when.month - 1]
    return f"{when.day} {month} {when.year} · {when:%H:%M}"


def day_text(day: date, language: str) -> str:
    """A day with the year, no time: "26 nov. 2026", "26 Nov 2026", "2026年11月26日" (a chart's axis, a play)."""
    if language == "ja":
        return f"{day.year}年{day.month}月{day.day}日"
    return f"{day.day} {MONTHS.get(language, MONTHS['en'])[day.month - 1]} {day.year}"


def month_text(day: date, language: str) -> str:
    """A day's month with the year: "nov. 2026", "Nov 2026", "2026年11月" (a chart of plays per month)."""
    if language == "ja":
        return f"{day.year}年{day.month}月"
    return f"{MONTHS.get(language, MONTHS['en'])[day.month - 1]} {day.year}"
