"""The pin factory: lgpio on a Pi 5, gpiozero's own choice on a Pi 4 and off a Pi (docs/pi.md#buttons)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.hardware.pin_factory import board_model, choose_pin_factory

PI5, PI4 = "Raspberry Pi 5 Model B Rev 1.0", "Raspberry Pi 4 Model B Rev 1.5"


@pytest.fixture(autouse=True)
def no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)


def test_a_pi_5_gets_lgpio() -> None:
    assert choose_pin_factory(PI5, lgpio=lambda: "lgpio") == "lgpio"


@pytest.mark.parametrize("model", [PI4, "", "Generic x86"])
def test_a_pi_4_and_other_machines_get_gpiozeros_choice(model: str) -> None:
    assert choose_pin_factory(model, lgpio=lambda: pytest.fail("lgpio asked for")) is None


def test_a_pi_5_without_lgpio_lets_gpiozero_say_why(caplog: pytest.LogCaptureFixture) -> None:
    def missing() -> None:
        raise ImportError("No module named 'lgpio'")

    assert choose_pin_factory(PI5, lgpio=missing) is None
    assert "lgpio pin factory unavailable" in caplog.text


def test_gpiozero_pin_factory_set_by_hand_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    assert choose_pin_factory(PI5, lgpio=lambda: "lgpio") is None


def test_the_model_is_read_from_the_device_tree(tmp_path: Path) -> None:
    model = tmp_path / "model"
    model.write_bytes(PI5.encode() + b"\0")
    assert board_model(model) == PI5
    assert board_model(tmp_path / "missing") == ""
