"""What the app stands on, built once at start-up: journal, preferences, inputs and their notices.

No Kivy here: the composition root (companion/__main__.py) and the UI tests build it the same way, the
tests with gpiozero's MockFactory as the pin factory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.core.bid_station import FeedbackFanout
from companion.core.config_check import game_file_notices
from companion.core.datadir import data_dir, journal_path
from companion.core.inbox import Inbox
from companion.core.journal import Journal
from companion.core.ports import InputAdapter, Notice
from companion.core.settings import AppConfig, Preferences, config_dir
from companion.hardware.select import choose_inputs, load_hardware_config
from companion.vision.config import CameraConfig, VisionInputError

if TYPE_CHECKING:
    from companion.vision.worker import VisionWorker


@dataclass
class AppContext:
    config: AppConfig
    journal: Journal
    preferences: Preferences
    inbox: Inbox
    adapters: list[InputAdapter]
    hardware_notices: list[Notice]
    startup_notices: list[Notice] = field(default_factory=list)
    camera: "VisionWorker | None" = None  # None: no camera, the screens show no camera button

    @property
    def feedback(self) -> FeedbackFanout:
        """Every device that can answer a seat (its LED, its pad), told at once."""
        return FeedbackFanout(self.adapters)

    @property
    def language(self) -> str:
        return self.preferences.language(self.config.default_language)

    def close(self) -> None:
        for adapter in self.adapters:
            adapter.stop()
        self.journal.close()


def hardware_config(path: Path | None = None) -> dict[str, Any]:
    """config/hardware.toml, its settings checked (PinMapError names the line of a wrong one); none: defaults."""
    path = path or config_dir() / "hardware.toml"
    return load_hardware_config(path) if path.is_file() else {}


def open_vision(camera: CameraConfig | None = None) -> tuple["VisionWorker | None", list[Notice]]:
    """The camera's worker when ``[camera] source`` names one, else None. OpenCV is imported only then, so
    a table without a camera starts as lean as before. A camera that does not open is a notice (Settings
    shows it) and the touch screen stands in: the game night goes on."""
    try:
        camera = camera or CameraConfig.load()
        if camera.source == "none":
            return None, []
        from companion.vision.capture import open_camera
        from companion.vision.worker import VisionWorker

        opened = open_camera(camera)
    except (VisionInputError, ImportError, OSError, RuntimeError) as error:
        return None, [Notice("Camera unavailable ({reason}): the touch screen stands in", {"reason": str(error)})]
    assert opened is not None
    return VisionWorker(opened, camera.source), []


def build_context(config: AppConfig | None = None, pin_factory: Any = None,
                  hardware: dict[str, Any] | None = None, camera: CameraConfig | None = None) -> AppContext:
    """Open the journal and start the inputs (the camera's worker among them when one is configured; tests
    pass ``camera``, else config/companion.toml decides). A bad pin map or hardware setting raises
    PinMapError, and required GPIO that cannot be used GpioUnavailable: start-up must stop. What was wrong in
    companion.toml (defaults stand in) is among the start-up notices Home shows."""
    config = config or AppConfig.load()
    inbox = Inbox()
    adapters, notices = choose_inputs(hardware_config() if hardware is None else hardware, inbox,
                                      pin_factory=pin_factory)
    worker, camera_notices = open_vision(camera)
    if worker is not None:
        adapters.append(worker)
    journal = Journal.open(journal_path())
    preferences = Preferences(data_dir() / "preferences.json")
    startup = [*config.notices, *game_file_notices(config_dir() / "games"),
               *(n for n in (journal.recovery, *journal.notices, journal.warning, preferences.notice) if n is not None)]
    context = AppContext(config, journal, preferences, inbox, adapters, notices + camera_notices, startup, worker)
    for adapter in adapters:
        adapter.start(inbox)
    return context
