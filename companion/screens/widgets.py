"""Small widgets shared by every screen."""

from __future__ import annotations

from kivy.animation import Animation
from kivy.uix.label import Label
from kivy.uix.modalview import ModalView


class Toast(Label):
    """A short message over the bottom of the screen: refused moves, saved screenshots."""

    def show(self, text: str, seconds: float = 4.0) -> None:
        Animation.cancel_all(self)
        self.text = text
        self.opacity = 1
        anim = Animation(opacity=1, duration=seconds) + Animation(opacity=0, duration=0.3)
        anim.start(self)


class NoticeBanner(Label):
    """A lasting warning across the top of a screen (journal in memory, journal repaired)."""


class Overlay(ModalView):
    """A modal panel that opens and closes at once: a fade is a delay at the table (and in tests)."""

    _anim_duration = 0
