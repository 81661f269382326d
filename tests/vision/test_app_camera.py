"""The camera in the app: built at start-up only when configured (no OpenCV otherwise), a camera that does not
open is a notice and not a crash, a photo already taken can be read again, and a box taught in the app."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.context import build_context, open_vision
from companion.core.inbox import Inbox
from companion.vision.capture import FolderCamera
from companion.vision.config import CameraConfig, VisionInputError
from companion.vision.dice import read_dice
from companion.vision.taught import locate, read_taught, teach
from companion.vision.worker import VisionWorker
from tests.vision.synth_dice import dice_scene
from tests.vision.synth_grid import grid_scene, make_box
from tests.vision.test_capture import wait_for

ROOT = Path(__file__).resolve().parents[2]

START_UP = """
import sys
from companion.context import build_context
context = build_context(hardware={})
print(context.camera, 'cv2' in sys.modules, 'numpy' in sys.modules)
context.close()
"""


def test_without_a_camera_start_up_imports_no_opencv(tmp_path: Path) -> None:
    env = {"COMPANION_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", START_UP], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["None", "False", "False"]

CAMERA_OPENED = """
import sys
from companion.context import build_context
from companion.vision.config import CameraConfig
context = build_context(hardware={}, camera=CameraConfig(source="folder", folder=sys.argv[1]))
print('cv2' in sys.modules, 'numpy' in sys.modules)
context.camera.camera.frame()
print('cv2' in sys.modules)
context.close()
"""


def test_a_camera_opened_loads_opencv_only_for_its_first_frame(tmp_path: Path) -> None:
    cv2.imwrite(str(tmp_path / "roll.png"), dice_scene(5, count=2).image)
    env = {"COMPANION_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", CAMERA_OPENED, str(tmp_path)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "False", "True"]  # 30 MB of libraries the table may never use


def test_a_camera_that_does_not_open_is_a_notice_and_the_app_starts(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    context = build_context(hardware={}, camera=CameraConfig(source="folder", folder=str(tmp_path / "nowhere")))
    try:
        assert context.camera is None
        (notice,) = [n for n in context.hardware_notices if "Camera" in n.key]
        assert notice.key == "Camera unavailable ({reason}): the touch screen stands in"
        assert "no images" in notice.params["reason"]
    finally:
        context.close()


def test_an_unknown_source_in_the_config_is_a_notice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "companion.toml").write_text('[camera]\nsource = "webcam"\n', encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(tmp_path))
    worker, notices = open_vision()
    assert worker is None and "allowed: none, usb, picamera, folder" in notices[0].params["reason"]


def test_a_configured_camera_is_an_input_listed_with_the_others(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    cv2.imwrite(str(tmp_path / "roll.png"), dice_scene(5, count=2).image)
    context = build_context(hardware={}, camera=CameraConfig(source="folder", folder=str(tmp_path)))
    try:
        assert context.camera in context.adapters
        assert "Camera ready (folder)" in [a.status().english() for a in context.adapters]
    finally:
        context.close()


def test_a_photo_already_taken_is_read_again_not_a_new_frame(tmp_path: Path) -> None:
    cv2.imwrite(str(tmp_path / "empty.png"), dice_scene(1, count=0).image)
    scene = dice_scene(4000, count=2)
    inbox = Inbox()
    worker = VisionWorker(FolderCamera(tmp_path), "folder")
    worker.start(inbox)
    try:
        worker.request("dice", read_dice, scene.image)
        (event,) = wait_for(inbox)
    finally:
        worker.stop()
    assert event.reading.frame is scene.image
    assert event.reading.reading == read_dice(scene.image)  # that photo's reading, not the folder's empty frame


def test_a_box_taught_in_the_app_reads_its_carpets_and_teaching_again_adds(tmp_path: Path) -> None:
    box, refs = make_box(21), tmp_path / "vision" / "kilim.refs"
    with pytest.raises(VisionInputError, match="no such references file"):
        read_taught(refs, 4, 6, None, grid_scene(box, 1).image)
    first = [grid_scene(box, seed) for seed in (2, 3)]
    assert teach(refs, 4, 6, first[0].labels, None, first[0].image) == 24
    assert teach(refs, 4, 6, first[1].labels, None, first[1].image) == 48  # added, not replaced
    scene = grid_scene(box, 4)
    right = np.mean([a == b for a, b in zip("".join(read_taught(refs, 4, 6, None, scene.image).lines()),
                                            scene.labels)])
    assert right >= 0.9
    with pytest.raises(VisionInputError, match="23 labels for a 4x6 grid"):
        teach(refs, 4, 6, "A" * 23, None, scene.image)


def test_the_grid_is_located_for_teaching_with_every_cell_unread() -> None:
    scene = grid_scene(make_box(22), 5)
    found = locate(4, 6, None, scene.image)
    assert found.found_by == "markers" and found.lines() == ["......"] * 4
    tapped = locate(4, 6, found.corners, scene.image)
    assert tapped.found_by == "corners"
    assert np.allclose(tapped.corners, found.corners)
