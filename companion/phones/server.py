"""The phones' web server: aiohttp in its own thread with its own asyncio loop (docs/design.md#phones-at-the-table).

It owns sockets and nothing else. It serves the page, takes claims (``SeatBook.claim``), authenticates each
WebSocket by its seat's token and forwards what a phone sends, still sealed, into the inbox as an ``InputEvent``
(command "phone"); the Kivy thread hands it each seat's frames already sealed (``publish``). It never holds a
seat's page in clear, nor a key. No access log: a request line holds no secret (the claim code, the key and the
token travel in the fragment, a POST body and the first WebSocket message), and none is written anyway.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import threading
import time
from collections import defaultdict, deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Awaitable, Callable

from aiohttp import WSMsgType, web

from companion.core.inbox import Inbox, InputEvent
from companion.phones.seats import BadCode, SeatBook, SeatTaken
from companion.phones.words import page_words

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
FILES = {  # what the page is made of: nothing else is served, nothing comes from another host
    "/": ("index.html", "text/html"),
    "/page.js": ("page.js", "text/javascript"),
    "/page.css": ("page.css", "text/css"),
    "/nacl.min.js": ("vendor/tweetnacl/nacl.min.js", "text/javascript"),
}
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                               "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}
GUESSES = 5  # wrong claims an address may make ...
GUESS_WINDOW = 60.0  # ... in this many seconds, then it is refused until the oldest is that old
MESSAGE_BYTES = 8192  # a phone's message: a sealed choice, far under this


@dataclass(frozen=True)
class Joined:
    """A phone claimed ``seat`` (the table says so)."""

    seat: int


@dataclass(frozen=True)
class Connected:
    """The seat's phone (re)connected: it wants a full snapshot."""

    seat: int


@dataclass(frozen=True)
class Sent:
    """The seat's phone sent ``box``, sealed with the seat's key (the Kivy thread opens it)."""

    seat: int
    box: str


def phone_event(message: Joined | Connected | Sent) -> InputEvent:
    return InputEvent("phone", source="phone", reading=message)


