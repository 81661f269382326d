"""One play to BG Stats on a phone (docs/records.md#one-play-to-a-phone), by touch in the real window: "To BG Stats"
on the result screen and on a play of History shows a QR code; the code read back from the screen's own pixels (as
a phone's camera reads it, with ZXing's reader, the one Android's scanners are built on) is BG Stats' link, whose
data is the play. The code fills the height in whole pixels a module, at least 4 at 800x480 (0.76 mm on a 7"
screen, 133 px an inch)."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, urlsplit

import cv2
import pytest
import zxingcpp
from kivy.core.window import Window

from companion.core.datadir import journal_path
from companion.core.journal import Journal
from companion.core.session import Session
from companion.screens.i18n import tr
from companion.screens.play_code import LargeCode, PlayCode
from games import base, serial
from games.base import Setup
from tests.core.plays_journal import RECORDS
from tests.ui.harness import Harness
from tests.ui.looks import flaws
from tests.ui.test_history import finish_free_play
from tests.ui.test_screenshots import LANGUAGES, OUT

MIN_MODULE_PX = 4  # at arm's length a phone reads 0.76 mm modules; 3 px (0.57 mm) it misses more often


def the_code(app: Harness) -> PlayCode:
    found = [w for w in Window.children if isinstance(w, PlayCode)]
    assert len(found) == 1, f"no QR code is shown; visible: {app.visible_texts()}"
    return found[0]


def read_from_screen(app: Harness, name: str) -> dict[str, Any]:
    """The code as the screen shows it, read back from the screenshot's pixels: BG Stats' link and its play."""
    shot = app.screenshot(OUT / "800x480" / name)
    found = zxingcpp.read_barcodes(cv2.imread(str(shot)), formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, f"{shot.name}: {len(found)} QR codes read"
    link = found[0].text
    parts = urlsplit(link)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == "https://app.bgstatsapp.com/createPlay.html"
    [data] = parse_qs(parts.query, strict_parsing=True)["data"]
    play: dict[str, Any] = json.loads(data)
    return play


def check_the_code_and_close(app: Harness) -> None:
    view = the_code(app)
    assert view.code.module >= MIN_MODULE_PX, view.code.module
    assert view.code.height == Window.height  # the code takes the screen's height, not a corner of it...
    assert (view.code.module + 1) * view.code.modules > view.code.height  # ...with modules as big as it allows
    assert not flaws(app.walk()), flaws(app.walk())
    app.tap(view.close_button)
    assert not [w for w in Window.children if isinstance(w, PlayCode)]


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_result_screen_shows_the_play_as_a_code_for_bg_stats(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language)
    finish_free_play(app, ["Ann", "Bo", "Cy"])  # 9, 3, 5 in one round: Ann wins
    bar = app.screen.ids.rematch_button.parent
    assert [b.text for b in reversed(bar.children)] == [tr._("History"), tr._("Statistics"), tr._("To BG Stats"),
                                                        tr._("Rematch")]
    app.screenshot(OUT / "800x480" / f"{language}-result-to-bg-stats.png")
    app.tap(app.screen.ids.bgstats_button)
    play = read_from_screen(app, f"{language}-result-bg-stats-code.png")
    assert play["sourceName"] == "Table Companion" and play["game"]["sourceGameId"] == "freeplay"
    assert [(p["name"], p["score"], p["winner"], p["startPlayer"]) for p in play["players"]] == [
        ("Ann", 9, True, True), ("Bo", 3, False, False), ("Cy", 5, False, False)]
    assert tr._("This play in BG Stats") in app.visible_texts()
    check_the_code_and_close(app)
    assert app.screen.name == "result"  # closed: back where the table was


def journal_a_game(name: str) -> dict[str, Any]:
    """A golden record's game (Anna, Eric, Cleo) played through Session, as the screens play it; the record."""
    record: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text("utf-8"))
    game = base.get(record["game"])
    journal_path().parent.mkdir(parents=True, exist_ok=True)
    with Journal.open(journal_path()) as journal:
        session = Session.new(journal, game, serial.from_json(Setup, record["setup"]))
        for action in record["actions"]:
            session.play(game.action_from_json(action))
    return record


@pytest.mark.screenshots
@pytest.mark.parametrize("language, name", [(language, "kilim") for language in LANGUAGES] + [("fr", "catan-ep-1")])
def test_each_play_of_history_shows_its_code_for_bg_stats(start_app, language: str, name: str) -> None:  # type: ignore[no-untyped-def]
    record = journal_a_game(name)  # Catan: the longest title beside the two buttons of the top bar
    app = start_app(language=language)
    app.tap(app.screen.ids.history_button)
    app.tap(tr._("Details"))
    assert app.screen.name == "play_log"
    app.screenshot(OUT / "800x480" / f"{language}-play-log-{name}-to-bg-stats.png")
    app.tap(app.screen.ids.bgstats_button)
    play = read_from_screen(app, f"{language}-play-log-{name}-bg-stats-code.png")
    assert play["game"]["sourceGameId"] == record["game"] and play["game"]["highestWins"] is True
    seats = record["setup"]["players"]
    assert [(p["name"], p["score"], p["color"]) for p in play["players"]] == [
        (s["name"], score, s["colour"]) for s, score in zip(seats, record["outcome"]["scores"])]
    assert [i for i, p in enumerate(play["players"]) if p["winner"]] == record["outcome"]["winners"]
    check_the_code_and_close(app)
    assert app.screen.name == "play_log"


@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_code_of_small_modules_is_offered_larger_and_reads_back(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    """At 800x480 a three-player play's code has 4 px modules (version 20: 97 modules and the quiet zone of 4 on
    each side in 480 px). "Show it larger" (or a tap on the code) shows it alone on a white screen: 4.75 px a
    module, two light modules above and below, the white screen around; a tap goes back to the code's page."""
    app = start_app(language=language)
    finish_free_play(app, ["Ann", "Bo", "Cy"])
    app.tap(app.screen.ids.bgstats_button)
    view = the_code(app)
    assert view.code.module == 4 and view.larger_button.opacity == 1
    app.tap(view.larger_button)
    [large] = [w for w in Window.children if isinstance(w, LargeCode)]
    assert large.code.height == Window.height and large.code.module > view.code.module
    assert large.code.module * large.code.modules <= Window.height < (large.code.module + 0.1) * large.code.modules
    play = read_from_screen(app, f"{language}-bg-stats-code-larger.png")
    assert [(p["name"], p["score"], p["winner"]) for p in play["players"]] == [
        ("Ann", 9, True), ("Bo", 3, False), ("Cy", 5, False)]
    app.tap(large.code)
    assert not [w for w in Window.children if isinstance(w, LargeCode)] and the_code(app) is view
    app.tap(view.code)  # the code itself opens it too
    [again] = [w for w in Window.children if isinstance(w, LargeCode)]
    app.tap(again)
    check_the_code_and_close(app)


@pytest.mark.screenshots
def test_at_1280x720_the_code_is_large_enough_and_not_offered_larger(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app(size=(1280, 720))
    finish_free_play(app, ["Ann", "Bo", "Cy"])
    app.tap(app.screen.ids.bgstats_button)
    view = the_code(app)
    assert view.code.module >= 5 and view.larger_button.opacity == 0 and view.larger_button.disabled
    app.tap(view.code)
    assert not [w for w in Window.children if isinstance(w, LargeCode)]
    play = read_from_screen(app, "en-bg-stats-code-1280.png")
    assert play["players"][0]["name"] == "Ann"
    check_the_code_and_close(app)
