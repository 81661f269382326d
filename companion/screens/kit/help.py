"""The "?" of every game screen: what the app expects now, the key steps of a turn, and the keys and buttons."""

from __future__ import annotations

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


def show_help(now: str, steps: list[str]) -> Sheet:
    sheet = Sheet(title=tr._("Help"))
    body = sheet.body
    if now:
        body.add_widget(Factory.KitHeading(text=tr._("Now")))
        body.add_widget(Factory.KitText(text=now))
    if steps:
        body.add_widget(Factory.KitHeading(text=tr._("A turn, step by step")))
        for number, step in enumerate(steps, start=1):
            body.add_widget(Factory.KitText(text=tr.message("{number}. {step}", {"number": number, "step": step})))
    body.add_widget(Factory.KitHeading(text=tr._("Keys and buttons")))
    add_key_rows(body)
    sheet.add_button(tr._("Close"), sheet.dismiss, tone="primary")
    sheet.open()
    return sheet
