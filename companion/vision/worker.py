"""Vision off the UI thread: a worker takes a frame, reads it, and posts the reading to the inbox.

The worker is an input adapter (``companion.core.ports.InputAdapter``: ``start(inbox)``, ``stop()``,
``status()``), so the app wires it like the buttons and Settings lists it. A screen asks (``request``)
and carries on; the Kivy thread later drains an ``InputEvent("camera", reading=VisionResult(...))`` like
any other input. One request at a time: asking again while busy replaces the waiting request, so a
table tapping "read" twice does not queue two slow readings.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import Notice

if TYPE_CHECKING:  # OpenCV is imported by the camera and the readers, not by the worker itself
    from companion.vision.capture import Camera
    from companion.vision.images import Image

log = logging.getLogger(__name__)
Reader = Callable[["Image"], Any]  # e.g. read_dice, or functools.partial(read_grid, refs=..., rows=4, cols=6)


@dataclass(frozen=True)
class VisionResult:
    """What the worker posts: what was asked for, the reading (None if it failed) and why it failed."""

    kind: str  # what the screen asked for: "dice", "grid", "card"...
    reading: Any
    frame: "Image | None" = None  # the photo read, to draw the groups over it
    error: str | None = None  # English, for the log; the screen says "no reading" in the table's language


class VisionWorker:
    name = "camera"

    def __init__(self, camera: "Camera", source: str = "camera") -> None:
        self.camera, self.source = camera, source
        self._inbox: Inbox | None = None
        self._wanted: tuple[str, Reader, "Image | None"] | None = None
        self._wake = threading.Condition()
        self._stop = False
        self._thread: threading.Thread | None = None
        self._status = Notice("Camera not started")

    def start(self, inbox: Inbox) -> None:
        self._inbox = inbox
        self._thread = threading.Thread(target=self._run, name="vision", daemon=True)
        self._thread.start()
        self._status = Notice("Camera ready ({source})", {"source": self.source})

    def request(self, kind: str, reader: Reader, frame: "Image | None" = None) -> None:
        """Read the next frame with ``reader`` (or ``frame``, a photo already taken: read it again with
        corners tapped on it, or learn from it); the result arrives through the inbox."""
        with self._wake:
            self._wanted = (kind, reader, frame)
            self._wake.notify()

    def stop(self, timeout: float = 5.0) -> None:
        with self._wake:
            self._stop = True
            self._wake.notify()
        if self._thread is not None:
            self._thread.join(timeout)
        self.camera.close()
        self._status = Notice("Camera not started")

    def status(self) -> Notice:
        return self._status

    def _run(self) -> None:
        while True:
            with self._wake:
                while self._wanted is None and not self._stop:
                    self._wake.wait()
                if self._stop:
                    return
                assert self._wanted is not None
                kind, reader, given = self._wanted
                self._wanted = None
            result = self._read(kind, reader, given)
            assert self._inbox is not None
            self._inbox.put(InputEvent("camera", source="camera", reading=result))

    def _read(self, kind: str, reader: Reader, given: "Image | None" = None) -> VisionResult:
        frame = self.camera.frame() if given is None else given
        if frame is None:
            self._status = Notice("The camera gave no picture; check its cable")
            return VisionResult(kind, None, None, "the camera gave no picture")
        self._status = Notice("Camera ready ({source})", {"source": self.source})
        try:
            return VisionResult(kind, reader(frame), frame)
        except Exception as error:  # a reading gone wrong is a "no reading" on the screen; the game goes on
            log.exception("vision: reading %s failed", kind)
            return VisionResult(kind, None, frame, type(error).__name__)
