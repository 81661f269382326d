"""Teaching the camera a game's cards, once per box (reached from Settings, only with a camera): the deck's cards
by name, which are taught, and beside each "Photograph" (then "Retake") and "Forget". The table lays one card
face up under the camera, alone, and taps its Photograph: the worker takes the frame, cuts the card from the
table and keeps it in the album folder (companion.vision.taught.teach_card) while the list stays live. A photo
too plain to be told apart later is refused, and said."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.scrollview import ScrollView

from companion.screens.card_album import Deck, Item
from companion.screens.i18n import tr
from companion.screens.widgets import Overlay, entry_page

KIND = "card_teach"  # what the overlay asks the worker for
TAUGHT_RGBA = (0.45, 0.85, 0.55, 1)
WARN_RGBA = (1.0, 0.72, 0.40, 1)
NOTE_RGBA = (0.75, 0.80, 0.88, 1)


def _label(text: str, size: float = 17, **kwargs: Any) -> Label:
    label = Label(text=text, font_size=sp(size), halign="left", valign="middle", **kwargs)
    label.bind(size=lambda w, s: setattr(w, "text_size", s))
    return label


class TeachCards(Overlay):
    def __init__(self, worker: Any, deck: Deck, **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.worker, self.deck = worker, deck
        self.waiting: Item | None = None  # the card being photographed
        self.rows: dict[str, tuple[Any, Any, Any]] = {}  # stem -> (name, Photograph, Forget)
        page = entry_page()
        top = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        self.title = _label("", 20, bold=True)
        top.add_widget(self.title)
        close = Factory.TouchButton(text=tr._("Close"), size_hint_x=None, width=dp(150))
        close.bind(on_release=lambda *_: self.dismiss())
        top.add_widget(close)
        page.add_widget(top)
        self.status = Label(text="", font_size=sp(16), halign="left", valign="middle", size_hint_y=None)
        self.status.bind(width=lambda w, width: setattr(w, "text_size", (width, None)),  # French runs longer
                         texture_size=lambda w, size: setattr(w, "height", max(dp(48), size[1] + dp(4))))
        page.add_widget(self.status)
        grid = GridLayout(cols=3, spacing=dp(4), size_hint_y=None, row_default_height=dp(52),
                          row_force_default=True)
        grid.bind(minimum_height=grid.setter("height"))
        for item in deck.items:
            photograph = Factory.TouchButton(text="", size_hint_x=None, width=dp(180), font_size=sp(17))
            photograph.bind(on_release=partial(self.photograph, item))
            forget = Factory.DangerButton(text=tr._("Forget"), size_hint_x=None, width=dp(120), font_size=sp(17))
            forget.bind(on_release=partial(self.forget, item))
            name = _label(deck.describe(item.value), 17)
            for widget in (name, photograph, forget):
                grid.add_widget(widget)
            self.rows[item.stem] = (name, photograph, forget)
        self.scroll = ScrollView(do_scroll_x=False)
        self.scroll.add_widget(grid)
        page.add_widget(self.scroll)
        self.add_widget(page)
        self.say(tr._("Lay one card face up under the camera, alone on the table, then tap Photograph beside its "
                      "name. Once per box: the camera then names the card on the turn-up entry."))
        self.render()

    def say(self, text: str, warn: bool = False) -> None:
        self.status.text = text
        self.status.color = WARN_RGBA if warn else NOTE_RGBA

    def render(self) -> None:
        taught = self.deck.taught()
        self.title.text = tr.message("{cards}: {taught} of {count} taught",
                                     {"cards": tr._(self.deck.title), "taught": len(taught),
                                      "count": len(self.deck.items)})
        for stem, (name, photograph, forget) in self.rows.items():
            known = stem in taught
            name.color = TAUGHT_RGBA if known else (1, 1, 1, 1)
            photograph.text = tr._("Retake") if known else tr._("Photograph")
            photograph.disabled = self.waiting is not None
            forget.disabled = self.waiting is not None or not known
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
