"""Phones that drop at random while they bid (docs/phones.md#on-the-phone): 100 cuts of a phone's connection just
after it sent a sealed bid, each phone reconnecting with its token. After every reconnect the seat's full snapshot
shows the very choice the journal held at that frame's version (a bid is never shown locked and lost), no bid is
applied more often than it was sent, and the journal opened again holds the same bids."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import aiohttp

from companion.core.journal import Journal
from companion.core.session import Session
from companion.phones.sealing import seal, unseal
from games.kilim import SealBid
from tests.phones.kilim_table import KilimTable

SEATS = 5
CUTS = 100


def secret_choice(page: dict[str, Any]) -> str | None:
    lines = [line["text"] for section in page["mine"] for line in section["lines"] if line["secret"]]
    return lines[0].rsplit(" ", 1)[-1] if lines else None


async def snapshot(socket: aiohttp.ClientWebSocketResponse, key: bytes) -> dict[str, Any]:
    while True:
        message = await socket.receive(timeout=30)
        value = unseal(key, json.loads(message.data)["box"])
        if "page" in value:
            return value["page"]  # type: ignore[no-any-return]


def test_a_hundred_cuts_lose_no_bid_and_double_none(tmp_path: Path) -> None:
    table = KilimTable(tmp_path, SEATS)
    session, book = table.session, table.phones.book
    invites = [book.offer(seat) for seat in range(SEATS)]
    tokens = [book.claim(seat, invite.code) for seat, invite in enumerate(invites)]
    checks: list[tuple[int, str | None, int]] = []  # (seat, the choice its snapshot showed, its version)
    sent = [0] * SEATS

    async def connect(client: aiohttp.ClientSession, seat: int) -> aiohttp.ClientWebSocketResponse:
        socket = await client.ws_connect(table.url + "/ws", headers={"Origin": table.url})
        await socket.send_str(json.dumps({"seat": seat, "token": tokens[seat]}))
        return socket

    async def phones() -> None:
        rng = random.Random(35)
        async with aiohttp.ClientSession() as client:
            for cut in range(CUTS):
                seat = rng.randrange(SEATS)
                key = invites[seat].key
                socket = await connect(client, seat)
                page = await snapshot(socket, key)
                card = str(rng.randint(1, 15))
                await socket.send_str(json.dumps({"box": seal(key, {"choice": card, "v": page["v"]})}))
                sent[seat] += 1
                await asyncio.sleep(rng.random() * 0.03)  # the cut comes anywhere from at once to after the answer
                await socket.close()
                await (await connect(client, seat)).close()  # back, and cut again at once
                await asyncio.sleep(0.1)  # the table's next frames: what was sent before the cut is in by then
                socket = await connect(client, seat)
                page = await snapshot(socket, key)
                checks.append((seat, secret_choice(page), page["v"]))
                await socket.close()

    journaled: dict[int, list[str | None]] = {}  # each state version: every seat's sealed choice in the journal

    def remember() -> None:
        journaled[table.phones.version] = [None if (c := session.view(s).sealed[s]) is None else str(c)
                                           for s in range(SEATS)]

    table.run(phones, remember)
    assert len(checks) == CUTS
    for seat, shown, version in checks:  # what the phone was shown is what the journal held then
        assert shown == journaled[version][seat], (seat, version)
    bids = [a for a in session.history if isinstance(a, SealBid)]
    assert all(sum(a.seat == seat for a in bids) <= sent[seat] for seat in range(SEATS))  # none applied twice
    mine = [session.view(s).sealed[s] for s in range(SEATS)]
    table.close()
    again = Session.resume(Journal.open(tmp_path / "journal.sqlite3"), session.game_id)
    assert [again.view(s).sealed[s] for s in range(SEATS)] == mine
    again.journal.close()
