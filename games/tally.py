"""Counts by kind (a game's resources or goods): one arithmetic for all of them.

A tally is a frozen dataclass of int fields, one per kind, named by the values of the game's enum of kinds
and declared in that enum's order; it subclasses ``Tally`` for the arithmetic. games.serial stores it like
any dataclass (Tally adds no field).
"""

from __future__ import annotations

import enum
from dataclasses import fields, replace
from typing import Self


class Tally:
    def get(self, kind: enum.Enum) -> int:
        value: int = getattr(self, kind.value)
        return value

    def plus(self, kind: enum.Enum, count: int = 1) -> Self:
        return replace(self, **{kind.value: self.get(kind) + count})  # type: ignore[type-var]

    def as_tuple(self) -> tuple[int, ...]:
        return tuple(getattr(self, f.name) for f in fields(self))  # type: ignore[arg-type]

    def added(self, other: Self) -> Self:
        return type(self)(*(mine + theirs for mine, theirs in zip(self.as_tuple(), other.as_tuple())))

    def minus(self, other: Self) -> Self:
        return type(self)(*(mine - theirs for mine, theirs in zip(self.as_tuple(), other.as_tuple())))

    def covers(self, other: Self) -> bool:
        return all(mine >= theirs for mine, theirs in zip(self.as_tuple(), other.as_tuple()))

    @property
    def total(self) -> int:
        return sum(self.as_tuple())
