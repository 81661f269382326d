"""`companion vision learn / read-grid / read-dice` from outside, as the issue's contract says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import cv2

from tests.vision.synth_dice import dice_scene
from tests.vision.synth_grid import grid_scene, make_box

ROOT = Path(__file__).resolve().parents[2]


def vision(*args: str) -> subprocess.CompletedProcess[str]:
    code = ("import sys; from companion.cli import main; status = main(['vision', *sys.argv[1:]]); "
            "print('KIVY-IMPORTED' if 'kivy' in sys.modules else '', file=sys.stderr); sys.exit(status)")
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_learn_then_read_grid_prints_the_carpet(tmp_path: Path) -> None:
    box = make_box(21)
    examples = []
    for k in range(2):
        scene = grid_scene(box, 2100 + k)
        folder = tmp_path / f"night={k}"  # an '=' in the path: LABELS start after the last one
        folder.mkdir()
        cv2.imwrite(str(folder / "carpet.jpg"), scene.image)
        examples.append(f"{folder / 'carpet.jpg'}={scene.labels}")
    learned = vision("learn", "--grid", "4x6", "--out", str(tmp_path / "kilim.refs"), *examples)
    assert learned.returncode == 0, learned.stderr
    scene = grid_scene(box, 2150)
    cv2.imwrite(str(tmp_path / "tonight.png"), scene.image)
    read = vision("read-grid", "--grid", "4x6", "--refs", str(tmp_path / "kilim.refs"), str(tmp_path / "tonight.png"))
    assert read.returncode == 0, read.stderr
    lines = read.stdout.splitlines()
    assert [len(line) for line in lines] == [6, 6, 6, 6]
    assert sum(a == b for a, b in zip("".join(lines), scene.labels)) >= 22
    assert "KIVY-IMPORTED" not in read.stderr


def test_read_dice_prints_the_values_ascending_then_the_total(tmp_path: Path) -> None:
    for seed in range(2200, 2210):  # the first scene read exactly; the format is what is tested here
        scene = dice_scene(seed, count=3)
        cv2.imwrite(str(tmp_path / "roll.png"), scene.image)
        result = vision("read-dice", str(tmp_path / "roll.png"))
        assert result.returncode == 0, result.stderr
        if result.stdout.splitlines()[0].split() == [str(v) for v in scene.values]:
            break
    else:
        raise AssertionError("no three-dice roll in ten was read right")
    assert result.stdout == f"{' '.join(map(str, scene.values))}\ntotal {sum(scene.values)}\n"


def test_no_dice_prints_an_empty_line_and_total_0(tmp_path: Path) -> None:
    cv2.imwrite(str(tmp_path / "empty.png"), cv2.GaussianBlur(dice_scene(1, count=0).image, (0, 0), 2))
    result = vision("read-dice", str(tmp_path / "empty.png"))
    assert (result.returncode, result.stdout) == (0, "\ntotal 0\n")


def test_bad_files_and_arguments_exit_2_with_one_line_saying_why(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not a photo")
    cv2.imwrite(str(tmp_path / "a.png"), dice_scene(1).image)
    whole = (tmp_path / "a.png").read_bytes()
    (tmp_path / "cut.png").write_bytes(whole[:len(whole) // 3])  # a copy that stopped half-way
    cases = {
        ("read-dice", str(tmp_path / "missing.png")): "no such file",
        ("read-dice", str(tmp_path / "notes.txt")): "not an image",
        ("read-dice", str(tmp_path / "cut.png")): "not an image",
        ("read-dice", str(tmp_path)): "not a file",
        ("read-grid", "--grid", "4by6", "--refs", "r", str(tmp_path / "a.png")): "expected RxC",
        ("read-grid", "--grid", "2x2", "--refs", str(tmp_path / "notes.txt"), str(tmp_path / "a.png")):
            "not a references file",
        ("learn", "--grid", "2x2", "--out", str(tmp_path / "r"), f"{tmp_path / 'a.png'}=AB."): "needs 4",
        ("learn", "--grid", "2x2", "--out", str(tmp_path / "r"), str(tmp_path / "a.png")): "IMAGE=LABELS",
        ("frobnicate",): "invalid choice",
    }
    for args, reason in cases.items():
        result = vision(*args)
        assert result.returncode == 2, (args, result.stderr)
        message = result.stderr.replace("KIVY-IMPORTED", "").strip()
        assert reason in message and "\n" not in message and "Traceback" not in message, (args, message)


def test_help_reaches_the_vision_commands() -> None:
    shown = vision("--help")
    assert shown.returncode == 0 and "read-grid" in shown.stdout and "read-dice" in shown.stdout
