"""The kit's label textures kept for the next label that shows the same words the same way.

A tap that rebuilds a sheet, or a panel that shows one hex and then another, hands its labels words they showed a
moment ago; Kivy renders each again (SDL_ttf, then an upload to the GPU: a few ms for a paragraph on this machine,
several times that on a Pi). The texture is kept under the words and every option that shapes its pixels, so such a
label takes it instead; least recently used ones go past a pixel budget. A kept texture is filled at once (Kivy
fills a new one at its first draw, from whatever its core label holds by then) and is never drawn into again: the
core label is handed a fresh texture for its next words.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Hashable

BUDGET = 4_000_000  # pixels kept (16 MB of RGBA at most)
_kept: OrderedDict[Hashable, tuple[Any, tuple[int, int], bool]] = OrderedDict()
_pixels = [0]


def _hashable(value: Any) -> Hashable:
    return tuple(_hashable(v) for v in value) if isinstance(value, (list, tuple)) else value


def texture_key(core: Any) -> Hashable:
    """The words and every option of ``core`` (a Kivy core label): what its texture's pixels depend on. The
    options' names are in the order Kivy's Label gives every core label; kept in the key all the same."""
    options = core.options
    values = tuple(_hashable(v) if isinstance(v, list) else v for v in options.values())
    # The text size: the options hold it only once rendered.
    return core.text, _hashable(core._text_size), tuple(options), values


def kept_texture_update(label: Any, render: Callable[[], None]) -> None:
    """Give ``label`` (a Kivy Label without markup, its core label's text set) its texture: a kept one for the
    same key, else ``render()`` (Kivy's texture_update) and keep what it made."""
    core = label._label
    key = texture_key(core)
    try:
        found = _kept.get(key)
    except TypeError:  # an option Kivy may add one day that is not hashable: rendered as Kivy would
        render()
        return
    if found is not None:
        _kept.move_to_end(key)
        label.texture, size, label.is_shortened = found
        label.texture_size = list(size)
        return
    core.texture = None  # a new texture: the kept ones are never drawn into again
    render()
    texture = label.texture
    if texture is None or texture is core.texture_1px or min(texture.size) <= 1:
        return
    texture.bind()  # filled now, from these words
    _kept[key] = (texture, tuple(texture.size), bool(label.is_shortened))
    _pixels[0] += texture.width * texture.height
    while _pixels[0] > BUDGET and len(_kept) > 1:
        old, _, _ = _kept.popitem(last=False)[1]
        _pixels[0] -= old.width * old.height
