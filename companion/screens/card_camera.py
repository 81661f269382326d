"""A card named by the camera, on the entry where the table tells the app which card was turned up (only with a
camera and a taught album; without them the entry is unchanged). The table lays the card under the camera and
taps "Read the card"; the worker names it while the entry stays live (the manual entry still works), and the
answer comes back through the inbox: "Camera: <card>" with one button that enters it as the taps would, or
"unknown: pick it by hand" (the recogniser says unknown rather than guess)."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout

from companion.screens.card_album import Deck, Item
from companion.screens.i18n import tr
from companion.screens.theme import theme

KIND = "card_name"  # what the entry asks the worker for
WAITING, UNKNOWN, FAILED = "waiting", "unknown", "failed"


class CardCamera:
    """What the camera said about the card under it: nothing asked, WAITING, an Item, UNKNOWN or FAILED."""

    def __init__(self, worker: Any, deck: Deck) -> None:
        self.worker, self.deck = worker, deck
        self.read: str | Item | None = None
        self.confirm_button: Any = None
        self.read_button: Any = None

    @staticmethod
    def offered(worker: Any, deck: Deck | None) -> "CardCamera | None":
        """A reader for the entry when a camera is fitted and at least one card of ``deck`` was taught."""
        return CardCamera(worker, deck) if worker is not None and deck is not None and deck.taught() else None

    def ask(self, refresh: Callable[[], None]) -> None:
        """Ask the worker to name the card under the camera; returns at once (a second tap replaces the first)."""
        from companion.vision.taught import name_card  # OpenCV only once a camera is used

        self.read = WAITING
        self.worker.request(KIND, partial(name_card, self.deck.folder))
        refresh()

    def take(self, result: Any) -> bool:
        """A camera event: True if it answers this entry's question (then the entry renders it again)."""
        if result.kind != KIND or self.read != WAITING:
            return False  # another screen's request, or one this entry no longer waits for
        if result.reading is None:
            self.read = FAILED
        else:
            item = self.deck.item(result.reading.name)
            self.read = item if item is not None else UNKNOWN
        return True

    def row(self, enter: Callable[[Any], None], refresh: Callable[[], None]) -> BoxLayout:
        """The camera's row of the entry: what it read (and "Enter this card"), then "Read the card"."""
        row = BoxLayout(size_hint_y=None, height=theme.button, spacing=theme.gap)
        read = self.read
        text = {None: "", WAITING: tr._("The camera is reading the card…"),
                UNKNOWN: tr._("The camera does not know this card: pick it by hand"),
                FAILED: tr._("No reading from the camera: pick the card by hand")}.get(read, "") \
            if not isinstance(read, Item) else tr.message("Camera: {card}", {"card": self.deck.describe(read.value)})
        note = Factory.KitLabel(text=text, bold=isinstance(read, Item), pos_hint={"center_y": 0.5},
                                tone="normal" if isinstance(read, Item) else "warning")
        note.bind(height=lambda w, height: setattr(row, "height", max(theme.button, height)))  # wrapped: taller
        row.add_widget(note)
        self.confirm_button = None
        if isinstance(read, Item):
            self.confirm_button = Factory.KitTagButton(text=tr._("Enter this card"), tone="primary")
            self.confirm_button.bind(on_release=lambda *_: enter(read.value))
            row.add_widget(self.confirm_button)
        self.read_button = Factory.KitTagButton(text=tr._("Read the card"))
        self.read_button.bind(on_release=lambda *_: self.ask(refresh))
        row.add_widget(self.read_button)
        return row
