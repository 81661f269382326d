"""The page's own words (docs/phones.md), by the name page.js uses, translated from the app's catalogues into each
language once: what a phone shows before its first frame (a claim refused, a lost connection) and its buttons."""

from __future__ import annotations

from functools import cache

from companion.locale import LANGUAGES, Translator
from games.messages import N_

PAGE_WORDS = {
    "joining": N_("Taking your seat…"),
    "taken": N_("This seat is taken: another phone scanned its code first. Ask the table to give the seat to "
                "this phone"),
    "code": N_("This code does not work any more: scan your seat's code on the table again"),
    "wait": N_("Too many wrong codes from this phone: wait a minute, then scan again"),
    "origin": N_("This page must be opened from the table's code"),
    "scan": N_("Scan your seat's code on the table with this phone's camera"),
    "offline": N_("Reconnecting to the table…"),
    "elsewhere": N_("Your seat is open in another tab or on another phone: this page shows nothing more"),
    "revoked": N_("The table gave your seat to another phone"),
    "turn": N_("Your turn"),
    "hold": N_("Touch and hold to see"),
    "over": N_("The game is over"),
    "undo": N_("Ask the table to undo the last move"),
    "asked": N_("The table has been asked; Undo is tapped on the table"),
}


@cache
def page_words(language: str) -> dict[str, object]:
    tr = Translator(language if language in LANGUAGES else "en")
    words: dict[str, object] = {name: tr.text(message) for name, message in PAGE_WORDS.items()}
    words["languages"] = LANGUAGES
    return words
