"""What a player at arm's length would notice on a screen, as checks every screenshot test can run: text cut
off or shortened, touch targets too small, things a finger must reach outside the window.

A label is cut when its drawn text (its texture) is wider or taller than the box it is given, or when Kivy
shortened it with an ellipsis. A label inside a scroll view is judged against its own box: the scroll view
is what brings it into sight."""

from __future__ import annotations

from typing import Any, Iterable

from kivy.core.window import Window
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.label import Label
from kivy.uix.scrollview import ScrollView
from kivy.uix.widget import Widget

MIN_TARGET_DP = 48
SLACK_PX = 1.5  # a texture is rounded up to whole pixels


def shown(widget: Widget) -> bool:
    """On screen now: in the window, not faded out, and no parent hiding it."""
    if widget.get_root_window() is None:
        return False
    node: Any = widget
    while node is not None and node is not Window:
        if getattr(node, "opacity", 1) <= 0 or getattr(node, "disabled", False) and node is not widget:
            return False
        node = node.parent
    return True


def cut_texts(widgets: Iterable[Widget]) -> list[str]:
    """Labels whose text does not fit their box, or which show it shortened."""
    cut = []
    for w in widgets:
        if not isinstance(w, Label) or not w.text.strip() or not shown(w):
            continue
        (tw, th), (bw, bh) = w.texture_size, w.size
        if tw > bw + SLACK_PX or th > bh + SLACK_PX:
            cut.append(f"{w.text!r}: text {tw:.0f}x{th:.0f} in a box of {bw:.0f}x{bh:.0f}")
        elif w.shorten and w.texture is not None and _shortened(w):
            cut.append(f"{w.text!r}: shortened with an ellipsis")
    return cut


def _shortened(label: Label) -> bool:
    """Kivy shortens in place of drawing the whole text: measure the whole text at the label's font."""
    whole = label._label.__class__(text=label.text, font_size=label.font_size, font_name=label.font_name,
                                   bold=label.bold, italic=label.italic)
    whole.refresh()
    return bool(whole.texture and whole.texture.width > label.width + SLACK_PX)


def small_targets(widgets: Iterable[Widget]) -> list[str]:
    """Tappable widgets smaller than a fingertip (48 dp) on either side."""
    from kivy.metrics import dp

    least = dp(MIN_TARGET_DP) - SLACK_PX
    return [f"{getattr(w, 'text', type(w).__name__)!r} {w.width:.0f}x{w.height:.0f}" for w in widgets
            if isinstance(w, ButtonBehavior) and shown(w) and min(w.width, w.height) < least]


def out_of_reach(widgets: Iterable[Widget]) -> list[str]:
    """Tappable widgets outside the window with no scroll view around them to bring them into sight."""
    far = []
    for w in widgets:
        if not isinstance(w, ButtonBehavior) or not shown(w) or _in_scroll_view(w):
            continue
        x, y = w.to_window(*w.pos)
        if x < -SLACK_PX or y < -SLACK_PX or x + w.width > Window.width + SLACK_PX or \
                y + w.height > Window.height + SLACK_PX:
            far.append(f"{getattr(w, 'text', type(w).__name__)!r} at {x:.0f},{y:.0f}")
    return far


def _in_scroll_view(widget: Widget) -> bool:
    node = widget.parent
    while node is not None and node is not Window:
        if isinstance(node, ScrollView):
            return True
        node = node.parent
    return False


def flaws(widgets: Iterable[Widget]) -> list[str]:
    """Everything above, one line each: a screenshot test asserts this is empty."""
    seen = list(widgets)
    return ([f"cut: {line}" for line in cut_texts(seen)] + [f"too small: {line}" for line in small_targets(seen)]
            + [f"out of reach: {line}" for line in out_of_reach(seen)])
