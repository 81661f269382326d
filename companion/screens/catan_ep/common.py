"""What every Explorers & Pirates screen shares: names and colours of resources, terrains and pieces, the
corners and sides of the JSON view as engine values, and the screen's dry run that asks the engine why an
action is refused (the game has no secrets: the view is the whole state, games.catan_ep.model says why)."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, Callable, Mapping

from kivy.factory import Factory

from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from companion.screens.kit.back_row import back_row
from companion.screens.palette import rgba
from games.base import N_, RuleError
from games.catan_ep import CatanState, Corner, Edge, RESOURCES, Resources

View = Mapping[str, Any]
RGBA = tuple[float, float, float, float]

RESOURCE_NAMES = {"wood": N_("Wood"), "brick": N_("Brick"), "wool": N_("Wool"), "grain": N_("Grain"),
                  "ore": N_("Ore")}
KIND_NAMES = {"forest": N_("Forest"), "hills": N_("Hills"), "pasture": N_("Pasture"), "fields": N_("Fields"),
              "mountains": N_("Mountains"), "gold_river": N_("Gold river"), "sea": N_("Sea"),
              "north": N_("Unexplored north"), "south": N_("Unexplored south"), "blank": N_("Not entered yet"),
              "none": N_("Off the board"), "fish": N_("Fish shoal"), "village": N_("Spice village"),
              "council": N_("Council of Catan"), "harbor": N_("Council harbors"),
              "hidden": N_("Unexplored")}
MISSION_NAMES = {"pirate_lairs": N_("Pirate Lairs"), "fish": N_("Fish for Catan"), "spices": N_("Spices for Catan")}
BUILD_NAMES = {"road": N_("Road"), "settlement": N_("Settlement"), "harbor": N_("Harbor settlement"),
               "ship": N_("Ship"), "settler": N_("Settler"), "crew": N_("Crew")}
KIND_RGBA: dict[str, RGBA] = {
    "forest": (0.13, 0.42, 0.18, 1), "hills": (0.72, 0.36, 0.20, 1), "pasture": (0.55, 0.78, 0.35, 1),
    "fields": (0.92, 0.78, 0.30, 1), "mountains": (0.50, 0.50, 0.54, 1), "gold_river": (0.80, 0.62, 0.10, 1),
    "sea": (0.16, 0.38, 0.62, 1), "north": (0.16, 0.24, 0.18, 1), "south": (0.28, 0.20, 0.12, 1),
    "blank": (0.85, 0.85, 0.85, 1), "none": (0.10, 0.11, 0.13, 1), "fish": (0.30, 0.58, 0.80, 1),
    "village": (0.78, 0.55, 0.35, 1), "council": (0.45, 0.35, 0.65, 1), "harbor": (0.96, 0.96, 0.96, 1),
    "hidden": (0.20, 0.20, 0.20, 1)}
ZONE_DOT_RGBA: dict[str, RGBA] = {"north": (0.25, 0.80, 0.30, 1), "south": (0.98, 0.55, 0.10, 1)}
NEUTRAL_RGBA: RGBA = (0.55, 0.55, 0.55, 1)
WARN_RGBA: RGBA = (1.0, 0.72, 0.40, 1)


def button(text: str, handler: Callable[..., Any], style: str = "normal", disabled: bool = False) -> Any:
    """The panel's button (the kit's), its text wrapped rather than cut: French and Japanese reasons run long;
    ``style`` "primary" for the one to press now, "danger" for one that ends something."""
    widget = Factory.KitButton(text=text, disabled=disabled, tone=style if style in ("primary", "danger") else "normal")
    widget.refused = disabled
    widget.bind(on_release=lambda *_: handler())
    return widget


def label(text: str, style: str = "body", **kwargs: Any) -> Any:
    """A panel's text (the kit's): "body", a "heading", or a "note" (the engine's reason, a warning)."""
    if style == "heading":
        return Factory.KitHeading(text=text, **kwargs)
    return Factory.KitText(text=text, tone="warning" if style == "note" else "normal", **kwargs)


def note(text: str, tone: str = "normal") -> Any:
    return Factory.KitText(text=text, tone=tone)


def header(screen: CatanScreen, title: str, colour: RGBA | None = None) -> Any:
    """A panel's first row: Back (to the overview) and what the panel shows."""
    return back_row(title, screen.back, colour)


def refused_note(screen: CatanScreen, action: Any, box: Any) -> bool:
    """Add the engine's reason if ``action`` is refused now; True if it may be played."""
    refused = screen.refusal(action)
    if refused is not None:
        box.add_widget(label(tr.message(refused.key, refused.params), "note"))
    return refused is None


def resource_name(resource: str) -> str:
    return tr._(RESOURCE_NAMES[resource])


def kind_name(kind: str) -> str:
    return tr._(KIND_NAMES[kind]) if kind in KIND_NAMES else kind  # a kind of a later part: its code name


def kind_rgba(kind: str) -> RGBA:
    return KIND_RGBA.get(kind, (0.5, 0.5, 0.5, 1))


def mission_name(mission: str) -> str:
    return tr._(MISSION_NAMES[mission])


def build_name(build: str) -> str:
    return tr._(BUILD_NAMES[build])


def cards_text(cards: Mapping[str, int]) -> str:
    """'2 Wood · 1 Ore' (or '-' for none)."""
    return " · ".join(f"{cards[r.value]} {resource_name(r.value)}" for r in RESOURCES if cards.get(r.value)) or "-"


def resources_json(cards: Resources) -> dict[str, int]:
    return {r.value: cards.get(r) for r in RESOURCES}


def player_name(view: View, seat: int) -> str:
    return str(view["players"][seat]["name"]) if seat >= 0 else tr._("Neutral")


def seat_rgba(view: View, seat: int) -> RGBA:
    return rgba(view["players"][seat]["colour"]) if seat >= 0 else NEUTRAL_RGBA


def lighter(colour: RGBA) -> RGBA:
    """A seat's colour made readable as text on the dark panels."""
    return (0.45 + colour[0] * 0.55, 0.45 + colour[1] * 0.55, 0.45 + colour[2] * 0.55, 1)


def corner_of(data: Mapping[str, Any]) -> Corner:
    return Corner(int(data["q"]), int(data["r"]), bool(data["top"]))


def edge_of(data: Mapping[str, Any]) -> Edge:
    return Edge(corner_of(data["a"]), corner_of(data["b"]))


def kind_key(hex_data: Mapping[str, Any]) -> str:
    """A hex's colour key: its kind, or its zone while it lies face down."""
    return str(hex_data["zone"]) if hex_data["kind"] == "hidden" else str(hex_data["kind"])


def plain(value: Any) -> Any:
    """The engine's typed view (games.catan_ep.CatanView) in the nested mappings these panels still read: a
    dataclass as its fields, an enum as its value, a tuple as a list."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


class CatanScreen(GameScreen):
    """The Explorers & Pirates table's session plumbing and its dry runs."""

    said: tuple[int, Any, list[str]] | None = None  # what the last action did: (history length, action, lines)

    def back(self) -> None:
        """Back to the overview (the table's panel)."""

    def view(self, seat: int | None = None) -> View | None:
        typed = None if self.session is None else self.session.view(seat)
        return None if typed is None else plain(typed)

    def state(self) -> CatanState | None:
        return None if self.session is None else self.session.state

    def refusal(self, action: Any, state: CatanState | None = None) -> RuleError | None:
        """Why the engine refuses ``action`` now (or on ``state``); None if it may be played."""
        assert self.session is not None
        try:
            self.session.game.apply(state if state is not None else self.session.state, action)
        except RuleError as error:
            return error
        return None

    def legal(self, action: Any, state: CatanState | None = None) -> bool:
        return self.refusal(action, state) is None
