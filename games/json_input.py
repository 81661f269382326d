"""Checks for the JSON files the headless commands read: each failure is one line naming the field (as a JSON
path: ``players[0].name``, ``bids.Red``) and what is allowed, translatable like a RuleError (a message id and
its params; the command adds the file's name and translates)."""

from __future__ import annotations

import json
import re
from typing import Any

from games.base import N_, Phrase, RuleError, fill

MAX_COUNT = 999_999  # no count, score or card on a table comes near; what a printer or a sum can hold easily
MAX_NAME = 40  # characters in a player's name
SHOWN = 40  # characters of a refused value repeated in a message
THE_FILE = Phrase.of(N_("the file"))
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class HeadlessError(ValueError):
    """Malformed input: ``key`` (an English message id with ``{placeholders}``) and ``params``; ``str()`` is the
    English line. ``in_config``: the fault is in the game's component file (config/games/), not the input."""

    def __init__(self, key: str, /, *, in_config: bool = False, **params: Any) -> None:
        self.key, self.params, self.in_config = key, params, in_config
        super().__init__(self.english())

    def english(self) -> str:
        return fill(self.key, self.params)

    @staticmethod
    def of(error: RuleError, in_config: bool = False) -> "HeadlessError":
        """A rules check on the file's values: the same message, a value it quotes cut to a readable length."""
        return HeadlessError(error.key, in_config=in_config,
                             **{k: shown_text(v) if isinstance(v, str) else v for k, v in error.params.items()})


def at(field: Any, key: str | int) -> str:
    """The JSON path of ``key`` inside ``field`` ("players" + 0 -> "players[0]"; + "name" -> "players[0].name")."""
    parent = "" if isinstance(field, Phrase) else str(field)
    if isinstance(key, int):
        return f"{parent}[{key}]"
    if _PLAIN_KEY.fullmatch(key):
        return f"{parent}.{key}" if parent else key
    return f"{parent}[{shown(key)}]"


def shown_text(text: str) -> str:
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def shown(value: Any) -> str:
    """A value from the file as JSON, cut short: a message stays one readable line whatever the file holds."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = type(value).__name__
    return shown_text(text)


def kind(value: Any) -> str:
    """The JSON name of a value's type."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return {dict: "object", list: "array", str: "string", int: "number", float: "number"}.get(type(value), "?")


def json_object(value: Any, field: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise HeadlessError("{field} must be a JSON object, not {kind}", field=field, kind=kind(value))
    return value


def json_list(value: Any, field: Any, least: int = 0, most: int = MAX_COUNT) -> list[Any]:
    if not isinstance(value, list):
        raise HeadlessError("{field} must be a list of {least} to {most} items, not {kind}", field=field,
                            least=least, most=most, kind=kind(value))
    if not least <= len(value) <= most:
        raise HeadlessError("{field} must be a list of {least} to {most} items; it holds {count}", field=field,
                            least=least, most=most, count=len(value))
    return value


def only_keys(data: dict[str, Any], allowed: tuple[str, ...], field: Any) -> None:
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise HeadlessError("{field} has an unknown key {key}; allowed: {allowed}", field=field,
                            key=shown(unknown[0]), allowed=", ".join(allowed))


def whole_count(value: Any, field: Any, most: int | None = None, least: int = 0) -> int:
    """A whole number from ``least`` to ``most`` (MAX_COUNT when not said)."""
    most = MAX_COUNT if most is None else most
    if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= most:
        raise HeadlessError("{field} must be a whole number from {least} to {most}, not {value}", field=field,
                            least=least, most=most, value=shown(value))
    return value


def flag(value: Any, field: Any) -> bool:
    if not isinstance(value, bool):
        raise HeadlessError("{field} must be true or false, not {value}", field=field, value=shown(value))
    return value


def one_of(value: Any, allowed: tuple[str, ...], field: Any) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise HeadlessError("{field} must be one of {allowed}, not {value}", field=field,
                            allowed=", ".join(allowed), value=shown(value))
    return value


def player_name(value: Any, field: Any, taken: list[str]) -> str:
    """A player's name: text of 1 to MAX_NAME characters, not blank, not a name already taken."""
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME:
        raise HeadlessError("{field} must be a player's name: 1 to {most} characters, not blank; not {value}",
                            field=field, most=MAX_NAME, value=shown(value))
    if value.strip().casefold() in {name.strip().casefold() for name in taken}:
        raise HeadlessError("{field}: two players are named {name}", field=field, name=shown(value))
    return value
