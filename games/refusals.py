"""A refused move, typed: what the screens show and explain instead of matching the text of an error.

A ``RuleError`` carries a message id and its parameters; the game adds the ``Clause`` it enforces (its table
``Game.clauses``, keyed by message id), so a refused move can offer the rulebook's own words ("Why?") and
the table settles a dispute from the book, not from the app's say-so. A check of what was entered rather than
of a rule (a seat that does not exist, a field out of range) names ``ENTRY`` instead of a rulebook clause.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.messages import N_, Phrase, RuleError, fill


@dataclass(frozen=True)
class Clause:
    """Where a rule is written."""

    book: str  # the rulebook: "<game>-<language>", e.g. "...-fr"; "entry" for the app's own check of an entry
    section: str  # message id: the heading it stands under (the book's language's catalogue has it as printed)
    quote: str  # the rulebook's words, in the rulebook's language
    summary: str  # message id: the rule in one line, shown in the table's language

    @property
    def language(self) -> str:
        """The rulebook's language code ("fr", "ja"), from the book's name."""
        return self.book.rsplit("-", 1)[-1] if "-" in self.book else ""


# What a check of an entry (not a rule of the game) names as its clause.
ENTRY = Clause("entry", "", "", N_("This is not a rule of the game: the app checks that what was entered can "
                                   "be on the table."))


@dataclass(frozen=True)
class Refusal:
    """Why the engine refuses a move now: a message id with its parameters, and the clause it enforces."""

    key: str
    params: tuple[tuple[str, Any], ...]
    clause: Clause | None

    @property
    def code(self) -> str:
        """A stable name for the refusal: its message id (the English text with its placeholders)."""
        return self.key

    def english(self) -> str:
        return fill(self.key, {k: str(v) if isinstance(v, Phrase) else v for k, v in self.params})

    @staticmethod
    def of(error: RuleError, clauses: Mapping[str, Clause]) -> "Refusal":
        return Refusal(error.key, tuple(error.params.items()), clauses.get(error.key))
