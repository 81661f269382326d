"""The dice read by the camera, on the roll's panel (only when a camera is fitted; without one the panel is
unchanged). The table rolls in the tray and taps "Read the dice"; the worker reads the photo while the panel
stays live (the two taps still work), and the reading comes back through the inbox: "Camera: 3 + 5 = 8" with
one button that enters that roll exactly as the two taps would. Nothing read, or not exactly two dice: the panel
says what the camera read and the table taps the two dice.

The entry does not read by itself when it opens: it opens as soon as the last turn ends, while that turn's dice
still lie in the tray, so the table asks once it has rolled."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from companion.screens.i18n import tr
from companion.screens.kit import specs
from games.catan_ep import Phase

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen

KIND = "dice"  # what the panel asks the worker for
WAITING = "waiting"  # sel.entry["camera"]: asked, no answer yet; else the values read, ascending


def camera_rows(screen: CatanTableScreen, tap_die: Callable[[int, int], None]) -> list[specs.Item]:
    """The camera's part of the roll's panel: its reading (for one tap) or why not, and "Read the dice"."""
    if screen.context.camera is None:
        return []
    read = screen.sel.entry.get("camera")
    shown: list[specs.Item] = []
    if read == WAITING:
        shown.append(specs.Text(tr._("The camera is reading the dice…")))
    elif isinstance(read, tuple) and len(read) == 2:
        first, second = read
        shown += [specs.Heading(tr.message("Camera: {die1} + {die2} = {total}",
                                           {"die1": first, "die2": second, "total": first + second})),
                  specs.Button(tr._("Enter this roll"), partial(confirm, screen, tap_die, first, second),
                               tone="primary", key="camera")]
    elif isinstance(read, tuple):
        shown.append(specs.Text(tr._("The camera read no dice: tap the two dice below") if not read else
                                tr.message("The camera read {values}, not two dice: tap the two dice below",
                                           {"values": ", ".join(str(v) for v in read)}), "warning"))
    return shown + [specs.Button(tr._("Read the dice"), partial(read_roll, screen), key="read dice")]


def read_roll(screen: CatanTableScreen) -> None:
    """Ask the worker for the dice in the tray; returns at once (a second tap replaces a waiting request)."""
    from companion.vision.dice import read_dice  # OpenCV only once a camera is used

    camera = screen.context.camera
    if camera is None:
        return
    screen.sel.entry["camera"] = WAITING
    camera.request(KIND, read_dice)
    screen.refresh()


def take_reading(screen: CatanTableScreen, result: Any) -> None:
    """A camera event: the dice asked for by this roll's panel are offered; any other reading is ignored."""
    entry = screen.sel.entry
    if result.kind != KIND or entry.get("camera") != WAITING or screen.catan_state().phase is not Phase.ROLL:
        return  # another screen's request, or one this panel no longer waits for (a roll tapped meanwhile)
    entry["camera"] = tuple(sorted(int(die.value) for die in result.reading or []))
    screen.refresh()


def confirm(screen: CatanTableScreen, tap_die: Callable[[int, int], None], first: int, second: int) -> None:
    """The camera's roll, entered through the two taps' own path (a die tapped before is replaced)."""
    screen.sel.entry.pop("dice", None)
    tap_die(1, first)
    tap_die(2, second)
