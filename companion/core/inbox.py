"""One path for every input: hardware buttons, keys and touches all become ``InputEvent``s in an ``Inbox``.

docs/design.md#one-thread-owns-state: gpiozero and pyserial call back on their own threads, so their callbacks only
``put`` here; the Kivy main thread ``drain``s on a ``Clock`` tick and is the only one that touches state.
"""

from __future__ import annotations

import re
import threading
from collections import deque
from dataclasses import dataclass, field

COMMANDS = frozenset({"advance", "undo", "redo", "seat", "camera", "power", "clock", "phone"})  # clock: the turn
# clock's pause; phone: a message of a seat's phone (companion/phones/server.py), still sealed, as ``reading``
SEAT_BUTTONS = ("prev", "next", "lock")  # a seat's bid station: browse its choices blind, then lock one
BID = "bid"  # a seat's sealed choice, already made (a serial pad, or a bid station's lock)
SOURCES = frozenset({"gpio", "keyboard", "serial", "touch", "camera", "phone"})
_CHOICE = re.compile(r"[a-z0-9]{1,16}")  # a card's text form: "12", "spy"; no spaces, so it fits a line


@dataclass(frozen=True)
class InputEvent:
    """A button pressed, whichever device it came from.

    ``command`` is "advance", "undo", "redo" or "seat"; for "seat", ``seat`` is the 0-based seat and
    ``button`` one of ``SEAT_BUTTONS``, or ``BID`` with ``choice`` the sealed choice's text form ("1" to
    "15", "spy", "scrap", "artisan" in the sealed-bid game). ``source`` says which device sent it (for logs and Settings
    only: the app treats all sources alike).

    "camera" carries a vision worker's ``reading`` (a dice or grid reading; see companion/vision/worker.py),
    which the screen that asked for it offers for one tap of confirmation.

    "phone" carries what a seat's phone sent (companion/phones/server.py: joined, connected, a sealed message) as
    ``reading``; the phones adapter opens it on the main thread.

    "power" is the shutdown button held down (companion/hardware/power_button.py): the app, not the screen,
    answers it.

    ``choice`` is SECRET until the reveal (docs/design.md#secrets), so it is left out of ``repr``: logging an
    event never shows it.
    """

    command: str
    seat: int | None = None
    button: str | None = None
    source: str = "touch"
    choice: str | None = field(default=None, repr=False)
    reading: object = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Checked here so that a mistyped event fails where it is made, not later on the main thread.
        if self.command not in COMMANDS:
            raise ValueError(f"unknown command {self.command!r}; expected one of {sorted(COMMANDS)}")
        if self.source not in SOURCES:
            raise ValueError(f"unknown source {self.source!r}; expected one of {sorted(SOURCES)}")
        if (self.command in ("camera", "phone")) != (self.reading is not None):
            raise ValueError("a camera or phone event carries a reading, and only those do")
        if self.command == "seat":
            if isinstance(self.seat, bool) or not isinstance(self.seat, int) or self.seat < 0:
                raise ValueError(f"a seat event needs a 0-based seat number, got {self.seat!r}")
            if self.button not in (*SEAT_BUTTONS, BID):
                raise ValueError(f"seat button must be one of {(*SEAT_BUTTONS, BID)}, got {self.button!r}")
            if self.button == BID and not (isinstance(self.choice, str) and _CHOICE.fullmatch(self.choice)):
                # The value itself stays out of the message: it may be a sealed bid.
                raise ValueError("a bid needs a choice: 1 to 16 lower-case letters or digits, such as '12'")
            if self.button != BID and self.choice is not None:
                raise ValueError(f"only {BID!r} carries a choice, not {self.button!r}")
        elif self.seat is not None or self.button is not None or self.choice is not None:
            raise ValueError(f"{self.command!r} takes no seat, button or choice")


class Inbox:
    """A thread-safe FIFO of ``InputEvent``s: any thread puts, the main thread drains.

    Unbounded on purpose: dropping a press would silently skip a turn, and the main thread drains
    every frame, so it never holds more than a handful.
    """

    def __init__(self) -> None:
        self._events: deque[InputEvent] = deque()
        self._lock = threading.Lock()

    def put(self, event: InputEvent) -> None:
        with self._lock:
            self._events.append(event)

    def drain(self) -> list[InputEvent]:
        """Everything put so far, oldest first; the inbox is empty afterwards."""
        with self._lock:
            events = list(self._events)
            self._events.clear()
        return events

    def __len__(self) -> int:
        with self._lock:
            return len(self._events)
