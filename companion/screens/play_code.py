"""One play to BG Stats on a phone (docs/records.md#one-play-to-a-phone): a QR code of BG Stats' own link for the
play, which the phone's camera opens in BG Stats with the play filled in. Offered on the result screen and on each
play of History; many plays go by file on a USB stick (companion/screens/plays_export.py).

The code fills the screen's height: each module a whole number of pixels (a blurred edge is what a camera misreads),
with the standard's quiet zone of four light modules around it. Where that leaves a module under ``SMALL_PX`` (a
three-player play at 800x480: 4 px), a tap on the code or on "Show it larger" shows it alone on a white screen, its
modules as large as the height allows with two light modules above and below (the white screen is the quiet zone
at its sides), drawn with sharp edges (``LargeCode``)."""

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
LARGE_QUIET = 2  # above and below the code shown alone: the white screen around it is light too
DARK, LIGHT = b"\x00\x00\x00\xff", b"\xff\xff\xff\xff"  # RGBA
SMALL_PX = 5  # a module under this many pixels is offered larger (docs/records.md#one-play-to-a-phone)


def play_link(play: Play, zone: tzinfo | None = None) -> str:
    return exports.create_play_link(exports.bgstats_play(play, plays_files.bgg_ids(), zone))


def code_texture(text: str, quiet: int = QUIET) -> tuple[Texture, int]:
    """The code of ``text`` (low error correction: a screen is not a torn label, and fewer modules are bigger
    ones), one texel a module, ``quiet`` light modules around; and its width in modules."""
    rows = [b"".join(DARK if dark else LIGHT for dark in row)  # opaque: whatever is behind, black on white
            for row in segno.make(text, error="l", micro=False).matrix_iter(scale=1, border=quiet)]
    texture = Texture.create(size=(len(rows), len(rows)), colorfmt="rgba")
    texture.blit_buffer(b"".join(reversed(rows)), colorfmt="rgba", bufferfmt="ubyte")  # a texture starts at the bottom
    texture.mag_filter = texture.min_filter = "nearest"
    return texture, len(rows)


class QrCode(Widget):
    """``text`` as a QR code, centred, as big as the widget allows in whole pixels a module (``module``); with
    ``whole`` False, in pixels and fractions (each module 1 px wider or not, its edges sharp all the same)."""

    text = StringProperty("")
    module = NumericProperty(0)  # pixels a module
    modules = NumericProperty(0)  # the code's width in modules, quiet zone included
    quiet = QUIET
    whole = True

    def __init__(self, **kwargs: Any) -> None:
        self._texture: Texture | None = None
        text = kwargs.pop("text", "")
        super().__init__(**kwargs)
        self.bind(pos=self._draw, size=self._draw)
        self.text = text  # once the canvas is there to draw on

    def on_text(self, *_: Any) -> None:
        self._texture, self.modules = code_texture(self.text, self.quiet) if self.text else (None, 0)
        self._draw()

    def _draw(self, *_: Any) -> None:
        self.canvas.clear()
        if self._texture is None:
            return
        self.module = min(self.width, self.height) / self.modules
        if self.whole:
            self.module = int(self.module)
        side = int(self.module * self.modules)
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
        self.larger_button = Factory.SheetButton(text=tr._("Show it larger"))  # while its modules are small
        self.larger_button.bind(on_release=lambda *_: self.show_larger())
        self.code.bind(module=lambda *_: self._offer())
        self._offer()
        side.add_widget(self.larger_button)
        self.close_button = Factory.SheetButton(text=tr._("Close"), tone="primary")
        self.close_button.bind(on_release=lambda *_: self.dismiss())
        side.add_widget(self.close_button)
        row.add_widget(self.code)
        row.add_widget(side)
        self.add_widget(row)
        self.link = link
        self.larger: LargeCode | None = None  # once shown

    @property
    def small(self) -> bool:
        return bool(0 < self.code.module < SMALL_PX)

    def _offer(self) -> None:
        self.larger_button.opacity, self.larger_button.disabled = (1, False) if self.small else (0, True)

    def on_touch_down(self, touch: Any) -> bool:
        if self.small and self.code.collide_point(*touch.pos):
            self.show_larger()
            return True
        return bool(super().on_touch_down(touch))

    def show_larger(self) -> None:
        self.larger = LargeCode(self.link)
        self.larger.open()


class LargeCode(ModalView):
    """The code alone on a white screen, as large as the screen's height allows; a tap anywhere goes back."""

    _anim_duration = 0

    def __init__(self, link: str, **kwargs: Any) -> None:
        super().__init__(background="", background_color=theme.c.code_paper, overlay_color=theme.c.code_paper,
                         auto_dismiss=False, **kwargs)
        self.code = QrCode()
        self.code.quiet, self.code.whole = LARGE_QUIET, False
        self.code.text = link
        self.add_widget(self.code)

    def on_touch_down(self, touch: Any) -> bool:
        self.dismiss()
        return True


def show_play_code(play: Play | None) -> PlayCode | None:
    """Open the code of a finished play; nothing for a play BG Stats would not take (not finished)."""
    if play is None or play.status != FINISHED:
        return None
    view = PlayCode(play, play_link(play))
    view.open()
    return view
