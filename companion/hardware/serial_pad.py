"""A serial bid pad through pyserial: one text line per sealed choice (protocol: docs/hardware.md,
"Serial bid pad: line protocol").

The reader thread only reads lines, parses them and puts ``InputEvent``s into the inbox (docs/design.md#one-thread-owns-state).
It answers a line it cannot parse itself (``ERR`` with what is allowed): that touches no app state. A
parsed choice is answered by the main thread, through ``SeatFeedback``, as soon as it takes the line: ``OK``
when the rules accepted it, ``ERR <reason>`` when they or the app refused it (no auction open, a seat the
table does not have): one answer per line, in order. A seat this pad locked hears ``CLEARED <n>`` when its
choice goes (revealed, or taken back by Undo).

A sealed choice is secret until the reveal: nothing here logs a line or puts one in ``status``, and the
``ERR`` for a malformed line never repeats what the pad sent.

Unplugged, or absent at start: ``status`` says so, the touch screen stands in, and the thread tries to open
the port again every ``retry_s`` seconds, so a pad plugged back in works without a restart.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from functools import cache
from typing import Any

import serial

from companion.core.bid_station import deck, special_choices
from companion.core.inbox import BID, Inbox, InputEvent
from companion.core.ports import Notice
from companion.hardware.pinmap import MAX_SEATS

log = logging.getLogger(__name__)

MAX_LINE = 64  # characters before the end of line; "SEAT 5 ARTISAN", the longest choice, is 14


@cache
def gold_choices() -> frozenset[str]:
    """The gold cards' numbers a BID may name (asked when first needed: the engine is not loaded at start-up)."""
    return frozenset(c for c in deck() if c.isdigit())
CLEARED = "CLEARED"
_ECHOES = frozenset({"OK", "ERR", CLEARED})  # the app's own lines, echoed back by a pad, a terminal or loop://
_END = b"\r\n"  # answers end like Arduino's println; lines read may end with \n, \r\n or \r


def _is_echo(line: bytes) -> bool:
    """One of the app's own answers, whatever its length (a refusal's reason can be long)."""
    first = line.split(None, 1)[:1]
    return bool(first) and first[0].upper().decode("ascii", "replace") in _ECHOES


def parse_line(text: str) -> InputEvent | Notice | None:
    """One line from the pad: the seat's choice, why it is not one (a Notice for ``ERR``), or None for a
    line to ignore (blank, or one of the app's own answers echoed back). Words are case-insensitive."""
    words = text.upper().split()
    if not words or words[0] in _ECHOES:
        return None
    if words[0] != "SEAT":
        return Notice("A line starts with SEAT: send SEAT <n> BID <1-15>, SEAT <n> SPY, SEAT <n> SCRAP or "
                      "SEAT <n> ARTISAN")
    if len(words) < 2 or not words[1].isdigit() or not 1 <= int(words[1]) <= MAX_SEATS:
        return Notice("SEAT needs a seat number from 1 to {max}, as in SEAT 3 BID 12", {"max": MAX_SEATS})
    seat, action, rest = int(words[1]) - 1, words[2] if len(words) > 2 else "", words[3:]
    if action == "BID":
        # The value is never repeated in an answer: it may be the bid the player meant.
        if len(rest) != 1 or not rest[0].isdigit() or str(int(rest[0])) not in gold_choices():
            return Notice("BID needs one gold card number from 1 to {max}, as in SEAT 3 BID 12",
                          {"max": len(gold_choices())})
        return InputEvent("seat", seat, BID, "serial", choice=str(int(rest[0])))
    if action.lower() in special_choices():
        if rest:
            return Notice("{card} takes nothing after it: send SEAT <n> {card}", {"card": action})
        return InputEvent("seat", seat, BID, "serial", choice=action.lower())
    if action == "CLEAR":
        return Notice("There is no CLEAR: until the bids are revealed, send another choice to replace the one "
                      "locked")
    return Notice("After SEAT <n> send BID <1-15>, SPY, SCRAP or ARTISAN")


