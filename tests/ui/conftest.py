"""UI tests: the real app in a real Kivy window (Xvfb under ./dev test), one window for the session."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
    pytest.skip("no display: run the UI tests with ./dev test (it starts Xvfb)", allow_module_level=True)

from companion.screens.kivy_setup import prepare_kivy  # noqa: E402

prepare_kivy(800, 480, False, Path(tempfile.mkdtemp(prefix="companion-kivy-")))
os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
from kivy.config import Config  # noqa: E402

Config.set("graphics", "maxfps", "0")  # no sleeping between frames: the tests wait for conditions, not time
# A tap's button is released at once, not shown pressed for at least 35 ms (a finger's tap lasts longer than that):
# a test taps hundreds of times and would wait that long each time for the button to look released.
Config.set("graphics", "min_state_time", "0")

from gpiozero.pins.mock import MockFactory  # noqa: E402
from kivy.app import App  # noqa: E402
from kivy.core.window import Window  # noqa: E402

from companion.context import build_context  # noqa: E402
from companion.core.settings import AppConfig  # noqa: E402
from companion.screens.app import CompanionApp  # noqa: E402
from tests.ui.harness import DEBOUNCE_MS, Harness  # noqa: E402

GPIO_ON = {"gpio": {"enabled": True, "debounce_ms": DEBOUNCE_MS}}


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def start_app(data_dir: Path, request: pytest.FixtureRequest) -> Iterator[Callable[..., Harness]]:
    """Start the app on the test's data folder; call again to 'restart' it on the same journal."""
    started: list[CompanionApp] = []
    # Only a test marked `screenshots` may save one: `./dev screenshots` runs those, so none is left out of it.
    shoots = request.node.get_closest_marker("screenshots") is not None

    def start(language: str = "en", pin_factory: Any = "mock", hardware: dict[str, Any] | None = None,
              size: tuple[int, int] = (800, 480)) -> Harness:
        """pin_factory: "mock" (a fresh MockFactory), a factory, or None for gpiozero's own choice."""
        for app in started:
            Harness(app).stop()
        Window.size = size
        context = build_context(AppConfig.load(), pin_factory=MockFactory() if pin_factory == "mock" else pin_factory,
                                hardware=GPIO_ON if hardware is None else hardware)
        context.preferences.set("language", language)
        app = CompanionApp(context)
        app._run_prepare()  # build + on_start, as App.run does, without entering its own loop
        started.append(app)
        harness = Harness(app, shoots=shoots)
        harness.settle()
        return harness

    yield start
    running = App.get_running_app()
    if running in started:
        Harness(running).settle(draw=True)  # the screen the test ends on, drawn: Kivy's canvas instructions run
    for app in started:
        Harness(app).stop()
