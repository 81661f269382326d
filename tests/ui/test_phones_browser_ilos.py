"""Three phones at an Ilos table, in a real browser against the real app and its server on loopback
(docs/phones.md#how-it-is-tested). ilos-fr, Matériel: "Utilisez vos écrans pour cacher vos Ressources produites
pendant le jeu": each player corrects their stash from their own phone, in secret, while the table plays a round by
touch; every frame each page receives is recorded: on the wire nothing but a box sealed for that seat, and opened,
no other seat's stash (a seat's own lines are its own stash, the public part is every seat's alike); the lifting of
the screens then shows every stash."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from companion.locale import Translator
from companion.screens.ilos.names import RESOURCE_NAMES
from games.ilos import RESOURCES, Phase, Resources
from games.ilos.actions import EndTurn, RevealStashes
from tests.ui.ilos_helpers import create_ilos_game
from tests.ui.phone_browser import (PHONE, WAIT_MS, BrowserThread, on_loopback, opened, record, secret_lines,
                                    sealed_for_its_seat_only)
from tests.ui.test_ilos_secrecy import NAMES, PREFIX, public_moves, store_price_rows
from tests.ui.test_screenshots import OUT

EN = Translator("en")
TAPS = {0: ("gold", "gold", "spices"), 1: ("dye",), 2: ("ebony", "ebony", "ebony")}  # +1 each, a resource a tap


def counts(tr: Translator, stash: Resources) -> list[str]:
    """A stash's lines on its phone, as the Ilos face says them."""
    return [tr.message("{count} {resource}", {"count": stash.get(r), "resource": tr.text(RESOURCE_NAMES[r.value])})
            for r in RESOURCES]


def last_page(frames: list[str], key: bytes) -> dict[str, Any] | None:
    pages = [value["page"] for value in opened(frames, key) if "page" in value]
    return pages[-1] if pages else None


@pytest.mark.screenshots
def test_three_phones_correct_their_stash_in_secret_through_an_ilos_round_and_the_lifting_shows_them(  # type: ignore[no-untyped-def]
        start_app, monkeypatch: pytest.MonkeyPatch) -> None:
    on_loopback(monkeypatch)
    app = start_app(language="en")
    store_price_rows(app)
    (OUT / "390x844").mkdir(parents=True, exist_ok=True)
    table = app.app.context.phones
    assert table.switch(True) is None
    moves = public_moves()
    screen = create_ilos_game(app, NAMES)
    session = screen.session
    for action in moves[:PREFIX]:
        session.play(action)
    screen.refresh()
    app.settle()
    assert session.view(None).phase is Phase.ACTIONS
    table.follow(session)
    links = [table.invite(seat) for seat in range(len(NAMES))]
    keys = [table.book.key(seat) for seat in range(len(NAMES))]
    frames: list[list[str]] = [[] for _ in NAMES]
    own: list[set[tuple[int, ...]]] = [set() for _ in NAMES]  # every stash each seat held (its phone may show one)

    def held() -> None:
        for seat in range(len(NAMES)):
            own[seat].add(session.view(seat).seats[seat].stash.as_tuple())

    def shows(seat: int) -> bool:
        """The seat's phone shows the stash the journal holds now."""
        page = last_page(frames[seat], keys[seat])
        return page is not None and secret_lines(page)[:len(RESOURCES)] == counts(
            Translator(page["lang"]), session.view(seat).seats[seat].stash)

    browser = BrowserThread(app)
    try:
        def open_phones(driver: Any) -> list[Any]:
            pages = []
            for seat, link in enumerate(links):
                page = driver.new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
                record(page, frames[seat])
                page.goto(link)
                pages.append(page)
            for page in pages:
                page.locator("#choices button").first.wait_for(timeout=WAIT_MS)
            return pages

        held()
        pages = browser.run(open_phones)
        for seat, taps in TAPS.items():  # behind their screens, each on their own phone
            for kind in taps:
                before = session.view(seat).seats[seat].stash
                label = EN.message("+1 {resource}", {"resource": EN.text(RESOURCE_NAMES[kind])})
                browser.run(lambda _: pages[seat].get_by_role("button", name=label, exact=True).click())
                assert app.wait_until(lambda: session.view(seat).seats[seat].stash != before and shows(seat))
                held()
        ana = pages[0]
        for language in ("fr", "ja", "en"):  # the Ilos page as a player sees it, in each language
            said = Translator(language)
            browser.run(lambda _: ana.select_option("#language", language))
            heading = said.text("Your stash, behind your screen")
            browser.run(lambda _: ana.get_by_text(heading).wait_for(timeout=WAIT_MS))
            browser.run(lambda _: ana.screenshot(path=str(OUT / "390x844" / f"{language}-phones-ilos-stash.png")))

        ended = 0  # a round on the touch screen: every seat's End turn tapped, production behind the screens
        for action in moves[PREFIX:]:
            if isinstance(action, EndTurn) and action.take_from is None and ended < len(NAMES):
                ended += 1
                screen.refresh()
                app.settle()
                app.tap(screen.ids.main_button)
                assert session.history[-1] == action
            else:
                session.play(action)
            held()
        assert ended == len(NAMES) and session.view(None).phase is Phase.FINAL_REVEAL
        screen.refresh()
        app.settle()
        assert app.wait_until(lambda: all(shows(seat) for seat in range(len(NAMES))))
        hidden = [len(f) for f in frames]  # what each page received while the screens were down

        app.tap(screen.ids.main_button)  # "Lift the screens"
        assert app.wait_until(lambda: app.screen.name == "result")
        assert isinstance(session.history[-1], RevealStashes)
        assert app.wait_until(lambda: all(
            (page := last_page(frames[seat], keys[seat])) is not None and page["finished"]
            for seat in range(len(NAMES))))
        browser.run(lambda _: pages[1].screenshot(path=str(OUT / "390x844" / "en-phones-ilos-lifted.png")))
    finally:
        browser.stop()

    sealed_for_its_seat_only(frames, keys)
    public: dict[int, list[Any]] = defaultdict(list)  # the public part of every frame in English, by state version
    for seat, received in enumerate(frames):
        for value in opened(received[:hidden[seat]], keys[seat]):
            if "page" not in value:
                continue
            page = value["page"]
            said = Translator(page["lang"])
            stashes = {tuple(counts(said, Resources(*held_then))) for held_then in own[seat]}
            assert tuple(secret_lines(page)[:len(RESOURCES)]) in stashes, (NAMES[seat], secret_lines(page))
            if page["lang"] == "en":
                public[page["v"]].append(page["public"])
    assert all(sides.count(sides[0]) == len(sides) for sides in public.values())  # no seat's table shows more
    # lifted: every phone shows the same ranking, each player's points with their stash sold, and its own sheet
    lifted = [last_page(frames[seat], keys[seat]) or {} for seat in range(len(NAMES))]
    assert lifted[0]["public"] == lifted[1]["public"] == lifted[2]["public"]
    outcome = session.outcome
    assert outcome is not None
    ranking = [line["text"] for line in lifted[0]["public"][0]["lines"]]
    assert all(any(f"{NAMES[seat]}: {outcome.scores[seat]} points" in line for line in ranking)
               for seat in range(len(NAMES))), ranking
    assert [page["mine"][0]["lines"][0]["text"] for page in lifted] == [
        f"Total: {outcome.scores[seat]} points" for seat in range(len(NAMES))]
