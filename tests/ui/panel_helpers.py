"""A game screen's side panel (ids ``panel`` in ``panel_scroll``), as Ilos, Kilia and Catan lay it out: its texts,
and its buttons found by what they show, scrolled into sight and tapped."""

from __future__ import annotations

import time
from typing import Any

from tests.ui.harness import Harness


def panel_texts(app: Harness) -> list[str]:
    return [w.text for w in reversed(list(app.screen.ids.panel.walk(restrict=True)))
            if isinstance(getattr(w, "text", None), str) and w.text][::-1]


def panel_button(app: Harness, text: str, seconds: float = 10.0) -> Any:
    """The side panel's button that shows ``text``, scrolled into sight: the scroll is asked again until the
    button is seen there, since a panel rebuilt by the last tap may still move as it is laid out."""
    screen = app.screen
    deadline = time.monotonic() + seconds
    while True:
        matches = [w for w in screen.ids.panel.walk(restrict=True) if getattr(w, "text", None) == text
                   and hasattr(w, "on_release")]
        assert matches, f"no panel button {text!r}; panel: {panel_texts(app)}"
        screen.ids.panel_scroll.scroll_to(matches[0], padding=10, animate=False)
        app.settle()
        if _in_sight(screen.ids.panel_scroll, matches[0]):
            return matches[0]
        scroll = screen.ids.panel_scroll
        assert time.monotonic() < deadline, (
            f"panel button {text!r} never came into sight: at {matches[0].to_window(*matches[0].center)}, the "
            f"panel's view at {scroll.parent.to_window(*scroll.pos)} size {scroll.size}, scrolled to {scroll.scroll_y}; "
            f"panel: {panel_texts(app)}")
        time.sleep(0.01)


def _in_sight(scroll: Any, widget: Any) -> bool:
    """The widget is on the window and its centre inside the scroll view's visible rectangle."""
    if widget.get_root_window() is None:
        return False
    x, y = widget.to_window(*widget.center)
    left, bottom = scroll.parent.to_window(*scroll.pos)
    return bool(left <= x <= left + scroll.width and bottom <= y <= bottom + scroll.height)


def tap_panel(app: Harness, text: str) -> None:
    button = panel_button(app, text)
    assert not button.disabled, f"{text!r} is disabled; panel: {panel_texts(app)}"
    app.tap(button)
