"""A ``SeatPage`` in one phone's language, as the JSON the page draws (docs/phones.md): every word translated on
the Kivy thread from the app's catalogues; a choice keeps only its opaque key. Pure: no I/O, no thread."""

from __future__ import annotations

from typing import Any

from companion.locale import Translator
from companion.seat_page import Choice, Line, SeatPage, Section, Words
from games.messages import N_, Plural
from games.refusals import Refusal

EDITIONS = {"fr": N_("Rulebook (French edition)"), "ja": N_("Rulebook (Japanese edition)")}


def words(tr: Translator, said: Words | None) -> str | None:
    """A message or a counted phrase shown on its own ("3 smoked sprats cards"), in the phone's language."""
    if isinstance(said, Plural):
        return tr.plural(said.one, said.many, said.count, dict(said.params))
    return None if said is None else tr.message(said.key, dict(said.params))


def why(tr: Translator, refusal: Refusal) -> dict[str, Any]:
    """The refusal as "Why?" reads it on the table (docs/design.md#refusals): the reason, the rule where it is
    another sentence, the rulebook's edition and section, the quote in the book's own language."""
    clause = refusal.clause
    shown: dict[str, Any] = {"reason": tr.message(refusal.key, dict(refusal.params))}
    if clause is None:
        shown["rule"] = tr.text("The rulebook's words for this are not in the app yet.")
        return shown
    if clause.summary != refusal.key:
        shown["rule"] = tr.text(clause.summary)
    if clause.quote:
        book = tr.text(EDITIONS.get(clause.language, N_("Rulebook")))
        shown["book"] = tr.message("{rulebook} · {section}", {"rulebook": book, "section": tr.text(clause.section)}) \
            if clause.section else book
        shown["quote"] = clause.quote
    return shown


def _line(tr: Translator, line: Line) -> dict[str, Any]:
    return {"text": words(tr, line.words), "secret": line.secret}


def _section(tr: Translator, section: Section) -> dict[str, Any]:
    return {"title": words(tr, section.title), "lines": [_line(tr, line) for line in section.lines]}


def _choice(tr: Translator, choice: Choice) -> dict[str, Any]:
    shown: dict[str, Any] = {"key": choice.key, "label": words(tr, choice.label), "group": words(tr, choice.group)}
    if choice.refusal is not None:
        shown["why"] = why(tr, choice.refusal)
    return shown


def frame(tr: Translator, page: SeatPage, version: int, name: str) -> dict[str, Any]:
    """What one seat's phone receives (sealed for it): the page in ``tr``'s language, the state version a tap is
    made against, and the seat's player's name."""
    return {"v": version, "lang": tr.language, "name": name, "turn": page.your_turn, "finished": page.finished,
            "prompt": words(tr, page.prompt),
            "public": [_section(tr, s) for s in page.public], "mine": [_section(tr, s) for s in page.mine],
            "choices": [_choice(tr, c) for c in page.choices]}
