"""What the Ilos screens share: the names of resources, spots and cards, and how the screens name players and
islands."""

from __future__ import annotations

from companion.screens.i18n import tr
from companion.screens.ilos.names import RESOURCE_NAMES
from games.base import N_
from games.ilos import IlosView

SPOT_NAMES = {**RESOURCE_NAMES, "ruins": N_("Ruins"), "building": N_("Building spot")}
CARD_NAMES = {"ship": N_("Ship"), "plantation": N_("Plantation"), "gold_mine": N_("Gold mine"),
              "building": N_("Building"), "ruins": N_("Ruins"), "market": N_("Market")}
BUILDING_NAMES = {"fort": N_("Fort"), "trading_post": N_("Trading post")}


def resource_name(resource: str) -> str:
    return tr._(RESOURCE_NAMES[resource])


def spot_name(kind: str) -> str:
    return tr._(SPOT_NAMES[kind])


def card_name(card: str) -> str:
    return tr._(CARD_NAMES[card])


def names(view: IlosView, seats: tuple[int, ...] | list[int]) -> str:
    return ", ".join(view.players[s].name for s in seats)


def island_label(island: int) -> str:
    """How the screens name an island: its id from 1 (ids never change for a tile's land, and a merged island
    keeps the lowest)."""
    return str(island + 1)
