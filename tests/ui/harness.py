"""Drive the real app in a real window: touches go through Kivy's event loop like a finger's would."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable, Iterator

from kivy.animation import Animation
from kivy.app import App
from kivy.base import EventLoop
from kivy.clock import Clock
from kivy.core.window import Window
from kivy.lang import Builder
from kivy.effects.kinetic import KineticEffect
from kivy.tests.common import UnitTestTouch
from kivy.uix.scrollview import ScrollView
from kivy.uix.widget import Widget

from companion.screens.app import CompanionApp
from companion.screens.widgets import Toast
from tests.ui.looks import covered_in_shot


DEBOUNCE_MS = 1  # mock pins do not bounce: tests press as fast as the filter lets them (tests/hardware tests it)


class Harness:
    def __init__(self, app: CompanionApp, shoots: bool = False) -> None:
        self.app = app
        self.context = app.context
        self.shoots = shoots  # the test is marked `screenshots`: it may save them (tests/ui/conftest.py)

    def stop(self) -> None:
        """Stop the app if it still runs, and take its widgets off the window: the window outlives the app, and
        a root left on it would be drawn, and cost, in every frame of the next app."""
        if App.get_running_app() is not self.app:
            return
        self.app.dispatch("on_stop")
        for child in Window.children[:]:
            Window.remove_widget(child)
        EventLoop.touches.clear()
        App._running_app = None
        self.context.close()

    # --- time -----------------------------------------------------------------------------------------
    def settle(self, max_seconds: float = 20.0, draw: bool = False) -> None:
        """Run frames until the app is at rest: every input taken from the inbox and no work left for the next
        frame (a layout, a redraw, a screen switch); with ``draw``, the state at rest drawn and shown too. It waits
        for what it needs, never for a number of frames, so a loaded machine only makes it slower, never wrong."""
        deadline = time.monotonic() + max_seconds
        while True:
            turn(draw=False)
            while not at_rest(self.context.inbox):
                assert time.monotonic() < deadline, f"the app did not come to rest in {max_seconds} s: {pending()}"
                turn(draw=False)
            if not draw:
                return
            turn(draw=True)
            if at_rest(self.context.inbox):
                return

    def wait_until(self, condition: Callable[[], bool], seconds: float = 10.0) -> bool:
        """For what comes from another thread or a timer (a camera reading, a toast): frames until it holds."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            turn(draw=False)
            if condition():
                self.settle()
                return True
            time.sleep(0.002)  # another thread's work: leave it the core
        return condition()

    # --- finding what a person sees ------------------------------------------------------------------
    @property
    def screen(self) -> Any:
        assert self.app.navigator is not None
        return self.app.navigator.current

    def walk(self) -> Iterator[Widget]:
        for child in Window.children:  # the app's root and any open popup
            yield from child.walk(restrict=True)

    def visible_texts(self) -> list[str]:
        return [w.text for w in self.walk() if isinstance(getattr(w, "text", None), str) and w.text
                and w.get_root_window() is not None and w.opacity > 0]

    def button(self, text: str) -> Widget:
        """The visible button that shows exactly ``text``."""
        matches = [w for w in self.walk() if getattr(w, "text", None) == text and hasattr(w, "on_release")
                   and w.get_root_window() is not None and not w.disabled and not getattr(w, "refused", False)]
        assert matches, f"no enabled button {text!r}; visible: {self.visible_texts()}"
        return matches[-1]

    def sheet(self) -> Any:
        """The open overlay sheet (kit.overlay.Sheet), or None."""
        from companion.screens.kit.overlay import Sheet

        return next((w for w in Window.children if isinstance(w, Sheet)), None)

    def sheet_button(self, key: str) -> Widget:
        sheet = self.sheet()
        assert sheet is not None, f"no sheet is open; visible: {self.visible_texts()}"
        found = [b for b in sheet.buttons.children if getattr(b, "key", "") == key]
        assert found, f"the sheet {sheet.title!r} has no button {key!r}"
        return found[0]

    # --- acting like a person ------------------------------------------------------------------------
    def tap(self, widget_or_text: Widget | str) -> None:
        widget = self.button(widget_or_text) if isinstance(widget_or_text, str) else widget_or_text
        self.bring_into_sight(widget)
        x, y = widget.to_window(*widget.center)
        touch = UnitTestTouch(x, y)
        touch.touch_down()
        touch.touch_up()
        self.settle()

    def bring_into_sight(self, widget: Widget) -> None:
        """Scroll what holds ``widget`` until it shows, as a finger would before tapping it (a tap at a place
        a scroll view clips would land on whatever lies there)."""
        node = widget.parent
        while node is not None and node is not Window:
            if isinstance(node, ScrollView):
                left, bottom = node.to_window(node.x, node.y)
                x, y = widget.to_window(*widget.center)
                if not (left <= x <= left + node.width and bottom <= y <= bottom + node.height):
                    node.scroll_to(widget, padding=0, animate=False)
                    self.settle()
                return
            node = node.parent

    def type_into(self, text_input: Widget, text: str) -> None:
        self.tap(text_input)
        text_input.select_all()
        text_input.delete_selection()
        for char in text:
            Window.dispatch("on_textinput", char)
        self.settle()

    def press_key(self, keycode: int, codepoint: str | None = None) -> None:
        Window.dispatch("on_key_down", keycode, 0, codepoint, [])
        Window.dispatch("on_key_up", keycode, 0)
        self.settle()

    def hide_toast(self) -> None:
        """The toast fades after 4 s of real time, which a test does not wait for."""
        for widget in self.walk():
            if isinstance(widget, Toast):
                Animation.cancel_all(widget)
                widget.opacity = 0

    def screenshot(self, path: Path) -> Path:
        """The state at rest, rendered and read before the swap (after it the back buffer Kivy reads is undefined:
        black after a resize), then shown."""
        assert self.shoots, f"{path.name}: a test that saves screenshots is marked @pytest.mark.screenshots, so that " \
            "./dev screenshots takes it"
        self.settle()
        Window.dispatch("on_draw")
        saved = self.app.save_screenshot(path)
        Window.dispatch("on_flip")
        import cv2  # here: a benchmark that drives the app through the harness measures the app's memory, not OpenCV's

        pixels = cv2.imread(str(saved))
        assert pixels is not None and pixels.min() != pixels.max(), f"{saved.name} shows one flat colour"
        covered = covered_in_shot(path, self.walk())  # every screenshot: no text or button seen only in part
        assert not covered, f"{saved.name}: {covered}"
        return saved


