"""The Kivy application: fonts, language, the screen manager, and the inbox drained on the main thread."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from kivy.app import App
from kivy.base import ExceptionHandler, ExceptionManager
from kivy.clock import Clock
from kivy.core.text import LabelBase
from kivy.core.window import Window
from kivy.logger import Logger
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.screenmanager import NoTransition, ScreenManager

from companion.context import AppContext
from companion.core.bid_station import no_auction_open, refuse_choice
from companion.core.ports import Notice
from companion.hardware.backlight import find_backlight
from companion.screens.appliance import Appliance, resume_last_game
from companion.screens.base import Navigator
from companion.screens import kit
from companion.screens.keyboard import widget as keyboard
from companion.screens.i18n import tr
from companion.screens.theme import fit_to_window
from companion.screens.widgets import Toast



def use_font(path: str | None) -> bool:
    """Make a font with Japanese glyphs the default for every label; False if none was found."""
    if path is None:
        return False
    LabelBase.register(name="Roboto", fn_regular=path, fn_bold=path, fn_italic=path, fn_bolditalic=path)
    return True


class KeepRunning(ExceptionHandler):
    """Outside the inbox too, an unexpected error is logged and the app goes on (the journal holds the game)."""

    def handle_exception(self, inst: BaseException) -> int:
        if isinstance(inst, (KeyboardInterrupt, SystemExit)):
            return int(ExceptionManager.RAISE)
        Logger.exception("Companion: unexpected error, the app goes on")
        return int(ExceptionManager.PASS)


class CompanionApp(App):
    title = "Table Companion"

    def __init__(self, context: AppContext, screenshot: Path | None = None,
                 exit_after: float | None = None, appliance: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.context = context
        self.screenshot_path = screenshot
        self.shot_taken = False
        self.exit_after = exit_after
        self.appliance_mode = appliance  # the kiosk service: the backlight is the app's, the last game reopens
        self.appliance: Appliance | None = None
        self.font_found = use_font(context.config.display.font_path())
        self.navigator: Navigator | None = None

    def build(self) -> FloatLayout:
        tr.switch(self.context.language)
        fit_to_window(*Window.size)
        kit.load()  # the screens' base rules, then the kit's
        keyboard.install(self.context.preferences.get("keyboard") or self.context.config.keyboard)
        root = FloatLayout()
        # pinned to the root's corner: the on-screen keyboard lifts the root to keep a text field in view
        manager = ScreenManager(transition=NoTransition(), pos_hint={"x": 0, "y": 0})
        toast = Toast(pos_hint={"center_x": 0.5, "y": 0.14})
        root.add_widget(manager)
        root.add_widget(toast)
        self.navigator = Navigator(manager, self.context, toast.show)
        self.navigator.show("home")
        return root

    def on_start(self) -> None:
        if not any(isinstance(handler, KeepRunning) for handler in ExceptionManager.handlers):
            ExceptionManager.add_handler(KeepRunning())
        Window.bind(on_key_down=self._on_app_key)
        Clock.schedule_interval(self.drain_inbox, 0)  # every frame: a press shows in the next one
        Clock.schedule_interval(self.serve_phones, 0)
        backlight = find_backlight(self.context.config.screen.backlight) if self.appliance_mode else None
        self.appliance = Appliance(self, backlight)
        if self.appliance_mode:
            resume_last_game(self)
        if self.screenshot_path is not None:
            self.shoot_once_drawn(self.screenshot_path)
        if self.exit_after is not None:
            Clock.schedule_once(self.exit_once_shot, self.exit_after)

    def exit_once_shot(self, *_: Any) -> None:
        """``--exit-after``: quit, but never before the ``--screenshot`` asked for is saved (a loaded or emulated
        core can take longer than the seconds given to draw its first frames; the picture is what it runs for)."""
        if self.screenshot_path is not None and not self.shot_taken:
            Clock.schedule_once(self.exit_once_shot, 0.5)
            return
        self.stop()

    def on_stop(self) -> None:
        Clock.unschedule(self.drain_inbox)
        Clock.unschedule(self.serve_phones)
        if self.appliance is not None:
            self.appliance.close()
        Window.unbind(on_key_down=self._on_app_key)

    def drain_inbox(self, *_: Any) -> None:
        assert self.navigator is not None
        events = self.context.inbox.drain()
        if events and self.appliance is not None:
            self.appliance.activity()  # a button wakes a dimmed screen
        for event in events:
            screen = self.navigator.current
            try:
                if event.command == "power":
                    if self.appliance is not None:
                        self.appliance.shutdown_button()
                elif event.command == "phone":
                    self.phone_event(event)
                elif event.command == "seat" and not screen.takes_seat_choices():
                    refuse_choice(self.context.feedback, event, no_auction_open())
                else:
                    screen.handle_input(event)
            except Exception as error:  # a bug must not end the game night: what was journaled is safe
                Logger.exception("Companion: an input could not be handled")
                notice = Notice("That did not work ({error}); the game so far is saved",
                                {"error": type(error).__name__})
                self.navigator.toast(tr.message(notice.key, notice.params))
                refuse_choice(self.context.feedback, event, notice)  # a pad's line unanswered yet gets its ERR

    def phone_event(self, event: Any) -> None:
        """A seat's phone joined, connected or sent a choice (docs/design.md#phones-at-the-table)."""
        phones = self.context.phones
        assert phones is not None and self.navigator is not None
        notice = phones.handle(event)
        if notice is not None:
            self.navigator.toast(tr.message(notice.key, notice.params))
        self.navigator.current.refresh()  # a phone's move shows on the table in this frame

    def serve_phones(self, *_: Any) -> None:
        """The game on the table is the one the phones are served; each claimed seat's page, if it changed."""
        phones = self.context.phones
        if phones is None or not phones.listening or self.navigator is None:
            return
        phones.follow(getattr(self.navigator.current, "session", None))
        phones.refresh(budget=2)

    def _on_app_key(self, window: Any, key: int, scancode: int, codepoint: str | None, modifiers: Any) -> bool:
        if key == 282:  # F1: the key help
            from companion.screens.help import show_key_help

            show_key_help()
            return True
        return False

    def switch_language(self, language: str) -> None:
        tr.switch(language)
        self.context.preferences.set("language", language)
        if self.navigator:
            self.navigator.refresh_all()

    def shoot_once_drawn(self, path: Path, frames: int = 3) -> None:
        """A second after the window has drawn ``frames`` frames: a slow core (an emulated Pi) lays Home out over
        its first frames, so a picture taken a second after start-up showed an empty window."""
        drawn: list[int] = []

        def flipped(*_: Any) -> None:
            drawn.append(1)
            if len(drawn) == frames:
                Window.unbind(on_flip=flipped)
                Clock.schedule_once(lambda dt: self.shoot(path), 1.0)

        Window.bind(on_flip=flipped)

    def shoot(self, path: Path) -> Path:
        """The screen as it is now: drawn and read before the swap (after it the back buffer Kivy reads is undefined,
        black on Mesa), then shown."""
        Window.dispatch("on_draw")
        saved = self.save_screenshot(path)
        Window.dispatch("on_flip")
        self.shot_taken = True
        return saved

    def save_screenshot(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        written = Window.screenshot(name=str(path))  # Kivy numbers the name (shot0001.png)
        if written and Path(written) != path:
            os.replace(written, path)
        print(f"Screenshot of the virtual screen saved at {path}", flush=True)
        return path
