"""Catan: Explorers & Pirates, scenarios 1 to 5: a hex map entered at set-up and discovered by ships, settlers
and harbor settlements, gold, pirate ships and the missions (pirate lairs, fish, spices).

The package face (docs/design.md#the-engine-face): what the screens need of the engine, and all they import: the
game and its actions, the typed view and the values it holds, where a piece may go (legal_places) and why a build
goes nowhere, the scenarios, the board's geometry and the checks of what the table enters at set-up."""

from games.catan_ep.actions import (ACTION_TYPES, Action, BankTrade, BoxFigure, BuildCargo, BuildHarbor, BuildRoad,
                                    BuildSettlement, BuildShip, BuyMoves, BuyResource, Chase, DeclareEnd, Discard,
                                    EndTurn, FishRoll, FlipLair, Found, HeroRoll, HeroStep, Jettison, LandCrews,
                                    MoveShip, PickUpCrews, Place, PlacePirate, PlayerTrade, ReadIsland, Reveal, Roll,
                                    SellResource, TakeFish, Transfer, VisitVillage)
from games.catan_ep.board import NUMBERS, building_at, hex_at, near_start_island, parse_board, touches_hex
from games.catan_ep.catalogue import SCENARIOS, Scenario
from games.catan_ep.data import Question, check_answer, component_options
from games.catan_ep.island import MISSING as ISLAND_NEEDED
from games.catan_ep.island import ENTRY as ISLAND_ENTRY
from games.catan_ep.tracks import ENTRIES as FIGURE_ENTRIES
from games.catan_ep.hexgrid import Coord, Corner, Edge, corners_of, edges_at, neighbours, next_edges, sides_of
from games.catan_ep.missions import SCENARIO_MISSIONS, building_points, leader, track_points
from games.catan_ep.model import (NEUTRAL, PRODUCES, RESOURCES, Advantage, CatanState, Hex, Kind, Mission, Phase,
                                  Piece, PirateDue, Resource, Resources, SetupPiece, Ship)
from games.catan_ep.pieces import COSTS, Build, fits
from games.catan_ep.pirates import robbable
from games.catan_ep.places import PlaceAt, Spot, action_at, candidates, legal_places, shape
from games.catan_ep.rules import CatanExplorersPirates
from games.catan_ep.scenarios import COUNCIL_FROM, STACKS, check_board, check_turned_up, turned_up_kinds
from games.catan_ep.setup import OPTIONS, TABLE_OPTIONS
from games.catan_ep.view import CatanView, Leader, PiecesLeft, SeatView, Supply
from games.catan_ep.villages import CHASE_WINS, chase_wins
from games.catan_ep.villages import moves as ship_moves
from games.catan_ep.why_not import place_refusal
from games.catan_ep.build import CREWS_FROM
from games.catan_ep.words import cards_phrase

__all__ = [
    "ACTION_TYPES", "BoxFigure", "CHASE_WINS", "COSTS", "COUNCIL_FROM", "CREWS_FROM", "FIGURE_ENTRIES",
    "ISLAND_ENTRY", "ISLAND_NEEDED", "NEUTRAL", "NUMBERS", "OPTIONS", "cards_phrase",
    "PRODUCES", "RESOURCES",
    "SCENARIOS", "SCENARIO_MISSIONS", "STACKS", "TABLE_OPTIONS", "Action", "Advantage", "BankTrade", "Build",
    "BuildCargo", "BuildHarbor", "BuildRoad", "BuildSettlement", "BuildShip", "BuyMoves", "BuyResource",
    "CatanExplorersPirates", "CatanState", "CatanView", "Chase", "Coord", "Corner", "DeclareEnd", "Discard", "Edge",
    "EndTurn", "FishRoll", "FlipLair", "Found", "Hex", "HeroRoll", "HeroStep", "Jettison", "Kind", "LandCrews",
    "Leader", "Mission", "MoveShip", "Phase", "PickUpCrews", "Piece", "PiecesLeft", "Place", "PlaceAt",
    "PlacePirate", "PirateDue", "PlayerTrade", "Question", "ReadIsland", "Resource", "Resources", "Reveal", "Roll",
    "Scenario",
    "SeatView", "SellResource", "SetupPiece", "Ship", "Spot", "Supply", "TakeFish", "Transfer", "VisitVillage",
    "action_at", "building_at", "building_points", "candidates", "chase_wins", "check_answer", "check_board",
    "check_turned_up", "component_options", "corners_of", "edges_at", "fits", "hex_at", "leader", "legal_places",
    "near_start_island", "neighbours", "next_edges", "parse_board", "place_refusal", "robbable", "shape",
    "ship_moves", "sides_of", "touches_hex", "track_points", "turned_up_kinds",
]
