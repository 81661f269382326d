"""A screen's side panel: a column that scrolls, showing a list of items (kit/specs.py) and updating in place.

Given a ``room`` (the height it may take), a scroll view of the kit ends between two items rather than across
one: a row cut at a panel's foot reads as hidden under the main button below it, and a "Why?" or a choice half in
sight is half lost. What the last whole item leaves of the room stays empty, a margin above what comes below; the
scroll bar says there is more. The panel and a sheet's body (kit/overlay.py) are such scroll views.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from kivy.clock import Clock
from kivy.properties import NumericProperty, ObjectProperty
from kivy.uix.anchorlayout import AnchorLayout
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.label import Label
from kivy.uix.scrollview import ScrollView
from kivy.uix.widget import Widget

from companion.screens.kit.specs import Item
from companion.screens.kit.widgets import reconcile


class WholeItemsScroll(ScrollView):
    """A scroll view that, given a ``room`` (>= 0), sets its own height: whole items only (above)."""

    room = NumericProperty(-1)
    height: float  # ScrollView's own properties, which _fit sets: their types for mypy (no value: Kivy's stay)
    scroll_y: float

    def __init__(self, **kwargs: Any) -> None:
        self.fit_later = Clock.create_trigger(self._fit, -1)  # once the content is laid out, in the same frame
        super().__init__(**kwargs)
        self.bind(room=self.fit_later, width=self.fit_later, scroll_y=self.fit_later)

    def add_widget(self, widget: Widget, *args: Any, **kwargs: Any) -> None:
        super().add_widget(widget, *args, **kwargs)
        widget.bind(height=self.fit_later)
        self.fit_later()

    def _fit(self, *_: Any) -> None:
        content = self.children[0] if self.children else None
        if self.room < 0 or content is None or self._touch is not None or self.effect_y.velocity:
            return  # under a finger or still gliding: a height that changed then would jump
        legible = list(_legible(content))
        for widget in legible:  # laid out after the content's height is known: fit again when they move
            widget.bind(pos=self.fit_later, size=self.fit_later)
            for holder in _holders(widget, content):  # a row in its own coordinates moves, not its cells
                holder.bind(pos=self.fit_later)
        scrolled = (1 - self.scroll_y) * max(0.0, content.height - self.height)  # content hidden above
        top, height = whole_items(content, [_span(content, w) for w in legible], self.room, scrolled)
        self.height = height
        # Scrolled to where whole_items moved the top line; content that fits shows from its top (a scroll_y
        # set while the content was taller, mid-layout, would leave it at the foot).
        scroll_y = 1 - (content.top - top) / (content.height - height) if content.height > height else 1
        if abs(scroll_y - self.scroll_y) > 1e-4:
            self.scroll_y = scroll_y


class Panel(WholeItemsScroll):
    column = ObjectProperty(None)

    def show(self, items: Sequence[Item]) -> None:
        """Show ``items``; widgets already there are reused where the item kind matches."""
        reconcile(self.column, items)
        self.fit_later()

    def widgets(self) -> list[Any]:
        """Every kit widget in the panel, top to bottom (for tests and for scrolling to one)."""
        return [w for w in reversed(list(self.column.walk(restrict=True))) if w is not self.column][::-1]


def in_room(scroll: WholeItemsScroll) -> AnchorLayout:
    """``scroll`` at the top of the room a layout gives, which it fills down to its last whole item."""
    room = AnchorLayout(anchor_y="top")
    scroll.size_hint_y = None
    room.bind(height=scroll.setter("room"))
    room.add_widget(scroll)
    return room


def whole_items(content: Widget, spans: Sequence[tuple[float, float]], room: float,
                scrolled: float = 0) -> tuple[float, float]:
    """Where to show ``content`` from (its top less ``scrolled``, moved down past a text or button that line would
    cut: what was brought into sight below stays in sight) and how tall, ending across none of ``spans`` (the
    bottom and top of each text and button, in the content's coordinates), as close to ``room`` as can be."""
    if content.height <= room:
        return content.top, room
    # At the top nothing is hidden above to clear: an item there mid-layout (a stepper growing to its height)
    # seemed to cross the top and left the panel scrolled past its first item.
    top = content.top if scrolled <= 0 else _clear(spans, content.top - min(scrolled, content.height - room), up=False)
    return top, max(0.0, top - _clear(spans, max(content.y, top - room), up=True))


def _span(content: Widget, widget: Widget) -> tuple[float, float]:
    """Where ``widget`` stands, bottom and top, in the coordinates ``content.pos`` is given in: a row laid out in
    its own (a RelativeLayout, as free play's score rows are) holds its cells at 0, not where the row is."""
    bottom = content.parent.to_widget(*widget.to_window(widget.x, widget.y))[1]
    return bottom, bottom + widget.height


def _holders(widget: Widget, content: Widget) -> Iterable[Widget]:
    """The widgets between ``widget`` and ``content``."""
    node = widget.parent
    while node is not None and node is not content:
        yield node
        node = node.parent


def _clear(spans: Sequence[tuple[float, float]], line: float, up: bool) -> float:
    """``line`` moved up (or down) until it crosses no span."""
    moved = True
    while moved:
        moved = False
        for bottom, top in spans:
            if bottom + 1 < line < top - 1:
                line, moved = (top if up else bottom), True
    return line


def _legible(content: Widget) -> Iterable[Widget]:
    """The content's texts and buttons (a row's and a grid's included; a button's own text is the button)."""
    for widget in content.walk(restrict=True):
        if isinstance(widget, ButtonBehavior) or isinstance(widget, Label) and widget.text.strip():
            yield widget
