"""JSON round-trip for frozen dataclasses, with no per-game code.

Values allowed in states and actions: None, bool, int, str, enums (stored by value), tuples
(``tuple[X, ...]`` or fixed ``tuple[X, Y]``), unions of those, and nested frozen dataclasses.
Floats are refused on purpose: every quantity on a board game table is a whole number, and floats
would make replayed states compare unequal by rounding.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from typing import Any, Union


def to_json(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [to_json(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    raise TypeError(f"cannot store {type(value).__name__} in a game state: {value!r}")


def tagged_to_json(value: Any) -> dict[str, Any]:
    """An action: its fields plus ``"type"``, the class name, so a union can be read back."""
    return {"type": type(value).__name__, **to_json(value)}


def tagged_from_json(classes: tuple[type, ...], data: Any) -> Any:
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"an action needs a 'type' field, got {data!r}")
    by_name = {c.__name__: c for c in classes}
    cls = by_name.get(data["type"]) if isinstance(data["type"], str) else None
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}; known: {', '.join(sorted(by_name))}")
    return from_json(cls, {k: v for k, v in data.items() if k != "type"})


def from_json(tp: Any, data: Any) -> Any:
    origin = typing.get_origin(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        return _from_union(typing.get_args(tp), data)
    if tp is type(None):
        if data is not None:
            raise ValueError(f"expected null, got {data!r}")
        return None
    if origin is tuple:
        return _from_tuple(typing.get_args(tp), data)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _from_dataclass(tp, data)
    if tp in (bool, int, str):
        if type(data) is not tp:  # bool is an int in Python; keep them apart
            raise ValueError(f"expected {tp.__name__}, got {data!r}")
        return data
    raise TypeError(f"unsupported type in a game state: {tp!r}")


def _from_union(options: tuple[Any, ...], data: Any) -> Any:
    errors = []
    for option in options:
        try:
            return from_json(option, data)
        except (ValueError, TypeError) as exc:
            errors.append(str(exc))
    raise ValueError(f"{data!r} fits none of {options}: {'; '.join(errors)}")


def _from_tuple(args: tuple[Any, ...], data: Any) -> tuple[Any, ...]:
    if not isinstance(data, list):
        raise ValueError(f"expected a list, got {data!r}")
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(from_json(args[0], item) for item in data)
    if len(args) != len(data):
        raise ValueError(f"expected {len(args)} items, got {len(data)}")
    return tuple(from_json(a, item) for a, item in zip(args, data))


def _from_dataclass(cls: type, data: Any) -> Any:
    if not isinstance(data, dict):
        raise ValueError(f"expected an object for {cls.__name__}, got {data!r}")
    hints = _hints(cls)
    fields = {f.name for f in dataclasses.fields(cls) if f.init}
    unknown = set(data) - fields
    if unknown:
        raise ValueError(f"{cls.__name__} has no field {', '.join(sorted(unknown))}")
    missing = {f.name for f in dataclasses.fields(cls) if f.init and f.default is dataclasses.MISSING
               and f.default_factory is dataclasses.MISSING} - set(data)
    if missing:
        raise ValueError(f"{cls.__name__} needs the field {', '.join(sorted(missing))}")
    return cls(**{name: from_json(hints[name], value) for name, value in data.items()})


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)
