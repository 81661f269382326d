"""The ports through which the app meets devices (docs/design.md#hardware-is-optional).

Adapters live in ``companion.hardware`` (and later ``companion.vision``); the core and the screens only
see these Protocols, so a test or a machine without hardware swaps in another adapter.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from companion.core.inbox import Inbox

LED_MODES = ("off", "on", "blink")


@dataclass(frozen=True)
class Notice:
    """A message for the user, translated by the app.

    ``key`` is the English text with ``{placeholders}`` (so logs stay readable untranslated) and
    ``params`` fills them in.
    """

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def english(self) -> str:
        try:
            return self.key.format(**self.params)
        except (KeyError, IndexError, ValueError):
            return self.key


@runtime_checkable
class InputAdapter(Protocol):
    """A device that turns presses into ``InputEvent``s.

    ``start`` may be called from the main thread only; afterwards the adapter may ``put`` into the inbox
    from any thread, and must do nothing else from those threads.
    """

    name: str

    def start(self, inbox: Inbox) -> None: ...

    def stop(self) -> None: ...

    def status(self) -> Notice: ...


@runtime_checkable
class SeatSignal(Protocol):
    """The light at each seat's bid station. What "on" and "blink" mean is the game's choice (an auction:
    "blink" tells one seat its choice was refused, without showing anything to the others). A seat with
    no station wired is silently ignored: that seat uses the touch screen."""

    def set_led(self, seat: int, mode: str) -> None: ...


@runtime_checkable
class SeatFeedback(Protocol):
    """What a seat's device is told about its sealed choice, after the app (not the device) has decided.

    Every seat event with button "bid" or "lock" gets exactly one answer, ``locked`` or ``refused``, at once
    (a serial pad waits for it), with ``source`` the event's: a pad answers only its own lines, a light shows
    the seat's state whichever device chose. ``locked`` without a source relights a choice that came back
    (Redo). ``cleared`` says the seat has no locked choice any more (the bids were revealed, or the lock was
    undone). The app may call every adapter that implements this; each acts only on the seats it serves (a
    GPIO station's light, a pad's seats) and ignores the rest. Called on the main thread.

    ``refused``'s notice goes to that seat's device only, never to the screen or the log: it may name the
    card that was refused.
    """

    def locked(self, seat: int, source: str | None = None) -> None: ...

    def refused(self, seat: int, notice: Notice, source: str | None = None) -> None: ...

    def cleared(self, seat: int) -> None: ...
