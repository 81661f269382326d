"""Box data once, shared: one table's price rows exported to a USB stick (shown by its label and free space),
imported into a fresh data folder in one tap, and the next Ilos game shows them from turn one; a corrupt
file refused, nothing lost; a
Kilia figure asked when a move first needs it, once, kept through undo and a restart
(docs/design.md#box-data-once-shared)."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from kivy.core.window import Window

from companion.screens.i18n import tr
from companion.screens.kilia import figure_question, words
from companion.screens.kilia.figure_question import FigurePad
from games.kilia import COLOURS, BoxFigure, Colour, Goal, Goods, Zone, cards, space_phrase
from games.kilia.samples import START_CONTRACTS
from tests.games.kilia.helpers import card, contract
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import answer_prices, create_ilos_game, quick_tap
from tests.ui.ilos_helpers import panel_texts as ilos_panel_texts
from tests.ui.kilia_helpers import (UNLISTED_DATA, answer_data, counts_entry, data_entry, described_pick, panel_button,
                                    panel_texts, reveal_card, reveal_contract, supply_card, tap_panel, widget)
from tests.ui.kilim_helpers import create_on_new_game
from tests.ui.looks import flaws
from tests.ui.test_screenshots import LANGUAGES, OUT


def import_all(app: Harness) -> None:
    """Home -> Settings -> Import from a USB stick: one tap imports every game's box file found."""
    app.tap(app.screen.ids.settings_button)
    app.tap(tr._("Import from a USB stick"))


@pytest.mark.screenshots
def test_a_box_file_made_at_one_table_skips_the_entry_at_another(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    stick = tmp_path / "KINGSTON"
    stick.mkdir()
    monkeypatch.setenv("COMPANION_BOX_FOLDERS", str(stick))
    app = start_app()
    app.tap(app.screen.ids.settings_button)
    app.tap("Ilos")  # "Enter the box's figures now": the price rows typed once
    answer_prices(app)
    app.tap("Export to a USB stick")
    app.tap(app.sheet().answer_buttons["ilos"])
    # the stick by its label and free space, never its mount folder's path
    label = next(b.text for value, b in app.sheet().answer_buttons.items() if value == stick)
    assert label.startswith("USB stick KINGSTON · ") and label.endswith(" free") and str(tmp_path) not in label
    app.screenshot(OUT / "800x480" / "en-box-export-folder.png")
    app.tap(app.sheet().answer_buttons[stick])
    assert "Ilos: box data saved on USB stick KINGSTON" in " ".join(app.visible_texts())
    exported = stick / "ilos-box.json"
    assert json.loads(exported.read_text(encoding="utf-8"))["game"] == "ilos"

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "fresh"))  # another table's Pi
    app = start_app(language="fr")
    exported.rename(tmp_path / "aside.json")
    (stick / "kilia-box.json").write_bytes(b'{"format": "table-companion-box", "vers')  # a file cut short
    import_all(app)
    said = "kilia-box.json n'est pas un fichier de boîte de l'application : rien n'a été importé"
    assert said in app.visible_texts()
    assert not [k for k, _ in app.context.preferences.items() if k.startswith(("ilos_", "kilia_"))]
    app.hide_toast()
    (tmp_path / "aside.json").rename(exported)
    app.tap(tr._("Import from a USB stick"))  # one tap: every game's file on the stick
    assert "Données de boîte importées : Ilos ; Nouvelle partie ne les demandera plus" in app.visible_texts()
    assert not [k for k, _ in app.context.preferences.items() if k.startswith("kilia_")]  # nothing half-imported
    app.screenshot(OUT / "800x480" / "fr-box-imported.png")
    app.tap(tr._("Back"))
    create_ilos_game(app, ["Ann", "Bo"])  # the imported rows are known: the market's prices show from turn one
    assert "?" not in ilos_panel_texts(app) and tr._("Market") in ilos_panel_texts(app)


# --- Kilia: a figure asked when a move first needs it -----------------------------------------------------------------
KILIA_CARDS = ["warehouse/exchange:salt+wood", "castle/points:salt", "university/extra:castle",
               "shipyard/points:wood", "warehouse/points:grain"]
KILIA_CONTRACTS = ["1grain > 2coins = 2", "1brick 1any > 1contract = 3", "2salt > 1any = 4", "1wood > 3coins = 1",
                   "1salt 1grain > 2coins = 5"]


def kilia_at_first_move(app: Harness) -> Any:
    """A fresh table: New game -> Kilia -> Ann and Bo (nothing of the box asked), the supplies turned up, by touch:
    Ann's first turn."""
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Kilia")))
    create_on_new_game(app, ["Ann", "Bo"])
    assert app.wait_until(lambda: app.screen.name == "kilia")
    app.tap(app.screen.ids.main_button)
    for code in KILIA_CARDS:
        reveal_card(app, card(code))
    for code in KILIA_CONTRACTS:
        reveal_contract(app, contract(code))
    assert app.wait_until(lambda: counts_entry() is None and described_pick() is None)
    return app.screen  # the boards came with New game: each seat's colour is its board


