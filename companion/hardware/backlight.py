"""The screen's backlight through sysfs (/sys/class/backlight/NAME/brightness), for dimming with no game on.

The official 7" display has one (its folder's name differs between Raspberry Pi OS releases, hence "auto");
HDMI screens and this machine have none, and then dimming does nothing. Writing needs the video group's
write bit, which the kiosk's udev rule gives (config/kiosk/backlight.rules).
"""

from __future__ import annotations

import logging
from pathlib import Path

log = logging.getLogger(__name__)
SYSFS = Path("/sys/class/backlight")


class Backlight:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.full = int((folder / "max_brightness").read_text().strip())
        self._failed = False

    def set(self, fraction: float) -> bool:
        """Brightness as a fraction of the full one (never 0: a dimmed screen stays readable); False if refused."""
        level = max(1, round(self.full * min(1.0, fraction)))
        try:
            (self.folder / "brightness").write_text(f"{level}\n")
        except OSError as error:
            if not self._failed:  # said once, not at every wake
                log.warning("Backlight %s cannot be set (%s): the screen does not dim", self.folder, error)
            self._failed = True
            return False
        return True


def find_backlight(setting: str, sysfs: Path = SYSFS) -> Backlight | None:
    """``[screen] backlight``: "auto" (the first under sysfs), "" (none) or a folder."""
    if not setting:
        return None
    folders = sorted(sysfs.glob("*")) if setting == "auto" else [Path(setting)]
    for folder in folders:
        try:
            return Backlight(folder)
        except (OSError, ValueError) as error:
            log.info("No backlight at %s: %s", folder, error)
    return None
