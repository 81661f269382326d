"""A game screen's side panel (ids ``panel`` in ``panel_scroll``), as Ilos, Kilia and Catan lay it out: its texts,
and its buttons found by what they show, scrolled into sight and tapped."""

from __future__ import annotations

from typing import Any

from tests.ui.harness import Harness


def panel_texts(app: Harness) -> list[str]:
    return [w.text for w in reversed(list(app.screen.ids.panel.walk(restrict=True)))
            if isinstance(getattr(w, "text", None), str) and w.text][::-1]


def panel_button(app: Harness, text: str) -> Any:
    """The side panel's button that shows ``text``, scrolled into sight."""
    screen = app.screen
    matches = [w for w in screen.ids.panel.walk(restrict=True) if getattr(w, "text", None) == text
               and hasattr(w, "on_release")]
    assert matches, f"no panel button {text!r}; panel: {panel_texts(app)}"
    screen.ids.panel_scroll.scroll_to(matches[0], padding=10, animate=False)
    app.pump(2)
    return matches[0]


def tap_panel(app: Harness, text: str) -> None:
    button = panel_button(app, text)
    assert not button.disabled, f"{text!r} is disabled; panel: {panel_texts(app)}"
    app.tap(button)
