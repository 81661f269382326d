"""The lines a label draws break where its language allows (docs/design.md#line-breaks), read from what Kivy laid
out in a real window: the kit's labels and buttons at three widths with the catalogue's longest messages, and every
text on a Kilia table in Japanese, English and French."""

from __future__ import annotations

from typing import Any

import pytest
from kivy.factory import Factory
from kivy.uix.label import Label

from companion.screens.i18n import tr
from companion.screens.kit.wrapped import WrapsText
from tests.test_text_wrap import WIDTHS, broken_words, japanese_faults, messages
from tests.ui.kilim_helpers import create_on_new_game


def drawn_lines(label: Label) -> list[str]:
    """The lines as Kivy lays them out for drawing (laid out again: a kit label that took a kept texture,
    kit/textures.py, did not lay out its core label for it)."""
    label.texture_update()
    label._label.render()
    return ["".join(word.text for word in line.words) for line in label._label._cached_lines]


def faults(text: str, lines: list[str], language: str) -> list[str]:
    if language == "ja":
        return japanese_faults(lines)
    return broken_words(" ".join(text.split()), [" ".join(line.split()) for line in lines])


@pytest.mark.parametrize("language", ["ja", "en", "fr"])
def test_the_kits_labels_and_buttons_draw_the_lines_the_language_allows(  # type: ignore[no-untyped-def]
        start_app, language: str) -> None:
    start_app(language=language)
    longest = sorted((text for text in messages(language) if "\n" not in text), key=len)[-150:]
    found = []
    for kind in ("KitLabel", "KitButton"):
        for width in WIDTHS:
            widget = getattr(Factory, kind)(size_hint_x=None, width=width)
            for text in longest:
                widget.text = text
                lines = drawn_lines(widget)
                found += [f"{kind} {width}: {fault}" for fault in faults(text, lines, language)]
                if lines != widget.lines_text().split("\n"):  # Kivy broke a line again: one was too wide
                    found.append(f"{kind} {width}: {lines} drawn for {widget.lines_text()!r}")
    assert found == []


def test_kivys_own_wrapping_breaks_what_the_kit_does_not(start_app) -> None:  # type: ignore[no-untyped-def]
    """The issue's "Unexplore / d north": a plain Label cuts the word; the kit's hyphenates it."""
    start_app(language="en")
    plain = Label(text="Unexplored north", font_size=20, size_hint_x=None, width=80, text_size=(80, None))
    kit = Factory.KitLabel(text="Unexplored north", size_hint_x=None, width=80)
    assert broken_words("Unexplored north", drawn_lines(plain)) != []
    assert drawn_lines(kit) == ["Unex-", "plored", "north"]
    assert kit.text == "Unexplored north"  # what a screen or a test reads keeps its words


def shown_faults(app: Any, language: str) -> list[str]:
    """What the screen shows: each wrapped text's drawn lines judged, and any label that wraps by Kivy's rules."""
    labels = [w for w in app.walk() if isinstance(w, Label) and w.text and w.get_root_window() is not None]
    wrapping = [w for w in labels if isinstance(w, WrapsText) and w.text_width()]
    found = [f"{fault} in {w.text!r}" for w in wrapping for fault in faults(w.text, drawn_lines(w), language)]
    found += [f"{w.text!r} wraps by Kivy's rules ({type(w).__name__})" for w in labels
              if not isinstance(w, WrapsText) and w.text_size[0] is not None and not w.shorten]
    return found + ([] if len(wrapping) > 5 else [f"only {len(wrapping)} wrapped texts on the screen"])


@pytest.mark.parametrize("language", ["ja", "en", "fr"])
def test_a_kilia_table_breaks_its_lines_as_its_language_allows(  # type: ignore[no-untyped-def]
        start_app, language: str) -> None:
    app = start_app(language=language)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Kilia")))
    assert shown_faults(app, language) == []
    create_on_new_game(app, ["Anna", "Eric", "Cleo"])
    app.settle(draw=True)
    assert shown_faults(app, language) == []