def develop_card_2(app: Harness) -> None:
    """Ann taps the supply's 2nd card (1 key: not free), unless the panel shows it already, and Develop."""
    if tr.message("Card {slot}", {"slot": 2}) not in panel_texts(app):
        app.tap(supply_card(app, "action", 2))
    app.tap(panel_button(app, tr.message("Develop the {zone} ({goods})", {
        "zone": words.zone(Zone.CASTLE), "goods": words.goods(Goods(salt=1))})))


def facts(session: Any) -> list[BoxFigure]:
    return [a for a in session.history if isinstance(a, BoxFigure)]


def figure_pad() -> FigurePad | None:
    found = [w for w in Window.children if isinstance(w, FigurePad)]
    return found[0] if found else None


def type_figure(app: Harness, pad: FigurePad, digits: str) -> None:
    """The digits on the pad's keys, then OK, by touch."""
    for key in digits:
        quick_tap(app, pad.keys[key])
    app.tap(next(b for b in pad.buttons.children if b.key == "ok"))


def test_a_kilia_figure_is_asked_at_first_need_once_and_survives_undo_and_restart(start_app) -> None:  # type: ignore[no-untyped-def]
    # kilia-fr "À votre tour": "Vous commencez la partie avec une seule clé et ne pouvez donc prendre gratuitement que
    # la 1re carte"; the prices above slots 2 and 5 are not printed in the rulebook: read off the board when Ann
    # first takes a card that is not free, that one price (docs/design.md#box-data-once-shared).
    app = start_app()
    screen = kilia_at_first_move(app)
    assert figure_pad() is None and not facts(screen.session)  # nothing asked before the first move
    assert tr._("price on the board") in supply_card(app, "action", 2).text
    assert supply_card(app, "action", 3).text.endswith("3 coins")  # Éric "payer 3 pièces": the rulebook's, not asked
    develop_card_2(app)
    pad = figure_pad()
    assert pad is not None and pad.title == "How many coins does the council board show above action card slot 2?"
    type_figure(app, pad, "")  # OK with nothing typed: said, the question stays
    assert pad.note_text.text == "Type the figure the box shows, then OK" and figure_pad() is pad
    type_figure(app, pad, "1")
    assert app.wait_until(lambda: counts_entry() is not None)  # the move goes on: the payment entry, price known
    assert figure_pad() is None and facts(screen.session) == [BoxFigure("supply_prices.2", "1")]
    assert app.context.preferences.get("kilia_data_supply_prices.2") == "1"  # kept for every later game
    assert app.context.preferences.get("kilia_data_supply_prices") is None  # slot 5 not read yet
    app.tap(counts_entry().cancel_button)  # type: ignore[union-attr]
    assert supply_card(app, "action", 2).text.endswith("1 coin")
    assert tr._("price on the board") in supply_card(app, "action", 5).text  # still unread: not asked

    app.tap(screen.ids.undo_button)  # the fact is undone like a move (the price still shown: the table knows it) ...
    assert not facts(screen.session) and supply_card(app, "action", 2).text.endswith("1 coin")
    develop_card_2(app)  # ... and recorded again from the earlier answer, not asked
    assert app.wait_until(lambda: counts_entry() is not None) and figure_pad() is None
    assert facts(screen.session) == [BoxFigure("supply_prices.2", "1")]
    app.tap(counts_entry().cancel_button)  # type: ignore[union-attr]

    app = start_app()  # a restart: Continue replays the journal, the fact with it
    app.tap("Continue")
    assert app.wait_until(lambda: app.screen.name == "kilia")
    assert facts(app.screen.session) == [BoxFigure("supply_prices.2", "1")]
    assert supply_card(app, "action", 2).text.endswith("1 coin")
    app.tap(app.screen.ids.home_button)
    screen = kilia_at_first_move(app)  # the next game: known, never asked again
    develop_card_2(app)
    assert app.wait_until(lambda: counts_entry() is not None) and figure_pad() is None
    assert facts(screen.session) == [BoxFigure("supply_prices.2", "1")]


