"""Settings' Power row: Shut down or Restart the Pi, each confirmed first (docs/pi.md#power). The work is
companion/power.py's: the journal settles, then the command runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kivy.factory import Factory

from companion.power import power
from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet, confirm
from games.base import N_

if TYPE_CHECKING:
    from companion.context import AppContext

QUESTIONS = {"shutdown": (N_("Shut down the Pi?"), N_("Shut down")), "restart": (N_("Restart the Pi?"), N_("Restart"))}


def open_power(context: "AppContext", say: Callable[[str], Any]) -> Sheet:
    """The Power overlay: Shut down, Restart, Cancel; each of the first two asks again before acting."""
    sheet = Sheet(title=tr._("Power"))
    sheet.body.add_widget(Factory.KitText(text=tr._("The game is saved first; a game in progress can be continued "
                                                    "after the Pi starts again.")))

    def ask(action: str) -> None:
        sheet.dismiss()
        question, yes = QUESTIONS[action]
        detail = tr._("The game is kept only in memory: it is lost if the Pi stops.") if context.journal.in_memory \
            else ""
        confirm(tr._(question), detail, tr._(yes), lambda: power_off(context, action, say))

    sheet.add_button(tr._("Cancel"), sheet.dismiss, key="cancel")
    sheet.add_button(tr._("Restart"), lambda: ask("restart"), key="restart")
    sheet.add_button(tr._("Shut down"), lambda: ask("shutdown"), tone="danger", key="shutdown")
    sheet.open()
    return sheet


def power_off(context: "AppContext", action: str, say: Callable[[str], Any]) -> Sheet | None:
    """Settle the journal and run the command; while the Pi goes down a sheet without buttons says so (the
    app takes no more moves). Refused: the notice is said and the app goes on."""
    refusal = power(action, context.journal, context.config.power)
    if refusal is not None:
        say(tr.message(refusal.key, refusal.params))
        return None
    sheet = Sheet(title=tr._("Shutting down…") if action == "shutdown" else tr._("Restarting…"))
    sheet.open()
    return sheet
