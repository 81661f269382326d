"""Text drawn on a map (a hex's number, an island's name, a count on a piece), as cached textures: a map
redraws often, and a label widget per figure would cost a widget each time."""

from __future__ import annotations

from typing import Any

from kivy.core.text import Label as CoreLabel

_TEXTURES: dict[tuple[str, int, bool], Any] = {}


def text_texture(text: str, font_size: float, bold: bool = True) -> Any:
    """The texture of ``text`` at ``font_size`` pixels (pass a theme size: ``theme.small`` and up)."""
    key = (text, int(font_size), bold)
    if key not in _TEXTURES:
        label = CoreLabel(text=text, font_size=int(font_size), bold=bold)
        label.refresh()
        _TEXTURES[key] = label.texture
    return _TEXTURES[key]
