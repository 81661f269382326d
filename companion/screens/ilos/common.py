"""What the Ilos screens share: the names and drawn colours of resources, spots and cards, and how a view in its
JSON form (the drawings', the covered overlays') names players and islands.

Loads common.kv beside it once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from kivy.lang import Builder

from companion.screens.i18n import tr
from companion.screens.palette import rgba
from games.base import N_
from games.ilos import RESOURCES

_KV = str(Path(__file__).with_name("common.kv"))
if _KV not in Builder.files:
    Builder.load_file(_KV)

View = Mapping[str, Any]
RGBA = tuple[float, float, float, float]

RESOURCE_NAMES = {"ebony": N_("Ebony"), "dye": N_("Dye"), "gold": N_("Gold"), "spices": N_("Spices")}
SPOT_NAMES = {"ebony": N_("Ebony"), "dye": N_("Dye"), "gold": N_("Gold"), "spices": N_("Spices"),
              "ruins": N_("Ruins"), "building": N_("Building spot")}
CARD_NAMES = {"ship": N_("Ship"), "plantation": N_("Plantation"), "gold_mine": N_("Gold mine"),
              "building": N_("Building"), "ruins": N_("Ruins"), "market": N_("Market")}
BUILDING_NAMES = {"fort": N_("Fort"), "trading_post": N_("Trading post")}

# Drawn colours of the spots on the tiles and of the resource tokens.
SPOT_RGBA: dict[str, RGBA] = {
    "ebony": (0.36, 0.22, 0.12, 1),
    "dye": (0.58, 0.26, 0.68, 1),
    "gold": (0.96, 0.78, 0.16, 1),
    "spices": (0.90, 0.42, 0.12, 1),
    "ruins": (0.62, 0.62, 0.60, 1),
    "building": (0.95, 0.95, 0.92, 1),
}
SEA_RGBA: RGBA = (0.14, 0.33, 0.50, 1)
LAND_RGBA: RGBA = (0.56, 0.66, 0.36, 1)
WARN_RGBA: RGBA = (1.0, 0.72, 0.40, 1)


def resource_name(resource: str) -> str:
    return tr._(RESOURCE_NAMES[resource])


def spot_name(kind: str) -> str:
    return tr._(SPOT_NAMES[kind])


def card_name(card: str) -> str:
    return tr._(CARD_NAMES[card])


def player_name(view: View, seat: int) -> str:
    return str(view["players"][seat]["name"])


def seat_rgba(view: View, seat: int) -> RGBA:
    return rgba(view["players"][seat]["colour"])


def text_colour(colour: RGBA) -> RGBA:
    return (0, 0, 0, 1) if sum(colour[:3]) > 1.9 else (1, 1, 1, 1)


def island_label(island: int) -> str:
    """How the screens name an island: its id from 1 (ids never change for a tile's land, and a merged island
    keeps the lowest)."""
    return str(island + 1)


def stash_of(view: View, seat: int) -> dict[str, int] | None:
    """A seat's stash as its own view (or the revealed public view) shows it; None when hidden."""
    stash = view["seats"][seat]["stash"]
    return None if stash is None else {r.value: int(stash[r.value]) for r in RESOURCES}

