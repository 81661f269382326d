"""Every Kilim screen in fr, en and ja at 800x480 (and in English at 1280x720), saved under screenshots/ to be
looked at, and checked like the other screens for what a player at arm's length would notice (tests/ui/looks.py):
text cut or shortened, touch targets under 48 dp, buttons out of reach."""

from __future__ import annotations

from typing import Any

import pytest

from companion.screens.i18n import tr
from games.kilim.actions import LayDomino, Offer, RevealBids, RevealDomino, RevealOffers, SealBid, TakeScrap
from games.kilim.model import Direction, Motif, Placement, Special
from tests.ui.kilim_helpers import (create_on_new_game, key_button, lock_on_keypad, main_button, panel_key,
                                     play_short_game, seat_chip, tap_cell)
from tests.ui.looks import flaws
from tests.ui.test_screenshots import LANGUAGES, MIN_TARGET_PX, OUT, small_targets

NAMES = ["Ayla", "Bora", "Cem", "Deniz", "Emre"]


@pytest.mark.parametrize("language, size", [(language, (800, 480)) for language in LANGUAGES] +
                         [("en", (1280, 720))], ids=lambda v: v if isinstance(v, str) else f"{v[0]}x{v[1]}")
@pytest.mark.screenshots
def test_every_kilim_screen(start_app, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language, size=size)
    folder = OUT / f"{size[0]}x{size[1]}"
    shots: list[str] = []

    def shoot(name: str) -> None:
        app.screenshot(folder / f"{language}-kilim-{name}.png")
        too_small = small_targets(app)
        assert not too_small, f"{name}: touch targets under {MIN_TARGET_PX} px: {too_small}"
        seen = flaws(app.walk())
        assert not seen, f"{language} {name}: {seen}"
        shots.append(name)

    def new_game(names: list[str]) -> Any:
        app.tap(app.screen.ids.new_game_button)
        app.tap(app.button(tr._("Kilim")))
        if len(shots) == 0:
            shoot("new-game")
        create_on_new_game(app, names)
        return app.screen

    market = new_game(NAMES)
    palette = {w.letter: w for w in market.palette.children}
    app.tap(palette["A"])
    shoot("reveal-domino")
    app.tap(palette["B"])
    app.tap(main_button(app))
    app.tap(panel_key(app, "pass"))
    lock_on_keypad(app, 15)
    lock_on_keypad(app, 15)
    shoot("keypad-cover")
    app.tap(market.keypad.open_button)
    app.tap(market.keypad.choice_buttons[5])
    shoot("keypad-open")
    app.tap(market.keypad.lock_button)
    lock_on_keypad(app, "spy")
    lock_on_keypad(app, 1)
    shoot("keypad-done")
    app.tap(market.keypad.close_button)
    shoot("all-locked")
    app.tap(main_button(app))  # reveal: Deniz spied
    shoot("spy-step")
    app.tap(main_button(app))  # Deniz plays openly
    app.tap(market.keypad.choice_buttons[(3, False)])
    app.tap(market.keypad.lock_button)
    shoot("revealed")
    app.tap(main_button(app))  # lay it on Cem's kilim
    tap_cell(app, (0, 0))
    shoot("carpet-lay")
    app.tap(key_button(app, "confirm"))

    session = market.session
    for action in (RevealDomino(Motif.C, Motif.TORN), SealBid(0, Special.SCRAP), SealBid(1, 10),
                   SealBid(2, Special.ARTISAN), SealBid(3, 4), SealBid(4, 6), RevealBids(), Offer(0, 14), TakeScrap(0, Motif.D),
                   Offer(2, 2)):
        session.play(action)
    app.tap(key_button(app, "market"))
    shoot("take-token")
    app.tap(app.button(tr._("Move token")))
    session.play(LayDomino(1, 0, Placement(0, 0, Direction.RIGHT)))
    for action in (RevealDomino(Motif.E, Motif.E), SealBid(0, 1), SealBid(1, 3), SealBid(2, 9), SealBid(3, 2),
                   SealBid(4, 7), RevealBids()):
        session.play(action)
    market.refresh()
    app.tap(main_button(app))  # lay it on Cem's kilim
    carpet = app.screen
    tap_cell(app, (0, 1))
    app.tap(key_button(app, "confirm"))  # refused: (0, 1) is covered
    shoot("carpet-refused")
    app.hide_toast()
    tap_cell(app, (1, 0))
    app.tap(key_button(app, "confirm"))
    app.tap(seat_chip(app, 0))  # Ayla holds a scrap face down
    shoot("carpet-scrap-held")
    app.tap(seat_chip(app, 2))  # Cem holds the move token
    app.tap(app.button(tr._("Use the move token")))
    tap_cell(app, (1, 0))
    tap_cell(app, (2, 0))
    shoot("carpet-token")
    app.tap(key_button(app, "cancel"))

    app.tap(key_button(app, "market"))
    app.tap(app.screen.ids.home_button)
    short = new_game(["Ayla", "Bora"])
    play_short_game(short.session, days=1)
    short.refresh()
    shoot("day-over")
    app.tap(panel_key(app, "kilims"))
    shoot("carpet")
    app.tap(key_button(app, "market"))
    app.tap(main_button(app))  # "Start day 2"
    app.tap(app.screen.ids.home_button)

    final = new_game(["Ayla", "Bora"])
    play_short_game(final.session)
    final.refresh()
    app.tap(main_button(app))  # "Score the kilims"
    assert app.wait_until(lambda: app.screen.name == "kilim_scoring")
    shoot("scoring")
    app.screen.ids.panel.scroll_y = 0
    shoot("scoring-sheet-end")
    app.tap(main_button(app))  # the shared end of every game, after the final carpets
    assert app.screen.name == "result"
    shoot("result")
    assert len(shots) == 18



@pytest.mark.screenshots
@pytest.mark.parametrize("language", LANGUAGES)
def test_five_seats_with_discards_fit_the_seat_bar(start_app, language: str) -> None:  # type: ignore[no-untyped-def]
    """At five seats a chip is a fifth of 800 px: "Artisan, discards 14" wraps onto a second line, never cut."""
    app = start_app(language=language, size=(800, 480))
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Kilim")))
    create_on_new_game(app, NAMES)
    market = app.screen
    # Bora's 1 wins (the two 4s cancel): Ayla and Emre, on the Artisan, hold no card under 1 and discard.
    for action in (RevealDomino(Motif.A, Motif.B), SealBid(0, Special.ARTISAN), SealBid(1, 1), SealBid(2, 4),
                   SealBid(3, 4), SealBid(4, Special.ARTISAN), RevealBids(), Offer(0, 14, discard=True),
                   Offer(4, 13, discard=True), RevealOffers()):
        market.session.play(action)
    market.refresh()
    chip = seat_chip(app, 0)
    assert app.wait_until(lambda: tr.message("{card}, discards {value}", {"card": tr._("Artisan"), "value": 14}) in chip.figures)
    app.settle()
    figures = chip.ids.figures
    assert figures.y >= chip.y and figures.top <= chip.ids.name_row.y  # the figures' lines under the name
    app.screenshot(OUT / "800x480" / f"{language}-kilim-five-seats-discards.png")
    assert flaws(app.walk()) == []
