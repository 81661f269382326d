"""The kit's kept label textures (kit/textures.py) in the real window: a label that shows words shown before takes
the texture they had, and what it shows is always its own words, in its own colour, never another label's."""

from __future__ import annotations

from typing import Any

import numpy as np
from kivy.core.text import Label as CoreLabel

from companion.screens.kit.widgets import KitText


def pixels(texture: Any) -> np.ndarray:
    return np.frombuffer(texture.pixels, dtype=np.uint8).reshape(texture.height, texture.width, 4)


def rendered_alone(label: Any) -> np.ndarray:
    """What Kivy itself renders for ``label``'s words and options, in a core label of its own."""
    core = CoreLabel(**{**label._label.options, "text_size": label._label.usersize})
    core.text = label._label.text
    core.refresh()
    return pixels(core.texture)


def shown(app: Any, *labels: KitText) -> None:
    for label in labels:
        if label.parent is None:
            app.screen.add_widget(label)
    app.settle(draw=True)


def test_words_shown_again_take_their_texture_and_show_those_words(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    first = KitText(text="Wool for ore, two to one", size_hint=(None, None), width=300)
    shown(app, first)
    wool = pixels(first.texture)
    first.text = "Brick and grain at the harbour"
    shown(app, first)
    assert not np.array_equal(pixels(first.texture), wool)
    first.text = "Wool for ore, two to one"
    second = KitText(text="Wool for ore, two to one", size_hint=(None, None), width=300)
    shown(app, first, second)
    assert second.texture is first.texture  # rendered once for both: no SDL_ttf, no upload
    assert np.array_equal(pixels(first.texture), wool)
    assert np.array_equal(pixels(second.texture), rendered_alone(second))


def test_words_changed_before_a_frame_keep_each_texture_its_own(start_app) -> None:  # type: ignore[no-untyped-def]
    """Kivy fills a new texture at its first draw from whatever its core label holds by then: a label whose
    words change twice between two frames must not leave the first words' kept texture showing the second's."""
    app = start_app()
    label = KitText(text="Four cards in hand", size_hint=(None, None), width=300)
    app.screen.add_widget(label)
    label.texture_update()
    label.text = "Nine cards in hand"
    label.texture_update()  # no frame between the two
    again = KitText(text="Four cards in hand", size_hint=(None, None), width=300)
    shown(app, label, again)
    assert np.array_equal(pixels(again.texture), rendered_alone(again))
    assert np.array_equal(pixels(label.texture), rendered_alone(label))


def test_the_same_words_in_another_tone_are_drawn_in_their_colour(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    normal = KitText(text="Refused: not your turn", size_hint=(None, None), width=300)
    muted = KitText(text="Refused: not your turn", tone="muted", size_hint=(None, None), width=300)
    shown(app, normal, muted)
    assert muted.texture is not normal.texture
    assert np.array_equal(pixels(muted.texture), rendered_alone(muted))
    assert not np.array_equal(pixels(muted.texture), pixels(normal.texture))