def turn(draw: bool) -> None:
    """One turn of Kivy's loop, as `EventLoop.idle` runs it: the clock, the input, the kv rules; and the frame drawn
    and flipped only if ``draw``. Drawing is Mesa's software rendering here, most of a GUI test's CPU, and what the
    tests check is the widgets' state: a frame is drawn where pixels are looked at (a screenshot), not at each step."""
    if draw:
        EventLoop.idle()
        return
    Clock.tick()
    EventLoop.dispatch_input()
    Builder.sync()
    Clock.tick_draw()
    Builder.sync()


def at_rest(inbox: Any) -> bool:
    """Nothing left for the next frame: no input waiting and no one-off Clock callback due (Kivy's layouts,
    redraws and our screen switches are one-off callbacks due at once). What runs on in time does not count:
    repeating callbacks (the inbox drain, an animation's steps) and a scroll's slowing down after a flick."""
    if len(inbox):
        return False
    return not any(_awaited(event) for event in clock_events())


def clock_events() -> list[Any]:
    return Clock.get_events() + Clock.get_before_frame_events()  # type: ignore[no-any-return]


def _awaited(event: Any) -> bool:
    return (not event.loop and event.timeout <= 0
            and not isinstance(getattr(event.get_callback(), "__self__", None), KineticEffect))


def pending() -> list[str]:
    """The one-off callbacks due now, by name (what keeps the app from resting)."""
    return [getattr(e.get_callback(), "__qualname__", repr(e.get_callback())) for e in clock_events() if _awaited(e)]
