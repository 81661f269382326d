"""Small widgets shared by every screen, on the theme (docs/design.md#the-theme)."""

from __future__ import annotations

from typing import Any, Callable

from kivy.animation import Animation
from kivy.factory import Factory
from kivy.graphics import Color, Rectangle
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.label import Label
from kivy.uix.modalview import ModalView
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.kit.wrapped import WrapsText
from companion.screens.theme import theme


class WrappedLabel(WrapsText, Label):
    """A Label whose lines break where the language allows (kit/wrapped.py)."""


class WrappedButton(WrapsText, Button):
    """A Button whose words wrap the same way (TouchButton and its kin in common.kv)."""


class Toast(WrappedLabel):
    """A short message over the bottom of the screen: refused moves, saved screenshots."""

    def show(self, text: str, seconds: float = 4.0) -> None:
        Animation.cancel_all(self)
        self.text = text
        self.opacity = 1
        anim = Animation(opacity=1, duration=seconds) + Animation(opacity=0, duration=0.3)
        anim.start(self)


class NoticeBanner(WrappedLabel):
    """A lasting warning across the top of a screen (journal in memory, journal repaired)."""


class Overlay(ModalView):
    """A modal panel that opens and closes at once: a fade is a delay at the table (and in tests)."""

    _anim_duration = 0


def entry_page(padding: float = 8, spacing: float = 6) -> BoxLayout:
    """The page of a full-screen entry (price rows, the board, a track): a column on the app's dark ground."""
    box = BoxLayout(orientation="vertical", padding=dp(padding), spacing=dp(spacing))
    with box.canvas.before:
        Color(*theme.c.surface)
        paint = Rectangle()
    box.bind(pos=lambda w, p: setattr(paint, "pos", p), size=lambda w, s: setattr(paint, "size", s))
    return box


def warning_label(**kwargs: Any) -> WrappedLabel:
    """Where an entry says what is wrong with it (wrapped to its size)."""
    label = WrappedLabel(text="", font_size=theme.small, color=theme.c.warning, halign="left", valign="middle",
                         **kwargs)
    label.bind(size=lambda w, s: setattr(w, "text_size", s))
    return label


def entry_buttons(overlay: ModalView, done_text: str, done: Callable[[], Any],
                  middle: Widget | None = None) -> tuple[BoxLayout, Any]:
    """An entry's last row: Cancel (closes it), an optional widget, the primary button; returns (row, button)."""
    row = BoxLayout(size_hint_y=None, height=theme.button, spacing=theme.gap)
    cancel = Factory.TouchButton(text=tr._("Cancel"), size_hint_x=None, width=dp(140))
    cancel.bind(on_release=lambda *_: overlay.dismiss())
    button = Factory.PrimaryButton(text=done_text)
    button.bind(on_release=lambda *_: done())
    row.add_widget(cancel)
    if middle is not None:
        row.add_widget(middle)
        button.size_hint_x, button.width = None, dp(240)
    row.add_widget(button)
    return row, button


def fit_in_scroll(board: Widget, scroll: Widget, holder: Widget) -> None:
    """A map (with ``fit(width, height)``) sized to its ScrollView, centred in its holder when smaller."""
    board.fit(scroll.width, scroll.height)
    holder.size = (max(board.width, scroll.width), max(board.height, scroll.height))
    board.pos = ((holder.width - board.width) / 2, (holder.height - board.height) / 2)
    board.trigger_redraw()
