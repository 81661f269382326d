"""From config/games/ilos.toml (parsed by the app: this module reads no file) to Ilos's set-up options.

The market price rows are not printed in the rulebook. ``price_options`` gives the options of the rows the
file holds as verified, and the resources whose row the app must ask the table for; ``row_option`` turns the
table's answer into an option value. Pure: dicts in, dicts out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from games.base import RuleError
from games.ilos.model import RESOURCES, Resource
from games.ilos.setup import PRICE_OPTIONS, price_row
from games.ilos.words import resource_phrase


@dataclass(frozen=True)
class PriceQuestion:
    """A row the app asks the table for: prefilled with ``row`` (maybe empty), its first figures ``starts``."""

    resource: Resource
    option: str
    row: tuple[int, ...]
    starts: tuple[int, ...]
    source: str


def row_option(figures: Sequence[int]) -> str:
    """The option value of a price row: its figures in a string ("1 2 4 6 9"), which survives JSON."""
    return " ".join(str(f) for f in figures)


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or any(not isinstance(v, int) or isinstance(v, bool) for v in value):
        return ()
    return tuple(value)


def price_options(config: Mapping[str, Any]) -> tuple[dict[str, str], list[PriceQuestion]]:
    """(options for Setup from the verified rows, questions for the rows the table must give)."""
    market = config.get("market", {})
    rows = market.get("prices", {}) if isinstance(market, Mapping) else {}
    options: dict[str, str] = {}
    questions: list[PriceQuestion] = []
    for resource in RESOURCES:
        entry = rows.get(resource.value, {}) if isinstance(rows, Mapping) else {}
        entry = entry if isinstance(entry, Mapping) else {}
        row, option = _ints(entry.get("row")), PRICE_OPTIONS[resource]
        if entry.get("verified") is True:
            price_row(resource, row)  # a verified row that is malformed is a broken file: say so
            options[option] = row_option(row)
            continue
        questions.append(PriceQuestion(resource, option, row, _ints(entry.get("starts")), str(entry.get("source", ""))))
    return options, questions


def check_answer(question: PriceQuestion, figures: Sequence[int]) -> str:
    """The option value for the table's answer; RuleError if it is no price row or contradicts ``starts``."""
    row = price_row(question.resource, list(figures))
    if question.starts and row[:len(question.starts)] != question.starts:
        raise RuleError("The market price row of {resource} starts {starts} (rulebook), not {row}",
                        resource=resource_phrase(question.resource), starts=row_option(question.starts),
                        row=row_option(row))
    return row_option(row)
