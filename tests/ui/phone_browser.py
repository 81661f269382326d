"""Phones in a real browser (headless Chromium, Debian's, driven by Playwright) against the real app and its server
on loopback (docs/phones.md#how-it-is-tested): what the browser tests of every game share."""

from __future__ import annotations

import json
import socket
import threading
from typing import Any, Callable

import pytest

from companion.phones import table as phone_table
from companion.phones.sealing import Unopenable, unseal
from tests.ui.kilim_helpers import create_kilim_game, enter_domino

playwright = pytest.importorskip("playwright.sync_api")
CHROMIUM = "/usr/bin/chromium"
PHONE = {"width": 390, "height": 844}
WAIT_MS = 60_000  # the machine is shared and slow: a condition, never a time, is what a step waits for


def record(page: Any, into: list[str]) -> None:
    page.on("websocket", lambda socket: socket.on("framereceived", lambda payload: into.append(
        payload if isinstance(payload, str) else payload.decode())))


def free_port() -> int:
    """A port no one listens on now (other test runs share this machine)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def opened(frames: list[str], key: bytes) -> list[Any]:
    return [unseal(key, json.loads(frame)["box"]) for frame in frames]


class BrowserThread:
    """Playwright on its own thread, given one step at a time; the test's thread keeps the table's frames going
    (``app.wait_until``) until the step is done."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.steps: list[Callable[[Any], Any]] = []
        self.results: list[Any] = []
        self.stopped = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        with playwright.sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM)
            idle = browser.new_page()  # Playwright hands the pages' events (a frame received) only inside its calls
            while not self.stopped:
                if not self.steps:
                    idle.wait_for_timeout(50)
                    continue
                step = self.steps.pop(0)
                try:
                    self.results.append(("ok", step(browser)))
                except BaseException as failure:  # noqa: BLE001 - raised again on the test's thread
                    self.results.append(("failed", failure))
            browser.close()

    def run(self, step: Callable[[Any], Any]) -> Any:
        self.steps.append(step)
        assert self.app.wait_until(lambda: bool(self.results), seconds=WAIT_MS / 1000)
        outcome, value = self.results.pop(0)
        if outcome == "failed":
            raise value
        return value

    def stop(self) -> None:
        self.stopped = True
        self.thread.join(timeout=30)


# The page's visibility as the phone's browser reports it, under the test's hand (headless Chromium shows every
# tab): set before the page's own script runs, as the browser's own would be.
SHOWN = "() => { window.__hidden = %s; document.dispatchEvent(new Event('visibilitychange')); }"
VISIBILITY = """
window.__hidden = false;
Object.defineProperty(document, "visibilityState", {get: () => window.__hidden ? "hidden" : "visible"});
"""


def on_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's phone server on a free port of loopback only (the same one after a restart, as on a Pi)."""
    monkeypatch.setattr(phone_table, "PORT", free_port())
    monkeypatch.setattr(phone_table, "HOST", "127.0.0.1")


def kilim_auction_with_phones(start_app: Any, monkeypatch: pytest.MonkeyPatch, names: list[str]
                              ) -> tuple[Any, Any, Any]:
    """The app with phones on (loopback), a Kilim game by touch, its first domino revealed: the auction open and
    its seats served. The app's harness, its phone table and the game's session."""
    on_loopback(monkeypatch)
    app = start_app(language="en")
    table = app.app.context.phones
    assert table.switch(True) is None
    create_kilim_game(app, names)
    enter_domino(app, "A", "B")
    session = app.screen.session
    table.follow(session)
    return app, table, session


def sealed_for_its_seat_only(frames: list[list[str]], keys: list[bytes]) -> None:
    """Each page's frames as the browser received them: nothing but a box sealed for that seat (a word searched in
    the base64 would be found there by chance), which no other seat's key opens."""
    for seat, received in enumerate(frames):
        assert received, f"seat {seat} received nothing"
        assert all(json.loads(f).keys() == {"t", "box"} and json.loads(f)["t"] == "frame" for f in received)
        for other, key in enumerate(keys):
            if other != seat:
                with pytest.raises(Unopenable):
                    opened(received[:1], key)


def secret_lines(page: dict[str, Any]) -> list[str]:
    """The seat's own lines a phone shows blurred until touched and held."""
    return [line["text"] for section in page["mine"] for line in section["lines"] if line["secret"]]
