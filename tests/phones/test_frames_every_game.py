"""Every game's phone face through the adapter's frame (companion/phones/frames.py): a whole random game, each seat's
page as the phone receives it in French, English and Japanese, every word a translated string and never a message
id left as such nor a placeholder left unfilled (a counted line, ``Plural``, included). No Kivy."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any, Iterator

import pytest

from companion.locale import Translator
from companion.phones.frames import frame
from tests.phones.test_seat_faces import GAMES, PLAYERS, face_of, playout, started

UNFILLED = re.compile(r"\{[a-z_]+\}")


def texts(shown: Any) -> Iterator[str]:
    if isinstance(shown, str):
        yield shown
    elif isinstance(shown, dict):
        for name, value in shown.items():
            if name not in ("key", "lang", "name", "quote"):
                yield from texts(value)
    elif isinstance(shown, list):
        for value in shown:
            yield from texts(value)


@pytest.mark.parametrize("engine", GAMES)
def test_every_page_of_a_game_reaches_each_phone_in_its_language_with_no_placeholder_left(
        tmp_path: Path, engine: str) -> None:
    journal, session = started(tmp_path, engine, 1)
    face = face_of(engine)
    rng = random.Random(7)
    translators = {language: Translator(language) for language in ("fr", "en", "ja")}
    checked = 0
    with journal:
        for _ in playout(session, face, rng):
            seat = rng.randrange(len(PLAYERS))
            page = face.page(session, seat)
            for language, tr in translators.items():
                shown = frame(tr, page, checked, PLAYERS[seat][0])
                json.dumps(shown)  # what the page receives is JSON
                for text in texts(shown):
                    assert not UNFILLED.search(text), (language, text)
            checked += 1
        end = face.page(session, 0)
        assert end.finished
        said = frame(translators["ja"], end, checked, PLAYERS[0][0])
        assert any(line["text"] for section in said["mine"] for line in section["lines"])
    assert checked > 20
