"""The cards taught one photo each, on disk: the card cut from the table before it is kept, a plain card
refused, the album read again only where a photo changed (a retake, a card forgotten), and the decks the
app offers (Kilia's action cards: the box's list, else every card the rules know)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.screens.card_album import Deck, Item, stem_of, taught_stems
from companion.vision.images import VisionInputError
from companion.vision.taught import album, card_face, card_outline, name_card, teach_card
from tests.vision.synth_camera import table_texture
from tests.vision.synth_cards import card, held_under_camera

TABLE = table_texture(np.random.default_rng(11), (640, 640))


def photo(face: int, seed: int, **pose: object) -> np.ndarray:
    return held_under_camera(card(face), seed, TABLE, **pose)  # type: ignore[arg-type]


def test_a_codes_stem_is_a_file_name_the_recogniser_takes() -> None:
    assert stem_of("warehouse/exchange:salt+wood") == "warehouse_exchange_salt_wood"
    assert stem_of("2salt 1any > 3coins 1contract = 4") == "2salt_1any_3coins_1contract_4"
    assert len(stem_of("x" * 80)) == 40


def test_the_card_is_cut_from_the_table_and_seen_from_above() -> None:
    corners = card_outline(photo(60, 1, turn=(30, 30), scale=(0.9, 0.9), skew=0))
    assert corners is not None
    sides = sorted(np.linalg.norm(corners - np.roll(corners, 1, axis=0), axis=1))
    assert sides[0] == pytest.approx(300 * 0.9, rel=0.06) and sides[-1] == pytest.approx(420 * 0.9, rel=0.06)
    face = card_face(photo(60, 2, skew=20))
    assert max(face.shape[:2]) == 640 and min(face.shape[:2]) / max(face.shape[:2]) == pytest.approx(300 / 420, 0.1)
    assert card_outline(TABLE) is None  # nothing lies on the table: the whole photo is kept
    assert card_face(TABLE).shape == TABLE.shape


def test_taught_cards_are_named_and_a_retake_or_a_forgotten_card_is_seen(tmp_path: Path) -> None:
    folder = tmp_path / "album"
    assert name_card(folder, photo(61, 3)).name is None  # nothing taught yet: unknown
    for number, face in enumerate((61, 62, 63)):
        assert teach_card(folder, f"card-{face}", photo(face, 10 + number, hardness=0.3, skew=8)) == number + 1
    assert taught_stems(folder) == {"card-61", "card-62", "card-63"}
    assert name_card(folder, photo(62, 20)).name == "card-62"
    assert name_card(folder, photo(64, 21)).name is None  # never taught
    kept = album(folder).cards["card-61"]
    assert teach_card(folder, "card-62", photo(64, 22, hardness=0.3, skew=8)) == 3  # card-62 retaken: another card
    assert album(folder).cards["card-61"] is kept  # the photos that did not change are not read again
    assert name_card(folder, photo(64, 23)).name == "card-62"
    (folder / "card-63.png").unlink()
    assert sorted(album(folder).cards) == ["card-61", "card-62"]


def test_a_card_with_nothing_printed_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    blank = TABLE.copy()
    cv2.rectangle(blank, (200, 150), (440, 490), (235, 235, 235), -1)
    with pytest.raises(VisionInputError, match="too little detail"):
        teach_card(tmp_path / "album", "blank", blank)
    assert taught_stems(tmp_path / "album") == set()


def test_a_deck_counts_and_forgets_only_its_own_photos(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    deck = Deck("test-cards", "Test cards", (Item("a", 1), Item("b", 2)), str)
    assert deck.folder == tmp_path / "vision" / "test-cards" and deck.taught() == set()
    deck.folder.mkdir(parents=True)
    for name in ("a.png", "other.png", ".b.png.tmp"):
        (deck.folder / name).write_bytes(b"")
    assert deck.taught() == {"a"} and deck.item("b") == Item("b", 2) and deck.item("zz") is None
    deck.forget("a")
    assert deck.taught() == set() and (deck.folder / "other.png").exists()


def test_kilias_deck_is_the_boxs_list_or_every_card_the_rules_know() -> None:
    from companion.screens.kilia.card_deck import action_deck

    every = action_deck(None)
    assert len(every.items) == 56 == len({item.stem for item in every.items}) and action_deck("unlisted") == every
    box = action_deck("48x red/extra:castle; 48x castle/points:salt")  # two kinds, 96 cards
    assert [item.stem for item in box.items] == ["castle_points_salt", "university_extra_castle"]
    assert action_deck("nonsense").items == every.items  # a list the engine refuses: every card offered


def test_an_untaught_card_sharing_the_frame_and_title_of_taught_ones_is_unknown(tmp_path: Path) -> None:
    # Every card shares its frame and one of eight titles with others (synth_cards.WORDS): keypoints agreeing on
    # those are not enough, the whole face must look alike (Album.recognise, what the app uses).
    folder = tmp_path / "album"
    for face in range(300, 308):
        teach_card(folder, f"card-{face}", photo(face, face, hardness=0.3, skew=8))
    assert [name_card(folder, photo(300 + k, 1300 + k)).name for k in range(8)] == [f"card-{300 + k}"
                                                                                   for k in range(8)]
    answers = [name_card(folder, photo(340 + k, 1400 + k)).name for k in range(8)]
    assert answers.count(None) >= 7, answers


def test_long_codes_keep_apart_and_kilias_contracts_are_a_deck_only_with_the_boxs_list() -> None:
    from companion.screens.kilia.card_deck import contract_deck
    from games.kilia.samples import SAMPLE_OPTIONS

    long = "2salt 1grain 1brick 1wood > 3coins 1contract = {}"
    assert stem_of(long.format(6)) != stem_of(long.format(7)) and len(stem_of(long.format(6))) == 40
    assert contract_deck(None) is None and contract_deck("unlisted") is None and contract_deck("1x nonsense") is None
    deck = contract_deck(str(SAMPLE_OPTIONS["contracts"]))
    assert deck is not None and deck.album == "kilia-contracts" and len(deck.items) > 1
    assert len({item.stem for item in deck.items}) == len(deck.items)
