"""One play to BG Stats on a phone (docs/records.md#one-play-to-a-phone): a QR code of BG Stats' own link for the
play, which the phone's camera opens in BG Stats with the play filled in. Offered on the result screen and on each
play of History; many plays go by file on a USB stick (companion/screens/plays_export.py).

The code fills the screen's height: each module a whole number of pixels (a blurred edge is what a camera misreads),
with the standard's quiet zone of four light modules around it."""

from __future__ import annotations

from datetime import tzinfo
from typing import Any

import segno
from kivy.factory import Factory
from kivy.graphics import Color, Rectangle
from kivy.graphics.texture import Texture
from kivy.properties import NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.modalview import ModalView
from kivy.uix.widget import Widget

from companion.core import exports, plays_files
from companion.core.playlog import FINISHED, Play
from companion.screens.dates import long_date
from companion.screens.i18n import tr
from companion.screens.theme import theme

QUIET = 4  # light modules around the code (ISO/IEC 18004's quiet zone)


def play_link(play: Play, zone: tzinfo | None = None) -> str:
    return exports.create_play_link(exports.bgstats_play(play, plays_files.bgg_ids(), zone))


def code_texture(text: str) -> tuple[Texture, int]:
    """The code of ``text`` (low error correction: a screen is not a torn label, and fewer modules are bigger
    ones), one texel a module, quiet zone included; and its width in modules."""
    rows = [bytes(0 if dark else 255 for dark in row for _ in range(4))
            for row in segno.make(text, error="l", micro=False).matrix_iter(scale=1, border=QUIET)]
    texture = Texture.create(size=(len(rows), len(rows)), colorfmt="rgba")
    texture.blit_buffer(b"".join(reversed(rows)), colorfmt="rgba", bufferfmt="ubyte")  # a texture starts at the bottom
    texture.mag_filter = texture.min_filter = "nearest"
    return texture, len(rows)


class QrCode(Widget):
    """``text`` as a QR code, centred, as big as the widget allows in whole pixels a module (``module``)."""

    text = StringProperty("")
    module = NumericProperty(0)  # pixels a module
    modules = NumericProperty(0)  # the code's width in modules, quiet zone included

    def __init__(self, **kwargs: Any) -> None:
        self._texture: Texture | None = None
        text = kwargs.pop("text", "")
        super().__init__(**kwargs)
        self.bind(pos=self._draw, size=self._draw)
        self.text = text  # once the canvas is there to draw on

    def on_text(self, *_: Any) -> None:
        self._texture, self.modules = code_texture(self.text) if self.text else (None, 0)
        self._draw()

    def _draw(self, *_: Any) -> None:
        self.canvas.clear()
        if self._texture is None:
            return
        self.module = int(min(self.width, self.height) // self.modules)
        side = self.module * self.modules
        with self.canvas:
            Color(*theme.c.code_paper)
            # From x, y and the size: center_x and center_y may not yet have heard of the size change that
            # calls this (their cache is dropped by their own handler, which can run after this one).
            Rectangle(texture=self._texture, size=(side, side),
                      pos=(int(self.x + (self.width - side) / 2), int(self.y + (self.height - side) / 2)))


class PlayCode(ModalView):
    """The whole window: the code on the left, at full height; what to do with it and Close on the right."""

    _anim_duration = 0

    def __init__(self, play: Play, link: str, **kwargs: Any) -> None:
        kwargs.setdefault("auto_dismiss", False)
        super().__init__(background="", background_color=theme.c.surface, overlay_color=theme.c.scrim, **kwargs)
        row = BoxLayout(spacing=theme.pad)
        self.code = QrCode(text=link, size_hint_x=None)  # the whole height: its quiet zone is its margin
        row.bind(height=self.code.setter("width"))
        side = BoxLayout(orientation="vertical", spacing=theme.gap, padding=(0, theme.gap, theme.gap, theme.gap))
        side.add_widget(Factory.KitHeading(text=tr._("This play in BG Stats")))
        side.add_widget(Factory.KitText(text=tr._(
            "Scan the code with the phone's camera: BG Stats opens with the play filled in, its players, scores "
            "and winner.")))
        when = long_date(play.start.isoformat(), tr.language)
        side.add_widget(Factory.KitText(text=f"{tr._(play.title)} · {when}", tone="muted", size_name="small"))
        side.add_widget(Widget())
        self.close_button = Factory.SheetButton(text=tr._("Close"), tone="primary")
        self.close_button.bind(on_release=lambda *_: self.dismiss())
        side.add_widget(self.close_button)
        row.add_widget(self.code)
        row.add_widget(side)
        self.add_widget(row)


def show_play_code(play: Play | None) -> PlayCode | None:
    """Open the code of a finished play; nothing for a play BG Stats would not take (not finished)."""
    if play is None or play.status != FINISHED:
        return None
    view = PlayCode(play, play_link(play))
    view.open()
    return view
