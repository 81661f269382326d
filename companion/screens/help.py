"""The key help (F1, or Settings' "Keyboard keys"): every button's key, on a kit sheet (docs/design.md#the-kit)."""

from __future__ import annotations

from companion.screens.i18n import tr
from companion.screens.kit.help import add_key_rows
from companion.screens.kit.overlay import Sheet


def show_key_help() -> Sheet:
    sheet = Sheet(title=tr._("Keyboard keys"))
    add_key_rows(sheet.body)
    sheet.add_button(tr._("Close"), sheet.dismiss, tone="primary")
    sheet.open()
    return sheet
