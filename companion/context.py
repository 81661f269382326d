"""What the app stands on, built once at start-up: journal, preferences, inputs and their notices.

No Kivy here: the composition root (companion/__main__.py) and the UI tests build it the same way, the
tests with gpiozero's MockFactory as the pin factory.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from companion.core.bid_station import FeedbackFanout
from companion.core.datadir import data_dir, journal_path
from companion.core.inbox import Inbox
from companion.core.journal import Journal
from companion.core.ports import InputAdapter, Notice
from companion.core.settings import AppConfig, Preferences, config_dir
from companion.hardware.select import choose_inputs


@dataclass
class AppContext:
    config: AppConfig
    journal: Journal
    preferences: Preferences
    inbox: Inbox
    adapters: list[InputAdapter]
    hardware_notices: list[Notice]
    startup_notices: list[Notice] = field(default_factory=list)

    @property
    def feedback(self) -> FeedbackFanout:
        """Every device that can answer a seat (its LED, its pad), told at once."""
        return FeedbackFanout(self.adapters)

    @property
    def language(self) -> str:
        return str(self.preferences.get("language", self.config.default_language))

    def close(self) -> None:
        for adapter in self.adapters:
            adapter.stop()
        self.journal.close()


def hardware_config(path: Path | None = None) -> dict[str, Any]:
    path = path or config_dir() / "hardware.toml"
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def build_context(config: AppConfig | None = None, pin_factory: Any = None,
                  hardware: dict[str, Any] | None = None) -> AppContext:
    """Open the journal and start the inputs. A bad pin map raises PinMapError: start-up must stop."""
    config = config or AppConfig.load()
    inbox = Inbox()
    adapters, notices = choose_inputs(hardware_config() if hardware is None else hardware, inbox,
                                      pin_factory=pin_factory)
    journal = Journal.open(journal_path())
    startup = [n for n in (journal.recovery, journal.warning) if n is not None]
    context = AppContext(config, journal, Preferences(data_dir() / "preferences.json"), inbox, adapters,
                         notices, startup)
    for adapter in adapters:
        adapter.start(inbox)
    return context
