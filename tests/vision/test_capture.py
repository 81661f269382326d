"""Cameras chosen by config, the worker posting readings to the inbox, and no camera meaning no change."""

from __future__ import annotations

import time
from pathlib import Path

import cv2
import pytest

from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import InputAdapter
from companion.vision.capture import CameraConfig, FolderCamera, open_camera
from companion.vision.dice import read_dice
from companion.vision.images import VisionInputError
from companion.vision.worker import VisionResult, VisionWorker
from tests.vision.synth_dice import dice_scene, tray_roll


def config_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "companion.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_no_camera_section_means_no_camera(tmp_path: Path) -> None:
    config = CameraConfig.load(config_file(tmp_path, "[display]\nwidth = 800\n"))
    assert config.source == "none" and open_camera(config) is None


def test_the_shipped_config_has_no_camera() -> None:
    assert open_camera(CameraConfig.load()) is None  # the app runs unchanged until a table fits one


def test_an_unknown_source_is_refused_with_the_allowed_ones(tmp_path: Path) -> None:
    with pytest.raises(VisionInputError, match="allowed: none, usb, picamera, folder"):
        CameraConfig.load(config_file(tmp_path, '[camera]\nsource = "webcam"\n'))


def test_a_folder_camera_gives_its_images_in_name_order_round_and_round(tmp_path: Path) -> None:
    for name, value in (("b.png", 200), ("a.png", 100)):
        cv2.imwrite(str(tmp_path / name), dice_scene(1, count=0).image * 0 + value)
    settings = config_file(tmp_path, f'[camera]\nsource = "folder"\nfolder = "{tmp_path}"\n')
    camera = open_camera(CameraConfig.load(settings))
    assert camera is not None
    assert [int(camera.frame()[0, 0, 0]) for _ in range(3)] == [100, 200, 100]  # type: ignore[index]


def test_an_empty_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(VisionInputError, match="no images"):
        FolderCamera(tmp_path)


def test_a_usb_camera_that_is_not_there_is_a_message_not_a_crash() -> None:
    with pytest.raises(VisionInputError, match="cannot open"):
        open_camera(CameraConfig(source="usb", device=97))


def wait_for(inbox: Inbox, timeout: float = 10.0) -> list[InputEvent]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        events = inbox.drain()
        if events:
            return events
        time.sleep(0.01)
    raise AssertionError("the worker posted nothing")


def test_the_worker_reads_off_the_ui_thread_and_posts_to_the_inbox(tmp_path: Path) -> None:
    cv2.imwrite(str(tmp_path / "roll.png"), tray_roll(2, 3, 4))
    inbox = Inbox()
    worker = VisionWorker(FolderCamera(tmp_path), "folder")
    assert isinstance(worker, InputAdapter)  # wired and listed in Settings like the buttons
    worker.start(inbox)
    try:
        assert worker.status().english() == "Camera ready (folder)"
        started = time.perf_counter()
        worker.request("dice", read_dice)
        assert time.perf_counter() - started < 0.05  # the screen never waits for the reading
        (event,) = wait_for(inbox)
    finally:
        worker.stop()
    assert event.command == "camera" and event.source == "camera"
    result = event.reading
    assert isinstance(result, VisionResult) and result.kind == "dice" and result.error is None
    assert sorted(d.value for d in result.reading) == [3, 4]


def test_a_failing_reading_is_posted_as_a_failure(tmp_path: Path) -> None:
    cv2.imwrite(str(tmp_path / "x.png"), dice_scene(1, count=0).image)

    def broken(image: object) -> None:
        raise ZeroDivisionError

    inbox = Inbox()
    worker = VisionWorker(FolderCamera(tmp_path))
    worker.start(inbox)
    try:
        worker.request("grid", broken)
        (event,) = wait_for(inbox)
    finally:
        worker.stop()
    assert event.reading.reading is None and event.reading.error == "ZeroDivisionError"


def test_a_camera_event_needs_a_reading_and_only_it_has_one() -> None:
    with pytest.raises(ValueError, match="camera or phone event"):
        InputEvent("camera", source="camera")
    with pytest.raises(ValueError, match="camera or phone event"):
        InputEvent("advance", reading=VisionResult("dice", []))
