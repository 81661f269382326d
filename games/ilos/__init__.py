"""Ilos: ships and pioneers on a growing archipelago, piracy, a market of four resources, hidden stashes
sold at the market's prices.

The package face (docs/design.md#the-engine-face): what the app needs of Ilos, and all its screens import.
"""

from games.ilos.actions import (Action, BoxFigure, Building, CorrectStash, EndTurn, FirstIsland, GoldMine, Market, Plantation,
                                Redraw, RevealStashes, RevealTile, Ruins, ShipDock, ShipExplore, ShipLair)
from games.ilos.archipelago import MAX_LANDS, frontier, turned
from games.ilos.costs import Card, cards_phrase
from games.ilos.data import PriceQuestion, check_answer, price_options
from games.ilos.figures import ENTRIES as FIGURE_ENTRIES, UNREAD_ROW, entry_resource
from games.ilos.model import (RESOURCES, BuildingKind, Phase, Pioneer, PlacedTile, Resource, Resources, Ship, Spot,
                              SpotKind, TileSpec)
from games.ilos.pioneers import CARD_SPOTS
from games.ilos.places import copy_sources, dock_coasts, explore_places, free_lairs, pioneer_spots
from games.ilos.rules import Ilos
from games.ilos.setup import PRICE_FIGURES
from games.ilos.views import (PIONEER_CARDS, CardCost, CostHelper, IlosView, IslandCosts, IslandView, MarketView,
                              SeatView)

__all__ = ["Action", "BoxFigure", "Building", "BuildingKind", "Card", "CardCost", "CorrectStash", "CostHelper", "EndTurn", "FirstIsland", "GoldMine", "Ilos", "IlosView", "IslandCosts", "IslandView", "Market",
           "MarketView", "PRICE_FIGURES", "Phase", "Pioneer", "PlacedTile", "Plantation", "PriceQuestion", "RESOURCES", "Redraw",
           "Resource", "Resources", "RevealStashes", "RevealTile", "Ruins", "SeatView", "Ship", "ShipDock",
           "ShipExplore", "ShipLair", "Spot", "SpotKind", "TileSpec", "check_answer", "copy_sources", "dock_coasts",
           "explore_places", "free_lairs", "pioneer_spots", "price_options", "turned", "CARD_SPOTS", "MAX_LANDS",
           "PIONEER_CARDS", "cards_phrase", "frontier", "FIGURE_ENTRIES", "UNREAD_ROW", "entry_resource"]
