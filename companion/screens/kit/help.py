"""The "?" of every game screen: what the app expects now, the key steps of a turn, and the keys and buttons."""

from __future__ import annotations

from typing import Sequence

from kivy.factory import Factory
from kivy.uix.widget import Widget

from companion.hardware.keyboard import help_rows
from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet


def add_key_rows(body: Widget) -> None:
    """Every button's key, from the keyboard adapter's own table: one line each, "keys: what it does"."""
    for key_labels, description in help_rows():
        keys = " / ".join(tr._(label) for label in key_labels)
        body.add_widget(Factory.KitText(text=tr.message("{keys}: {what}", {
            "keys": keys, "what": tr.message(description.key, description.params)})))


class HelpSheet(Sheet):
    """The help of one table screen, built once: a tap on "?" only writes what the app expects now (a sheet of
    twenty-odd labels costs a frame or more to build under software OpenGL; docs/design.md#the-kit)."""

    def __init__(self, steps: Sequence[str]) -> None:
        super().__init__(title=tr._("Help"))
        self.made_for = (tr.language, tuple(steps))  # what it was built for: built again when that changes
        body = self.body
        self.now_heading = Factory.KitHeading(text=tr._("Now"))
        self.now_text = Factory.KitText()
        body.add_widget(self.now_heading)
        body.add_widget(self.now_text)
        if steps:
            body.add_widget(Factory.KitHeading(text=tr._("A turn, step by step")))
            for number, step in enumerate(steps, start=1):
                body.add_widget(Factory.KitText(text=tr.message("{number}. {step}", {"number": number, "step": step})))
        body.add_widget(Factory.KitHeading(text=tr._("Keys and buttons")))
        add_key_rows(body)
        self.add_button(tr._("Close"), self.dismiss, tone="primary")

    def show(self, now: str) -> "HelpSheet":
        """Open with ``now`` as what the app expects (no "Now" part when there is nothing to say)."""
        self.now_text.text = now
        shown = self.now_text.parent is not None
        if now and not shown:
            count = len(self.body.children)
            self.body.add_widget(self.now_heading, index=count)
            self.body.add_widget(self.now_text, index=count)
        elif not now and shown:
            self.body.remove_widget(self.now_heading)
            self.body.remove_widget(self.now_text)
        self.open()
        return self