class PhoneServer:
    """Started and stopped from the Kivy thread; ``book`` is swapped there when another game opens."""

    def __init__(self, inbox: Inbox, host: str = "0.0.0.0", port: int = 8765,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.inbox = inbox
        self.host = host
        self.port = port  # the port listened on once started (a test passes 0 for any free one)
        self.book: SeatBook | None = None
        self._clock = clock
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._sockets: dict[int, web.WebSocketResponse] = {}  # loop thread only
        self._frames: dict[int, str] = {}  # the last frame each seat was sent (loop thread only)
        self._guesses: dict[str, deque[float]] = defaultdict(deque)

    # --- the Kivy thread's side -----------------------------------------------------------------------------
    def start(self) -> None:
        """Listen; raises OSError when the port cannot be had (the table plays on without phones)."""
        started = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(target=self._run, args=(started, failure), name="phones", daemon=True)
        self._thread.start()
        started.wait()
        if failure:
            self._thread.join()
            self._thread = None
            raise failure[0]

    def stop(self) -> None:
        """Close every socket and the port; returns once nothing listens."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._loop = self._thread = None

    @property
    def running(self) -> bool:
        return self._loop is not None

    def publish(self, seat: int, frame: str) -> None:
        """Send ``frame`` (already sealed for ``seat``) to that seat's phone, and keep it for a reconnect."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._send_frame, seat, frame)

    def drop(self, seat: int) -> None:
        """The seat was given to another phone: close the old one's socket (it is told), forget its frame."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._drop, seat)

    def serve(self, book: SeatBook | None) -> None:
        """Another game on the table (or none): its seats' phones from now on. The sockets of the game before are
        closed without a word (their pages come back when that game does) and its frames forgotten."""
        self.book = book
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._forget_all)

    # --- the loop thread ----------------------------------------------------------------------------------
    def _run(self, started: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as error:  # noqa: BLE001 - handed to start(), which raises it on the Kivy thread
            failure.append(error)
            started.set()
            loop.close()
            return
        self._loop = loop
        started.set()
        loop.run_forever()
        loop.close()

    async def _listen(self) -> None:
        app = web.Application(middlewares=[_headers], client_max_size=MESSAGE_BYTES)
        app.router.add_get("/ws", self._socket)
        app.router.add_post("/claim", self._claim)
        app.router.add_get("/words.json", _words)
        for route in FILES:
            app.router.add_get(route, self._file)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, reuse_address=True)
        await site.start()
        self.port = int(self._runner.addresses[0][1])  # the port actually bound (0 asked for any)

    async def _shutdown(self) -> None:
        for socket in list(self._sockets.values()):
            await socket.close()
        self._sockets.clear()
        self._frames.clear()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def _send_frame(self, seat: int, frame: str) -> None:
        self._frames[seat] = frame
        socket = self._sockets.get(seat)
        if socket is not None and not socket.closed:
            asyncio.ensure_future(_send(socket, {"t": "frame", "box": frame}))

    def _forget_all(self) -> None:
        self._frames.clear()
        for socket in self._sockets.values():
            asyncio.ensure_future(socket.close(code=4001))
        self._sockets.clear()

    def _drop(self, seat: int) -> None:
        self._frames.pop(seat, None)
        socket = self._sockets.pop(seat, None)
        if socket is not None:
            asyncio.ensure_future(_close(socket, "revoked"))

    async def _file(self, request: web.Request) -> web.StreamResponse:
        name, kind = FILES[request.path]
        return web.Response(body=(STATIC / name).read_bytes(), content_type=kind,
                            charset="utf-8")

    def _limited(self, address: str) -> bool:
        guesses, now = self._guesses[address], self._clock()
        while guesses and now - guesses[0] > GUESS_WINDOW:
            guesses.popleft()
        return len(guesses) >= GUESSES

    async def _claim(self, request: web.Request) -> web.StreamResponse:
        address = request.remote or ""
        if not same_origin(request):
            return web.json_response({"error": "origin"}, status=403)
        if self._limited(address):
            return web.json_response({"error": "wait"}, status=429)
        book = self.book
        try:
            asked = await request.json()
            seat, code = int(asked["seat"]), str(asked["code"])
            if book is None:
                raise BadCode(seat)
            token = book.claim(seat, code)
        except SeatTaken:
            self._guesses[address].append(self._clock())
            return web.json_response({"error": "taken"}, status=409)
        except (BadCode, ValueError, KeyError, TypeError):
            self._guesses[address].append(self._clock())
            return web.json_response({"error": "code"}, status=403)
        log.info("phones: seat %d claimed", seat + 1)
        self.inbox.put(phone_event(Joined(seat)))
        return web.json_response({"token": token})

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if not same_origin(request):
            return web.Response(status=403)  # before the upgrade: not one byte of a view
        socket = web.WebSocketResponse(heartbeat=20, max_msg_size=MESSAGE_BYTES)
        await socket.prepare(request)
        seat, token = await self._authenticate(socket)
        if seat is None:
            await socket.close(code=4001)
            return socket
        older = self._sockets.get(seat)
        self._sockets[seat] = socket
        if older is not None:  # the same seat opened again (another tab, a reload): the newer wins
            await _close(older, "elsewhere")
        if seat in self._frames:
            await _send(socket, {"t": "frame", "box": self._frames[seat]})
        self.inbox.put(phone_event(Connected(seat)))
        async for message in socket:
            if message.type != WSMsgType.TEXT:
                continue
            book = self.book
            if book is None or not book.holds(seat, token) or self._sockets.get(seat) is not socket:
                await socket.close(code=4001)  # another game on the table now, or the seat given away: nothing
                break
            box = _field(message.data, "box")
            if box is not None:
                self.inbox.put(phone_event(Sent(seat, box)))
        if self._sockets.get(seat) is socket:
            del self._sockets[seat]
        return socket

    async def _authenticate(self, socket: web.WebSocketResponse) -> tuple[int | None, str]:
        """The first message: {"seat": n, "token": "..."}; anything else (or nothing in 10 s) fails."""
        try:
            message = await socket.receive(timeout=10)
            hello: Any = json.loads(message.data) if message.type == WSMsgType.TEXT else None
            seat, token = int(hello["seat"]), str(hello["token"])
        except (asyncio.TimeoutError, ValueError, KeyError, TypeError):
            return None, ""
        book = self.book
        return (seat, token) if book is not None and book.holds(seat, token) else (None, "")


async def _words(request: web.Request) -> web.StreamResponse:
    return web.json_response(page_words(request.query.get("l", "")))


def same_origin(request: web.Request) -> bool:
    """A browser's request from the page itself: its Host an IP address (a name could be rebound to the Pi by
    another site's DNS) and its Origin, when sent, that very host. A WebSocket always carries an Origin."""
    host = request.host
    name = host.rsplit(":", 1)[0].strip("[]") if host.count(":") <= 1 or host.startswith("[") else host
    try:
        ipaddress.ip_address(name)
    except ValueError:
        if name != "localhost":
            return False
    origin = request.headers.get("Origin")
    if origin is None:
        return request.path != "/ws"
    return origin == f"http://{host}"


@web.middleware
async def _headers(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                   ) -> web.StreamResponse:
    try:
        response = await handler(request)
    except web.HTTPException as refused:  # a 404, a 405: the same headers
        refused.headers.update(HEADERS)
        raise
    if not response.prepared:
        response.headers.update(HEADERS)
    return response


def _field(text: str, name: str) -> str | None:
    try:
        value = json.loads(text)
    except ValueError:
        return None
    found = value.get(name) if isinstance(value, dict) else None
    return found if isinstance(found, str) else None


async def _send(socket: web.WebSocketResponse, value: Any) -> None:
    try:
        await socket.send_str(json.dumps(value))
    except ConnectionError:
        pass  # gone: it will reconnect and get a full snapshot


async def _close(socket: web.WebSocketResponse, why: str) -> None:
    await _send(socket, {"t": why})
    await socket.close()
