"""A seat's stash, looked at and corrected on the shared screen without the others seeing it.

"Pass the screen to Ana" -> Ana taps to open -> her stash as the app counts it (from production, ruins and
market payments), what it is worth at today's prices, and - / + to make it match what is behind her screen ->
Save -> "Ana's count is saved" -> Close. The whole screen is covered while it is open. The seat's own view is
read only after Ana taps to open, and every widget that showed a count is destroyed on each change of face
and on close: nothing of the stash stays in the widget tree.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from kivy.factory import Factory
from kivy.graphics import Color, Rectangle
from kivy.metrics import dp, sp
from kivy.properties import ListProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.ilos.common import SPOT_RGBA, WARN_RGBA, resource_name, stash_of, text_colour
from companion.screens.widgets import Overlay
from games.base import RuleError
from games.ilos import RESOURCES, CorrectStash, Resources


class ResourceChip(Label):
    """A resource token: its colour, with a count on it."""

    chip_rgba = ListProperty([0.5, 0.5, 0.5, 1])
    text_rgba = ListProperty([1, 1, 1, 1])

    def __init__(self, resource: str, count: int | str, **kwargs: Any) -> None:
        super().__init__(text=str(count), **kwargs)
        self.chip_rgba = list(SPOT_RGBA[resource])
        self.text_rgba = list(text_colour(SPOT_RGBA[resource]))


def _label(text: str, size: float = 20, height: float = 40, bold: bool = False, **kwargs: Any) -> Label:
    label = Label(text=text, font_size=sp(size), bold=bold, size_hint_y=None, height=dp(height),
                  halign="center", valign="middle", **kwargs)
    label.bind(size=lambda w, s: setattr(w, "text_size", (s[0] - dp(16), None)))
    return label


class StashView(Overlay):
    def __init__(self, seat: int, name: str, colour: list[float], own_view: Callable[[], Mapping[str, Any] | None],
                 commit: Callable[[Any], RuleError | None], note: str = "", **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.seat, self.name, self.colour = seat, name, colour
        self.own_view = own_view
        self.commit = commit
        self.note = note  # said only once the seat has opened the view (it may speak of the stash)
        self.counts: dict[str, int] = {}
        self.saved: dict[str, int] = {}
        self.open_button: Any = None
        self.save_button: Any = None
        self.close_button: Any = None
        self.count_labels: dict[str, Label] = {}
        self.step_buttons: dict[tuple[str, int], Any] = {}
        self.box = BoxLayout(orientation="vertical", padding=dp(10), spacing=dp(8))
        with self.box.canvas.before:
            Color(0.07, 0.08, 0.10, 1)  # opaque: nothing of the table shows through
            self._paint = Rectangle()
        self.box.bind(pos=lambda w, p: setattr(self._paint, "pos", p),
                      size=lambda w, s: setattr(self._paint, "size", s))
        self.add_widget(self.box)
        self.bind(on_dismiss=lambda *_: self._closed())
        self.show_cover()

    # --- the three faces ------------------------------------------------------------------------------
    def show_cover(self) -> None:
        self._forget()
        self.box.add_widget(_label(tr.message("Pass the screen to {player}", {"player": self.name}), 28, 64, True))
        self.box.add_widget(_label(tr.message("Only {player} looks; the others look away", {"player": self.name})))
        self.open_button = Factory.TouchButton(
            text=tr.message("{player}: tap to see your stash", {"player": self.name}), font_size=sp(24),
            size_hint_y=1, background_color=self.colour,
            color=text_colour((self.colour[0], self.colour[1], self.colour[2], 1)))
        self.open_button.bind(on_release=lambda *_: self.show_open())
        self.box.add_widget(self.open_button)
        self._add_close()

    def show_open(self) -> None:
        view = self.own_view()
        stash = stash_of(view, self.seat) if view is not None else None
        self._forget()
        if view is None or stash is None:
            self.dismiss()
            return
        self.counts, self.saved = dict(stash), dict(stash)
        self.prices = {r.value: int(view["market"]["prices"][r.value]) for r in RESOURCES}
        self.box.add_widget(_label(tr.message("{player}'s stash, behind the screen", {"player": self.name}),
                                   22, 44, True))
        if self.note:
            self.box.add_widget(_label(self.note, 17, 56, color=WARN_RGBA))
        for resource in RESOURCES:
            self.box.add_widget(self._row(resource.value))
        self.worth = _label("", 19, 36)
        self.box.add_widget(self.worth)
        self.error = _label("", 16, 32, color=WARN_RGBA)
        self.box.add_widget(self.error)
        self.box.add_widget(Widget())
        actions = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        self.close_button = Factory.TouchButton(text=tr._("Close"))
        self.close_button.bind(on_release=lambda *_: self.dismiss())
        self.save_button = Factory.PrimaryButton(text=tr._("Save the correction"))
        self.save_button.bind(on_release=lambda *_: self.save())
        actions.add_widget(self.close_button)
        actions.add_widget(self.save_button)
        self.box.add_widget(actions)
        self._update()

    def show_done(self) -> None:
        self._forget()
        self.box.add_widget(_label(tr.message("{player}'s count is saved", {"player": self.name}), 28, 64, True))
        self.box.add_widget(Widget())
        self._add_close(tr._("OK"))

    # --- correcting -----------------------------------------------------------------------------------
    def _row(self, resource: str) -> BoxLayout:
        row = BoxLayout(size_hint_y=None, height=dp(52), spacing=dp(8), padding=(dp(40), 0))
        row.add_widget(ResourceChip(resource, "", pos_hint={"center_y": 0.5}))
        name = Label(text=resource_name(resource), font_size=sp(20), halign="left", valign="middle")
        name.bind(size=lambda w, s: setattr(w, "text_size", s))
        row.add_widget(name)
        for step in (-1, 1):
            button = Factory.TouchButton(text="-" if step < 0 else "+", size_hint_x=None, width=dp(64))
            button.bind(on_release=lambda *_, r=resource, n=step: self.step(r, n))
            self.step_buttons[(resource, step)] = button
            if step < 0:
                row.add_widget(button)
                count = Label(text="", font_size=sp(26), bold=True, size_hint_x=None, width=dp(70))
                self.count_labels[resource] = count
                row.add_widget(count)
            else:
                row.add_widget(button)
        return row

    def step(self, resource: str, by: int) -> None:
        self.counts[resource] = max(0, self.counts[resource] + by)
        self._update()

    def _update(self) -> None:
        for resource, label in self.count_labels.items():
            label.text = str(self.counts[resource])
        value = sum(self.counts[r] * self.prices[r] for r in self.counts)
        self.worth.text = tr.message("Worth {value} at today's market prices", {"value": value})
        if self.save_button is not None:
            self.save_button.disabled = self.counts == self.saved

    def save(self) -> None:
        stash = Resources(*(self.counts[r.value] for r in RESOURCES))
        error = self.commit(CorrectStash(self.seat, stash))
        if error is not None:
            self.error.text = tr.message(error.key, error.params)
            return
        self.show_done()

    # --- leaving nothing behind -------------------------------------------------------------------------
    def _add_close(self, text: str = "") -> None:
        self.close_button = Factory.TouchButton(text=text or tr._("Close"))
        self.close_button.bind(on_release=lambda *_: self.dismiss())
        self.box.add_widget(self.close_button)

    def _closed(self) -> None:
        self._forget()
        self.note = ""

    def _forget(self) -> None:
        """Destroy every widget that showed a count and forget the counts."""
        self.counts, self.saved, self.prices = {}, {}, {}
        self.count_labels, self.step_buttons = {}, {}
        self.open_button = self.save_button = self.close_button = None
        self.box.clear_widgets()
