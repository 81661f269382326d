"""The covered keypad: private entry on the shared touch screen for a seat without a bid station.

"Pass the screen to Red" -> Red taps to open -> a keypad with only Red's own choices -> Red locks -> the keypad
is emptied (its buttons destroyed, the choice forgotten) and shows nothing but "Red has locked", then offers
the screen to the next seat still to choose. A refusal is shown inside the keypad, never on the shared toast.
The whole screen is covered while it is open, so the others see nothing behind it either
(docs/design.md#secrets).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.modalview import ModalView
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.kilim.common import glyph, motif_rgba
from companion.screens.theme import theme
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


def _title(text: str, size_name: str = "title") -> Any:
    return Factory.KitLabel(text=text, size_name=size_name, bold=True, halign="center")


class CoveredKeypad(ModalView):
    _anim_duration = 0  # it opens at once: a fade is a delay at the table

    def __init__(self, first: Request, commit: Commit, next_request: Callable[[], Request | None],
                 **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background="",
                         background_color=theme.c.surface, overlay_color=theme.c.surface, **kwargs)
        self.commit, self.next_request = commit, next_request
        self.request: Request | None = None
        self._choice: Any = None
        self.choice_buttons: dict[Any, Any] = {}
        self.open_button = self.lock_button = self.close_button = self.error = None  # type: Any
        self.box = BoxLayout(orientation="vertical", padding=theme.pad, spacing=theme.gap)
        self.add_widget(self.box)
        self.bind(on_dismiss=lambda *_: self._close())
        self.show_cover(first) if first.covered else self.show_open(first)

    # --- the three faces --------------------------------------------------------------------------------
    def show_cover(self, request: Request, before: str = "") -> None:
        self._forget()
        self.request = request
        if before:
            self.box.add_widget(_title(before, "body"))
        self.box.add_widget(_title(tr.message("Pass the screen to {player}", {"player": request.name}), "figure"))
        self.box.add_widget(Factory.KitLabel(text=tr.message("Only {player} looks; the others look away",
                                                              {"player": request.name}), halign="center"))
        self.open_button = Factory.KilimColourButton(
            text=tr.message("{player}: tap to open", {"player": request.name}), ground=request.rgba,
            font_size=theme.title)
        self.open_button.bind(on_release=lambda *_: self.show_open(request))
        self.box.add_widget(self.open_button)
        self._add_close(tr._("Close"))

    def show_open(self, request: Request) -> None:
        self._forget()
        self.request = request
        self.box.add_widget(_title(f"{request.name}: {request.prompt}"))
        grid = GridLayout(cols=request.cols, spacing=theme.gap, size_hint_y=None)
        grid.bind(minimum_height=grid.setter("height"))
        for choice in request.choices:
            button = Factory.KilimColourButton(text=glyph(choice.letter) if choice.letter else choice.label,
                                               disabled=not choice.enabled, size_hint_y=None,
                                               height=theme.button, font_size=theme.title)
            button.idle = motif_rgba(choice.letter) if choice.letter else theme.c.raised_high
            button.ground = button.idle
            button.bind(on_release=lambda b, key=choice.key: self.select(key))
            self.choice_buttons[choice.key] = button
            grid.add_widget(button)
        self.box.add_widget(grid)
        self.error = Factory.KitLabel(tone="warning", halign="center")
        self.box.add_widget(self.error)
        self.box.add_widget(Widget())
        actions = BoxLayout(size_hint_y=None, height=theme.button, spacing=theme.gap)
        cancel = Factory.KitButton(text=tr._("Cancel"))
        cancel.bind(on_release=lambda *_: self.dismiss())
        self.lock_button = Factory.KitButton(text=request.lock_text, tone="primary", refused=True)  # until a choice
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
        self.box.add_widget(_title(request.done, "figure"))
        self.box.add_widget(Widget())
        self._add_close(tr._("OK"))

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
        self.close_button = Factory.KitButton(text=text)
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
