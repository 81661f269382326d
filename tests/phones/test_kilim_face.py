"""Kilim's phone face (companion/screens/kilim/phone_face.py) and the phones' Kivy-thread side (PhoneTable) on a real
journal: a seat's frame is the same whatever the other seats sealed (docs/design.md#secrets); a tap is the very
event a bid station sends; a tap made against an older table is refused to that phone only."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from companion.core.inbox import BID, Inbox, InputEvent
from companion.core.journal import Journal
from companion.core.session import Session
from companion.core.settings import Preferences
from companion.locale import Translator
from companion.phones.frames import frame
from companion.phones.sealing import seal, unseal
from companion.phones.server import Sent
from companion.phones.table import PhoneTable
from companion.screens.kilim.phone_face import KilimPhone
from companion.seat_page import Press, Refuse
from games import base
from games.base import Setup
from games.kilim import Motif, RevealDomino, SealBid, Special

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]


def bidding(folder: Path, bids: dict[int, int | Special]) -> Session:
    journal = Journal.open(folder / "journal.sqlite3")
    session = Session.new(journal, base.get("kilim"), Setup.of([(n, "red") for n in NAMES]))
    session.play(RevealDomino(Motif.A, Motif.B))
    for seat, card in bids.items():
        session.play(SealBid(seat, card))
    return session


@pytest.mark.parametrize("seed", range(4))
def test_a_seats_frame_is_the_same_whatever_the_others_sealed(tmp_path: Path, seed: int) -> None:
    """The replay with every other seat's secret scrambled: the seat's frame (before sealing) does not change."""
    rng = random.Random(seed)
    cards: list[int | Special] = [*range(1, 16), *Special]
    mine: int | Special = rng.choice(cards)
    locked = [s for s in range(1, 5) if rng.random() < 0.7]  # who has locked is public; what, not
    frames = []
    for index in range(2):
        folder = tmp_path / str(index)
        folder.mkdir()
        session = bidding(folder, {0: mine, **{s: rng.choice(cards) for s in locked}})
        frames.append(frame(Translator("en"), KilimPhone().page(session, 0), 1, "Ana"))
        session.journal.close()
    assert frames[0] == frames[1]
    name = Translator("en").text("Spy") if mine is Special.SPY else str(mine) if isinstance(mine, int) else None
    if name is not None:
        assert any(line == {"text": f"Your secret choice: {name}", "secret": True}
                   for section in frames[0]["mine"] for line in section["lines"])


def test_a_tap_is_the_bid_stations_event_and_a_stale_one_is_refused_to_that_phone(tmp_path: Path) -> None:
    session = bidding(tmp_path, {})
    face = KilimPhone()
    assert face.act(session, 2, "12") == Press(InputEvent("seat", seat=2, button=BID, source="phone", choice="12"))
    assert isinstance(face.act(session, 2, "99"), Refuse)
    inbox = Inbox()
    table = PhoneTable(inbox, Preferences(tmp_path / "preferences.json"), tmp_path, host="127.0.0.1", port=0)
    table.switch(True)
    sent: list[tuple[int, Any]] = []
    table.server.publish = lambda seat, box: sent.append((seat, box))  # type: ignore[method-assign]
    try:
        table.follow(session)
        table.book.claim(2, table.book.offer(2).code)
        key = table.book.key(2)
        assert key is not None
        table.refresh()
        table.handle(InputEvent("phone", source="phone", reading=Sent(2, seal(key, {"choice": "12", "v": 0}))))
        told = [unseal(key, box) for seat, box in sent if seat == 2]
        assert told and "told" in told[-1]  # the table changed since: look again (that phone only)
        assert all(seat == 2 for seat, _ in sent) and not inbox.drain()
        seen = table.version  # the frame Cy taps on; Ana locks meanwhile: Cy is asked the same, the tap stands
        session.play(SealBid(0, 3))
        table.refresh()
        assert table.version > seen
        table.handle(InputEvent("phone", source="phone", reading=Sent(2, seal(key, {"choice": "12", "v": seen}))))
        assert inbox.drain() == [InputEvent("seat", seat=2, button=BID, source="phone", choice="12")]
    finally:
        table.stop()
        session.journal.close()
