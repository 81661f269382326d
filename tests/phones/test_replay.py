"""No secret reaches another seat, byte for byte (docs/phones.md#threat-model): five phones (aiohttp's client, as
the page does it) load the page, claim their seats and seal their bids one after the other through the real server,
Kilim's bid stations and a real journal; every HTTP body and WebSocket frame each phone receives is recorded. The
same game is played again with every other seat's bid scrambled: what a phone receives, opened with its key, is the
same bytes. A phone that scans a used code gets the seat-taken answer and not one byte of any view."""

from __future__ import annotations

import base64
import json
import random
from pathlib import Path

import aiohttp
import nacl.secret

from companion.phones.sealing import seal
from companion.phones.server import FILES
from games.kilim import SealBid
from tests.phones.kilim_table import KilimTable

BIDS = ["7", "12", "spy", "9", "5"]  # Cy's Spy among them: a special card's frame is as long as a gold card's
PAGE = (*FILES, "/words.json?l=fr", "/words.json?l=ja")


def opened(key: bytes, box: str) -> bytes:
    """The frame's plain bytes (its padding included) as the seat's page opens them."""
    return bytes(nacl.secret.SecretBox(key).decrypt(base64.b64decode(box)))


def play(folder: Path, bids: list[str]) -> tuple[list[list[bytes]], list[bytes]]:
    """Every body and opened frame each phone received, in order; and what a phone with a used code received."""
    folder.mkdir()
    table = KilimTable(folder, len(bids))
    invites = [table.phones.book.offer(seat) for seat in range(len(bids))]
    received: list[list[bytes]] = [[] for _ in bids]
    latecomer: list[bytes] = []

    async def phones() -> None:
        async with aiohttp.ClientSession() as client:
            sockets, versions = [], []
            for seat, invite in enumerate(invites):
                for path in PAGE:
                    async with client.get(table.url + path) as answer:
                        received[seat].append(await answer.read())
                async with client.post(table.url + "/claim", json={"seat": seat, "code": invite.code},
                                       headers={"Origin": table.url}) as answer:
                    token = (await answer.json())["token"]  # the seat's own, new at every claim
                socket = await client.ws_connect(table.url + "/ws", headers={"Origin": table.url})
                await socket.send_str(json.dumps({"seat": seat, "token": token}))
                sockets.append(socket)
            for seat, socket in enumerate(sockets):  # every seat's first page, taken before anyone bids
                versions.append(await next_frame(seat, socket))
            for seat, bid in enumerate(bids):  # one after the other: each lock reaches every phone before the next
                await sockets[seat].send_str(json.dumps({"box": seal(invites[seat].key,
                                                                     {"choice": bid, "v": versions[seat]})}))
                versions = [await next_frame(other, socket, versions[other])
                            for other, socket in enumerate(sockets)]
            async with client.post(table.url + "/claim", json={"seat": 0, "code": invites[0].code},
                                   headers={"Origin": table.url}) as answer:
                latecomer.append(await answer.read())  # a second scan of Ana's code
            async with client.ws_connect(table.url + "/ws", headers={"Origin": table.url}) as socket:
                await socket.send_str(json.dumps({"seat": 0}))  # all that phone has: no token
                latecomer.extend(m.data.encode() for m in [await socket.receive(timeout=2)]
                                 if m.type == aiohttp.WSMsgType.TEXT)
            for socket in sockets:
                await socket.close()

    async def next_frame(seat: int, socket: aiohttp.ClientWebSocketResponse, after: int = -1) -> int:
        """The seat's frames until one of a state after ``after``; the snapshot a (re)connect repeats is the same
        bytes as the frame before it and counted once (whether it comes depends on the moment of the connect)."""
        while True:
            message = await socket.receive(timeout=30)
            plain = opened(invites[seat].key, json.loads(message.data)["box"])
            if not received[seat] or plain != received[seat][-1]:
                received[seat].append(plain)
            value = json.loads(plain)
            assert "page" in value, value  # not a refusal nor a "look again"
            if value["page"]["v"] > after:
                return int(value["page"]["v"])

    try:
        table.run(phones)
        assert [a.seat for a in table.session.history if isinstance(a, SealBid)] == list(range(len(bids)))  # once each
    finally:
        table.close()
    return received, latecomer


def test_what_a_phone_receives_is_the_same_bytes_whatever_the_other_seats_bid(tmp_path: Path) -> None:
    base, latecomer = play(tmp_path / "base", BIDS)
    assert all(len(seat) == len(PAGE) + 1 + len(BIDS) for seat in base)  # the page, a frame a lock
    rng = random.Random(35)
    for seat in range(len(BIDS)):
        others = [bid if other == seat else rng.choice([str(n) for n in range(1, 16) if str(n) != bid])
                  for other, bid in enumerate(BIDS)]
        again, _ = play(tmp_path / f"scrambled-{seat}", others)
        assert again[seat] == base[seat], f"seat {seat} received other bytes when the others bid {others}"
        assert any(again[other] != base[other] for other in range(len(BIDS)) if other != seat)  # they did differ
    assert latecomer == [b'{"error": "taken"}']  # the answer to a used code, and no frame at all
