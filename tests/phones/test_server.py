"""The phones' server on loopback, driven by aiohttp's client as a phone's browser would (docs/phones.md#threat-model):
claim, the seat's socket, and every way in that must get nothing of a view."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any, Iterator

import aiohttp
import pytest

from companion.core.inbox import Inbox
from companion.phones.sealing import seal, unseal
from companion.phones.seats import SeatBook, book_path
from companion.phones.server import HEADERS, Connected, Joined, PhoneServer, Sent


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[PhoneServer, SeatBook, Inbox]]:
    inbox = Inbox()
    server = PhoneServer(inbox, "127.0.0.1", 0)
    book = SeatBook(book_path(tmp_path, 7))
    server.book = book
    server.start()
    yield server, book, inbox
    server.stop()


def url(server: PhoneServer, path: str = "/") -> str:
    return f"http://127.0.0.1:{server.port}{path}"


def origin(server: PhoneServer) -> dict[str, str]:
    return {"Origin": f"http://127.0.0.1:{server.port}"}


async def claim(server: PhoneServer, seat: int, code: str, headers: dict[str, str] | None = None
                ) -> tuple[int, dict[str, Any]]:
    async with aiohttp.ClientSession() as client:
        async with client.post(url(server, "/claim"), json={"seat": seat, "code": code},
                               headers=origin(server) if headers is None else headers) as answer:
            return answer.status, await answer.json()


async def frames(server: PhoneServer, hello: Any, headers: dict[str, str] | None = None, wait: float = 0.5,
                 send: list[str] | None = None) -> list[str]:
    """Every text frame the socket receives in ``wait`` seconds after ``hello`` (and ``send``)."""
    got: list[str] = []
    async with aiohttp.ClientSession() as client:
        async with client.ws_connect(url(server, "/ws"), headers=origin(server) if headers is None else headers
                                     ) as socket:
            await socket.send_str(json.dumps(hello))
            for text in send or []:
                await socket.send_str(text)
            try:
                while True:
                    message = await socket.receive(timeout=wait)
                    if message.type != aiohttp.WSMsgType.TEXT:
                        break
                    got.append(message.data)
            except asyncio.TimeoutError:
                pass
    return got


def test_the_page_loads_from_the_table_only_with_its_headers(served: Any) -> None:
    server, _, _ = served

    async def fetch(path: str) -> tuple[int, Any, bytes]:
        async with aiohttp.ClientSession() as client:
            async with client.get(url(server, path)) as answer:
                return answer.status, answer.headers, await answer.read()

    for path in ("/", "/page.js", "/page.css", "/nacl.min.js", "/nowhere"):
        status, headers, body = asyncio.run(fetch(path))
        assert status == (404 if path == "/nowhere" else 200)
        assert all(headers.get(name) == value for name, value in HEADERS.items()), path
    status, _, page = asyncio.run(fetch("/"))
    assert b"http" not in page  # nothing from another host: every file is the table's own
    total = sum(len(asyncio.run(fetch(path))[2]) for path in ("/", "/page.js", "/page.css", "/nacl.min.js"))
    assert total <= 150_000


def test_first_claim_wins_and_a_second_scan_says_the_seat_is_taken(served: Any) -> None:
    server, book, inbox = served
    invite = book.offer(1)
    status, answer = asyncio.run(claim(server, 1, invite.code))
    assert status == 200 and book.holds(1, answer["token"])
    assert [e.reading for e in inbox.drain()] == [Joined(1)]
    assert asyncio.run(claim(server, 1, invite.code)) == (409, {"error": "taken"})
    assert not inbox.drain()


def test_a_forged_origin_or_a_name_for_a_host_claims_nothing(served: Any) -> None:
    server, book, _ = served
    invite = book.offer(0)
    assert asyncio.run(claim(server, 0, invite.code, {"Origin": "http://evil.example"}))[0] == 403
    # another site's name rebound to the Pi's address: its pages would be same-origin with a name for Host
    assert asyncio.run(claim(server, 0, invite.code, {"Host": "evil.example", "Origin": "http://evil.example"})
                       )[0] == 403
    assert not book.taken(0)


def test_wrong_codes_are_limited_then_even_the_right_one_waits(served: Any) -> None:
    server, book, _ = served
    invite = book.offer(2)
    for guess in range(5):
        assert asyncio.run(claim(server, 2, f"guess{guess}"))[0] == 403
    assert asyncio.run(claim(server, 2, invite.code)) == (429, {"error": "wait"})
    assert not book.taken(2)


def test_a_claimed_seat_gets_its_frames_sealed_and_nothing_else_gets_a_byte(served: Any) -> None:
    server, book, inbox = served
    tokens = {}
    for seat in (0, 1):
        tokens[seat] = asyncio.run(claim(server, seat, book.offer(seat).code))[1]["token"]
    server.publish(0, seal(book.key(0) or b"", {"page": "Ana's bid: 12"}))
    server.publish(1, seal(book.key(1) or b"", {"page": "Bo's bid: 3"}))
    got = asyncio.run(frames(server, {"seat": 0, "token": tokens[0]}))
    assert [unseal(book.key(0) or b"", json.loads(f)["box"]) for f in got] == [{"page": "Ana's bid: 12"}]
    assert not any("bid" in f for f in got) and all(set(json.loads(f)) == {"t", "box"} for f in got)  # sealed
    assert Connected(0) in [e.reading for e in inbox.drain()]
    for hello, headers in [({"seat": 1, "token": tokens[0]}, None),  # another seat's token
                           ({"seat": 1}, None), ("hello", None),  # no token
                           ({"seat": 1, "token": tokens[1]}, {"Origin": "http://evil.example"})]:
        if headers is None:
            assert asyncio.run(frames(server, hello)) == [], hello
        else:
            with pytest.raises(aiohttp.WSServerHandshakeError):
                asyncio.run(frames(server, hello, headers))
    assert not inbox.drain()


def test_a_message_goes_into_the_inbox_still_sealed(served: Any) -> None:
    server, book, inbox = served
    token = asyncio.run(claim(server, 3, book.offer(3).code))[1]["token"]
    box = seal(book.key(3) or b"", {"choice": "bid:12", "v": 4})
    asyncio.run(frames(server, {"seat": 3, "token": token}, send=[json.dumps({"box": box})], wait=0.3))
    sent = [e.reading for e in inbox.drain() if isinstance(e.reading, Sent)]
    assert sent == [Sent(3, box)] and "bid:12" not in repr(sent)


def test_the_newer_tab_wins(served: Any) -> None:
    server, book, _ = served
    token = asyncio.run(claim(server, 0, book.offer(0).code))[1]["token"]

    async def two_tabs() -> list[str]:
        async with aiohttp.ClientSession() as client:
            older = await client.ws_connect(url(server, "/ws"), headers=origin(server))
            await older.send_str(json.dumps({"seat": 0, "token": token}))
            await asyncio.sleep(0.2)
            newer = await client.ws_connect(url(server, "/ws"), headers=origin(server))
            await newer.send_str(json.dumps({"seat": 0, "token": token}))
            told = [m.data async for m in older if m.type == aiohttp.WSMsgType.TEXT]
            await newer.close()
            return told

    assert asyncio.run(two_tabs()) == [json.dumps({"t": "elsewhere"})]


def test_a_seat_given_to_another_phone_refuses_the_old_one(served: Any, tmp_path: Path) -> None:
    server, book, inbox = served
    token = asyncio.run(claim(server, 0, book.offer(0).code))[1]["token"]
    book.revoke(0)
    server.drop(0)
    got = asyncio.run(frames(server, {"seat": 0, "token": token}))
    assert got == []
    assert not book.holds(0, token)


def test_seats_survive_a_restart_and_no_secret_is_stored_or_logged(served: Any, tmp_path: Path,
                                                                    caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    server, book, _ = served
    invite = book.offer(4)
    token = asyncio.run(claim(server, 4, invite.code))[1]["token"]
    again = SeatBook(book_path(tmp_path, 7))  # the plug pulled: read back from the data folder
    assert again.holds(4, token) and again.taken(4) and again.key(4) == invite.key
    stored = book_path(tmp_path, 7).read_text()
    assert token not in stored and invite.code not in stored
    assert oct(book_path(tmp_path, 7).stat().st_mode & 0o777) == "0o600"
    assert oct(book_path(tmp_path, 7).parent.stat().st_mode & 0o777) == "0o700"
    logged = caplog.text
    assert token not in logged and invite.code not in logged and "seat 5 claimed" in logged


def test_another_game_on_the_table_closes_the_sockets_without_a_word_and_the_seat_comes_back(served: Any) -> None:
    """Home or another game on the table: the phones are not told they lost their seat (a page told "revoked"
    forgets its token); back on the game, the same token opens the seat again."""
    server, book, _ = served
    token = asyncio.run(claim(server, 0, book.offer(0).code))[1]["token"]
    server.publish(0, seal(book.key(0) or b"", {"page": "before"}))

    async def left_alone() -> list[str]:
        async with aiohttp.ClientSession() as client:
            async with client.ws_connect(url(server, "/ws"), headers=origin(server)) as socket:
                await socket.send_str(json.dumps({"seat": 0, "token": token}))
                first = await socket.receive(timeout=5)
                server.serve(None)  # the table went Home
                told = [m.data async for m in socket if m.type == aiohttp.WSMsgType.TEXT]
                return [first.data, *told]

    got = asyncio.run(left_alone())
    assert len(got) == 1 and json.loads(got[0])["t"] == "frame"  # its frame, then closed without a word
    assert asyncio.run(frames(server, {"seat": 0, "token": token})) == []  # nothing while no game is served
    server.serve(book)
    server.publish(0, seal(book.key(0) or b"", {"page": "again"}))
    again = asyncio.run(frames(server, {"seat": 0, "token": token}))
    assert [unseal(book.key(0) or b"", json.loads(f)["box"]) for f in again] == [{"page": "again"}]
