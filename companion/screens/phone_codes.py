"""Phones at the table, seen from the touch screen (docs/phones.md#using-it-at-a-table): one seat's QR code at a
time, as big as the window's height, with the seat's player named; a seat whose phone joined says so and offers
"Give Ana's seat to another phone" (the old phone is forgotten, a new code shown).

A code holds a one-use claim code and the seat's key (docs/phones.md#threat-model): it is made when shown, shown
for one seat at a time, and behind a cover until that seat's player taps it ("Ana: tap to show your code"), as the
covered keypad is: the others look away, and a photo of the screen at another moment holds no code."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.modalview import ModalView
from kivy.uix.widget import Widget

from companion.phones.table import PhoneTable
from companion.screens.i18n import tr
from companion.screens.play_code import QrCode
from companion.screens.theme import theme


class PhoneCodes(ModalView):
    """The whole window: the seat's code on the left; its player, the other seats and Close on the right."""

    _anim_duration = 0

    def __init__(self, phones: PhoneTable, seats: int, **kwargs: Any) -> None:
        kwargs.setdefault("auto_dismiss", False)
        super().__init__(background="", background_color=theme.c.surface, overlay_color=theme.c.scrim, **kwargs)
        self.phones = phones
        self.seat = 0
        row = BoxLayout(spacing=theme.pad)
        place = FloatLayout(size_hint_x=None)  # the code's square, the whole height: its quiet zone is its margin
        row.bind(height=place.setter("width"))
        self.code = QrCode()
        self.cover = Factory.KitButton(font_size=theme.title, size_hint=(0.8, 0.8),  # over the code until tapped
                                       pos_hint={"center_x": 0.5, "center_y": 0.5})
        self.cover.bind(on_release=lambda *_: self.uncover())
        place.add_widget(self.code)
        place.add_widget(self.cover)
        side = BoxLayout(orientation="vertical", spacing=theme.gap, padding=(0, theme.gap, theme.gap, theme.gap))
        self.heading = Factory.KitHeading()
        self.text = Factory.KitText()
        self.give_button = Factory.SheetButton()
        self.give_button.bind(on_release=lambda *_: self.give_away())
        self.seat_buttons = []
        grid = GridLayout(cols=min(seats, 3), spacing=theme.gap, size_hint_y=None)
        grid.bind(minimum_height=grid.setter("height"))
        for seat in range(seats):
            button = Factory.SheetButton(text=phones.name(seat))
            button.bind(on_release=partial(self.show_seat, seat))
            self.seat_buttons.append(button)
            grid.add_widget(button)
        self.close_button = Factory.SheetButton(text=tr._("Close"), tone="primary")
        self.close_button.bind(on_release=lambda *_: self.dismiss())
        for widget in (self.heading, self.text, Widget(), self.give_button, grid, self.close_button):
            side.add_widget(widget)
        row.add_widget(place)
        row.add_widget(side)
        self.add_widget(row)
        self.show_seat(next((s for s in range(seats) if not phones.taken(s)), 0))

    def show_seat(self, seat: int, *_: Any) -> None:
        self.seat = seat
        name = self.phones.name(seat)
        taken = self.phones.taken(seat)
        for index, button in enumerate(self.seat_buttons):
            button.tone = "primary" if index == seat else "normal"
        self.heading.text = tr.message("{name}'s phone", {"name": name})
        self.text.text = tr.message("{name}'s phone is on this seat", {"name": name}) if taken else tr.message(
            "{name}: scan this code with your phone's camera. Nothing to type; the page opens on your seat",
            {"name": name})
        self.code.text = ""  # a new code only once the seat's player has tapped the cover
        self.cover.text = tr.message("{name}: tap to show your code", {"name": name})
        self.cover.opacity, self.cover.disabled = (0, True) if taken else (1, False)
        self.give_button.text = tr.message("Give {name}'s seat to another phone", {"name": name})
        self.give_button.opacity, self.give_button.disabled = (1, False) if taken else (0, True)

    def uncover(self) -> None:
        self.cover.opacity, self.cover.disabled = 0, True
        self.code.text = self.phones.invite(self.seat)

    def give_away(self) -> None:
        self.phones.forget(self.seat)
        self.show_seat(self.seat)

    def joined(self) -> None:
        """After any change on the table: if the seat shown was just claimed, the sheet says so (the code goes)."""
        if self.phones.taken(self.seat) and self.cover.disabled and self.code.text:
            self.show_seat(self.seat)


def show_phone_codes(phones: PhoneTable, seats: int) -> PhoneCodes:
    view = PhoneCodes(phones, seats)
    view.open()
    return view
