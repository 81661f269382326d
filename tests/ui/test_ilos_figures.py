"""Ilos's price rows asked when the game first needs them, by touch (docs/design.md#box-data-once-shared): New game asks
none, the table shows them as not read yet, the first Market card on a resource asks that row once on its keypad (the
rulebook's spices 1 -> 2 checked), the reading is journaled as a fact that undo takes back and a restart replays, and
it is kept for every later game; the question in fr, en and ja at 800x480."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from companion.screens.ilos.panel import UNREAD, UNREAD_NOTE
from companion.screens.ilos.prices import PriceRows
from games.ilos import BoxFigure, CorrectStash, Market, Resource, Resources
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import answer_prices, create_ilos_game, overlay, panel_texts, tap_panel
from tests.ui.looks import flaws
from tests.ui.test_ilos_secrecy import NAMES, public_moves
from tests.ui.test_ilos_table import ANA, archipelago
from tests.ui.test_screenshots import LANGUAGES, OUT

SPICES_ROW = "1 2 4 6 9"


def facts(session: Any) -> list[BoxFigure]:
    return [a for a in session.history if isinstance(a, BoxFigure)]


def unread_prices(app: Harness) -> list[str]:
    """The resources whose price the market shows as not read yet (? on the panel, a line saying why)."""
    texts = panel_texts(app)
    unread = [texts[i - 1] for i, text in enumerate(texts) if text == UNREAD]
    assert bool(unread) == (tr._(UNREAD_NOTE) in texts)
    return unread


def with_spices(app: Harness, screen: Any) -> None:
    """Scenario: Ana has 1 spices behind her screen (her own correction, on the session)."""
    screen.session.play(CorrectStash(ANA, Resources(spices=1)))
    screen.refresh()
    app.settle()


def test_a_price_row_is_asked_at_first_need_once_and_survives_undo_and_restart(start_app) -> None:  # type: ignore[no-untyped-def]
    # ilos-fr MARCHÉ: "Augmentez le prix de la Ressource défaussée, recouvrez l'ancien prix avec un jeton Marché";
    # the rows are not printed in the rulebook: the spices row is read off the board when Ana first raises spices.
    app = start_app()
    screen = archipelago(app)  # New game by touch: no price row asked (create_ilos_game checks it)
    assert not facts(screen.session) and unread_prices(app) == ["Ebony", "Dye", "Gold", "Spices"]
    with_spices(app, screen)
    tap_panel(app, "Raise Spices")
    page = overlay(PriceRows)
    assert page is not None and [q.option for q in page.questions] == ["spices_prices"]  # that row alone
    assert page.title_text().startswith("Look at the Cours du Marché board: the Spices row")
    assert page.find("done").text == "Keep it and play on"
    answer_prices(app, {"spices": [2, 3, 4, 5, 6]})  # ilos-fr MARCHÉ example: "Le prix des Épices augmente à 2."
    assert page.error == "The market price row of Spices starts 1 2 (rulebook), not 2 3 4 5 6"
    assert overlay(PriceRows) is page and not facts(screen.session)  # refused: nothing recorded, nothing played
    answer_prices(app, {"spices": [1, 2, 4, 6, 9]})
    assert overlay(PriceRows) is None
    session = screen.session
    assert facts(session) == [BoxFigure("spices_prices", SPICES_ROW)] and session.history[-1] == Market(ANA,
                                                                                                        Resource.SPICES)
    assert session.state.price(Resource.SPICES) == 2 and session.state.prices[0] is None  # only the row needed
    assert app.context.preferences.get("ilos_price_row_spices") == SPICES_ROW  # kept for every later game

    app.tap(screen.ids.undo_button)  # the Market card, then the fact, undone like moves ...
    app.tap(screen.ids.undo_button)
    assert not facts(session) and session.state.raises == (0, 0, 0, 0)
    assert unread_prices(app) == ["Ebony", "Dye", "Gold"]  # spices shows the table's answer, not yet a fact
    tap_panel(app, "Raise Spices")  # ... and recorded again from the earlier answer, not asked
    assert overlay(PriceRows) is None and facts(session) == [BoxFigure("spices_prices", SPICES_ROW)]
    assert session.state.raises == (0, 0, 0, 1)

    app = start_app()  # a restart: Continue replays the journal, the fact with it
    app.tap("Continue")
    assert app.wait_until(lambda: app.screen.name == "ilos")
    assert facts(app.screen.session) == [BoxFigure("spices_prices", SPICES_ROW)]
    assert app.screen.session.state.price(Resource.SPICES) == 2
    app.tap(app.screen.ids.home_button)
    screen = archipelago(app)  # the next game: never asked again
    with_spices(app, screen)
    tap_panel(app, "Raise Spices")
    assert overlay(PriceRows) is None and facts(screen.session) == [BoxFigure("spices_prices", SPICES_ROW)]


def test_lifting_the_screens_asks_each_row_still_unread_then_sells_the_stashes(start_app) -> None:  # type: ignore[no-untyped-def]
    # ilos-fr FIN DE LA PARTIE: "révélez les Ressources derrière votre Écran. Chaque Ressource vaut le prix indiqué par
    # le Marché": a game whose Market cards never raised a price reads every row off the board now, one page a row.
    app = start_app()
    screen = create_ilos_game(app, NAMES)
    for action in [a for a in public_moves() if not isinstance(a, (BoxFigure, Market))]:  # no row needed on the way
        screen.session.play(action)
    screen.refresh()
    app.settle()
    assert screen.session.state.prices == (None, None, None, None)
    asked = []
    app.tap(screen.ids.main_button)  # "Lift the screens"
    while (page := overlay(PriceRows)) is not None:
        asked.append(page.questions[0].resource.value)
        answer_prices(app)  # ROWS, typed on the keypad
        assert overlay(PriceRows) is not page
    assert asked == ["ebony", "dye", "gold", "spices"]  # each once, in the board's order
    assert app.wait_until(lambda: app.screen.name == "result")
    assert [f.entry for f in facts(screen.session)] == ["ebony_prices", "dye_prices", "gold_prices", "spices_prices"]
    assert screen.session.outcome is not None


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_price_row_question_looks_right(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    screen = archipelago(app)
    app.hide_toast()
    assert len(unread_prices(app)) == 4  # none is made up
    panel = screen.ids.panel
    note = next(w for w in panel.widgets() if getattr(w, "text", None) == tr._(UNREAD_NOTE))
    panel.scroll_to(note, padding=10, animate=False)
    app.settle()
    app.screenshot(OUT / "800x480" / f"{language}-ilos-prices-unread.png")  # the market before any row is read
    assert not flaws(app.walk())
    with_spices(app, screen)
    tap_panel(app, tr.message("Raise {resource}", {"resource": tr._("Spices")}))
    page = overlay(PriceRows)
    assert page is not None
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-ilos-price-row-asked.png")
    seen = flaws(app.walk())
    assert not seen, f"{language}: {seen}"
