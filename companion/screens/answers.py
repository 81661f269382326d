"""Component data the table entered before (docs/design.md#component-data: asked once, kept in the preferences): which answers
are known and which questions are still to ask, and a figure answered before as a move needing it takes it
(docs/design.md#box-data-once-shared). Shared by the games that ask."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Protocol, TypeVar

from games.base import RuleError


class Question(Protocol):
    @property
    def option(self) -> str: ...

    @property
    def prefill(self) -> str: ...


Q = TypeVar("Q", bound=Question)


def stored_answers(preferences: Any, key: str, options: dict[str, Any], questions: list[Q],
                   check: Callable[[str, Any], Any], again: bool = False) -> tuple[dict[str, Any], list[Q]]:
    """(``options`` with every stored answer ``check`` accepts, the questions still to ask). The answer of a
    question is the preference ``key.format(option=...)``. ``again``: the answered questions are asked too,
    prefilled with the earlier answer."""
    remaining = []
    for question in questions:
        stored = preferences.get(key.format(option=question.option))
        if stored is None:
            remaining.append(question)
            continue
        try:
            options[question.option] = check(question.option, stored)
        except RuleError:
            remaining.append(question)
            continue
        if again:
            remaining.append(replace(question, prefill=str(stored)))  # type: ignore[type-var]
    return options, remaining


def stored_figure(preferences: Any, key: str, check: Callable[[Any], Any]) -> str | None:
    """The answer kept under the preference ``key`` as the fact games.figures.BoxFigure takes it (``check``'s text of
    it), or None: never asked, or an answer the game no longer reads (asked again)."""
    stored = preferences.get(key)
    if stored is None:
        return None
    try:
        return str(check(stored))
    except RuleError:
        return None
