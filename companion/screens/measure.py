"""How wide a line of text is drawn, to size a button to its words before it is laid out."""

from __future__ import annotations

from kivy.core.text import Label as CoreLabel


def text_width(text: str, font_size: float, font_name: str = "Roboto") -> float:
    probe = CoreLabel(text=text, font_size=font_size, font_name=font_name)
    probe.refresh()
    return float(probe.texture.size[0])
