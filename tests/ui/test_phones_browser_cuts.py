"""Cuts made by the server's side (docs/phones.md#on-the-phone): the table drops a phone's connection (as a Wi-Fi
access point that forgets a client does) just after the phone sent its sealed bid, once while the page is shown and
once while it lies hidden in a pocket. Each page is live again by itself once it shows (the seconds printed), on its
own seat, and each bid is in the journal exactly once."""

from __future__ import annotations

import time
from typing import Any

import pytest

from games.kilim import Phase, SealBid
from tests.ui.phone_browser import (PHONE, SHOWN, VISIBILITY, WAIT_MS, BrowserThread, kilim_auction_with_phones,
                                    opened, record, secret_lines)

NAMES = ["Ana", "Bo"]
BIDS = ["7", "3"]


def cut_from_the_server(server: Any, seat: int) -> None:
    """The seat's TCP connection aborted on the server's side, on its loop thread, without a closing frame."""
    server._loop.call_soon_threadsafe(lambda: server._sockets[seat]._req.transport.abort())


def test_a_socket_the_server_drops_is_live_again_when_the_page_shows_and_no_bid_is_lost_or_doubled(  # type: ignore[no-untyped-def]
        start_app, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table, session = kilim_auction_with_phones(start_app, monkeypatch, NAMES)
    links = [table.invite(seat) for seat in range(len(NAMES))]
    keys = [table.book.key(seat) for seat in range(len(NAMES))]
    frames: list[list[str]] = [[] for _ in NAMES]
    browser = BrowserThread(app)
    try:
        def open_phone(seat: int) -> Any:
            def step(driver: Any) -> Any:
                context = driver.new_context(viewport=PHONE)
                context.add_init_script(VISIBILITY)
                page = context.new_page()
                record(page, frames[seat])
                page.goto(links[seat])
                page.locator("#choices button").first.wait_for(timeout=WAIT_MS)
                return page
            return step

        pages = [browser.run(open_phone(seat)) for seat in range(len(NAMES))]
        for seat, hidden in ((0, False), (1, True)):
            page, seen = pages[seat], len(frames[seat])

            def bid_and_cut(_: Any) -> float:
                """The bid tapped, the table drops the socket; shown (at once, or after a while in the pocket):
                seconds until the seat's full snapshot arrives on a new socket."""
                page.get_by_role("button", name=BIDS[seat], exact=True).click()
                if hidden:  # in the pocket: the cut comes, the page makes no attempt (a phone's battery)
                    page.evaluate(SHOWN % "true")
                    cut_from_the_server(table.server, seat)
                    page.wait_for_timeout(1500)
                shown = time.monotonic()
                with page.expect_websocket(timeout=WAIT_MS) as reopened:
                    if hidden:
                        page.evaluate(SHOWN % "false")
                    else:
                        cut_from_the_server(table.server, seat)
                reopened.value.wait_for_event("framereceived", timeout=WAIT_MS)
                return time.monotonic() - shown

            print(f"{NAMES[seat]}'s page {'hidden' if hidden else 'shown'} when the table dropped it: "
                  f"live again {browser.run(bid_and_cut):.2f} s after showing")
            assert len(frames[seat]) > seen
            # what the page shows now is what the journal holds: the bid locked, or (cut before it arrived) none
            assert app.wait_until(lambda: session.view(seat).sealed[seat] is not None or not any(
                secret_lines(v["page"]) for v in opened(frames[seat][-1:], keys[seat]) if "page" in v))
            if session.view(seat).sealed[seat] is None:  # the bid never reached the table: tapped again
                print(f"{NAMES[seat]}'s bid was cut before it reached the table; the page showed none: tapped again")
                browser.run(lambda _: page.get_by_role("button", name=BIDS[seat], exact=True).click())
            assert app.wait_until(lambda: session.view(seat).sealed[seat] is not None)
            assert browser.run(lambda _: page.locator("#name").inner_text()) == NAMES[seat]
        assert sorted(s for s, socket in table.server._sockets.items() if not socket.closed) == [0, 1]  # each live
    finally:
        browser.stop()
    assert session.view(None).phase is Phase.BIDDING
    assert [(a.seat, str(a.card)) for a in session.history if isinstance(a, SealBid)] == list(enumerate(BIDS))
