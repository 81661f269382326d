"""What a player at arm's length would notice on a screen, as checks every screenshot test can run: text cut
off or shortened, text or a button under something else, touch targets too small, things a finger must reach
outside the window.

A label is cut when its drawn text (its texture) is wider or taller than the box it is given, or when Kivy
shortened it with an ellipsis. A label inside a scroll view is judged against its own box: the scroll view
is what brings it into sight. But a text or a button the scroll view shows only in part, cut at its edge (beside
the main button, it reads as under it), is covered; so is one another text or button is drawn over."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterable

from kivy.core.window import Window
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.label import Label
from kivy.uix.modalview import ModalView
from kivy.uix.scrollview import ScrollView
from kivy.uix.stencilview import StencilView
from kivy.uix.widget import Widget

from companion.screens.widgets import Toast

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


Rect = tuple[float, float, float, float]  # left, bottom, right, top in window pixels


def _in_sideways_strip(widget: Widget) -> bool:
    """In a strip that scrolls sideways only (New game's roster): its last chip shown in part is the sign that it
    scrolls, as on any phone; cut at its top or foot is still cut."""
    parent = widget.parent
    while parent is not None and not isinstance(parent, ScrollView):
        parent = parent.parent
    return parent is not None and bool(parent.do_scroll_x) and not parent.do_scroll_y


def covered(widgets: Iterable[Widget]) -> list[str]:
    """Texts and buttons a player sees only in part: cut at the edge of the scroll view they are in, or with
    another text or button drawn over them. Wholly scrolled out of sight is not covered (the scroll view brings
    it back), nor is what an open sheet or the on-screen keyboard covers (in front of the app on purpose), nor what
    a toast passes over for a few seconds."""
    order = {id(w): i for i, w in enumerate(_in_drawing_order())}
    front = Window.children[0] if Window.children else None
    seen = sorted((w for w in widgets if _legible(w) and shown(w) and id(w) in order and
                   (not isinstance(front, ModalView) or _root(w) is front)), key=lambda w: order[id(w)])
    inked = {id(w): _ink(w) for w in seen}
    found, shown_part = [], {}
    for w in seen:
        whole = inked[id(w)]
        part = _clip(w, whole)
        if part is None:
            continue  # out of its scroll view's sight: scrolling brings it
        shown_part[id(w)] = part
        cut_sideways = _width(part) < _width(whole) - SLACK_PX and not _in_sideways_strip(w)
        if _height(part) < _height(whole) - SLACK_PX or cut_sideways:
            found.append(f"{_name(w)} cut at the edge of its scroll view ({_height(part):.0f} of "
                         f"{_height(whole):.0f} px in sight)")
    for i, w in enumerate(seen):
        if id(w) not in shown_part:
            continue
        for over in seen[i + 1:]:
            if id(over) not in shown_part or not _overlap(shown_part[id(w)], shown_part[id(over)]):
                continue
            if _related(w, over) or isinstance(over, Toast) or _root(over) is not _root(w):
                continue  # its own label; a toast passing; a sheet or the keyboard in front, on purpose
            found.append(f"{_name(w)} under {_name(over)}")
            break
    return found


# Screenshots that still show something covered, each with why it is left for now. The list only shrinks: a shot
# named here that shows nothing covered fails until it is taken off.
STILL_COVERED: dict[str, str] = {}


def shot_name(path: Path) -> str:
    """How STILL_COVERED names a screenshot: "800x480/en-catan-trade.png" (a test's own folder left out)."""
    return f"{path.parent.name}/{path.name}" if re.fullmatch(r"\d+x\d+", path.parent.name) else path.name


def covered_in_shot(path: Path, widgets: Iterable[Widget]) -> list[str]:
    """What the screenshot at ``path`` shows covered (the harness checks every screenshot with it)."""
    found, name = covered(widgets), shot_name(path)
    if name in STILL_COVERED:
        return [] if found else [f"{name} shows nothing covered now: take it off looks.STILL_COVERED"]
    return found


def _in_drawing_order() -> Iterable[Widget]:
    """Every widget in the order Kivy draws them: the window's children back to front, each tree parent first."""
    for root in reversed(Window.children):
        yield from root.walk(restrict=True)


def _root(widget: Widget) -> Widget:
    while widget.parent is not None and widget.parent is not Window:
        widget = widget.parent
    return widget


def _legible(widget: Widget) -> bool:
    """A text to read or a button to tap."""
    return isinstance(widget, ButtonBehavior) or isinstance(widget, Label) and bool(widget.text.strip())


def _ink(widget: Widget) -> Rect:
    """Where it draws, in window pixels: a button its whole box; a label its text (its texture, centred in its
    box as Kivy draws it), not the empty room around it."""
    x, y = widget.to_window(*widget.pos)
    right, top = widget.to_window(widget.right, widget.top)
    if isinstance(widget, Label) and not isinstance(widget, ButtonBehavior) and widget.texture is not None:
        (cx, cy), (tw, th) = widget.to_window(*widget.center), widget.texture_size
        scale = (right - x) / widget.width if widget.width else 1
        return cx - tw * scale / 2, cy - th * scale / 2, cx + tw * scale / 2, cy + th * scale / 2
    return x, y, right, top


def _clip(widget: Widget, rect: Rect) -> Rect | None:
    """The part of ``rect`` the stencils around the widget (scroll views) let show; None if nothing."""
    left, bottom, right, top = rect
    node = widget.parent
    while node is not None and node is not Window:
        if isinstance(node, StencilView):
            sx, sy = node.to_window(*node.pos)
            sr, st = node.to_window(node.right, node.top)
            left, bottom, right, top = max(left, sx), max(bottom, sy), min(right, sr), min(top, st)
        node = node.parent
    if right - left <= SLACK_PX or top - bottom <= SLACK_PX:
        return None
    return left, bottom, right, top


def _overlap(a: Rect, b: Rect) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK_PX and min(a[3], b[3]) - max(a[1], b[1]) > SLACK_PX


def _related(a: Widget, b: Widget) -> bool:
    """One inside the other (a button's own label, a row and its buttons)."""
    return _inside(a, b) or _inside(b, a)


def _inside(widget: Widget, outer: Widget) -> bool:
    node = widget.parent
    while node is not None and node is not Window:
        if node is outer:
            return True
        node = node.parent
    return False


def _width(rect: Rect) -> float:
    return rect[2] - rect[0]


def _height(rect: Rect) -> float:
    return rect[3] - rect[1]


def _name(widget: Widget) -> str:
    text = getattr(widget, "text", "")
    return repr(text) if isinstance(text, str) and text.strip() else type(widget).__name__


def flaws(widgets: Iterable[Widget]) -> list[str]:
    """Everything above, one line each: a screenshot test asserts this is empty."""
    seen = list(widgets)
    return ([f"cut: {line}" for line in cut_texts(seen)] + [f"too small: {line}" for line in small_targets(seen)]
            + [f"out of reach: {line}" for line in out_of_reach(seen)])
