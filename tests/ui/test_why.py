"""A refused move's "Why?" in the table's language (docs/design.md#refusals): a short title, the reason said once,
the rule where it is another sentence, and one line naming the rulebook's edition and section that opens the
rulebook's own words (in French: the box's edition) only when tapped."""

from __future__ import annotations

import pytest

from companion.screens.i18n import tr
from games.kilim.clauses import SEALED
from tests.ui.kilim_helpers import create_on_new_game, enter_domino, main_button
from tests.ui.looks import flaws
from tests.ui.test_screenshots import LANGUAGES, OUT

EDITION = {"fr": "Livret de règles (édition française)", "en": "Rulebook (French edition)",
           "ja": "ルールブック（フランス語版）"}
SECTION = {"fr": "FAIRE UNE OFFRE", "en": "Making an offer", "ja": "入札する"}  # the French as the box prints it


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_why_says_the_reason_once_and_opens_the_french_rulebook_on_a_tap(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Kilim")))
    create_on_new_game(app, ["Ayla", "Bora", "Cem"])
    enter_domino(app, "A", "B")
    assert main_button(app).refused  # "Reveal the bids" waits for every seat (FAIRE UNE OFFRE)
    app.tap(main_button(app))
    sheet = app.sheet()
    reason = tr.message("{waiting} must lock a choice before the bids are revealed", {"waiting": "Ayla, Bora, Cem"})
    texts = app.visible_texts()
    assert sheet.title == tr._("Why not?") and len(sheet.title) < 20
    assert texts.count(reason) == 1 and tr._(SEALED.summary) in texts  # the reason, then the rule: each once
    line = next(w for w in sheet.body.children if getattr(w, "key", "") == "rulebook")
    assert line.text == f"{EDITION[language]}{' · ' if language != 'ja' else '・'}{SECTION[language]}"
    assert not any(SEALED.quote in text for text in texts)  # folded: French to no one who did not ask
    app.screenshot(OUT / "800x480" / f"{language}-why.png")
    assert not flaws(app.walk()), flaws(app.walk())

    app.tap(line)
    quote = next(text for text in app.visible_texts() if SEALED.quote in text)
    assert quote.endswith("— Kilim (FR)")
    app.screenshot(OUT / "800x480" / f"{language}-why-rulebook.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(line)
    assert not any(SEALED.quote in text for text in app.visible_texts())
    app.tap(app.sheet_button(""))  # OK
    assert app.sheet() is None
