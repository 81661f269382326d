"""Phones at the table from the touch screen (docs/phones.md#using-it-at-a-table): the setting in Settings by touch
(off: nothing of the app listens on any port), a game's Phones button showing a seat's QR code, a phone's claim
said on the table, and "Give Ana's seat to another phone" forgetting the old phone."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from companion.phones import table as phone_table
from companion.screens.i18n import tr
from tests.phones.listening import listening_ports
from tests.ui.looks import flaws
from tests.ui.kilim_helpers import create_on_new_game, enter_domino
from tests.ui.test_screenshots import OUT


def claim(port: int, link: str) -> tuple[int, dict[str, Any]]:
    """What the page does with the code's fragment: POST the seat and its one-use code."""
    fragment = {k: v[0] for k, v in parse_qs(urlsplit(link).fragment).items()}
    request = urllib.request.Request(f"http://127.0.0.1:{port}/claim", method="POST",
                                     data=json.dumps({"seat": int(fragment["s"]), "code": fragment["c"]}).encode(),
                                     headers={"Content-Type": "application/json",
                                              "Origin": f"http://127.0.0.1:{port}"})
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read())


@pytest.mark.screenshots
@pytest.mark.parametrize("language", ["fr", "en", "ja"])
def test_a_phone_joins_by_its_code_and_the_seat_can_be_given_to_another(start_app, language: str,  # type: ignore[no-untyped-def]
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phone_table, "PORT", 0)  # any free port: other test runs share this machine
    monkeypatch.setattr(phone_table, "HOST", "127.0.0.1")
    before = listening_ports()
    app = start_app(language=language)
    phones = app.app.context.phones
    assert listening_ports() == before  # off by default: nothing listens
    app.tap(app.screen.ids.settings_button)
    app.tap(tr._("On"))
    port = phones.server.port
    assert listening_ports() - before == {port}
    app.tap(tr._("Off"))
    assert listening_ports() == before
    app.tap(tr._("On"))
    port = phones.server.port
    app.app.navigator.show("home")
    app.settle()
    app.tap(app.screen.ids.new_game_button)
    app.tap(tr._("Kilim"))  # a game with sealed bids, its status line the longest beside the top bar's Phones
    create_on_new_game(app, ["Ana", "Bo", "Cy"])
    enter_domino(app, "A", "B")  # the auction
    app.hide_toast()
    app.screenshot(OUT / "800x480" / f"{language}-phones-table.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(app.screen.ids.phones_button)
    codes = app.screen.phone_codes
    assert codes.seat == 0 and codes.code.text == ""  # behind its cover: the others look away
    app.screenshot(OUT / "800x480" / f"{language}-phones-code-cover.png")
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(tr.message("{name}: tap to show your code", {"name": "Ana"}))
    assert codes.code.text.startswith("http://") and codes.code.module >= 3
    app.screenshot(OUT / "800x480" / f"{language}-phones-code.png")
    assert not flaws(app.walk()), flaws(app.walk())
    link = codes.code.text
    status, answer = claim(port, link)
    assert status == 200
    joined = tr.message("{name}'s phone joined", {"name": "Ana"})
    assert app.wait_until(lambda: joined in app.visible_texts())
    assert tr.message("{name}'s phone is on this seat", {"name": "Ana"}) in app.visible_texts()
    assert claim(port, link) == (409, {"error": "taken"})  # the code works once
    app.tap(tr.message("Give {name}'s seat to another phone", {"name": "Ana"}))
    assert not phones.book.holds(0, answer["token"])  # the old phone is forgotten
    app.tap(tr.message("{name}: tap to show your code", {"name": "Ana"}))
    assert codes.code.text and codes.code.text != link
    assert claim(port, codes.code.text)[0] == 200  # the new phone takes the seat
    app.tap(codes.close_button)
    for seat in (1, 2):  # every seat with its phone: the top bar gives the status line its room back
        assert claim(port, phones.invite(seat))[0] == 200
    app.app.navigator.current.refresh()
    app.settle()
    assert app.screen.ids.phones_button.width == 0
    app.tap(app.screen.ids.help_button)  # the seats' codes stay one tap further, in "?"
    app.tap(app.sheet_button("phones"))
    assert app.screen.phone_codes.parent is not None and tr.message(
        "{name}'s phone is on this seat", {"name": "Ana"}) in app.visible_texts()
    app.tap(app.screen.phone_codes.close_button)
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.settings_button)
    app.tap(tr._("Off"))
    assert listening_ports() == before
