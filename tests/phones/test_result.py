"""The end of a game on a seat's phone (companion/seat_page.py's result_section, docs/design.md#the-result-screen):
who won, the seat's own score line by line and its total, in the phone's language; nothing while the game goes on."""

from __future__ import annotations

from pathlib import Path

from companion.core.journal import Journal
from companion.core.session import Session
from companion.locale import Translator
from companion.phones.frames import frame
from companion.phones.table import PublicTable
from games import base
from games.base import Setup
from games.freeplay.state import EndGame, SetScore


def test_each_phone_gets_the_winner_and_its_own_total_at_the_end(tmp_path: Path) -> None:
    journal = Journal.open(tmp_path / "journal.sqlite3")
    session = Session.new(journal, base.get("freeplay"), Setup.of([("Ana", "red"), ("Bo", "blue")]))
    session.play(SetScore(1, 0, 7))
    session.play(SetScore(1, 1, 1))
    face = PublicTable()
    assert not face.page(session, 0).finished and face.page(session, 0).mine == ()
    session.play(EndGame(1000))
    pages = {(seat, language): frame(Translator(language), face.page(session, seat), 1, "")
             for seat in (0, 1) for language in ("en", "fr", "ja")}
    assert pages[0, "en"]["finished"]
    assert [line["text"] for line in pages[0, "en"]["mine"][0]["lines"]] == ["Ana wins", "Round 1: 7 points", "Total: 7 points"]
    assert [line["text"] for line in pages[1, "en"]["mine"][0]["lines"]] == ["Ana wins", "Round 1: 1 point", "Total: 1 point"]
    assert pages[1, "fr"]["mine"][0]["lines"][-1]["text"] == "Total : 1 point"
    assert pages[1, "ja"]["mine"][0]["lines"][-1]["text"] == "合計：1点"
    journal.close()
