"""[screen] and [power] of config/companion.toml: read, checked like the other settings, given to Kivy."""

from __future__ import annotations

from pathlib import Path

from companion.core.settings import AppConfig, PowerConfig, ScreenConfig, config_dir
from companion.screens.kivy_setup import mount_screen, multisamples

SHIPPED = (config_dir() / "companion.toml").read_text(encoding="utf-8")


def load(tmp_path: Path, old: str, new: str) -> AppConfig:
    path = tmp_path / "companion.toml"
    path.write_text(SHIPPED.replace(old, new), encoding="utf-8")
    return AppConfig.load(path)


def test_the_shipped_settings_are_the_defaults() -> None:
    config = AppConfig.load()
    assert config.screen == ScreenConfig() and config.power == PowerConfig() and not config.screen.calibrated


def test_a_mirrored_rotated_panel(tmp_path: Path) -> None:
    path = tmp_path / "companion.toml"
    path.write_text(SHIPPED.replace("rotation = 0", "rotation = 180").replace("touch_x_ratio = 1.0", "touch_x_ratio = -1.0")
                    .replace("touch_x_offset = 0.0", "touch_x_offset = 1.0"), encoding="utf-8")
    config = AppConfig.load(path)
    assert not config.notices and config.screen.rotation == 180 and config.screen.calibrated
    assert (config.screen.touch_x_ratio, config.screen.touch_x_offset) == (-1.0, 1.0)


def test_a_wrong_value_keeps_the_default_and_names_its_line(tmp_path: Path) -> None:
    config = load(tmp_path, "rotation = 0", "rotation = 45")
    line = SHIPPED.splitlines().index("rotation = 0") + 1
    assert config.screen.rotation == 0
    assert [n.english() for n in config.notices] == [
        f"{tmp_path / 'companion.toml'}, line {line}: [screen] rotation = 45 cannot be used; write one of "
        f"0, 90, 180, 270. The app uses 0"]


def test_a_power_command_must_be_a_list_of_words(tmp_path: Path) -> None:
    config = load(tmp_path, 'shutdown_command = ["sudo", "-n", "/usr/bin/systemctl", "poweroff"]',
                  'shutdown_command = "poweroff"')
    assert config.power == PowerConfig() and "[power] shutdown_command" in config.notices[0].english()


class KivyConfig:
    def __init__(self) -> None:
        self.values: dict[tuple[str, str], str] = {}
        self.sections: set[str] = {"graphics"}

    def has_section(self, name: str) -> bool:
        return name in self.sections

    def add_section(self, name: str) -> None:
        self.sections.add(name)

    def set(self, section: str, key: str, value: str) -> None:
        assert section in self.sections
        self.values[section, key] = value


def test_kivy_gets_the_rotation_and_the_calibration_of_sdl_touches() -> None:
    kivy = KivyConfig()
    mount_screen(kivy, ScreenConfig())
    assert kivy.values == {("graphics", "rotation"): "0"}  # no calibration: nothing to correct
    mount_screen(kivy, ScreenConfig(rotation=90, touch_x_ratio=-1.0, touch_x_offset=1.0))
    rule = "xratio=-1.0,yratio=1.0,xoffset=1.0,yoffset=0.0"
    assert kivy.values == {("graphics", "rotation"): "90", ("postproc:calibration", "(sdl)"): rule,
                           ("postproc:calibration", "(mouse)"): rule}


def test_edges_are_smoothed_only_where_a_gpu_draws_them(tmp_path: Path) -> None:
    assert multisamples(tmp_path) == 0  # no render node: Mesa's software renderer, where it costs 4x a frame
    (tmp_path / "card0").touch()
    assert multisamples(tmp_path) == 0  # a display controller alone renders nothing
    (tmp_path / "renderD128").touch()  # the Pi's V3D (or any GPU) with its KMS driver
    assert multisamples(tmp_path) == 2
