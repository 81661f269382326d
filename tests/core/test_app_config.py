"""config/companion.toml with a mistake: the app still starts, on the defaults where the file is wrong, and
each mistake is one notice naming the file, the line, what is wrong and what is allowed (tracebacks before,
most naming no line). The hardware file's settings stop start-up instead, each named by its line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from companion.core.settings import AppConfig, config_dir
from companion.hardware.pinmap import PinMapError
from companion.hardware.select import load_hardware_config
from companion.locale import Translator

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = (config_dir() / "companion.toml").read_text(encoding="utf-8")


def with_line(tmp_path: Path, old: str, new: str) -> Path:
    assert old in SHIPPED
    path = tmp_path / "companion.toml"
    path.write_text(SHIPPED.replace(old, new), encoding="utf-8")
    return path


def line_of(path: Path, start: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line.startswith(start))


def said(config: AppConfig, language: str = "en") -> list[str]:
    return [Translator(language).message(n.key, n.params) for n in config.notices]


def test_the_shipped_file_has_nothing_to_say() -> None:
    config = AppConfig.load()
    assert config.notices == () and config.display.width == 800 and config.default_language == "fr"


def test_a_width_in_words_keeps_the_default_and_says_where(tmp_path: Path) -> None:
    path = with_line(tmp_path, "width = 800", 'width = "wide"')
    config = AppConfig.load(path)
    assert config.display.width == 800 and config.display.height == 480
    assert said(config) == [f'{path}, line {line_of(path, "width")}: [display] width = "wide" cannot be used; write a '
                            "whole number of pixels from 320 to 7680. The app uses 800"]
    assert said(config, "fr")[0].startswith(f"{path}, ligne {line_of(path, 'width')} : [display] width = \"wide\"")


def test_an_unknown_language_keeps_the_default(tmp_path: Path) -> None:
    path = with_line(tmp_path, 'default = "fr"', 'default = "de"')
    config = AppConfig.load(path)
    assert config.default_language == "fr"
    assert said(config) == [f'{path}, line {line_of(path, "default")}: [language] default = "de" cannot be used; '
                            'write one of "fr", "en", "ja". The app uses "fr"']


def test_malformed_toml_starts_on_the_defaults_naming_the_line(tmp_path: Path) -> None:
    path = with_line(tmp_path, "height = 480", "height = = 480")
    config = AppConfig.load(path)
    assert config.display.width == 800
    (notice,) = said(config)
    assert notice.startswith(f"{path}, line {line_of(path, 'height')}, column 10: Not valid TOML (")
    assert notice.endswith("; the app uses its default display and language settings")


def test_a_byte_that_is_not_utf8_is_named_by_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "companion.toml"
    path.write_bytes(b'[display]\nfont = "/fonts/caf\xe9.ttf"\n')
    assert said(AppConfig.load(path)) == [f"{path}, line 2, column 19: The byte 0xe9 is not UTF-8; save the file as "
                                          "UTF-8 text; the app uses its default display and language settings"]


def test_nesting_deep_enough_to_overflow_the_parser_is_one_notice(tmp_path: Path) -> None:
    path = with_line(tmp_path, 'font = ""', "font = " + "[" * 100_000 + "]" * 100_000)
    assert said(AppConfig.load(path)) == [f"{path}: Lists and objects are nested too deep; at most 20 levels; the "
                                          "app uses its default display and language settings"]


@pytest.mark.parametrize("old, new, part", [
    ("fullscreen = false", 'fullscreen = "no"', '[display] fullscreen = "no" cannot be used; write true or false'),
    ("fullscreen = false", "fulscreen = true", "[display] has no setting \"fulscreen\"; its settings: width, height, "
                                               "fullscreen, font"),
    ("height = 480", "height = 99999999", "[display] height = 99999999 cannot be used"),
    ("[display]\n", 'display = "big"\n[spare]\n', "[display] must be a table of name = value lines"),
])
def test_each_wrong_setting_is_one_notice(tmp_path: Path, old: str, new: str, part: str) -> None:
    notices = said(AppConfig.load(with_line(tmp_path, old, new)))
    assert len(notices) == 1 and part in notices[0], notices


HARDWARE = (config_dir() / "hardware.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("old, new, message", [
    ('enabled = "auto"', 'enabled = "yes"', "[gpio] enabled = 'yes'; allowed: \"auto\", true, false"),
    ("baud = 9600", 'baud = "fast"', "[serial] baud = 'fast'; write a whole number"),
    ("debounce_ms = 50", "debounce_ms = = 50", "Not valid TOML ("),
])
def test_a_wrong_hardware_setting_stops_start_up_naming_its_line(tmp_path: Path, old: str, new: str,
                                                                 message: str) -> None:
    # [gpio] enabled = "yes" and [serial] baud = "fast" were ValueErrors naming no line, TOML faults tracebacks.
    path = tmp_path / "hardware.toml"
    path.write_text(HARDWARE.replace(old, new), encoding="utf-8")
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if text.startswith(new))
    with pytest.raises(PinMapError) as caught:
        load_hardware_config(path)
    assert str(caught.value).startswith(f"{path}, line {line}: {message}")


def test_the_app_stops_at_start_up_with_one_line_per_wrong_hardware_setting(tmp_path: Path) -> None:
    config = tmp_path / "config"
    shutil.copytree(config_dir(), config)
    (config / "hardware.toml").write_text(HARDWARE.replace('enabled = "auto"', 'enabled = "yes"')
                                          .replace("baud = 9600", 'baud = "fast"'), encoding="utf-8")
    env = {**os.environ, "COMPANION_CONFIG_DIR": str(config), "COMPANION_DATA_DIR": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-m", "companion", "run", "--exit-after", "0"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr[-2000:]
    gpio, baud = (line_of(config / "hardware.toml", start) for start in ('enabled = "yes"', "baud ="))
    assert result.stderr.splitlines() == [
        f"companion: {config / 'hardware.toml'}, line {gpio}: [gpio] enabled = 'yes'; allowed: \"auto\", true, false",
        f"companion: {config / 'hardware.toml'}, line {baud}: [serial] baud = 'fast'; write a whole number"]
