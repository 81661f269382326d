"""No stash is visible anywhere before the screens are lifted (docs/design.md#secrets).

Two tables play the same public moves; only what lies behind the screens differs: Ana and Bo correct their
stashes to other counts on the covered stash view, by touch. At every step until RevealStashes, the text,
opacity and colours of every widget (shown or hidden) in the window, in any overlay and in every Ilos screen
built so far are the same at both tables, and so is the screenshot. Once the screens are lifted, they differ.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from kivy.core.window import Window

from companion.screens.widgets import Toast
from games.base import Setup
from games.ilos.actions import Action, CorrectStash, EndTurn, RevealStashes
from games.ilos.model import RESOURCES, Phase
from games.ilos.rules import Ilos
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import (ROWS, create_ilos_game, panel_texts, part, quick_tap, stash_view, step, tap_map,
                                   tap_panel)

NAMES = ["Ana", "Bo", "Cy"]
PREFIX = 40  # public moves before the corrections
TOUCHED_TURNS = 6  # turns ended on the screen after them, a snapshot each (the rest straight on the session)


def store_price_rows(app: Harness) -> None:
    """The table answered the price rows in an earlier game (test_ilos_figures types one)."""
    for resource, row in ROWS.items():
        app.context.preferences.set(f"ilos_price_row_{resource}", " ".join(map(str, row)))


def public_moves(seed: int = 11) -> list[Action]:
    """A whole game's public moves up to the lifting of the screens (no correction: those are secret)."""
    game = Ilos()
    # no price row at set-up, as the app starts a game: the playout reads each as a fact when it needs it
    state = game.initial_state(Setup.of([(n, c) for n, c in zip(NAMES, ("red", "blue", "green"))]))
    rng, moves = random.Random(seed), []
    while state.phase is not Phase.FINAL_REVEAL:
        action = game.sample_action(state, rng)
        if isinstance(action, CorrectStash):
            continue
        state = game.apply(state, action)
        moves.append(action)
    return moves


def snapshot(app: Harness) -> list[tuple[Any, ...]]:
    """What every widget could show, in tree order: the window (screen, overlays, toast) and every Ilos screen
    built, shown or not."""
    manager = app.app.navigator.manager  # type: ignore[union-attr]
    roots = list(Window.children) + [s for s in manager.screens if s.name.startswith("ilos") or s.name == "result"]
    found = []
    for root in roots:
        for widget in root.walk(restrict=True):
            if isinstance(widget, Toast):  # its fade follows the clock; what it says is compared
                found.append(("Toast", widget.text))
                continue
            found.append((type(widget).__name__, getattr(widget, "text", None), widget.opacity, widget.disabled,
                          tuple(getattr(widget, "background_color", ())), tuple(getattr(widget, "color", ())),
                          tuple(getattr(widget, "chip_rgba", ()))))
    return found


def correct(app: Harness, seat: int, more: tuple[int, ...], snaps: list[list[tuple[Any, ...]]]) -> None:
    """The seat's box -> its stash, covered -> the seat opens it -> + ``more`` of each -> Save -> OK."""
    screen = app.screen
    app.tap(screen.ids.seats.chips()[seat])
    snaps.append(snapshot(app))
    tap_panel(app, f"{NAMES[seat]}: look at the stash (covered)")
    snaps.append(snapshot(app))  # "Pass the screen to ...": nothing of the stash yet
    view = stash_view()
    assert view is not None
    app.tap(part(view, "open"))
    for resource, count in zip(RESOURCES, more):
        for _ in range(count):  # more only: every Market move after it still finds its resource
            quick_tap(app, step(view, resource.value))
    app.tap(part(view, "save"))
    snaps.append(snapshot(app))  # "... count is saved"
    app.tap(part(view, "close"))
    assert view.counts == {} and view.panel.column.children == [] and not view.heading.text
    snaps.append(snapshot(app))


def play_table(app: Harness, moves: list[Action], corrections: dict[int, tuple[int, ...]],
               shot: Path) -> tuple[list[list[tuple[Any, ...]]], bytes]:
    screen = create_ilos_game(app, NAMES)
    session = screen.session
    for action in moves[:PREFIX]:
        session.play(action)
    screen.refresh()
    app.settle()  # laid out
    snaps = [snapshot(app)]
    for seat, more in corrections.items():
        correct(app, seat, more, snaps)
    first = session.state.tiles[0]
    tap_map(app, (first.x, first.y))
    snaps.append(snapshot(app))
    tap_panel(app, panel_texts(app)[-1])  # a spot of the tile: its card and cost
    snaps.append(snapshot(app))
    touched = 0
    for action in moves[PREFIX:]:
        if isinstance(action, EndTurn) and action.take_from is None and touched < TOUCHED_TURNS:
            touched += 1
            screen.refresh()
            app.settle()
            app.tap(screen.ids.main_button)  # "End turn": production goes behind the screen, said on the toast
            assert session.history[-1] == action
            snaps.append(snapshot(app))
        else:
            session.play(action)
    screen.refresh()
    snaps.append(snapshot(app))
    app.hide_toast()  # the toast fades in time: where it stands at the shot is not what the two tables compare
    app.screenshot(shot)
    return snaps, shot.read_bytes()


@pytest.mark.screenshots
def test_no_stash_is_visible_anywhere_before_the_screens_are_lifted(  # type: ignore[no-untyped-def]
        start_app, tmp_path: Path) -> None:
    moves = public_moves()
    assert not any(isinstance(a, RevealStashes) for a in moves)

    first = start_app()
    store_price_rows(first)
    snaps_a, shot_a = play_table(first, moves, {0: (1, 0, 0, 1), 1: (0, 2, 0, 0)}, tmp_path / "a.png")
    reckoning_a = lift_the_screens(first)

    second = start_app()
    store_price_rows(second)
    snaps_b, shot_b = play_table(second, moves, {0: (0, 1, 0, 0), 1: (1, 0, 0, 2)}, tmp_path / "b.png")

    assert len(snaps_a) == len(snaps_b) > 10
    for step, (a, b) in enumerate(zip(snaps_a, snaps_b)):
        differences = [(x, y) for x, y in zip(a, b) if x != y]
        assert a == b, f"step {step}: a stash shows: {differences[:5]}"
    assert shot_a == shot_b, "the screenshots of two tables with different stashes differ"
    assert lift_the_screens(second) != reckoning_a  # lifted: the stashes are sold in the open, and differ


def lift_the_screens(app: Harness) -> list[str]:
    app.tap(app.screen.ids.main_button)  # "Lift the screens"
    assert app.wait_until(lambda: app.screen.name == "result")  # the shared result screen: the score sheet
    return [w.text for w in app.screen.ids.panel.widgets() if isinstance(getattr(w, "text", None), str)]
