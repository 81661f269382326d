"""Every Kilia screen in fr, en and ja at 800x480 (and in en at 1280x720), saved under screenshots/ to be looked at, and checked like the
other screens for touch targets under 48 px."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from companion.screens.i18n import tr
from games.kilia.actions import Correct
from games.kilia.model import Phase
from tests.games.kilia.helpers import card
from tests.ui.ilos_helpers import quick_tap
from tests.ui.kilia_helpers import (answer_data, close_overlays, counts_entry, data_entry, panel_button, reveal_card,
                                    supply_card, widget)
from tests.ui.kilim_helpers import create_on_new_game
from tests.ui.looks import flaws
from tests.ui.test_screenshots import LANGUAGES, OUT

NAMES = ["Anna", "Eric", "Cleo", "Dan"]
SEED = 3


def play(session: Any, rng: random.Random, until: Callable[[Any], bool]) -> None:
    """The table's moves (sample_action, corrections left out), until ``until(state)``."""
    while not until(session.state):
        action = session.game.sample_action(session.state, rng)
        if not isinstance(action, Correct):
            session.play(action)


@pytest.mark.parametrize("language, size", [(language, (800, 480)) for language in LANGUAGES] +
                         [("en", (1280, 720))], ids=lambda v: v if isinstance(v, str) else f"{v[0]}x{v[1]}")
@pytest.mark.screenshots
def test_every_kilia_screen(start_app, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    app = start_app(language=language, size=size)
    folder = OUT / f"{size[0]}x{size[1]}"
    shots: list[str] = []

    def shoot(name: str, table: bool = False) -> None:
        if table:
            close_overlays(app)
            app.screen.refresh()
        app.hide_toast()
        app.screenshot(folder / f"{language}-kilia-{name}.png")
        seen = flaws(app.walk())
        assert not seen, f"{language} {name}: {seen}"
        shots.append(name)

    # Settings, "Enter the box's figures now": every page (a new game asks none: each figure, the start contracts
    # too, when a move first needs it: tests/ui/test_box_data.py shoots those questions)
    app.tap(app.screen.ids.settings_button)
    app.tap(next(w for w in app.screen.ids.component_data.children if w.text == tr._("Kilia")))
    entry = data_entry()
    assert entry is not None
    while entry.answers[entry.question.option]:
        quick_tap(app, widget(entry, "key-erase"))
    for key in "1 3 5":
        quick_tap(app, widget(entry, "key-space" if key == " " else f"key-{key}"))
    shoot("data-figures")
    entry.page = entry.questions.index(next(q for q in entry.questions if q.option == "market_bonuses"))
    entry.render()
    app.settle()
    quick_tap(app, widget(entry, "bonus0"))
    shoot("data-bonuses")
    entry.page = entry.questions.index(next(q for q in entry.questions if q.option == "start_contracts"))
    entry.render()
    app.settle()
    app.tap(widget(entry, "board-white"))
    shoot("data-start-contract")
    app.tap(counts_entry().cancel_button)  # type: ignore[union-attr]
    entry.page = entry.questions.index(next(q for q in entry.questions if q.option == "contracts"))
    entry.render()
    app.settle()
    shoot("data-card-list")
    entry.page = 0
    entry.render()
    app.settle()
    answer_data(app)
    app.tap(tr._("Back"))
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Kilia")))
    shoot("new-game")
    create_on_new_game(app, NAMES[:3])
    assert app.wait_until(lambda: app.screen.name == "kilia")
    table = app.screen
    shoot("table-start")
    app.tap(table.ids.main_button)
    reveal_card(app, card("warehouse/exchange:salt+wood"))
    shoot("reveal-card")
    session = table.session
    rng = random.Random(SEED)
    play(session, rng, lambda s: s.action_slots[-1] is not None)
    table.open_reveal()
    app.settle()
    shoot("reveal-contract")
    close_overlays(app)
    play(session, rng, lambda s: not s.reveal_due)
    shoot("boards", table=True)  # each seat on the board of the colour it took on New game
    play(session, rng, lambda s: s.phase is Phase.TURNS and s.round == 2 and s.seat == 1 and not s.reveal_due)
    shoot("turn", table=True)
    slot = next(i for i, c in enumerate(session.state.action_slots, start=1) if c is not None)
    close_overlays(app)
    app.tap(supply_card(app, "action", slot))
    shoot("card")
    table.open_develop(session.state.action_slots[slot - 1].zone, slot)
    app.settle()
    shoot("payment")
    close_overlays(app)
    table.back()
    app.tap(table.ids.seats.chips()[0])
    shoot("seat")
    app.tap(panel_button(app, tr._("Correct goods and coins")))
    shoot("correction")
    close_overlays(app)
    table.back()
    play(session, rng, lambda s: bool(s.turn.pending) and not s.reveal_due)
    shoot("improvement", table=True)
    play(session, rng, lambda s: s.phase is Phase.SAILING and not s.reveal_due)
    shoot("council", table=True)
    app.tap(table.ids.main_button)
    shoot("ship-income")
    close_overlays(app)
    play(session, rng, lambda s: s.final_round is not None and s.phase is Phase.TURNS)
    shoot("last-round", table=True)
    play(session, rng, lambda s: s.phase is Phase.DELIVERY)
    shoot("delivery", table=True)
    play(session, rng, lambda s: s.phase is Phase.DELIVERY and all(h.delivered is not None for h in s.seats))
    close_overlays(app)
    table.refresh()
    app.tap(table.ids.main_button)  # Turn over the contracts (a tap once the game is over would hit a hidden button)
    assert app.wait_until(lambda: app.screen.name == "result")  # the one end of every game
    shoot("score")
    assert len(shots) >= 18
