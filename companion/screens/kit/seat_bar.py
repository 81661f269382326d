"""The seat bar: every seat in one row, the same in every game (kit/specs.Seat)."""

from __future__ import annotations

from typing import Sequence

from kivy.properties import BooleanProperty, ListProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout

from companion.screens.kit.specs import Seat
from companion.screens.theme import player_colour, theme


class SeatChip(ButtonBehavior, BoxLayout):
    name = StringProperty("")
    figures = StringProperty("")
    edge_rgba = ListProperty([0.5, 0.5, 0.5, 1])
    on_turn = BooleanProperty(False)
    chosen = BooleanProperty(False)
    warned = BooleanProperty(False)  # past the turn clock's limit
    spec = ObjectProperty(None, allownone=True)
    wanted = NumericProperty(0)  # the height its name and wrapped figures need (kit.kv)

    def update(self, spec: Seat) -> None:
        self.spec = spec
        self.name, self.figures = spec.name, " · ".join(spec.figures)
        self.edge_rgba = list(player_colour(spec.colour).rgba)
        self.on_turn, self.chosen, self.warned = spec.on_turn, spec.chosen, spec.warned

    def on_release(self) -> None:
        if self.spec is not None and self.spec.on_tap is not None:
            self.spec.on_tap()


class SeatBar(BoxLayout):
    def show(self, seats: Sequence[Seat]) -> None:
        chips = list(reversed(self.children))
        while len(chips) < len(seats):
            chip = SeatChip()
            chip.bind(wanted=self._fit)
            self.add_widget(chip, index=0)
            chips.append(chip)
        for extra in chips[len(seats):]:
            self.remove_widget(extra)
        for chip, seat in zip(chips, seats):
            chip.update(seat)
        self._fit()

    def _fit(self, *_: object) -> None:
        """As tall as the bar's height or the tallest chip's wrapped figures (nothing shortened)."""
        self.height = max([theme.bar] + [chip.wanted for chip in self.children])

    def chips(self) -> list[SeatChip]:
        return list(reversed(self.children))
