"""Labels that break their lines where the table's language allows (kit/wrap.py), not where Kivy would.

``WrapsText`` goes before a Kivy Label (or Button) in a class's bases. When the label's text is laid out to a
width (``text_size`` with a width, not shortened, no markup), the lines are chosen by kit/wrap.py with the
label's own font measurement and Kivy is handed them, each narrower than the width, so Kivy breaks no further.
``text`` stays as given: a test or a screen reads the words, not the line breaks. The lines are cached per
(text, width, font) so a frame that lays out the same text again pays one dictionary look-up.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from companion.screens.i18n import tr
from companion.screens.kit.textures import kept_texture_update
from companion.screens.kit.wrap import wrap

CACHE_SIZE = 4096
_lines: OrderedDict[tuple[Any, ...], str] = OrderedDict()


def cached_wrap(key: tuple[Any, ...], text: str, width: int, measure: Any, language: str) -> str:
    """``wrap`` remembered under ``key`` (the text, width, language and font), least recently used dropped."""
    found = _lines.get(key)
    if found is None:
        found = _lines[key] = wrap(text, width, measure, language)
        if len(_lines) > CACHE_SIZE:
            _lines.popitem(last=False)
    else:
        _lines.move_to_end(key)
    return found


class WrapsText:
    """A Label mixin: its wrapped text breaks by kit/wrap.py's rules (docs/design.md#line-breaks)."""

    def text_width(self) -> int | None:
        """The width Kivy lays the text out to (text_size less the side padding, in whole pixels as Kivy
        counts it), or None when it does not wrap."""
        wanted = self.text_size[0]  # type: ignore[attr-defined]
        if wanted is None or self.shorten or self.markup:  # type: ignore[attr-defined]
            return None
        left, _, right, _ = self.padding  # type: ignore[attr-defined]
        return max(1, int(wanted) - int(left) - int(right))

    def lines_text(self) -> str:
        """The text as Kivy is handed it: with a newline where each line breaks."""
        text: str = self.text  # type: ignore[attr-defined]
        width = self.text_width()
        if width is None or not text:
            return text
        label: Any = self
        core = label._label
        key = (text, width, tr.language, label.font_name, round(label.font_size, 2), label.bold, label.italic)
        return cached_wrap(key, text, width, lambda s: core.get_extents(s)[0], tr.language)

    def texture_update(self, *largs: Any) -> None:
        label: Any = self
        label._label.text = self.lines_text()
        if label.markup:
            super().texture_update(*largs)  # type: ignore[misc]
            return
        kept_texture_update(label, lambda: super(WrapsText, self).texture_update(*largs))  # type: ignore[misc]
