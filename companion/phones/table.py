"""The phones seen from the Kivy thread (docs/design.md#phones-at-the-table): the setting, the seats of the game on
the table, each connected seat's page computed, translated and sealed here, and what a phone sent opened here.

No Kivy: the app calls ``refresh`` after each input it drains and ``handle`` for each phone event; the screens ask
``invite`` for a seat's QR code. Only this thread reads the session; the web thread gets sealed bytes.
"""

from __future__ import annotations

import base64
import logging
import socket
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.core.inbox import InputEvent
from companion.core.ports import Notice
from companion.locale import LANGUAGES, Translator
from companion.phones.frames import frame, why
from companion.phones.sealing import Unopenable, seal, unseal
from companion.phones.seats import SeatBook, book_path
from companion.plugins import plugin_for, resolve
from companion.seat_page import Line, PhoneFace, Play, Press, Refuse, SeatPage, Section, result_section
from games.base import RuleError
from games.messages import N_, Phrase
from games.refusals import Refusal

if TYPE_CHECKING:
    from companion.phones.server import PhoneServer, Sent

log = logging.getLogger(__name__)

PREFERENCE = "phones"  # Settings' "Phones at the table": off unless chosen
PORT = 8765
HOST = "0.0.0.0"  # every address of the Pi's: the phones reach it by the one in the QR code


def table_address() -> str:
    """The Pi's address on the table's network (an IP: a .local name fails on many Android phones): the one its
    route out uses (a UDP socket's connect sends nothing), else the loopback."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        address: str = probe.getsockname()[0]
        return address
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def _asked(shown: dict[str, Any]) -> tuple[Any, ...]:
    """What a seat's frame asks of it: a tap on a frame that asked the same is still good."""
    return shown["prompt"], shown["choices"], shown["turn"]


class PublicTable:
    """The face of a game that has none of its own: the public table only, its last move's events."""

    def page(self, session: Any, seat: int) -> SeatPage:
        last = tuple(Line(phrase) for phrase in session.turn_log()[-3:])
        result = result_section(session, seat)
        return SeatPage(False, (Section(Phrase(N_("Last move")), last),) if last else (),
                        (result,) if result is not None else (), (), finished=result is not None)

    def act(self, session: Any, seat: int, key: str) -> Refuse:
        return Refuse(Refusal(N_("That cannot be done from a phone in this game"), (), None))


