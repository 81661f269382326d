"""App configuration (config/companion.toml) and the table's own preferences (data folder). No Kivy."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.core.atomic_file import write_atomically
from companion.core.config_check import read_settings
from companion.core.ports import Notice
from companion.locale import DEFAULT_LANGUAGE, LANGUAGES

# Searched in order when config names no font: each has Latin and Japanese glyphs.
FONT_CANDIDATES = (
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/ipafont-gothic/ipagp.ttf",
    "/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf",
    "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
)


def config_dir() -> Path:
    """$COMPANION_CONFIG_DIR, else the project's config/ folder."""
    override = os.environ.get("COMPANION_CONFIG_DIR")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "config"


@dataclass(frozen=True)
class DisplayConfig:
    width: int = 800
    height: int = 480
    fullscreen: bool = False
    font: str = ""

    def font_path(self) -> str | None:
        for candidate in ([self.font] if self.font else []) + list(FONT_CANDIDATES):
            if candidate and Path(candidate).is_file():
                return candidate
        return None


@dataclass(frozen=True)
class ScreenConfig:
    """How the screen is mounted and when it dims (docs/pi.md#screen)."""

    rotation: int = 0  # degrees, Kivy's: the picture turned to match a screen mounted upside down or on its side
    # Kivy's touch calibration: a touch at fraction x of the panel lands at x * ratio + offset (-1 and 1 mirror it).
    touch_x_ratio: float = 1.0
    touch_y_ratio: float = 1.0
    touch_x_offset: float = 0.0
    touch_y_offset: float = 0.0
    dim_after_min: float = 10  # minutes with no game on before the backlight dims; 0: never
    dim_level: float = 0.2  # the dimmed brightness, a fraction of the full one
    backlight: str = "auto"  # a /sys/class/backlight folder; "auto": the first there is; "": none

    @property
    def calibrated(self) -> bool:
        return (self.touch_x_ratio, self.touch_y_ratio, self.touch_x_offset, self.touch_y_offset) != (1, 1, 0, 0)


@dataclass(frozen=True)
class PowerConfig:
    """The commands behind Settings' Shut down and Restart (the kiosk's sudoers drop-in allows these two)."""

    shutdown_command: tuple[str, ...] = ("sudo", "-n", "/usr/bin/systemctl", "poweroff")
    restart_command: tuple[str, ...] = ("sudo", "-n", "/usr/bin/systemctl", "reboot")


@dataclass(frozen=True)
class AppConfig:
    display: DisplayConfig
    default_language: str
    notices: tuple[Notice, ...] = ()  # what was wrong in the file (the defaults stand in): Home shows them
    screen: ScreenConfig = ScreenConfig()
    power: PowerConfig = PowerConfig()
    keyboard: str = "auto"  # "auto", "screen" or "physical" (docs/design.md#the-on-screen-keyboard)

    @staticmethod
    def load(path: Path | None = None) -> "AppConfig":
        """The file's settings; a wrong one (or a file that cannot be read) gives its default and a notice."""
        values, notices = read_settings(path or config_dir() / "companion.toml")
        power = {key: tuple(words) for key, words in values["power"].items()}
        return AppConfig(DisplayConfig(**values["display"]), values["language"]["default"], tuple(notices),
                         ScreenConfig(**values["screen"]), PowerConfig(**power), values["input"]["keyboard"])


class Preferences:
    """What the table chose in Settings, kept as JSON in the data folder, rewritten atomically."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.notice: Notice | None = None  # set when the file was there but could not be used
        self._data: dict[str, Any] = {}  # missing or damaged: start from the defaults
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError) as exc:
            data = exc
        if isinstance(data, dict):
            self._data = data
        else:
            logging.getLogger(__name__).warning("settings %s could not be read, the defaults stand in", path)
            self.notice = Notice("The settings could not be read; the defaults are used until a setting is changed")

    def get(self, key: str, default: Any = None) -> Any:
        return self._data.get(key, default)

    def language(self, default: str) -> str:
        """The table's language, or ``default`` if none was chosen or the one stored is not offered."""
        language = self._data.get("language", default)
        return language if isinstance(language, str) and language in LANGUAGES else default

    def items(self) -> list[tuple[str, Any]]:
        return list(self._data.items())

    def set(self, key: str, value: Any) -> bool:
        """Store a value; False if the disk refused (the value still holds for this run)."""
        return self.update({key: value})

    def update(self, values: dict[str, Any]) -> bool:
        """Store several values in one write; False if the disk refused (they still hold for this run)."""
        self._data.update(values)
        try:  # the box data the table typed lives here too: a pulled plug must not cut the file
            write_atomically(self.path, json.dumps(self._data, ensure_ascii=False, indent=1).encode("utf-8"))
        except OSError:
            return False
        return True
