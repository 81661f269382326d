"""Kilia's action cards taught to the camera and named at the table, through the real window with the "folder"
camera on synthetic photos of cards held under it (tests/vision/synth_cards.py, seeds of their own): Settings
teaches three cards (a plain card is refused and said; one is forgotten), then the turn-up entry reads a taught
card for one tap, and an untaught card reads "unknown" and nothing is entered; the taps still work. With the box's
contract list, a contract is taught and named the same way. Without a camera neither Settings nor the entry shows
a camera button."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest
from kivy.uix.scrollview import ScrollView

from companion.screens.card_album import stem_of
from companion.screens.card_camera import UNKNOWN, WAITING
from companion.screens.i18n import tr
from companion.screens.kilia.reveal import ActionCardEntry, ContractPick
from companion.screens.teach_cards import TeachCards
from companion.vision.config import taught_path
from games.kilia import cards
from games.kilia.actions import RevealAction, RevealContract
from games.kilia.samples import SAMPLE_OPTIONS
from tests.games.kilia.helpers import card
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay, quick_tap
from tests.ui.kilia_helpers import UNLISTED_DATA, create_kilia_game, reveal_card
from tests.ui.looks import flaws
from tests.ui.test_kilim_camera import camera_config
from tests.ui.test_screenshots import OUT, small_targets
from tests.vision.synth_camera import table_texture
from tests.vision.synth_cards import card as card_face
from tests.vision.synth_cards import held_under_camera

SHOTS = OUT / "800x480"
ALBUM = "kilia-cards"  # companion.screens.kilia.card_deck.action_deck
TAUGHT = {"castle/points:salt": 41, "warehouse/exchange:salt+wood": 42, "shipyard/extra:castle": 43}  # code: face
UNTAUGHT_FACE = 44
TEACH, READ = 4100, 4200  # pose seeds


def blank_card(table: np.ndarray) -> np.ndarray:
    """A card with nothing printed on it, on the table: nothing to tell it apart by."""
    scene = table.copy()
    cv2.rectangle(scene, (200, 150), (440, 490), (235, 235, 235), -1)
    return scene


def camera_photos(folder: Path) -> None:
    """What the fixed camera sees, in name order: the three cards to teach with a blank card among them, then
    the first taught card again (turned, nearer, another lamp) and a card never taught."""
    table = table_texture(np.random.default_rng(7), (640, 640))
    faces = list(TAUGHT.values())
    photos = [held_under_camera(card_face(faces[0]), TEACH, table, 0.3, (0.85, 1.0), skew=8),
              held_under_camera(card_face(faces[1]), TEACH + 1, table, 0.3, (0.85, 1.0), skew=8),
              blank_card(table),
              held_under_camera(card_face(faces[2]), TEACH + 2, table, 0.3, (0.85, 1.0), skew=8),
              held_under_camera(card_face(faces[0]), READ, table),
              held_under_camera(card_face(UNTAUGHT_FACE), READ + 1, table)]
    folder.mkdir()
    for number, photo in enumerate(photos):
        assert cv2.imwrite(str(folder / f"{number}.png"), photo)


def open_teaching(app: Harness, album: str = ALBUM, shot: str = "en-settings-camera.png") -> TeachCards:
    """Settings -> the teaching entry, scrolled into sight (below the fold at 800x480)."""
    app.tap(app.screen.ids.settings_button)
    button = app.screen.teach_buttons[album]
    scroll = button.parent
    while not isinstance(scroll, ScrollView):
        scroll = scroll.parent
    scroll.scroll_to(button, padding=10, animate=False)
    app.settle()
    app.screenshot(SHOTS / shot)
    assert not flaws(app.walk())  # Settings with its camera section
    app.tap(button)
    teach = overlay(TeachCards)
    assert teach is not None
    return teach  # type: ignore[no-any-return]


def photograph(app: Harness, teach: TeachCards, code: str) -> None:
    """Tap Photograph (or Retake) beside the card, and wait for the camera's answer."""
    _, button, _ = teach.rows[stem_of(code)]
    teach.scroll.scroll_to(button, padding=10, animate=False)
    app.settle()
    quick_tap(app, button, settle=False)  # the camera's answer may come while frames run: look before
    assert teach.waiting is not None
    assert app.wait_until(lambda: teach.waiting is None, 20), teach.status.text


