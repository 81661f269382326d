"""Kilia's entries on the kit (docs/design.md#the-kit): a sheet whose body is a list of specs, reconciled in place
at every tap (``show``), with the engine's refusal said at its top and "Why?" for its clause; and the counts entry,
everything the table tells the app as numbers on steppers: a payment, a contract turned up, a ship's income, the
goods delivered to points skills, a correction.

A counts entry is given its rows, how the counts make an action (``build``) and what to do with it (``commit``:
play it, or keep it); ``commit`` returns the engine's RuleError, said inside the entry, or None to close it. A
live line under the title says what the counts make (``describe``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import groupby
from typing import Any, Callable

from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.overlay import Sheet
from companion.screens.kit.widgets import reconcile
from games.base import RuleError
from games.kilia import Kilia
from games.refusals import Refusal

Commit = Callable[[Any], RuleError | None]


class Entry(Sheet):
    """Cancel and the entry's own button at the bottom; ``items()`` (a subclass's) in the body."""

    def __init__(self, title: str, confirm: str, **kwargs: Any) -> None:
        super().__init__(title=title, **kwargs)
        self.note = ""
        self.problem: specs.Item | None = None
        self.cancel_button = self.add_button(tr._("Cancel"), self.dismiss, key="cancel")
        self.confirm_button = self.add_button(confirm, self.confirm, tone="primary", key="ok")

    def dismiss(self, *args: Any, **kwargs: Any) -> None:
        super().dismiss(*args, animation=False)  # gone now: the next card's entry may open at once

    def items(self) -> list[specs.Item]:
        raise NotImplementedError

    def confirm(self) -> None:
        raise NotImplementedError

    def show(self) -> None:
        lead: list[specs.Item] = [specs.Text(self.note, tone="muted")] if self.note else []
        reconcile(self.body, lead + ([self.problem] if self.problem else []) + self.items())

    def refuse(self, problem: RuleError | str | None) -> None:
        """Say what is wrong (the engine's refusal, with "Why?") at the top, in sight; None clears it."""
        self.problem = (None if problem is None else specs.Text(problem, tone="warning")
                        if isinstance(problem, str) else specs.Refused(Refusal.of(problem, Kilia.clauses)))
        self.show()
        if problem is not None:
            self.body.parent.scroll_y = 1


@dataclass
class Row:
    key: str
    title: str
    value: int = 0
    high: int = 99
    section: str = ""  # a heading shown above each section's steppers


Counts = dict[str, int]


class CountsEntry(Entry):
    """Open as soon as it is made."""

    def __init__(self, title: str, rows: list[Row], build: Callable[[Counts], Any], commit: Commit, confirm: str,
                 describe: Callable[[Any], str] | None = None, columns: int = 1, note: str = "") -> None:
        super().__init__(title, confirm)
        self.rows, self.build, self.commit, self.describe, self.columns = rows, build, commit, describe, columns
        self.note = note
        self.counts: Counts = {row.key: row.value for row in rows}
        self.show()
        self.open()

    def items(self) -> list[specs.Item]:
        found: list[specs.Item] = []
        if self.describe is not None:
            found.append(specs.Text(self.describe(self.build(self.counts))))
        for section, rows in groupby(self.rows, key=lambda row: row.section):
            if section:
                found.append(specs.Heading(section))
            found.append(specs.Grid([specs.Stepper(row.title, self.counts[row.key], partial(self.set, row.key),
                                                   high=row.high, key=row.key) for row in rows], self.columns))
        return found

    def set(self, key: str, value: int) -> None:
        """A count changed (a stepper's - or +)."""
        self.counts[key] = value
        self.problem = None
        self.show()

    def confirm(self) -> None:
        error = self.commit(self.build(self.counts))
        if error is not None:
            self.refuse(error)
            return
        self.dismiss()

