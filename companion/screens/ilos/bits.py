"""Small pieces the Ilos side panel is built of: labels, buttons, the engine's reason for a refusal, and the
Ship card's ship (from the reserve, or one in play moved)."""

from __future__ import annotations

from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.screens.ilos.common import View, island_label, player_name


def label(text: str, style: str = "IlosLabel", **kwargs: Any) -> Any:
    return getattr(Factory, style)(text=text, **kwargs)


def button(text: str, handler: Callable[..., Any], style: str = "IlosButton", disabled: bool = False) -> Any:
    widget = getattr(Factory, style)(text=text, disabled=disabled)
    widget.bind(on_release=lambda *_: handler())
    return widget


def header(screen: Any, title: str, colour: Any = None) -> BoxLayout:
    """A panel's first row: Back (to the tile from a spot, else to the overview) and what the panel shows."""
    row = BoxLayout(size_hint_y=None, height=dp(52), spacing=dp(6))
    back = Factory.TouchButton(text=tr._("Back"), size_hint_x=None, width=dp(96), font_size=sp(18))
    back.bind(on_release=lambda *_: screen.back())
    row.add_widget(back)
    heading = label(title, "IlosHeading", size_hint_y=1, max_lines=2)
    if colour is not None:
        heading.color = colour
    row.add_widget(heading)
    return row


def names(view: View, seats: list[int]) -> str:
    return ", ".join(player_name(view, s) for s in seats)


def ship_sources(view: View, seat: int) -> list[int | None]:
    """Where the Ship card's ship comes from: the reserve (while ships are left), or one in play."""
    reserve: list[int | None] = [None] if view["seats"][seat]["ships_left"] > 0 else []
    return reserve + [i for i, s in enumerate(view["ships"]) if s["seat"] == seat]


def chosen_source(screen: Any, view: View) -> int | None:
    sources = ship_sources(view, view["seat"])
    return sources[screen.sel.source % len(sources)] if sources else None


def source_button(screen: Any, view: View) -> Any:
    """A button that cycles the Ship card's ship: from the reserve, or moving one in play."""
    source = chosen_source(screen, view)
    if source is None:
        text = tr.message("Ship from the reserve ({count} left)", {"count": view["seats"][view["seat"]]["ships_left"]})
    else:
        ship = view["ships"][source]
        text = (tr._("Move the ship on a pirate lair") if ship["land"] is None else
                tr.message("Move the ship on island {number}", {"number": island_label(
                    view["tiles"][ship["tile"]]["islands"][ship["land"]])}))
    return button(text, lambda: screen.select(source=screen.sel.source + 1))


def refused_note(screen: Any, action: Any, box: BoxLayout) -> bool:
    """Add the engine's reason if ``action`` is refused now; True if it may be played."""
    refused = screen.refusal(action)
    if refused is not None:
        box.add_widget(label(tr.message(refused.key, refused.params), "IlosNote"))
    return refused is None