class PhoneTable:
    def __init__(self, inbox: Any, preferences: Any, folder: Path | None, host: str | None = None,
                 port: int | None = None) -> None:
        host = HOST if host is None else host
        self.inbox = inbox
        self.preferences = preferences
        self.folder = folder  # the journal's folder: the seats are kept beside it
        self._listen_on = host, PORT if port is None else port
        self._server: PhoneServer | None = None  # made when first needed: aiohttp is not loaded while phones are off
        self.address = host if host not in ("0.0.0.0", "") else table_address()
        self.session: Any = None
        self.book: SeatBook | None = None
        self.face: PhoneFace = PublicTable()
        self.languages: dict[int, str] = {}  # each connected seat's language (the phone's choice)
        self.version = 0  # the state version a phone's tap is made against
        self._seen: Any = None  # the state the version was counted for
        self._sent: dict[int, Any] = {}  # each seat's last frame in clear (sent again only when it changed)
        self._asked_at: dict[int, int] = {}  # the version since which each seat is asked what it is asked now
        self._due: set[int] = set()  # seats whose page is yet to be computed for the state now on the table
        self._acted: int | None = None  # the seat that acted last: its page first
        self._translators: dict[str, Translator] = {}

    @property
    def server(self) -> "PhoneServer":
        if self._server is None:
            from companion.phones.server import PhoneServer

            self._server = PhoneServer(self.inbox, *self._listen_on)
            self._server.serve(self.book)
        return self._server

    @property
    def listening(self) -> bool:
        """Phones can join now (the setting is on and the server listens)."""
        return self._server is not None and self._server.running

    # --- the setting ----------------------------------------------------------------------------------
    @property
    def chosen(self) -> bool:
        return self.preferences.get(PREFERENCE) is True

    def switch(self, on: bool) -> Notice | None:
        """Turn the setting on or off (kept for the next start); a notice if the server cannot listen."""
        self.preferences.set(PREFERENCE, on)
        if on:
            return self.start()
        self.stop()
        return None

    def start(self) -> Notice | None:
        if not self.chosen or self.listening:
            return None
        try:
            self.server.start()
        except OSError as error:
            log.warning("phones: cannot listen on port %d (%s)", self.server.port, error.strerror or error)
            return Notice("Phones cannot join: port {port} is taken by another program", {"port": self.server.port})
        self.server.book = self.book
        log.info("phones: listening on port %d", self.server.port)
        return None

    def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
        self._sent.clear()

    # --- the game on the table ------------------------------------------------------------------------
    def follow(self, session: Any) -> None:
        """The table now shows ``session`` (None: no game): its seats' phones are served."""
        if session is self.session:
            return
        self.session, self._sent, self._seen = session, {}, None
        if session is None:
            self.book = None
        else:
            self.book = SeatBook(None if self.folder is None else book_path(self.folder, session.game_id))
            plugin = plugin_for(session.game.name)
            self.face = resolve(plugin.phone)() if plugin is not None and plugin.phone else PublicTable()
        if self._server is not None:  # else the server serves the book when it is made
            self._server.serve(self.book)

    def name(self, seat: int) -> str:
        return str(self.session.setup.players[seat].name) if self.session is not None else ""

    def taken(self, seat: int) -> bool:
        return self.book is not None and self.book.taken(seat)

    def invite(self, seat: int) -> str:
        """The URL of the seat's QR code: the address, and in the fragment (never sent over the network) the seat,
        a new one-use claim code, the seat's key and the table's language."""
        assert self.book is not None
        invite = self.book.offer(seat)
        key = base64.urlsafe_b64encode(invite.key).decode("ascii").rstrip("=")
        language = self.preferences.language("fr")
        return f"http://{self.address}:{self.server.port}/#s={seat}&c={invite.code}&k={key}&l={language}"

    def forget(self, seat: int) -> None:
        """The seat goes to another phone: the old one's next message is refused and it is sent nothing more."""
        assert self.book is not None
        self.book.revoke(seat)
        if self._server is not None:
            self._server.drop(seat)
        self._sent.pop(seat, None)

    # --- the inbox ------------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> Notice | None:
        """A phone's event (joined, connected, a sealed message); a notice for the table, if any."""
        from companion.phones.server import Connected, Joined, Sent  # a phone's event: the server is loaded

        message = event.reading
        if isinstance(message, Joined):
            return Notice("{name}'s phone joined", {"name": self.name(message.seat)})
        if isinstance(message, Connected):
            self._sent.pop(message.seat, None)  # a full snapshot on every (re)connect
            self.refresh()
        elif isinstance(message, Sent):
            return self._received(message)
        return None

    def _received(self, message: Sent) -> Notice | None:
        key = None if self.book is None else self.book.key(message.seat)
        if key is None or self.session is None:
            return None
        try:
            said = unseal(key, message.box)
        except Unopenable:
            log.info("phones: seat %d sent a message that does not open", message.seat + 1)
            return None
        if not isinstance(said, dict):
            return None
        if said.get("undo") is True:  # Undo stays the table's: the phone asks, the table decides
            return Notice("{name} asks the table to undo the last move", {"name": self.name(message.seat)})
        if said.get("lang") in LANGUAGES:
            self.languages[message.seat] = said["lang"]
            self._sent.pop(message.seat, None)
        if "choice" in said:
            self._act(message.seat, str(said["choice"]), said.get("v"))
        self.refresh()
        return None

    def _act(self, seat: int, choice: str, version: Any) -> None:
        """A tap, made on the frame of ``version``: stale if what the seat is asked (its prompt, its choices and
        their refusals) changed since; another seat's lock in between does not make it stale (five bid at once)."""
        self.refresh()  # the version counted for the state now on the table
        if not isinstance(version, int) or not self._asked_at.get(seat, 0) <= version <= self.version:
            self._tell(seat, Phrase(N_("The table changed before your tap arrived: look again and choose")))
            return
        self._acted = seat
        done = self.face.act(self.session, seat, choice)
        if isinstance(done, Press):
            self.inbox.put(done.event)
        elif isinstance(done, Play):
            try:
                self.session.play(done.action)
            except RuleError as error:
                self._refused(seat, Refusal.of(error, self.session.game.clauses))
        elif isinstance(done, Refuse):
            self._refused(seat, done.refusal)

    # --- SeatFeedback (companion/core/ports.py): what the app decided about a seat's sealed choice ------------
    def locked(self, seat: int, source: str | None = None) -> None:
        """The page shows the locked choice itself (the seat's own section)."""

    def refused(self, seat: int, notice: Notice, source: str | None = None) -> None:
        """Told to that seat's phone only (it may name the card), when the phone sent it."""
        if source == "phone":
            self._tell(seat, Phrase(notice.key, tuple(notice.params.items())))

    def cleared(self, seat: int) -> None:
        """The page shows the seat's choice gone (the seat's own section)."""

    # --- frames -------------------------------------------------------------------------------------
    def translator(self, seat: int) -> Translator:
        language = self.languages.get(seat) or self.preferences.language("fr")
        if language not in self._translators:
            self._translators[language] = Translator(language)
        return self._translators[language]

    def _refused(self, seat: int, refusal: Refusal) -> None:
        self._publish(seat, {"refused": why(self.translator(seat), refusal)})

    def _tell(self, seat: int, phrase: Phrase) -> None:
        tr = self.translator(seat)
        self._publish(seat, {"told": tr.message(phrase.key, dict(phrase.params))})

    def _publish(self, seat: int, value: Any) -> None:
        key = None if self.book is None else self.book.key(seat)
        if key is not None:
            self.server.publish(seat, seal(key, value))

    def refresh(self, budget: int | None = None) -> None:
        """Each claimed seat's page, sent sealed if it changed, at most ``budget`` of them now. The app calls it
        every frame with two: five pages at once cost a tap's frame 15 ms on a desktop (benchmarks/phones_bench.py),
        spread over three frames 3 ms each; the seat that acted goes first."""
        session, book = self.session, self.book
        if session is None or book is None or not self.listening:
            return
        if session.state is not self._seen:
            self._seen, self.version = session.state, self.version + 1
            self._due = set(range(len(session.setup.players)))
        due = sorted((s for s in self._due | {s for s in range(len(session.setup.players)) if s not in self._sent}
                      if book.taken(s)), key=lambda s: s != self._acted)
        for seat in due[:budget]:
            self._due.discard(seat)
            shown = frame(self.translator(seat), self.face.page(session, seat), self.version, self.name(seat))
            before = self._sent.get(seat)
            if before != shown:
                if before is None or _asked(before) != _asked(shown):
                    self._asked_at[seat] = self.version  # a tap made on an older frame answers another question
                self._sent[seat] = shown
                self._publish(seat, {"page": shown})
        self._due &= set(range(len(session.setup.players)))

    def close(self) -> None:
        self.stop()
