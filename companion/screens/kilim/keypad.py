"""The covered keypad: private entry on the shared touch screen for a seat without a bid station.

"Pass the screen to Red" -> Red taps to open -> a keypad with only Red's own choices -> Red locks -> the keypad
is emptied (its buttons destroyed, the choice forgotten) and shows nothing but "Red has locked", then offers
the screen to the next seat still to choose. A refusal is shown inside the keypad, never on the shared toast.
The whole screen is covered while it is open, so the others see nothing behind it either.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from kivy.factory import Factory
from kivy.graphics import Color, Rectangle
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label

from companion.screens.i18n import tr
from companion.screens.kilim.common import MOTIF_RGBA, glyph, glyph_colour
from companion.screens.widgets import Overlay
from games.base import RuleError

SELECTED_RGBA = (0.10, 0.55, 0.35, 1)
IDLE_RGBA = (0.22, 0.26, 0.32, 1)


@dataclass
class Choice:
    key: Any  # what the commit function receives
    label: str  # the button's text (a card value, a translated name, a motif letter)
    enabled: bool = True
    letter: str = ""  # a motif choice is drawn in the motif's colour


@dataclass
class Request:
    """One seat's private choice. Texts are translated already; ``done`` is what the others may read after."""

    seat: int
    name: str
    rgba: list[float]
    prompt: str
    choices: list[Choice]
    lock_text: str
    done: str
    covered: bool = True
    cols: int = 5
    extra: dict[str, Any] = field(default_factory=dict)


Commit = Callable[[Request, Any], RuleError | None]


def _label(text: str, size: float = 20, height: float = 40, bold: bool = False) -> Label:
    label = Label(text=text, font_size=sp(size), bold=bold, size_hint_y=None, height=dp(height),
                  halign="center", valign="middle")
    label.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(16), None)))
    return label


class CoveredKeypad(Overlay):
    def __init__(self, first: Request, commit: Commit, next_request: Callable[[], Request | None],
                 **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.commit = commit
        self.next_request = next_request
        self.request: Request | None = None
        self._choice: Any = None
        self.choice_buttons: dict[Any, Button] = {}
        self.open_button: Button | None = None
        self.lock_button: Button | None = None
        self.close_button: Button | None = None
        self.error: Label | None = None
        self.box = BoxLayout(orientation="vertical", padding=dp(10), spacing=dp(8))
        with self.box.canvas.before:
            Color(0.07, 0.08, 0.10, 1)  # opaque: nothing of the screen behind shows through
            self._paint = Rectangle()
        self.box.bind(pos=lambda w, p: setattr(self._paint, "pos", p),
                      size=lambda w, s: setattr(self._paint, "size", s))
        self.add_widget(self.box)
        self.bind(on_dismiss=lambda *_: self._close())
        if first.covered:
            self.show_cover(first)
        else:
            self.show_open(first)

    # --- the three faces --------------------------------------------------------------------------------
    def show_cover(self, request: Request, before: str = "") -> None:
        self._forget()
        self.request = request
        if before:
            self.box.add_widget(_label(before, size=22, height=48, bold=True))
        self.box.add_widget(_label(tr.message("Pass the screen to {player}", {"player": request.name}),
                                   size=28, height=64, bold=True))
        self.box.add_widget(_label(tr.message("Only {player} looks; the others look away",
                                              {"player": request.name}), size=19))
        self.open_button = Factory.TouchButton(
            text=tr.message("{player}: tap to open", {"player": request.name}), font_size=sp(24),
            size_hint_y=1, background_color=request.rgba,
            color=(0, 0, 0, 1) if sum(request.rgba[:3]) > 1.9 else (1, 1, 1, 1))
        self.open_button.bind(on_release=lambda *_: self.show_open(request))
        self.box.add_widget(self.open_button)
        self._add_close(tr._("Close"))

    def show_open(self, request: Request) -> None:
        self._forget()
        self.request = request
        self.box.add_widget(_label(f"{request.name}: {request.prompt}", size=21, height=44, bold=True))
        grid = GridLayout(cols=request.cols, spacing=dp(6))
        for choice in request.choices:
            button = Factory.TouchButton(text=choice.label, font_size=sp(24), disabled=not choice.enabled,
                                         size_hint_y=1)
            if choice.letter:
                button.text = glyph(choice.letter)
                button.background_color = MOTIF_RGBA[choice.letter]
                button.color = glyph_colour(choice.letter)
            button.bind(on_release=lambda b, key=choice.key: self.select(key))
            self.choice_buttons[choice.key] = button
            grid.add_widget(button)
        self.box.add_widget(grid)
        self.error = _label("", size=17, height=48)
        self.error.color = (1, 0.75, 0.45, 1)
        self.box.add_widget(self.error)
        actions = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        cancel = Factory.TouchButton(text=tr._("Cancel"))
        cancel.bind(on_release=lambda *_: self.dismiss())
        self.lock_button = Factory.PrimaryButton(text=request.lock_text, disabled=True)
        self.lock_button.bind(on_release=lambda *_: self.lock())
        actions.add_widget(cancel)
        actions.add_widget(self.lock_button)
        self.box.add_widget(actions)

    def show_done(self, request: Request) -> None:
        self._forget()
        following = self.next_request()
        if following is not None and following.covered:
            self.show_cover(following, before=request.done)
            return
        self.box.add_widget(_label(request.done, size=28, height=64, bold=True))
        self.box.add_widget(Label())
        self._add_close(tr._("OK"))

    # --- choosing ---------------------------------------------------------------------------------------
    def select(self, key: Any) -> None:
        self._choice = key
        for other, button in self.choice_buttons.items():
            letter = next((c.letter for c in self.request.choices if c.key == other), "") if self.request else ""
            idle = MOTIF_RGBA[letter] if letter else IDLE_RGBA
            button.background_color = SELECTED_RGBA if other == key else idle
            button.bold = other == key
        if self.lock_button is not None:
            self.lock_button.disabled = False

    def lock(self) -> None:
        request, choice = self.request, self._choice
        if request is None or choice is None:
            return
        error = self.commit(request, choice)
        if error is not None:
            if self.error is not None:
                self.error.text = tr.message(error.key, error.params)
            return
        if request.covered:
            self.show_done(request)
        else:
            self.dismiss()

    # --- leaving nothing behind ---------------------------------------------------------------------------
    def _add_close(self, text: str) -> None:
        self.close_button = Factory.TouchButton(text=text)
        self.close_button.bind(on_release=lambda *_: self.dismiss())
        self.box.add_widget(self.close_button)

    def _close(self) -> None:
        self._forget()
        self.request = None  # a request may list a seat's secret scraps

    def _forget(self) -> None:
        """Destroy the choice buttons and forget the choice: after a lock, no widget holds it."""
        self._choice = None
        self.choice_buttons = {}
        self.open_button = self.lock_button = self.close_button = self.error = None
        self.box.clear_widgets()
