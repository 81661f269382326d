"""Why a move is refused, from the book: the reason, the rule in one line, and the rulebook's own words.

The quote stays in the rulebook's language (the table settles a dispute from the book, not from a
translation); the one-line summary is in the table's language.
"""

from __future__ import annotations

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout

from companion.plugins import plugins
from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet
from games.refusals import Clause, Refusal

def source_line(clause: Clause) -> str:
    """Which rulebook and section the quote comes from, as the box prints them (each game's plugin names its
    books, docs/design.md#plugins)."""
    book = next((p.books[clause.book] for p in plugins() if clause.book in p.books), clause.book)
    return tr.message("{book}, {section}", {"book": book, "section": clause.section}) if clause.section else book


def explain(refusal: Refusal) -> Sheet:
    """An overlay with the refusal and its clause; OK closes it."""
    sheet = Sheet(title=tr.message(refusal.key, dict(refusal.params)))
    body: BoxLayout = sheet.body
    clause = refusal.clause
    if clause is None:
        body.add_widget(Factory.KitText(text=tr._("The rulebook's words for this are not in the app yet."),
                                        tone="muted"))
    else:
        body.add_widget(Factory.KitText(text=tr._(clause.summary)))
        if clause.quote:
            body.add_widget(Factory.KitQuote(text=clause.quote))
            body.add_widget(Factory.KitText(text=source_line(clause), tone="muted", size_name="small"))
    sheet.add_button(tr._("OK"), sheet.dismiss, tone="primary")
    sheet.open()
    return sheet
