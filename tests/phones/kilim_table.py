"""A Kilim auction's table without a window, for the phones' tests and benchmark: a real journal, the phones
adapter on loopback, Kilim's bid stations, and ``run`` standing in for the Kivy thread's frames (the app's
``drain_inbox`` and ``serve_phones``) while the phones work on another thread."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any, Awaitable, Callable

from companion.core.bid_station import FeedbackFanout
from companion.core.inbox import Inbox
from companion.core.journal import Journal
from companion.core.session import Session
from companion.core.settings import Preferences
from companion.phones.table import PhoneTable
from companion.screens.kilim.stations import SeatStations
from games import base
from games.base import RuleError, Setup
from games.kilim import Motif, RevealDomino

FRAME_S = 1 / 60


class KilimTable:
    def __init__(self, folder: Path, seats: int) -> None:
        self.journal = Journal.open(folder / "journal.sqlite3")
        self.session = Session.new(self.journal, base.get("kilim"), Setup.of([(f"P{n}", "red") for n in range(seats)]))
        self.session.play(RevealDomino(Motif.A, Motif.B))  # the auction is open
        self.inbox = Inbox()
        self.phones = PhoneTable(self.inbox, Preferences(folder / "preferences.json"), folder, host="127.0.0.1",
                                 port=0)
        self.phones.switch(True)
        self.phones.follow(self.session)
        self.stations = SeatStations(FeedbackFanout([self.phones]), self._play_privately)
        self.url = f"http://127.0.0.1:{self.phones.server.port}"
        self.page_times: list[float] = []  # what each frame of the table's thread paid for the phones' pages

    def _play_privately(self, action: Any) -> RuleError | None:
        try:
            self.session.play(action)
        except RuleError as error:
            return error
        return None

    def frame(self) -> None:
        """One frame of the table's thread: the inbox drained, the stations follow, the phones' pages sent."""
        for event in self.inbox.drain():
            if event.command == "phone":
                self.phones.handle(event)
            elif event.command == "seat":
                self.stations.press(event)
        self.stations.follow(self.session.view(None))
        start = time.perf_counter()
        self.phones.refresh(budget=2)  # as the app does: two pages a frame
        self.page_times.append(time.perf_counter() - start)

    def run(self, phones: Callable[[], Awaitable[Any]], each_frame: Callable[[], None] = lambda: None) -> None:
        """``phones`` on its own thread and event loop; the table's frames here until it ends (raised again)."""
        done = threading.Event()
        failures: list[BaseException] = []

        def run_phones() -> None:
            try:
                asyncio.run(phones())  # type: ignore[arg-type]
            except BaseException as failure:  # noqa: BLE001 - raised on the table's thread
                failures.append(failure)
            finally:
                done.set()

        threading.Thread(target=run_phones, daemon=True).start()
        while not done.is_set():
            self.frame()
            each_frame()
            time.sleep(FRAME_S)
        self.phones.stop()
        if failures:
            raise failures[0]

    def close(self) -> None:
        self.phones.stop()
        self.journal.close()
