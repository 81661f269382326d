"""The base of every screen and the navigator that builds screens lazily, once, on first visit."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from kivy.lang import Builder
from kivy.uix.screenmanager import Screen, ScreenManager

from companion.core.inbox import InputEvent
from companion.plugins import screen_classes
from companion.screens.i18n import tr

if TYPE_CHECKING:
    from companion.context import AppContext

SCREENS_DIR = Path(__file__).parent

# The shared screens, name -> "module:Class" (each module has a .kv beside it, loaded with the screen); each
# game's own come from its plugin (companion.plugins).
SCREEN_CLASSES = {
    "home": "companion.screens.home:HomeScreen",
    "new_game": "companion.screens.new_game:NewGameScreen",
    "history": "companion.screens.history:HistoryScreen",
    "settings": "companion.screens.settings:SettingsScreen",
    "result": "companion.screens.result:ResultScreen",
    "statistics": "companion.screens.statistics:StatisticsScreen",
    "play_log": "companion.screens.play_log:PlayLogScreen",
}


class CompanionScreen(Screen):
    """A screen gets what it needs passed in (context, navigator), never via App.get_running_app()."""

    def __init__(self, context: "AppContext", navigator: "Navigator", **kwargs: Any) -> None:
        self.context = context
        self.navigator = navigator
        super().__init__(**kwargs)

    def enter(self, **kwargs: Any) -> None:
        """Called each time the screen is shown, with what the caller passed to Navigator.show."""

    def handle_input(self, event: InputEvent) -> None:
        """A button, key or touch command from the inbox while this screen is shown."""

    def takes_seat_choices(self) -> bool:
        """True while this screen answers the seats' locks and pads' lines itself; otherwise the app refuses
        them at once (no auction is open), so that no pad waits for an answer."""
        return False

    def refresh(self) -> None:
        """Re-render from the model (also called after a language switch)."""

    def say(self, key: str, params: dict[str, Any] | None = None) -> None:
        self.navigator.toast(tr.message(key, params))


class Navigator:
    def __init__(self, manager: ScreenManager, context: "AppContext", toast: Callable[[str], None]) -> None:
        self.manager = manager
        self.context = context
        self.toast = toast
        self._history: list[str] = []

    @property
    def current(self) -> CompanionScreen:
        return self.manager.current_screen  # type: ignore[no-any-return]

    def screen(self, name: str) -> CompanionScreen:
        if not self.manager.has_screen(name):
            module_name, class_name = {**SCREEN_CLASSES, **screen_classes()}[name].split(":")
            module = importlib.import_module(module_name)
            kv = Path(module.__file__ or "").with_suffix(".kv")
            if kv.is_file() and str(kv) not in Builder.files:
                Builder.load_file(str(kv))
            self.manager.add_widget(getattr(module, class_name)(self.context, self, name=name))
        return self.manager.get_screen(name)  # type: ignore[no-any-return]

    def show(self, name: str, **kwargs: Any) -> CompanionScreen:
        screen = self.screen(name)
        if self.manager.current != name:
            self._history.append(self.manager.current)
        screen.enter(**kwargs)
        self.manager.current = name
        return screen

    def back(self) -> None:
        self.show(self._history.pop() if self._history else "home")
        if self._history:
            self._history.pop()  # show() pushed the screen we came back from

    def home_afresh(self) -> None:
        """Home with no way back: what the screens held (a game, its session) belongs to a journal now closed."""
        self._history.clear()
        self.show("home")
        self._history.clear()

    def refresh_all(self) -> None:
        for screen in self.manager.screens:
            screen.refresh()
