"""The fulfilled contracts lie face down until the end ("Posez ensuite le contrat rempli face cachée devant
vous"): whatever they are, the table shows the same thing, on the board, the panel and every seat's board;
once they are turned over, the final score shows them."""

from __future__ import annotations

import random
from typing import Any

from games.kilia.actions import Correct, RevealContracts
from games.kilia.model import Phase
from companion.screens.kilia.table import Selection
from tests.ui.harness import Harness
from tests.ui.kilia_helpers import close_overlays, create_kilia_game, panel_texts

NAMES = ["Anna", "Eric"]


def everything_shown(app: Harness, screen: Any) -> list[str]:
    """The table's texts with the overview, then with each seat's board in the panel."""
    close_overlays(app)
    screen.back()
    app.settle()
    shown = list(app.visible_texts())
    for seat in range(len(NAMES)):
        screen.select(Selection("seat", seat))
        app.settle()
        shown += panel_texts(app)
    screen.back()
    return shown


def test_the_face_down_contracts_show_nothing_until_turned_over(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = create_kilia_game(app, NAMES)
    session = screen.session
    game = session.game
    rng = random.Random(4)
    while not (sum(len(s.fulfilled) for s in session.state.seats) >= 3 and session.state.phase is Phase.TURNS
               and not session.state.reveal_due and not session.state.turn.pending):
        action = game.sample_action(session.state, rng)
        if not isinstance(action, Correct):
            session.play(action)
    fulfilled = [c for s in session.state.seats for c in s.fulfilled]
    assert fulfilled
    before = everything_shown(app, screen)
    real = session._states[-1]
    for seed in range(3):
        session._states[-1] = game.scramble_secrets(real, random.Random(seed))  # other face-down contracts
        assert session.state != real
        assert everything_shown(app, screen) == before
    session._states[-1] = real
    assert any("fulfilled, face down" in text for text in before)

    while session.state.phase is not Phase.DELIVERY:
        action = game.sample_action(session.state, rng)
        if not isinstance(action, Correct):
            session.play(action)
    while session.state.phase is Phase.DELIVERY:
        action = game.sample_action(session.state, rng)
        if isinstance(action, RevealContracts):
            break
        session.play(action)
    close_overlays(app)
    screen.refresh()
    app.tap(screen.ids.main_button)  # Turn over the contracts
    assert app.wait_until(lambda: app.screen.name == "result")  # the one end of every game
    shown = [w.text for w in app.screen.ids.panel.widgets() if getattr(w, "text", "")]
    ranked = [seat for group in session.outcome.ranking for seat in group]  # the result's columns: rank order
    points = [str(sum(c.points for c in session.state.seats[seat].fulfilled)) for seat in ranked]
    line = shown.index("Fulfilled contracts")
    assert shown[line + 1:line + 1 + len(NAMES)] == points  # turned over: their points count now
