"""Why a move is refused, from the book: a short title, the reason in one plain sentence in the table's language
(and the rule it applies, where that is another sentence), then one line naming the rulebook's edition and
section, which opens the rulebook's own words on a tap.

The quote stays in the rulebook's language (the table settles a dispute from the book, not from a translation);
the line above it says so ("Rulebook (French edition)") before anyone reads French at a Japanese table.
"""

from __future__ import annotations

from typing import Any

from kivy.factory import Factory

from companion.plugins import plugins
from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet
from games.messages import N_
from games.refusals import Clause, Refusal

EDITIONS = {"fr": N_("Rulebook (French edition)"), "ja": N_("Rulebook (Japanese edition)")}


def rulebook_line(clause: Clause) -> str:
    """The collapsed line: which edition of the rulebook, and the section in the table's language (the book's own
    language has the heading as printed, to find it in the box's book)."""
    rulebook = tr._(EDITIONS.get(clause.language, N_("Rulebook")))
    return tr.message("{rulebook} · {section}", {"rulebook": rulebook, "section": tr._(clause.section)}) \
        if clause.section else rulebook


def book_title(clause: Clause) -> str:
    """The rulebook as the box prints it (each game's plugin names its books, docs/design.md#plugins)."""
    return next((p.books[clause.book] for p in plugins() if clause.book in p.books), "")


def explain(refusal: Refusal) -> Sheet:
    """An overlay with the refusal and its clause, the quote folded; OK closes it."""
    sheet = Sheet(title=tr._("Why not?"))
    body = sheet.body
    body.add_widget(Factory.KitText(text=tr.message(refusal.key, dict(refusal.params))))
    clause = refusal.clause
    if clause is None:
        body.add_widget(Factory.KitText(text=tr._("The rulebook's words for this are not in the app yet."),
                                        tone="muted"))
    else:
        if clause.summary != refusal.key:  # the rule, where the reason is not already it
            body.add_widget(Factory.KitText(text=tr._(clause.summary), tone="muted"))
        if clause.quote:
            _fold(body, clause)
    sheet.add_button(tr._("OK"), sheet.dismiss, tone="primary")
    sheet.open()
    return sheet


def _fold(body: Any, clause: Clause) -> None:
    """The rulebook line, a button that shows or hides the quote under it."""
    line = Factory.SheetButton(text=rulebook_line(clause))
    line.key = "rulebook"
    title = book_title(clause)
    quote = Factory.KitQuote(text=clause.quote + (f"\n— {title}" if title else ""))

    def toggle(*_: Any) -> None:
        if quote.parent is None:
            body.add_widget(quote, index=body.children.index(line))
        else:
            body.remove_widget(quote)

    line.bind(on_release=toggle)
    body.add_widget(line)
