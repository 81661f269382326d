"""A frozen dataclass with some fields changed, at a fraction of ``dataclasses.replace``'s cost.

``dataclasses.replace`` looks up every field and calls ``__init__``, which sets each one through
``object.__setattr__``: for a state of a dozen fields that was half of replaying a long game
(docs/records.md#replays-cost). A class with no ``__post_init__`` and every field set by ``__init__`` has nothing for
``__init__`` to check, so its copy is its instance dictionary with the changes laid over; any other class goes
through ``dataclasses.replace``.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any, TypeVar

T = TypeVar("T")


def evolve(value: T, **changes: Any) -> T:
    """``dataclasses.replace(value, **changes)``, as fast as a dictionary copy where the class allows it."""
    cls: type = value.__class__
    names = _plain_fields(cls)
    if names is None:
        return dataclasses.replace(value, **changes)  # type: ignore[type-var]
    if not names.issuperset(changes):
        raise TypeError(f"{type(value).__name__} has no field {', '.join(sorted(set(changes) - names))}")
    copy: T = object.__new__(cls)
    copy.__dict__.update(value.__dict__)
    copy.__dict__.update(changes)
    return copy


@functools.cache
def _plain_fields(cls: type) -> frozenset[str] | None:
    """The field names of a dataclass whose copy needs no ``__init__``; None for any other class."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__") or hasattr(cls, "__slots__"):
        return None
    fields = dataclasses.fields(cls)
    if any(not f.init for f in fields):
        return None
    return frozenset(f.name for f in fields)
