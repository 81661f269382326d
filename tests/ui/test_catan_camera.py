"""Catan's dice entry read by the camera, through the real window with the "folder" camera on synthetic photos
of dice whose faces are known: the table rolls, taps "Read the dice", and one tap enters the roll the camera
read. Three dice or none in the photo: the panel says so and the two taps stand in. Without a camera the
dice entry is unchanged."""

from __future__ import annotations

import random
from pathlib import Path

import cv2
import pytest

from companion.core.inbox import InputEvent
from companion.vision.dice import Die, read_dice
from companion.vision.worker import VisionResult
from games.catan_ep.actions import Roll
from games.catan_ep.model import Phase
from tests.ui.catan_helpers import panel_texts, roll, tap_key
from tests.ui.harness import Harness
from tests.ui.test_catan_table import play_until, started
from tests.ui.test_kilim_camera import camera_config
from tests.ui.test_screenshots import OUT, small_targets
from tests.vision.synth_dice import DiceScene, dice_scene

SHOTS = OUT / "800x480"


def read_whole(count: int, first_seed: int) -> DiceScene:
    """The first synthetic photo of ``count`` dice, from ``first_seed`` on, that this machine's reader reads
    whole: the reader's accuracy is tests/vision's business (its figures differ a little from one CPU to
    another); here the photo's dice are known and the reader is known to see them."""
    for seed in range(first_seed, first_seed + 60):
        scene = dice_scene(seed, count=count)
        if tuple(sorted(die.value for die in read_dice(scene.image))) == scene.values:
            return scene
    raise AssertionError(f"no photo of {count} dice from seed {first_seed} on is read whole")


def to_the_roll(app: Harness) -> None:
    """A game's set-up played straight on the session, then its first roll on the screen."""
    started(app)
    play_until(app, random.Random(1), lambda state: state.phase is Phase.ROLL)


def read(app: Harness) -> None:
    """Tap "Read the dice" and wait for the reading to come back to the panel."""
    screen = app.screen
    tap_key(app, "read dice")
    assert app.wait_until(lambda: screen.sel.entry.get("camera") not in (None, "waiting"), 10), panel_texts(app)


def test_without_a_camera_the_dice_entry_is_unchanged(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    assert app.context.camera is None
    to_the_roll(app)
    screen = app.screen
    lines = panel_texts(app)
    assert lines[:2] == ["Ana rolls: tap the two dice", "Die 1"]
    assert "Read the dice" not in lines and not any(line.startswith("Camera") for line in lines)
    before = screen.session.state
    roll(app, 2, 6)
    assert screen.session.history[-1] == Roll(before.seat, 2, 6)


@pytest.mark.screenshots
def test_a_camera_reading_fills_catans_dice_entry(start_app, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "camera"
    folder.mkdir()
    three, empty, two = read_whole(3, 825), dice_scene(1, count=0), read_whole(2, 805)
    for name, scene in (("1-three.png", three), ("2-empty.png", empty), ("3-two.png", two)):  # in name order
        assert cv2.imwrite(str(folder / name), scene.image)
    camera_config(tmp_path, monkeypatch, folder)
    app = start_app()
    assert app.context.camera is not None
    to_the_roll(app)
    screen = app.screen
    session = screen.session
    assert panel_texts(app)[:2] == ["Ana rolls: tap the two dice", "Read the dice"]
    played = len(session.history)

    read(app)  # three dice in the tray: said, and no roll offered
    values = ", ".join(str(v) for v in three.values)
    assert f"The camera read {values}, not two dice: tap the two dice below" in panel_texts(app)
    assert "Enter this roll" not in panel_texts(app) and len(session.history) == played
    app.hide_toast()
    app.screenshot(SHOTS / "en-catan-camera-three-dice.png")

    read(app)  # an empty tray
    assert "The camera read no dice: tap the two dice below" in panel_texts(app)
    assert "Enter this roll" not in panel_texts(app) and len(session.history) == played

    read(app)  # two dice: offered for one tap
    (first, second), total = two.values, sum(two.values)
    assert panel_texts(app)[1:4] == [f"Camera: {first} + {second} = {total}", "Enter this roll", "Read the dice"]
    assert not small_targets(app)
    app.hide_toast()
    for language in ("fr", "ja", "en"):
        app.app.switch_language(language)
        app.screenshot(SHOTS / f"{language}-catan-camera-dice.png")
    assert len(session.history) == played  # nothing is entered before the table confirms
    seat = session.state.seat
    tap_key(app, "camera")
    assert session.history[-1] == Roll(seat, first, second)  # the roll journaled is the photo's dice
    assert len(session.history) == played + 1 and session.state.phase is Phase.TRADE
    assert f"Roll: {total}" in panel_texts(app)

    # The next roll: a dice reading nobody asked for (another screen's, or a late one) offers nothing.
    play_until(app, random.Random(2), lambda state: state.phase is Phase.ROLL)
    played = len(session.history)
    app.context.inbox.put(InputEvent("camera", source="camera", reading=VisionResult("dice", [Die(6, 0, 0, 6)] * 2)))
    app.settle()
    assert not any(line.startswith("Camera") for line in panel_texts(app)) and len(session.history) == played
