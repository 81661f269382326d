"""The covered keypad: private entry on the shared touch screen for a seat without a bid station.

It covers the whole screen and shows only the seat's own choices; after a lock its buttons are destroyed, the
choice forgotten, and it shows nothing but "Red has locked" before offering the screen to the next seat. A
refusal is shown inside it, never on the shared toast (docs/design.md#secrets).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable

from kivy.factory import Factory
from kivy.uix.gridlayout import GridLayout

from companion.screens.i18n import tr
from companion.screens.kilim import motif_shapes
from companion.screens.kilim.common import glyph, motif_rgba
from companion.screens.kit.overlay import Sheet
from companion.screens.kit.widgets import KitButtonBase
from companion.screens.theme import readable_on, theme
from games.base import RuleError


@dataclass
class Choice:
    key: Any  # what the commit function receives
    label: str  # the button's text (a card value, a translated name, a motif letter)
    enabled: bool = True
    letter: str = ""  # a motif choice is drawn in the motif's colour


@dataclass
class Request:
    """One seat's private choice. Texts are translated already; ``done`` is what the others may read after."""

    name: str
    rgba: list[float]
    prompt: str
    choices: list[Choice]
    lock_text: str
    done: str
    action: Callable[[Any], Any]  # the action a chosen key plays
    covered: bool = True


Play = Callable[[Any], RuleError | None]  # plays a sealed action, returns its refusal (said in the keypad only)


class CoveredKeypad(Sheet):
    """A sheet whose ground hides the whole screen: the others see nothing behind it either."""

    def __init__(self, first: Request, play: Play, next_request: Callable[[], Request | None],
                 **kwargs: Any) -> None:
        super().__init__(overlay_color=theme.c.surface, **kwargs)
        self.ids.heading.size_name, self.ids.heading.halign = "figure", "center"  # read from across the table
        self.play, self.next_request = play, next_request
        self.request: Request | None = None
        self._choice: Any = None
        self.choice_buttons: dict[Any, Any] = {}
        self.open_button = self.lock_button = self.close_button = self.error = None  # type: Any
        self.bind(on_dismiss=lambda *_: self._forget(None, ""))  # a request may list a seat's secret scraps
        self.show_cover(first) if first.covered else self.show_open(first)

    # --- the three faces --------------------------------------------------------------------------------
    def show_cover(self, request: Request, before: str = "") -> None:
        self._forget(request, tr.message("Pass the screen to {player}", {"player": request.name}))
        if before:
            self.body.add_widget(Factory.KitLabel(text=before, halign="center", tone="muted"))
        self.body.add_widget(Factory.KitLabel(text=tr.message("Only {player} looks; the others look away",
                                                              {"player": request.name}), halign="center"))
        self.open_button = KitButtonBase(text=tr.message("{player}: tap to open", {"player": request.name}),
                                         ground=request.rgba, font_size=theme.title, size_hint_y=None,
                                         height=theme.target * 3, on_release=lambda *_: self.show_open(request))
        self.body.add_widget(self.open_button)
        self.close_button = self.add_button(tr._("Close"), self.dismiss)

    def show_open(self, request: Request) -> None:
        self._forget(request, f"{request.name}: {request.prompt}")
        grid = GridLayout(cols=5, spacing=theme.gap, size_hint_y=None)
        grid.bind(minimum_height=grid.setter("height"))
        for choice in request.choices:
            button = Factory.KitButton(text=glyph(choice.letter) if choice.letter else choice.label,
                                       disabled=not choice.enabled, refused=not choice.enabled,
                                       disabled_color=theme.c.on_disabled, font_size=theme.title)
            button.idle = button.ground = motif_rgba(choice.letter) if choice.letter else theme.c.raised_high
            if choice.letter:
                letter: str = choice.letter
                motif_shapes.paint_on(button, partial(str, letter), partial(readable_on, motif_rgba(letter)))
            button.bind(on_release=lambda b, key=choice.key: self.select(key))
            self.choice_buttons[choice.key] = button
            grid.add_widget(button)
        self.body.add_widget(grid)
        self.error = Factory.KitLabel(tone="warning", halign="center")
        self.body.add_widget(self.error)
        self.add_button(tr._("Cancel"), self.dismiss)
        self.lock_button = self.add_button(request.lock_text, self.lock, tone="primary")
        self.lock_button.refused = True  # until a choice

    def show_done(self, request: Request) -> None:
        following = self.next_request()
        if following is not None and following.covered:
            self.show_cover(following, before=request.done)
            return
        self._forget(None, request.done)
        self.close_button = self.add_button(tr._("OK"), self.dismiss)

    # --- choosing ---------------------------------------------------------------------------------------
    def select(self, key: Any) -> None:
        self._choice = key
        for other, button in self.choice_buttons.items():
            button.ground = theme.c.primary if other == key else button.idle
            button.bold = other == key
        if self.lock_button is not None:
            self.lock_button.refused = False

    def lock(self) -> None:
        request, choice = self.request, self._choice
        if request is None or choice is None:
            return
        error = self.play(request.action(choice))
        if error is not None:
            if self.error is not None:
                self.error.text = tr.message(error.key, error.params)
            return
        if request.covered:
            self.show_done(request)
        else:
            self.dismiss()

    # --- leaving nothing behind ---------------------------------------------------------------------------
    def _forget(self, request: Request | None, title: str) -> None:
        """Destroy the choice buttons and forget the choice: after a lock, no widget holds it."""
        self.request, self.title, self._choice, self.choice_buttons = request, title, None, {}
        self.open_button = self.lock_button = self.close_button = self.error = None
        self.body.clear_widgets()
        self.buttons.clear_widgets()
