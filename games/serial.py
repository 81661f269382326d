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
from typing import Any, Callable, Union


def to_json(value: Any) -> Any:
    encode = _ENCODERS.get(type(value))
    if encode is None:
        encode = _ENCODERS[type(value)] = _encoder_for(value)
    return encode(value)


# How each type is stored, worked out once per type: states are deep trees of a few dozen types, and asking
# isinstance and dataclasses.fields at every node was most of the cost of storing one.
_ENCODERS: dict[type, Callable[[Any], Any]] = {}


def _encoder_for(value: Any) -> Callable[[Any], Any]:
    if value is None or isinstance(value, (bool, int, str)):
        return _same
    if isinstance(value, enum.Enum):
        return _enum_value
    if isinstance(value, tuple):
        return _items
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = tuple(f.name for f in dataclasses.fields(value))
        return lambda v: {name: to_json(getattr(v, name)) for name in names}
    raise TypeError(f"cannot store {type(value).__name__} in a game state: {value!r}")


def _same(value: Any) -> Any:
    return value


def _enum_value(value: enum.Enum) -> Any:
    return value.value


def _items(value: tuple[Any, ...]) -> list[Any]:
    return [to_json(v) for v in value]


def tagged_to_json(value: Any) -> dict[str, Any]:
    """An action: its fields plus ``"type"``, the class name, so a union can be read back."""
    return {"type": type(value).__name__, **to_json(value)}


def tagged_from_json(classes: tuple[type, ...], data: Any) -> Any:
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"an action needs a 'type' field, got {data!r}")
    by_name = _tagged_decoders(classes)
    read = by_name.get(data["type"]) if isinstance(data["type"], str) else None
    if read is None:
        raise ValueError(f"unknown action type {data['type']!r}; known: {', '.join(sorted(by_name))}")
    return read(data)


@functools.cache
def _tagged_decoders(classes: tuple[type, ...]) -> dict[str, Decoder]:
    """Each class's name to its reader, the "type" tag allowed: worked out once per game, not once per action (a
    replay reads 200,000 of them, docs/records.md#replays-cost)."""
    return {c.__name__: _dataclass_decoder(c, tag="type") for c in classes}


def from_json(tp: Any, data: Any) -> Any:
    return _decoder(tp)(data)


Decoder = Callable[[Any], Any]


@functools.cache
def _decoder(tp: Any) -> Decoder:
    """How a value of type ``tp`` is read back, worked out once per type (as ``_ENCODERS``)."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return _same
    if origin in (Union, types.UnionType):
        return _union_decoder(typing.get_args(tp))
    if tp is type(None):
        return _null
    if origin is tuple:
        return _tuple_decoder(typing.get_args(tp))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass_decoder(tp)
    if tp in _EXACTLY:
        return _EXACTLY[tp]
    raise TypeError(f"unsupported type in a game state: {tp!r}")


def _null(data: Any) -> None:
    if data is not None:
        raise ValueError(f"expected null, got {data!r}")
    return None


def _exactly(tp: type) -> Decoder:
    def read(data: Any) -> Any:
        if data.__class__ is not tp:  # bool is an int in Python; keep them apart
            raise ValueError(f"expected {tp.__name__}, got {data!r}")
        return data
    return read


_EXACTLY: dict[Any, Decoder] = {tp: _exactly(tp) for tp in (bool, int, str)}


def _union_decoder(options: tuple[Any, ...]) -> Decoder:
    """Each option in turn; null straight to None where the union allows it (most unions are ``X | None``,
    and a refused option costs an exception)."""
    nullable = type(None) in options
    readers: list[Decoder] = []  # filled at the first read, as a dataclass's: an option may be the type being built

    def read(data: Any) -> Any:
        if data is None and nullable:
            return None
        if not readers:
            readers.extend(_decoder(option) for option in options)
        errors = []
        for option in readers:
            try:
                return option(data)
            except (ValueError, TypeError) as exc:
                errors.append(str(exc))
        raise ValueError(f"{data!r} fits none of {options}: {'; '.join(errors)}")
    return read


def _tuple_decoder(args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])

        def each(data: Any) -> tuple[Any, ...]:
            return tuple(item(value) for value in _list(data))
        return each
    items = [_decoder(a) for a in args]

    def fixed(data: Any) -> tuple[Any, ...]:
        if len(_list(data)) != len(items):
            raise ValueError(f"expected {len(items)} items, got {len(data)}")
        return tuple(read(value) for read, value in zip(items, data))
    return fixed


def _list(data: Any) -> list[Any]:
    if not isinstance(data, list):
        raise ValueError(f"expected a list, got {data!r}")
    return data


def _dataclass_decoder(cls: type, tag: str | None = None) -> Decoder:
    """A dataclass from its fields' object; ``tag``, a key that may stand beside them and is skipped (an action's
    "type")."""
    hints = _hints(cls)
    fields = {f.name for f in dataclasses.fields(cls) if f.init}
    required = {f.name for f in dataclasses.fields(cls) if f.init and f.default is dataclasses.MISSING
                and f.default_factory is dataclasses.MISSING}
    whole = fields | {tag} if tag is not None else fields  # every key given: the common case, checked at once
    readers: list[tuple[str, Decoder]] = []  # filled at the first read: a dataclass may hold itself (a tree)

    def read(data: Any) -> Any:
        if not isinstance(data, dict):
            raise ValueError(f"expected an object for {cls.__name__}, got {data!r}")
        if not readers:
            readers.extend((name, _decoder(hints[name])) for name in sorted(fields))
        if data.keys() == whole:
            return cls(**{name: field(data[name]) for name, field in readers})
        unknown = data.keys() - whole
        if unknown:
            raise ValueError(f"{cls.__name__} has no field {', '.join(sorted(unknown))}")
        missing = required - data.keys()
        if missing:
            raise ValueError(f"{cls.__name__} needs the field {', '.join(sorted(missing))}")
        return cls(**{name: field(data[name]) for name, field in readers if name in data})
    return read


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)