def test_figures_read_one_by_one_make_the_entry_settings_corrects(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = kilia_at_first_move(app)
    develop_card_2(app)
    type_figure(app, figure_pad(), "1")  # type: ignore[arg-type]
    app.tap(counts_entry().cancel_button)  # type: ignore[union-attr]
    app.tap(supply_card(app, "action", 5))  # the 5th card: its price is asked when it is taken, not before
    app.tap(panel_button(app, tr.message("Develop the {zone} ({goods})", {
        "zone": words.zone(Zone.WAREHOUSE), "goods": words.goods(Goods(grain=1))})))
    pad = figure_pad()
    assert pad is not None and pad.title == "How many coins does the council board show above action card slot 5?"
    type_figure(app, pad, "7")
    assert app.wait_until(lambda: counts_entry() is not None)
    app.tap(counts_entry().cancel_button)  # type: ignore[union-attr]
    assert facts(screen.session) == [BoxFigure("supply_prices.2", "1"), BoxFigure("supply_prices.5", "7")]
    # every figure of the entry read: kept whole too, the rulebook's slots 3 and 4 with them, for Settings
    assert app.context.preferences.get("kilia_data_supply_prices") == "1 3 5 7"

    app.tap(screen.ids.home_button)  # Settings' "Enter the box's figures now, or correct them": the entry prefilled
    app.tap(app.screen.ids.settings_button)
    app.tap(next(w for w in app.screen.ids.component_data.children if w.text == tr._("Kilia")))
    entry = data_entry()
    assert entry is not None and entry.answers["supply_prices"] == "1 3 5 7"
    answer_data(app, {**UNLISTED_DATA, "supply_prices": "2 3 5 7"})  # a slip corrected
    app.tap(tr._("Back"))
    screen = kilia_at_first_move(app)  # the next game takes the correction, asks nothing
    assert supply_card(app, "action", 2).text.endswith("2 coins")
    develop_card_2(app)
    assert app.wait_until(lambda: counts_entry() is not None) and figure_pad() is None
    assert facts(screen.session) == [BoxFigure("supply_prices", "2 3 5 7")]


def test_a_wheel_is_asked_value_by_value_and_a_value_going_up_is_said_at_once(start_app) -> None:  # type: ignore[no-untyped-def]
    # A scoring token needs its wheel's values (the rulebook prints only "marqueront chacun 7 points" for one wheel):
    # each value its own question, "2 of 4" (games/kilia/goals.py asks the wheel when a token goes on it).
    app = start_app()
    screen = kilia_at_first_move(app)
    answers: list[str] = []
    screen.overlay = figure_question.ask_figure(app.context.preferences, "wheel_coins",
                                                partial(screen.fact_refused, "wheel_coins"), answers.append)
    app.settle()
    pad = figure_pad()
    assert pad is not None and pad.title == ("How many values does the scoring wheel of "
                                             f"{words.goal(Goal.COINS)} show on the council board?")
    type_figure(app, pad, "3")
    pad = figure_pad()
    assert pad is not None and pad.title.endswith("which is value 1?") and pad.note_text.text.endswith("2 of 4")
    assert pad is screen.overlay and pad.display.text == ""  # the next question on the same pad: the overlay open
    type_figure(app, pad, "6")
    type_figure(app, figure_pad(), "7")  # type: ignore[arg-type]  # above the value before: refused, still asked
    pad = figure_pad()
    assert pad is not None and pad.title.endswith("which is value 2?") and pad.note_text.text == (
        "Value 2 cannot be above the value before it (6): a wheel's values go down from the highest")
    quick_tap(app, pad.keys["<"])
    type_figure(app, pad, "4")
    type_figure(app, figure_pad(), "3")  # type: ignore[arg-type]
    assert figure_pad() is None and answers == ["6 4 3"]
    assert app.context.preferences.get("kilia_data_wheel_coins") == "6 4 3"


def fulfil_start_contract(app: Harness) -> None:
    """Ann taps Fulfil under her active contract, her start contract (the panel of her turn)."""
    app.tap(panel_button(app, tr._("Fulfil")))


def test_a_start_contract_is_read_when_first_fulfilled_once_and_survives_undo_and_restart(start_app) -> None:  # type: ignore[no-untyped-def]
    # kilia-fr set-up step 9: "1 contrat de départ. Posez-le face visible au-dessus de votre plateau Joueur"; the
    # rulebook prints no start contract, and "Seuls les contrats remplis vous rapportent des points": the four are read
    # off their cards when a player first fulfils one (docs/design.md#box-data-once-shared), not before the first move.
    app = start_app()
    screen = kilia_at_first_move(app)
    assert tr._("Start contract: its figures are entered when it is fulfilled") in panel_texts(app)
    fulfil_start_contract(app)
    entry = data_entry()
    assert entry is not None and [q.option for q in entry.questions] == ["start_contracts"]
    answer_data(app, {"start_contracts": START_CONTRACTS})  # the 4 boards' cards, on the counts entry, by touch
    assert app.wait_until(lambda: counts_entry() is not None)  # the move goes on: Ann's payment entry
    [fact] = facts(screen.session)
    assert fact.entry == "start_contracts" and cards.start_contracts(fact.value) == cards.start_contracts(START_CONTRACTS)
    white = dict(zip(COLOURS, cards.start_contracts(START_CONTRACTS)))[Colour.WHITE]  # Ann plays the white board
    app.tap(counts_entry().confirm_button)  # type: ignore[union-attr]  # Pay and fulfil: 1 grain, 1 brick
    assert app.wait_until(lambda: counts_entry() is None)
    assert screen.session.state.seats[0].fulfilled == (white,) and screen.session.state.seats[0].coins == 5

    app.tap(screen.ids.undo_button)  # the fulfilment, then the fact, undone like moves ...
    app.tap(screen.ids.undo_button)
    assert not facts(screen.session) and not screen.session.state.seats[0].fulfilled
    fulfil_start_contract(app)  # ... and the fact recorded again from the earlier answer, not asked
    assert app.wait_until(lambda: counts_entry() is not None) and data_entry() is None
    assert facts(screen.session) == [fact]
    app.tap(counts_entry().cancel_button)  # type: ignore[union-attr]

    app = start_app()  # a restart: Continue replays the journal, the fact with it
    app.tap("Continue")
    assert app.wait_until(lambda: app.screen.name == "kilia")
    assert facts(app.screen.session) == [fact] and app.screen.session.state.seats[0].contracts == (white,)
    app.tap(app.screen.ids.home_button)
    screen = kilia_at_first_move(app)  # the next game: shown before it is needed, never asked again
    assert words.contract(white) in panel_texts(app)
    fulfil_start_contract(app)
    assert app.wait_until(lambda: counts_entry() is not None) and data_entry() is None
    assert facts(screen.session) == [fact]


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_kilia_start_contract_at_first_need_looks_right(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    kilia_at_first_move(app)  # Ann's turn: her start contract under Active contracts, not read yet
    assert tr._("Start contract: its figures are entered when it is fulfilled") in panel_texts(app)
    panel_button(app, tr._("Fulfil"))  # scrolled into sight, under its contract
    app.screenshot(OUT / "800x480" / f"{language}-kilia-start-contract-unread.png")
    assert not flaws(app.walk())
    fulfil_start_contract(app)
    entry = data_entry()
    assert entry is not None and entry.confirm_button.text == tr._("Keep it and play on")
    app.screenshot(OUT / "800x480" / f"{language}-kilia-start-contracts-at-first-need.png")
    assert not flaws(app.walk())


def type_figures(app: Harness, entry: Any, figures: str) -> None:
    for key in figures:
        quick_tap(app, widget(entry, "key-space" if key == " " else f"key-{key}"))


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_kilia_first_need_questions_look_right(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    screen = kilia_at_first_move(app)
    app.tap(supply_card(app, "action", 2))  # the board and the card's panel: its price is on the board, not known yet
    assert tr.message("{player} has {keys}: the card's price, printed on the board, is read when it is taken", {
        "player": "Ann", "keys": words.keys(1)}) in panel_texts(app)
    app.screenshot(OUT / "800x480" / f"{language}-kilia-price-not-read-yet.png")
    assert not flaws(app.walk())
    develop_card_2(app)
    pad = figure_pad()
    assert pad is not None
    quick_tap(app, pad.keys["1"])
    app.screenshot(OUT / "800x480" / f"{language}-kilia-figure-at-first-need.png")
    assert not flaws(app.walk())
    app.tap(next(b for b in pad.buttons.children if b.key == "cancel"))
    assert not facts(app.screen.session)  # cancelled: no fact, no move
    app.tap(supply_card(app, "action", 1))  # a merchant on an empty market space: its bonus is read off the board
    app.tap(panel_button(app, f"{words.space(0)} · " + tr.message("bonus: {bonus}", {"bonus": tr._(
        "printed on the board")})))
    sheet = app.sheet()
    assert sheet.title == tr.message("Which bonus does a player board show on its market space at the {space}?",
                                     {"space": space_phrase(0)})
    app.screenshot(OUT / "800x480" / f"{language}-kilia-bonuses-at-first-need.png")
    assert not flaws(app.walk())
    app.tap(sheet.answer_buttons["coins"])  # one space's bonus: a fact, and the merchant placed
    assert app.wait_until(lambda: facts(screen.session) == [BoxFigure("market_bonuses.0", "coins")])
    screen.overlay = figure_question.ask_figure(app.context.preferences, "wheel_zone4",
                                                partial(screen.fact_refused, "wheel_zone4"), lambda _: None)
    app.settle()
    type_figure(app, figure_pad(), "6")  # type: ignore[arg-type]
    quick_tap(app, figure_pad().keys["9"])  # type: ignore[union-attr]
    app.screenshot(OUT / "800x480" / f"{language}-kilia-wheel-value-by-value.png")
    assert not flaws(app.walk())
