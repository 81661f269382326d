"""Which keyboard the table types on, and the layouts' own keys (docs/design.md#the-on-screen-keyboard)."""

from __future__ import annotations

import json
from pathlib import Path

from companion.hardware.typing_keyboard import physical_keyboard_attached, wants_screen_keyboard
from companion.screens.keyboard import layouts


def pi(tmp_path: Path) -> Path:
    model = tmp_path / "model"
    model.write_bytes(b"Raspberry Pi 4 Model B Rev 1.5\x00")
    return model


def test_auto_is_the_screen_on_a_pi_with_no_keyboard(tmp_path: Path) -> None:
    by_id = tmp_path / "by-id"
    by_id.mkdir()
    (by_id / "usb-Touch_Screen-event-mouse").touch()
    assert wants_screen_keyboard("auto", {}, pi(tmp_path), by_id)
    (by_id / "usb-Logitech_USB_Keyboard-event-kbd").touch()
    assert physical_keyboard_attached(by_id)
    assert not wants_screen_keyboard("auto", {}, pi(tmp_path), by_id)


def test_auto_is_physical_off_a_pi_and_the_environment_wins(tmp_path: Path) -> None:
    nowhere = tmp_path / "none"
    assert not wants_screen_keyboard("auto", {}, nowhere, nowhere)
    assert wants_screen_keyboard("screen", {}, nowhere, nowhere)
    assert not wants_screen_keyboard("screen", {"KIVY_KEYBOARD": "physical"}, pi(tmp_path), nowhere)
    assert wants_screen_keyboard("physical", {"KIVY_KEYBOARD": "screen"}, nowhere, nowhere)


def test_every_layout_row_fills_its_width_and_has_the_keys_a_name_needs() -> None:
    for path in layouts.FOLDER.glob("*.json"):
        layout = json.loads(path.read_text(encoding="utf-8"))
        specials = set()
        for mode in ("normal", "shift"):
            for row in range(1, layout["rows"] + 1):
                keys = layout[f"{mode}_{row}"]
                assert sum(k[3] for k in keys) == layout["cols"], (path.name, mode, row)
                specials |= {k[2] for k in keys if k[1] is None}
        assert {"backspace", "enter", "layout"} <= specials, path.name


def test_the_layout_key_walks_the_languages_and_the_kana_key_swaps_scripts() -> None:
    assert [layouts.first_layout(lang) for lang in ("fr", "en", "ja")] == ["azerty", "qwerty", "hiragana"]
    assert layouts.next_layout("azerty") == "qwerty"
    assert layouts.next_layout("qwerty") == "hiragana"
    assert layouts.next_layout("katakana") == "azerty"
    assert layouts.KANA["hiragana"] == "katakana"


def test_the_voicing_key_cycles_a_kana() -> None:
    assert [layouts.voice(c) for c in "はばぱかがカガあ"] == list("ばぱはがかガカあ")