class SerialPad:
    """The serial bid pad: an ``InputAdapter`` and a ``SeatFeedback``.

    ``port`` is a device (/dev/ttyUSB0, /dev/serial0) or any pyserial URL (``loop://`` in tests), opened
    with ``serial.serial_for_url``; ``opener`` replaces that function in tests.
    """

    name = "serial"

    def __init__(self, port: str, baud: int = 9600, *, opener: Callable[..., Any] | None = None,
                 retry_s: float = 2.0, read_timeout_s: float = 0.1) -> None:
        self.port_name, self.baud = port, baud
        self._opener = opener or serial.serial_for_url
        self._retry_s, self._read_timeout_s = retry_s, read_timeout_s
        self._port: Any = None
        self._inbox: Inbox | None = None
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self._lock = threading.Lock()  # the port, the pending answers and the status, across threads
        self._pending: dict[int, int] = {}  # seat -> lines put into the inbox, not answered yet
        self._locked: set[int] = set()  # seats whose choice this pad locked (OK) and that still stands
        self._status = Notice("Serial bid pad not started")

    @property
    def connected(self) -> bool:
        return self._port is not None

    @property
    def port(self) -> Any:
        """The open pyserial port, or None (tests on ``loop://`` write the pad's lines into it)."""
        return self._port

    def start(self, inbox: Inbox) -> None:
        """Try the port once now (so ``status`` is right at once), then read on a thread of its own."""
        with self._lock:
            if self._thread is not None:
                return
            self._inbox = inbox
            self._stopping.clear()
        self._connect()
        self._thread = threading.Thread(target=self._run, name="serial-bid-pad", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop reading and close the port. Safe to call twice, or without ``start``."""
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(timeout=max(2.0, 5 * self._read_timeout_s))
            self._thread = None
        with self._lock:
            port, self._port, self._inbox = self._port, None, None
            self._status = Notice("Serial bid pad stopped")
        if port is not None:
            port.close()

    def status(self) -> Notice:
        with self._lock:
            return self._status

    # --- SeatFeedback: answers to the pad's lines, in order ---------------------------------------------
    # Another device's choice (a GPIO station, the touch screen) is no answer to a line of this pad.
    def locked(self, seat: int, source: str | None = None) -> None:
        if source == self.name and self._answer(seat, "OK"):
            with self._lock:
                self._locked.add(seat)

    def refused(self, seat: int, notice: Notice, source: str | None = None) -> None:
        # The reason goes to the pad only: it may name the refused card. One line, whatever the text holds.
        if source == self.name:
            self._answer(seat, "ERR " + " ".join(notice.english().split()))

    def cleared(self, seat: int) -> None:
        """A seat this pad locked has no choice any more: the pad may put out its light. Seats are 1-based."""
        with self._lock:
            if seat not in self._locked:
                return
            self._locked.discard(seat)
        self._write(f"{CLEARED} {seat + 1}")

    def _answer(self, seat: int, line: str) -> bool:
        with self._lock:
            if not self._pending.get(seat):
                return False  # no line of that seat waits (one answer per line)
            self._pending[seat] -= 1
        self._write(line)
        return True

    def _write(self, line: str) -> None:
        with self._lock:
            port = self._port
            if port is None:
                return
            try:
                port.write(line.encode("ascii", "replace") + _END)
            except (serial.SerialException, OSError) as e:  # the reader finds out and reconnects
                log.warning("serial bid pad on %s: an answer could not be sent (%s)", self.port_name, e)

    # --- the reader thread ---------------------------------------------------------------------------
    def _connect(self) -> bool:
        try:
            port = self._opener(self.port_name, baudrate=self.baud, timeout=self._read_timeout_s,
                                write_timeout=1.0)
        except (serial.SerialException, OSError, ValueError) as e:
            self._lost(e)
            return False
        with self._lock:
            self._port, self._pending, self._locked = port, {}, set()  # a former connection's lines are moot
            self._status = Notice("Serial bid pad on {port}: ready", {"port": self.port_name})
        log.info("serial bid pad connected on %s", self.port_name)
        return True

    def _lost(self, error: Exception) -> None:
        with self._lock:
            port, self._port = self._port, None
            was = self._status
            self._status = Notice("Serial bid pad on {port} not connected ({reason}): the touch screen stands "
                                  "in until it is", {"port": self.port_name, "reason": str(error)})
        if was.key != self._status.key:  # once per outage, not every retry
            log.warning("serial bid pad on %s not connected: %s", self.port_name, error)
        if port is not None:
            try:
                port.close()
            except (serial.SerialException, OSError):
                pass  # already gone with the cable

    def _run(self) -> None:
        buffer, skipping = bytearray(), False  # skipping: the rest of a line already answered as too long
        while not self._stopping.is_set():
            port = self._port
            if port is None:
                if self._stopping.wait(self._retry_s) or not self._connect():
                    continue
                buffer, skipping = bytearray(), False
                continue
            try:
                buffer += port.read(max(1, port.in_waiting))
            except (serial.SerialException, OSError, TypeError, AttributeError) as e:
                # TypeError/AttributeError: pyserial's posix port when its descriptor vanishes mid-read.
                if not self._stopping.is_set():
                    self._lost(e)
                continue
            *lines, rest = bytes(buffer).replace(b"\r", b"\n").split(b"\n")
            for raw in lines:
                if not skipping:
                    self._handle(raw)
                skipping = False
            buffer = bytearray(rest)
            if len(buffer) > MAX_LINE and not skipping:
                if not _is_echo(bytes(buffer)):
                    self._write("ERR " + self._too_long().english())
                buffer, skipping = bytearray(), True
            elif skipping:
                buffer.clear()

    @staticmethod
    def _too_long() -> Notice:
        return Notice("Line too long: at most {max} characters, then a new line", {"max": MAX_LINE})

    def _handle(self, raw: bytes) -> None:
        """One line: into the inbox, or answered here. Never raises: a bad line must not stop the pad."""
        if _is_echo(raw):
            return
        try:
            if len(raw) > MAX_LINE:
                parsed: InputEvent | Notice | None = self._too_long()
            else:
                parsed = parse_line(raw.decode("ascii"))
        except UnicodeDecodeError:
            parsed = Notice("Send plain ASCII text lines, such as SEAT 3 BID 12")
        except Exception as e:  # a bug in parsing; its message might quote the line, so only its type
            log.error("serial bid pad: a line could not be parsed (%s)", type(e).__name__)
            parsed = Notice("After SEAT <n> send BID <1-15>, SPY, SCRAP or ARTISAN")
        if isinstance(parsed, Notice):
            self._write("ERR " + parsed.english())
        elif parsed is not None and parsed.seat is not None:
            with self._lock:
                inbox = self._inbox
                self._pending[parsed.seat] = self._pending.get(parsed.seat, 0) + 1
            if inbox is not None:
                inbox.put(parsed)