def read_card(app: Harness, entry: Any) -> None:
    assert entry.camera is not None
    quick_tap(app, entry.camera.read_button, settle=False)  # the answer may come while frames run: look before
    assert entry.camera.read == WAITING
    assert app.wait_until(lambda: entry.camera.read != WAITING, 20)  # type: ignore[union-attr]


def camera_row_flaws(entry: Any) -> list[str]:
    """What a player would notice on the camera's row of the entry (the row is shared; the entry is the game's)."""
    return flaws(entry.camera.read_button.parent.walk(restrict=True))


def entry_texts(entry: Any) -> list[str]:
    return [w.text for w in entry.walk(restrict=True) if isinstance(getattr(w, "text", None), str) and w.text]


def test_without_a_camera_there_is_nothing_to_teach_nor_read(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    assert app.context.camera is None
    app.tap(app.screen.ids.settings_button)
    assert "Kilia: action cards" not in app.visible_texts()
    assert "Cards the camera names, taught once per box" not in app.visible_texts()
    app.tap("Back")
    screen = create_kilia_game(app, ["Anna", "Eric"])
    app.tap(screen.ids.main_button)
    assert app.wait_until(lambda: overlay(ActionCardEntry) is not None)
    entry = overlay(ActionCardEntry)
    assert entry.camera is None and "Read the card" not in app.visible_texts()
    reveal_card(app, card("castle/points:salt"))
    assert screen.session.history[-1] == RevealAction(card("castle/points:salt"))


@pytest.mark.screenshots
def test_cards_taught_in_settings_are_named_when_turned_up(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    camera_photos(tmp_path / "camera")
    camera_config(tmp_path, monkeypatch, tmp_path / "camera")
    app = start_app()
    assert app.context.camera is not None
    teach = open_teaching(app)
    assert teach.title.text == "Kilia: action cards: 0 of 56 taught"
    first, second, third = TAUGHT
    photograph(app, teach, first)
    assert teach.status.text == "Taught: Castle · Points: salt. Lay the next card under the camera."
    photograph(app, teach, second)
    photograph(app, teach, "university/points:brick")  # the blank card: refused, and said
    assert teach.status.text.startswith("University · Points: brick: the photo shows too little detail")
    photograph(app, teach, third)
    assert teach.title.text == "Kilia: action cards: 3 of 56 taught"
    album = taught_path(ALBUM)
    assert sorted(p.name for p in album.iterdir()) == ["castle_points_salt.png", "shipyard_extra_castle.png",
                                                        "warehouse_exchange_salt_wood.png"]
    assert cv2.imread(str(album / "castle_points_salt.png")).shape[:2] != (640, 640)  # the card, cut from the table
    _, retake, forget = teach.rows[stem_of(third)]
    assert retake.text == "Retake"
    teach.scroll.scroll_to(forget, padding=10, animate=False)
    app.settle()
    quick_tap(app, forget)
    assert teach.title.text == "Kilia: action cards: 2 of 56 taught"
    assert not (album / "shipyard_extra_castle.png").exists()
    assert not flaws(teach.walk())
    app.screenshot(SHOTS / "en-teach-cards.png")
    app.tap("Close")
    app.tap("Back")

    screen = create_kilia_game(app, ["Anna", "Eric"])
    app.tap(screen.ids.main_button)
    assert app.wait_until(lambda: overlay(ActionCardEntry) is not None)
    entry = overlay(ActionCardEntry)
    history = len(screen.session.history)
    read_card(app, entry)  # the first card taught, held otherwise under another lamp
    assert "Camera: Castle · Points: salt" in entry_texts(entry)
    assert not small_targets(app) and not camera_row_flaws(entry)
    app.screenshot(SHOTS / "en-kilia-camera-card.png")
    assert len(screen.session.history) == history  # nothing entered before the table confirms
    quick_tap(app, entry.camera.confirm_button)
    app.settle()
    assert screen.session.history[-1] == RevealAction(card(first))
    assert len(screen.session.history) == history + 1

    assert app.wait_until(lambda: overlay(ActionCardEntry) is not None and "slot 2" in entry.title)  # the next slot
    entry = overlay(ActionCardEntry)
    read_card(app, entry)  # a card never taught
    assert entry.camera.read == UNKNOWN and entry.camera.confirm_button is None
    assert "The camera does not know this card: pick it by hand" in entry_texts(entry)
    assert not camera_row_flaws(entry)
    app.screenshot(SHOTS / "en-kilia-camera-unknown.png")
    assert len(screen.session.history) == history + 1
    reveal_card(app, card("university/points:brick"))  # the taps still work
    assert screen.session.history[-1] == RevealAction(card("university/points:brick"))


@pytest.mark.screenshots
def test_with_the_boxs_contract_list_contracts_are_named(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    table = table_texture(np.random.default_rng(8), (640, 640))
    (tmp_path / "camera").mkdir()
    for number, seed in enumerate((TEACH + 10, READ + 10)):  # one contract: taught, then turned up
        photo = held_under_camera(card_face(45), seed, table, *((0.3, (0.85, 1.0)) if not number else ()))
        assert cv2.imwrite(str(tmp_path / "camera" / f"{number}.png"), photo)
    camera_config(tmp_path, monkeypatch, tmp_path / "camera")
    app = start_app()
    for option, value in {**UNLISTED_DATA, "contracts": SAMPLE_OPTIONS["contracts"]}.items():
        app.context.preferences.set(f"kilia_data_{option}", value)  # entered before: the box's contract list
    contract = min(cards.contract_list(str(SAMPLE_OPTIONS["contracts"])), key=cards.contract_code)
    teach = open_teaching(app, "kilia-contracts")
    photograph(app, teach, cards.contract_code(contract))
    assert teach.title.text.startswith("Kilia: contracts: 1 of ")
    app.tap("Close")
    app.tap("Back")
    screen = create_kilia_game(app, ["Anna", "Eric"], first_time=False)
    app.tap(screen.ids.main_button)
    for code in ("castle/points:salt", "castle/points:grain", "red/points:salt", "red/points:grain",
                 "brown/points:salt"):
        reveal_card(app, card(code))
    assert app.wait_until(lambda: overlay(ContractPick) is not None)
    pick = overlay(ContractPick)
    read_card(app, pick)
    assert pick.camera.confirm_button is not None
    quick_tap(app, pick.camera.confirm_button)
    app.settle()
    assert screen.session.history[-1] == RevealContract(contract)


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "ja"])
def test_the_camera_screens_read_in_french_and_japanese(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    camera_photos(tmp_path / "camera")
    camera_config(tmp_path, monkeypatch, tmp_path / "camera")
    app = start_app(language=language)
    teach = open_teaching(app, shot=f"{language}-settings-camera.png")
    photograph(app, teach, "castle/points:salt")
    assert tr.message("Taught: {card}. Lay the next card under the camera.", {"card": "x"}).split("x")[0] in \
        teach.status.text  # said in the table's language
    assert not small_targets(app) and not flaws(teach.walk())
    app.screenshot(SHOTS / f"{language}-teach-cards.png")
    teach.dismiss()
    app.settle()
    app.tap(tr._("Back"))
    screen = create_kilia_game(app, ["Anna", "Eric"])
    app.tap(screen.ids.main_button)
    assert app.wait_until(lambda: overlay(ActionCardEntry) is not None)
    entry = overlay(ActionCardEntry)
    for _ in range(4):  # the folder camera gives its photos in turn; the fifth is the taught card again
        read_card(app, entry)
        if entry.camera.confirm_button is not None:
            break
    assert entry.camera.confirm_button is not None and entry.camera.confirm_button.text == tr._("Enter this card")
    assert not small_targets(app) and not camera_row_flaws(entry)
    app.screenshot(SHOTS / f"{language}-kilia-camera-card.png")
