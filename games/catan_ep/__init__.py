"""Catan: Explorers & Pirates, scenarios 1 to 5: a hex map entered at set-up and discovered by ships, settlers
and harbor settlements, gold, pirate ships and the missions (pirate lairs, fish, spices).

The package face (docs/design.md#the-engine-face): what the screens need of the engine, and all they import."""

from games.catan_ep.catalogue import SCENARIOS, Scenario
from games.catan_ep.places import PlaceAt, Spot, action_at, candidates, legal_places, shape
from games.catan_ep.rules import CatanExplorersPirates
from games.catan_ep.view import CatanView, Leader, PiecesLeft, SeatView, Supply

__all__ = ["SCENARIOS", "CatanExplorersPirates", "CatanView", "Leader", "PiecesLeft", "PlaceAt", "Scenario",
           "SeatView", "Spot", "Supply", "action_at", "candidates", "legal_places", "shape"]
