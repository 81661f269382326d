"""What every Explorers & Pirates screen shares: names of resources, terrains, pieces, advantages and missions, the
colours the map paints the cardboard with (named, on the theme's form), the view the map draws (the game has
no secrets: the view is the whole state, games.catan_ep.model says why), and the grids of buttons the table enters
what it rolled or turned up with, as kit specs: a die (1 to 6), a number token (2 to 12 but 7), a kind of hex, a
card; the chosen one lit. Each button's key is ``<key>:<value>``."""

from __future__ import annotations

import dataclasses
import enum
from functools import partial
from typing import Any, Callable, Mapping, Sequence

from companion.screens.i18n import tr
from companion.screens.catan_ep.names import BUILD_NAMES, RESOURCE_NAMES
from companion.screens.kit import specs
from companion.screens.theme import RGBA, hex_rgba
from games.base import N_
from games.catan_ep import NUMBERS, RESOURCES, CatanView, Corner, Edge, Resources
from games.refusals import Refusal

DIE = tuple(range(1, 7))
Items = list[specs.Item]  # what a panel shows
View = Mapping[str, Any]  # games.catan_ep.CatanView as the map draws it (plain; the board entry makes one too)

KIND_NAMES = {"forest": N_("Forest"), "hills": N_("Hills"), "pasture": N_("Pasture"), "fields": N_("Fields"),
              "mountains": N_("Mountains"), "gold_river": N_("Gold river"), "sea": N_("Sea"),
              "north": N_("Unexplored north"), "south": N_("Unexplored south"), "blank": N_("Not entered yet"),
              "none": N_("Off the board"), "fish": N_("Fish shoal"), "village": N_("Spice village"),
              "council": N_("Council of Catan"), "harbor": N_("Council harbors"),
              "hidden": N_("Unexplored"), "unread": N_("Not entered yet")}
MISSION_NAMES = {"pirate_lairs": N_("Pirate Lairs"), "fish": N_("Fish for Catan"), "spices": N_("Spices for Catan")}
PIECE_NAMES = {"settler": N_("settler"), "crew": N_("crew"), "fish": N_("fish"), "sack": N_("spice sack")}
ADVANTAGE_NAMES = {"swift_voyage": N_("Swift voyage (+1 move)"), "pirate_bonus_4": N_("Pirate bonus (a 4 chases)"),
                   "pirate_bonus_5": N_("Pirate bonus (a 5 chases)"), "fast_gold": N_("Fast gold (sell for gold)")}

# The cardboard's colours, as the map paints it (map art, not the app's furniture: companion/screens/theme.py
# holds those).
KIND_RGBA: dict[str, RGBA] = {kind: hex_rgba(code) for kind, code in {
    "forest": "#216b2e", "hills": "#b85c33", "pasture": "#8cc759", "fields": "#ebc74d", "mountains": "#80808a",
    "gold_river": "#cc9e1a", "sea": "#29619e", "north": "#293d2e", "south": "#47331f", "blank": "#d9d9d9",
    "none": "#1a1c21", "fish": "#4d94cc", "village": "#c78c59", "council": "#7359a6", "harbor": "#f5f5f5",
    "hidden": "#333333", "unread": "#d9d9d9"}.items()}
INK: dict[str, RGBA] = {name: hex_rgba(code) for name, code in {
    "board": "#12171f", "outline": "#0d0f14", "black": "#000000", "white": "#ffffff", "token": "#f5ebcc",
    "red": "#cc1a1a", "lair": "#1f1414", "lair_ring": "#d92626", "ring": "#73ff8c", "north_dot": "#40cc4d",
    "south_dot": "#fa8c1a", "hull": "#1a0f08", "cargo": "#fafaf2", "die": "#f7f7f0", "fish": "#c7e0f5",
    "sack": "#a87338", "sack_tie": "#f2d98c", "gold": "#facc33", "gold_rim": "#8c660d", "sand": "#e6d194",
    "council_hall": "#59408c", "shade": "#1a140f", "bonus": "#ff8c73"}.items()}


def named(names: Mapping[str, str], code: str) -> str:
    """A code's name in the table's language; a code with no name (a kind of a later part) as it is."""
    return tr._(names[code]) if code in names else code


resource_name = partial(named, RESOURCE_NAMES)
kind_name = partial(named, KIND_NAMES)
mission_name = partial(named, MISSION_NAMES)
piece_name = partial(named, PIECE_NAMES)
advantage_name = partial(named, ADVANTAGE_NAMES)
build_name = partial(named, BUILD_NAMES)


def cards_text(cards: Resources) -> str:
    """'2 Wood · 1 Ore', '木材×2 · 鉱石×1' (or '-' for none): the count where the language puts it
    (docs/translation.md)."""
    return " · ".join(tr.message("{count} {resource}", {"count": cards.get(r), "resource": resource_name(r.value)})
                      for r in RESOURCES if cards.get(r)) or "-"


def player_name(view: CatanView, seat: int) -> str:
    return view.players[seat].name if seat >= 0 else tr._("Neutral")


def kind_key(hex_data: Mapping[str, Any]) -> str:
    """A hex's colour key: its kind, or its zone while it lies face down."""
    return str(hex_data["zone"]) if hex_data["kind"] == "hidden" else str(hex_data["kind"])


def plain(value: Any) -> Any:
    """The engine's typed view in the nested mappings the map draws: a dataclass as its fields (but an
    intersection or a side, kept as the engine's Corner and Edge), an enum as its value, a tuple as a list."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, (type, Corner, Edge)):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def choice_grid(key: str, values: Sequence[Any], texts: Sequence[str], chosen: Any, on_tap: Callable[[Any], object],
                cols: int, refusal: Callable[[Any], Refusal | None] | None = None,
                grounds: Mapping[Any, RGBA] | None = None) -> specs.Grid:
    """A choice per value; ``grounds``: each value's own colour (a terrain's, as the map paints it), the chosen one
    in the primary colour as on the board entry."""
    return specs.Grid([specs.Button(text, partial(on_tap, value), None if refusal is None else refusal(value),
                                    "primary" if value == chosen else "normal", f"{key}:{value}",
                                    None if grounds is None or value == chosen else grounds.get(value))
                       for value, text in zip(values, texts)], cols)


def die_row(key: str, chosen: int | None, on_tap: Callable[[Any], object],
            refusal: Callable[[Any], Refusal | None] | None = None) -> specs.Grid:
    return choice_grid(key, DIE, [str(v) for v in DIE], chosen, on_tap, 6, refusal)


def number_grid(chosen: int | None, on_tap: Callable[[Any], object]) -> specs.Grid:
    return choice_grid("number", NUMBERS, [str(n) for n in NUMBERS], chosen, on_tap, 5)


def offer(text: str, on_tap: Callable[[], object], refusal: Refusal | None, key: str,
          reason: bool = True, tone: specs.ButtonTone = "normal") -> Items:
    """A choice, and under it the engine's reason while it is refused (a tap on either says the rule)."""
    button = specs.Button(text, on_tap, refusal, tone, key)
    return [button, specs.Refused(refusal)] if refusal is not None and reason else [button]
