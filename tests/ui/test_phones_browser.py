"""Five phones at a Kilim table, in a real browser (headless Chromium driven by Playwright) against the real app
(Kivy under Xvfb) and its real server on loopback (docs/phones.md#how-it-is-tested): each phone claims its seat
from its QR code's link, seals its bid, a spy plays its gold card after the reveal; every frame each page receives
is recorded, and none holds another seat's choice, nor any choice in clear; a page with no seat gets nothing."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pytest

from companion.locale import Translator
from companion.screens.i18n import tr
from games.kilim import Phase, SealBid, Special
from tests.ui.kilim_helpers import main_button
from tests.ui.phone_browser import (CHROMIUM, PHONE, SHOWN, VISIBILITY, WAIT_MS, BrowserThread,
                                    kilim_auction_with_phones, on_loopback, opened, playwright, record,
                                    sealed_for_its_seat_only, secret_lines)
from tests.ui.test_screenshots import OUT

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
BIDS = ["7", "12", "spy", "9", "5"]  # Cy plays the Spy, then a gold card once the bids are seen
SPY_GOLD = "13"


@dataclass
class Phones:
    """What the browser thread saw, and the signals between it and the table's (the test's main) thread."""

    links: list[str]
    spectator_link: str
    words: dict[str, dict[str, str]]  # what a page is waited for, by name, as the table's catalogues say it
    frames: list[list[str]] = field(default_factory=lambda: [[] for _ in NAMES])
    spectator: list[str] = field(default_factory=list)
    locked: threading.Event = field(default_factory=threading.Event)
    revealed: threading.Event = field(default_factory=threading.Event)
    spied: threading.Event = field(default_factory=threading.Event)
    checked: threading.Event = field(default_factory=threading.Event)
    restarted: threading.Event = field(default_factory=threading.Event)
    done: threading.Event = field(default_factory=threading.Event)
    failure: BaseException | None = None


def pump_until(app: Any, condition: Callable[[], bool], phones: Phones) -> None:
    """The table's frames go on (the app's inbox, the phones' pages) while the browser thread works."""
    assert app.wait_until(lambda: condition() or phones.done.is_set(), seconds=WAIT_MS / 1000)
    if phones.failure is not None:
        raise phones.failure
    assert condition()


def browse(phones: Phones) -> None:
    """The five players and a passer-by, each in their own browser context (their own storage)."""
    try:
        with playwright.sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM)
            pages = []
            for seat, link in enumerate(phones.links):
                page = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
                record(page, phones.frames[seat])
                page.goto(link)
                pages.append(page)
            spectator = browser.new_context(viewport=PHONE).new_page()
            record(spectator, phones.spectator)
            spectator.goto(phones.spectator_link)
            spectator.get_by_text(phones.words["en"]["scan"]).wait_for(timeout=WAIT_MS)
            for page in pages:
                page.locator("#choices button").first.wait_for(timeout=WAIT_MS)
            ana = pages[0]
            for language in ("fr", "ja", "en"):  # the phone's own choice of language, kept
                ana.select_option("#language", language)
                ana.get_by_text(phones.words[language]["prompt"]).wait_for(timeout=WAIT_MS)
                ana.screenshot(path=str(OUT / "390x844" / f"{language}-phones-kilim-bid.png"))
            for page, bid in zip(pages, BIDS):
                label = phones.words["en"].get(bid, bid)
                page.get_by_role("button", name=label, exact=True).click()
                page.get_by_text(phones.words["en"]["hold"]).wait_for(timeout=WAIT_MS)  # its choice, covered
            ana.screenshot(path=str(OUT / "390x844" / "en-phones-kilim-locked.png"))
            phones.locked.set()
            assert phones.revealed.wait(WAIT_MS / 1000)
            cy = pages[2]
            cy.get_by_text(phones.words["en"]["spy_prompt"], exact=False).wait_for(timeout=WAIT_MS)
            cy.get_by_role("button", name=SPY_GOLD, exact=True).click()
            assert phones.spied.wait(WAIT_MS / 1000)
            for page in pages:
                page.get_by_text(phones.words["en"]["result"], exact=True).wait_for(timeout=WAIT_MS)
            pages[1].screenshot(path=str(OUT / "390x844" / "en-phones-kilim-reveal.png"))
            phones.checked.set()
            while not phones.restarted.is_set():  # the pages live on (and reconnect) while the app restarts
                pages[0].wait_for_timeout(50)
            browser.close()
    except BaseException as failure:  # noqa: BLE001 - raised again on the test's thread
        phones.failure = failure
    finally:
        phones.done.set()


