"""The screen kit: the furniture every game's screens are built of, once, on the theme.

- ``specs``: what a panel shows, as data (no Kivy): headings, text, buttons that explain their refusal,
  figures, steppers, rows and grids.
- ``panel.Panel``: a side panel that shows a list of specs and updates its widgets in place.
- ``overlay``: sheets, questions with a few answers, confirmations.
- ``why.explain``: a refusal with the rulebook's own words.

``load()`` reads the kit's look (kit.kv) once, after the screens' base rules (common.kv); the app calls it at start.
"""

from __future__ import annotations

from pathlib import Path

# Kivy applies a widget's rules in the order their files were loaded, not the most specific class last: the screens'
# base rules (common.kv: "<Label>: font_size: theme.small") come first, whoever loads the kit first (a game's module
# on import, before the app is built), or they would set every kit label and button to the small size.
KV_FILES = [Path(__file__).parents[1] / "common.kv", *(Path(__file__).with_name(n) for n in ("kit.kv", "frame.kv"))]


def load() -> None:
    from kivy.lang import Builder

    # The classes first: a kv rule names them (Kivy's Factory learns a widget class when it is defined).
    from companion.screens.kit import frame, overlay, panel, seat_bar, widgets  # noqa: F401

    for kv in KV_FILES:
        if str(kv) not in Builder.files:
            Builder.load_file(str(kv))
    from kivy.clock import Clock

    from companion.screens.i18n import tr
    from companion.screens.kit.wrap import prepare

    Clock.schedule_once(lambda _: prepare(tr.language), 1)  # once the first frame is up (docs/design.md#line-breaks)
