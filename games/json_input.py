"""Checks for the JSON files the headless commands read: each failure is one line naming what and why."""

from __future__ import annotations

from typing import Any


class HeadlessError(ValueError):
    """Malformed input; the message is one line."""


def json_object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise HeadlessError(f"{what} must be a JSON object, not {type(value).__name__}")
    return value


def only_keys(data: dict[str, Any], allowed: tuple[str, ...], what: str) -> None:
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise HeadlessError(f"{what} has unknown key {unknown[0]!r}; allowed: {', '.join(allowed)}")


def whole_count(value: Any, what: str, most: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise HeadlessError(f"{what} must be a whole number from 0, not {value!r}")
    if most is not None and value > most:
        raise HeadlessError(f"{what} is {value}, more than {most}")
    return value