@pytest.mark.screenshots
def test_five_phones_play_a_kilim_auction_to_its_reveal_and_no_choice_crosses(  # type: ignore[no-untyped-def]
        start_app, monkeypatch: pytest.MonkeyPatch) -> None:
    (OUT / "390x844").mkdir(parents=True, exist_ok=True)
    app, table, session = kilim_auction_with_phones(start_app, monkeypatch, NAMES)
    assert session.view(None).phase is Phase.BIDDING
    links = [table.invite(seat) for seat in range(len(NAMES))]
    words = {lang: {"prompt": (said := Translator(lang)).message("{player}: {ask}", {
        "player": "Ana", "ask": said.text("choose a gold card or a special card")}),
        "scan": said.text("Scan your seat's code on the table with this phone's camera"),
        "hold": said.text("Touch and hold to see"),
        "spy_prompt": said.text("choose the gold card you play in the auction"),
        "spy": said.text("Spy")} for lang in ("fr", "en", "ja")}
    phones = Phones(links, f"http://127.0.0.1:{table.server.port}/", words)
    browser = threading.Thread(target=browse, args=(phones,), daemon=True)
    browser.start()
    pump_until(app, phones.locked.is_set, phones)
    assert session.view(None).phase is Phase.BIDDING and all(s is not None for s in session.view(None).sealed)
    app.tap(main_button(app))  # Reveal the bids, on the touch screen
    assert session.view(None).phase is Phase.SPY
    assert session.view(None).turn.bids == (7, 12, Special.SPY, 9, 5)  # each phone's bid
    assert sum(isinstance(action, SealBid) for action in session.history) == len(NAMES)  # once each
    phones.revealed.set()
    pump_until(app, lambda: session.view(None).phase is not Phase.SPY, phones)
    explanation = [Translator("en").message(said.key, dict(said.params)) for said in session.view(None).explanation]
    phones.words["en"]["result"] = explanation[0]
    phones.spied.set()
    pump_until(app, phones.checked.is_set, phones)

    # The plug pulled: the app starts again on the same data folder (the journal replayed) and listens again on
    # its port; every phone finds its seat by itself (its token's hash was kept beside the journal).
    before = [len(frames) for frames in phones.frames]
    app = start_app(language="en")
    listening = time.monotonic()
    app.tap(tr._("Continue"))
    pump_until(app, lambda: all(len(f) > n for f, n in zip(phones.frames, before)), phones)
    print(f"every phone back on its seat {time.monotonic() - listening:.1f} s after the server listened again")
    phones.restarted.set()
    pump_until(app, phones.done.is_set, phones)
    browser.join()
    if phones.failure is not None:
        raise phones.failure
    table = app.app.context.phones

    assert phones.spectator == []  # no seat, no byte of any view
    keys = [table.book.key(seat) for seat in range(len(NAMES))]
    sealed_for_its_seat_only(phones.frames, keys)
    for seat, frames in enumerate(phones.frames):
        secrets = {text for value in opened(frames, keys[seat]) if "page" in value
                   for text in secret_lines(value["page"])}
        own = {bid for bid in (BIDS[seat], SPY_GOLD if seat == 2 else None) if bid}
        shown = {text.rsplit(" ", 1)[-1].rsplit("：", 1)[-1] for text in secrets}
        assert shown <= own | {words[lang]["spy"] for lang in ("fr", "en", "ja")}, (NAMES[seat], secrets)


def test_a_phone_that_slept_through_a_cut_is_live_again_when_shown_and_asks_for_an_undo(start_app,  # type: ignore[no-untyped-def]
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.ui.test_freeplay import create_game

    on_loopback(monkeypatch)
    app = start_app(language="en")
    table = app.app.context.phones
    table.switch(True)
    create_game(app, ["Ana", "Bo"])
    table.follow(app.screen.session)
    link = table.invite(0)
    browser = BrowserThread(app)
    frames: list[str] = []
    try:
        def open_phone(driver: Any) -> Any:
            context = driver.new_context(viewport=PHONE)
            context.add_init_script(VISIBILITY)
            page = context.new_page()
            record(page, frames)
            page.goto(link)
            page.locator("#name", has_text="Ana").wait_for(timeout=WAIT_MS)
            return page

        page = browser.run(open_phone)
        browser.run(lambda _: page.evaluate(SHOWN % "true"))
        table.stop()  # the Wi-Fi drops while the phone sleeps in a pocket
        assert table.start() is None
        seen = len(frames)
        browser.run(lambda _: page.wait_for_timeout(1500))  # hidden: it does not try (a phone's battery)
        assert len(frames) == seen

        def show(_: Any) -> float:
            """The phone taken out of the pocket: seconds until its seat's full snapshot arrives."""
            shown = time.monotonic()
            with page.expect_websocket(timeout=WAIT_MS) as opened:
                page.evaluate(SHOWN % "false")
            opened.value.wait_for_event("framereceived", timeout=WAIT_MS)
            return time.monotonic() - shown

        print(f"live again {browser.run(show):.2f} s after the page showed")
        assert len(frames) > seen
        assert browser.run(lambda _: page.locator("#status").inner_text()) == ""
        # Undo stays the table's: the phone asks, the table sees who asks
        browser.run(lambda _: page.get_by_role("button", name=tr._("Ask the table to undo the last move")).click())
        asked = tr.message("{name} asks the table to undo the last move", {"name": "Ana"})
        assert app.wait_until(lambda: asked in app.visible_texts())
    finally:
        browser.stop()
