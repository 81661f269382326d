"""The app as an appliance (docs/pi.md#screen): the screen never blanks while a game is shown, the backlight
dims after a while with no game and wakes at a touch or a button, Python's full garbage collections wait for a
quiet table, the shutdown button is answered, and the kiosk service goes straight back into the game it was
playing (after a crash or a pulled plug).

The rules are in companion/core/idle.py and quiet_gc.py; here only what Kivy gives: the window's touches and
keys, the screen shown, and ``Window.allow_screensaver`` (SDL2 inhibits the desktop's blanking while it is
False).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kivy.clock import Clock
from kivy.core.window import Window
from kivy.logger import Logger

from companion.core.idle import IdleDimmer
from companion.core.quiet_gc import QuietCollector
from companion.core.session import CannotResume, Session
from companion.hardware.backlight import Backlight
from companion.screens.base import SCREEN_CLASSES
from companion.screens.games import table_screen

if TYPE_CHECKING:
    from companion.screens.app import CompanionApp

TICK_S = 5.0


class Appliance:
    def __init__(self, app: "CompanionApp", backlight: Backlight | None) -> None:
        self.app = app
        screen = app.context.config.screen
        self.dimmer = IdleDimmer(backlight.set if backlight else (lambda level: None), screen.dim_after_min * 60,
                                 screen.dim_level)
        self.collector = QuietCollector()
        Window.bind(on_touch_down=self._touched, on_key_down=self._touched)
        self._tick = Clock.schedule_interval(self.tick, TICK_S)
        self.tick()

    def game_on(self) -> bool:
        """A game's own screen is shown (Home, New game, History, Settings and the result are not)."""
        navigator = self.app.navigator
        return navigator is not None and navigator.current.name not in SCREEN_CLASSES

    def tick(self, *_: Any) -> None:
        on = self.game_on()
        Window.allow_screensaver = not on
        self.dimmer.game(on)
        self.dimmer.tick()
        self.collector.tick()

    def activity(self) -> None:
        """A button or key from the inbox."""
        self.dimmer.activity()
        self.collector.activity()

    def _touched(self, *_: Any) -> bool:
        self.activity()
        return False  # the touch goes on to the screen: a dimmed screen is still read and used

    def close(self) -> None:
        self._tick.cancel()
        self.collector.close()
        Window.unbind(on_touch_down=self._touched, on_key_down=self._touched)

    def shutdown_button(self) -> None:
        """The shutdown button was held: the same path as Settings' Shut down, already confirmed by the hold."""
        from companion.screens.power_sheet import power_off

        self.dimmer.activity()
        power_off(self.app.context, "shutdown", self.app.navigator.toast if self.app.navigator else print)


def resume_last_game(app: "CompanionApp") -> bool:
    """Open the unfinished game played last, as the table left it; False when there is none to open (Home
    then lists the games, and says why one cannot be continued when it is tapped)."""
    context, navigator = app.context, app.navigator
    unfinished = [r for r in context.journal.games(finished=False) if table_screen(r.game) and not r.damaged]
    if not unfinished or navigator is None:
        Logger.info("Companion: no unfinished game to resume")
        return False
    record = unfinished[0]  # newest activity first
    try:
        session = Session.resume(context.journal, record.id)
    except CannotResume as refusal:
        Logger.warning("Companion: game %s cannot be resumed: %s", record.id, refusal.notice.english())
        return False
    navigator.show(table_screen(record.game) or "home", session=session)
    Logger.info("Companion: resumed game %s (%s) at entry %s", record.id, record.game, record.entries)
    return True
