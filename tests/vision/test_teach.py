"""Naming a taught card held under the camera: turned, nearer or farther, in perspective, under another
lamp, blurred and compressed; and "unknown" for a card never taught."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from companion.vision.images import VisionInputError
from companion.vision.teach import Album
from tests.vision.synth_camera import table_texture
from tests.vision.synth_cards import card, held_under_camera


@pytest.fixture(scope="module")
def album() -> Album:
    taught = Album()
    for seed in range(8):
        taught.teach(f"card-{seed}", card(seed))
    return taught


def test_a_taught_card_is_named_however_it_is_held(album: Album) -> None:
    named = [album.name(held_under_camera(card(seed % 8), 500 + seed)).name == f"card-{seed % 8}"
             for seed in range(12)]
    assert sum(named) >= 11, named


def test_a_card_never_taught_is_unknown_not_a_guess(album: Album) -> None:
    # Same frame, same titles as taught cards (WORDS repeat), other artwork: still not the same card.
    answers = [album.name(held_under_camera(card(100 + seed), 700 + seed)).name for seed in range(10)]
    assert answers.count(None) >= 9, answers


def test_an_empty_table_is_unknown(album: Album) -> None:
    table = table_texture(np.random.default_rng(4), (640, 640))
    assert album.name(table).name is None


def test_an_album_survives_the_disk(album: Album, tmp_path: Path) -> None:
    album.save(tmp_path / "kilia")
    again = Album.load(tmp_path / "kilia")
    assert sorted(again.cards) == sorted(album.cards)
    assert again.name(held_under_camera(card(3), 900)).name == "card-3"


def test_a_plain_photo_cannot_be_taught() -> None:
    with pytest.raises(VisionInputError, match="too little detail"):
        Album().teach("blank", np.full((400, 300, 3), 200, np.uint8))
