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
from companion.hardware.gpio import GpioInput
from companion.hardware.pin_factory import choose_pin_factory
from companion.hardware.power_button import PowerButton, open_power_button
from companion.hardware.select import GPIO_UNAVAILABLE, choose_inputs, load_hardware_config
from companion.phones.table import PhoneTable
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
    phones: PhoneTable | None = None  # Settings' Phones at the table (docs/phones.md): listens only while chosen

    @property
    def feedback(self) -> FeedbackFanout:
        """Every device that can answer a seat (its LED, its pad, its phone), told at once."""
        return FeedbackFanout([*self.adapters, self.phones])

    @property
    def language(self) -> str:
        return self.preferences.language(self.config.default_language)

    def reopen(self) -> None:
        """The journal and preferences open again on the data folder, after a restore replaced it
        (companion/screens/backup_sheet.py); the journal was closed before."""
        self.journal = Journal.open(journal_path())
        self.preferences = Preferences(data_dir() / "preferences.json")
        if self.phones is not None:
            self.phones.preferences = self.preferences
            self.phones.follow(None)

    def close(self) -> None:
        for adapter in self.adapters:
            adapter.stop()
        if self.phones is not None:
            self.phones.close()
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


def _power_button(hardware: dict[str, Any], adapters: list[InputAdapter], pin_factory: Any
                  ) -> tuple[PowerButton | None, list[Notice]]:
    """The shutdown button, where GPIO is in use (without it, Settings already says why no button works)."""
    gpio = next((adapter for adapter in adapters if isinstance(adapter, GpioInput)), None)
    if gpio is None:
        return None, []
    taken = {pin: event.command if event.seat is None else f"seat {event.seat + 1} {event.button}"
             for pin, event in gpio.pin_map.button_events()}
    taken.update({pin: f"seat {seat} led" for seat, pin in enumerate(gpio.pin_map.led_pins(), start=1)})
    button, notice = open_power_button(hardware, taken, pin_factory)
    return button, [notice] if notice is not None else []


def build_context(config: AppConfig | None = None, pin_factory: Any = None,
                  hardware: dict[str, Any] | None = None, camera: CameraConfig | None = None) -> AppContext:
    """Open the journal and start the inputs (the camera's worker among them when one is configured; tests
    pass ``camera``, else config/companion.toml decides). A bad pin map or hardware setting raises
    PinMapError, and required GPIO that cannot be used GpioUnavailable: start-up must stop. What was wrong in
    companion.toml (defaults stand in) is among the start-up notices Home shows."""
    config = config or AppConfig.load()
    inbox = Inbox()
    hardware = hardware_config() if hardware is None else hardware
    pin_factory = choose_pin_factory() if pin_factory is None else pin_factory
    adapters, notices = choose_inputs(hardware, inbox, pin_factory=pin_factory)
    button, button_notices = _power_button(hardware, adapters, pin_factory)
    worker, camera_notices = open_vision(camera)
    if worker is not None:
        adapters.append(worker)
    journal = Journal.open(journal_path())
    preferences = Preferences(data_dir() / "preferences.json")
    # A pin that is busy or wrong is said on Home too: the table sees why its buttons do nothing.
    pins = [n for n in notices if n.key == GPIO_UNAVAILABLE] + button_notices
    startup = [*config.notices, *game_file_notices(config_dir() / "games"), *pins,
               *(n for n in (journal.recovery, *journal.notices, journal.warning, preferences.notice) if n is not None)]
    adapters += [button] if button is not None else []
    phones = PhoneTable(inbox, preferences, None if journal.path is None else journal.path.parent)
    phones_notice = phones.start()  # only if the table chose it: else nothing listens
    context = AppContext(config, journal, preferences, inbox, adapters, notices + button_notices + camera_notices
                         + ([phones_notice] if phones_notice else []), startup, worker, phones)
    for adapter in adapters:
        adapter.start(inbox)
    return context
