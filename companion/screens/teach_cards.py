"""Teaching the camera a game's cards, once per box (reached from Settings, only with a camera): the deck's cards
by name, which are taught, and beside each "Photograph" (then "Retake") and "Forget". The table lays one card
face up under the camera, alone, and taps its Photograph: the worker takes the frame, cuts the card from the
table and keeps it in the album folder (companion.vision.taught.teach_card) while the list stays live. A photo
too plain to be told apart later is refused, and said."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout

from companion.screens.card_album import Deck, Item
from companion.screens.i18n import tr
from companion.screens.kit.panel import WholeItemsScroll, in_room
from companion.screens.theme import theme
from companion.screens.widgets import Overlay, entry_page

KIND = "card_teach"  # what the overlay asks the worker for


class TeachCards(Overlay):
    """The deck's cards, a row each: the name (bold once taught), Photograph or Retake, and Forget."""

    def __init__(self, worker: Any, deck: Deck, **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=theme.c.clear, **kwargs)
        self.worker, self.deck = worker, deck
        self.waiting: Item | None = None  # the card being photographed
        self.rows: dict[str, tuple[Any, Any, Any]] = {}  # stem -> (name, Photograph, Forget)
        page = entry_page()
        top = BoxLayout(size_hint_y=None, height=theme.button, spacing=theme.gap)
        self.title = Factory.KitBoxLabel(text="", size_name="title", bold=True)
        top.add_widget(self.title)
        close = Factory.KitTagButton(text=tr._("Close"))
        close.bind(on_release=lambda *_: self.dismiss())
        top.add_widget(close)
        page.add_widget(top)
        self.status = Factory.KitLabel(text="")  # wraps: French runs longer
        page.add_widget(self.status)
        grid = GridLayout(cols=3, spacing=theme.gap / 2, size_hint_y=None, row_default_height=theme.button,
                          row_force_default=True)
        grid.bind(minimum_height=grid.setter("height"))
        for item in deck.items:
            photograph = Factory.KitTagButton(text="")
            photograph.bind(on_release=partial(self.photograph, item))
            forget = Factory.KitTagButton(text=tr._("Forget"), tone="danger")
            forget.bind(on_release=partial(self.forget, item))
            name = Factory.KitBoxLabel(text=deck.describe(item.value))
            for widget in (name, photograph, forget):
                grid.add_widget(widget)
            self.rows[item.stem] = (name, photograph, forget)
        self.scroll = WholeItemsScroll(do_scroll_x=False)  # ends between two rows (kit/panel.py)
        self.scroll.add_widget(grid)
        page.add_widget(in_room(self.scroll))
        self.add_widget(page)
        self.say(tr._("Lay one card face up under the camera, alone on the table, then tap Photograph beside its "
                      "name. Once per box: the camera then names the card on the turn-up entry."))
        self.render()

    def say(self, text: str, warn: bool = False) -> None:
        self.status.text = text
        self.status.tone = "warning" if warn else "muted"

    def render(self) -> None:
        taught = self.deck.taught()
        self.title.text = tr.message("{cards}: {taught} of {count} taught",
                                     {"cards": tr._(self.deck.title), "taught": len(taught),
                                      "count": len(self.deck.items)})
        for stem, (name, photograph, forget) in self.rows.items():
            known = stem in taught
            name.bold, name.tone = known, "normal" if known else "muted"
            photograph.text = tr._("Retake") if known else tr._("Photograph")
            photograph.disabled = photograph.refused = self.waiting is not None
            forget.disabled = forget.refused = self.waiting is not None or not known
            forget.opacity = 1 if known else 0

    # --- the camera ---------------------------------------------------------------------------------------
    def photograph(self, item: Item, *_: Any) -> None:
        from companion.vision.taught import teach_card  # OpenCV only once a camera is used

        self.waiting = item
        self.say(tr.message("The camera is photographing {card}…", {"card": self.deck.describe(item.value)}))
        self.worker.request(KIND, partial(teach_card, self.deck.folder, item.stem))
        self.render()

    def camera_reading(self, result: Any) -> None:
        """A camera event passed on by the screen below (Settings)."""
        item = self.waiting
        if result.kind != KIND or item is None:
            return
        self.waiting = None
        card = self.deck.describe(item.value)
        if result.reading is not None:
            self.say(tr.message("Taught: {card}. Lay the next card under the camera.", {"card": card}))
        elif result.error == "VisionInputError":
            self.say(tr.message("{card}: the photo shows too little detail to tell it apart later. Lay the card "
                                "face up, alone and well lit under the camera, and photograph it again.",
                                {"card": card}), warn=True)
        else:
            self.say(tr._("The camera gave no picture: check its cable and photograph again."), warn=True)
        self.render()

    def forget(self, item: Item, *_: Any) -> None:
        self.deck.forget(item.stem)
        self.say(tr.message("Forgotten: {card}", {"card": self.deck.describe(item.value)}))
        self.render()
