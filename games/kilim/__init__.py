"""Kilim: sealed-bid auctions of carpet dominoes over three days, then the kilims are scored.

The package face (docs/design.md#the-engine-face): all the app needs of Kilim, and all its screens import.
"""

from games.kilim.actions import (Action, EndDay, LayDomino, LayPerfect, MovePiece, Offer, PlaceScrap, RemovePiece,
                                 RevealBids, RevealDomino, RevealOffers, RotateDomino, SealBid, TakePerfect,
                                 TakeScrap, TakeToken)
from games.kilim.auction import can_beat, can_undercut
from games.kilim.carpet import grid_of
from games.kilim.cards import SPECIAL_CHOICES, card_of, choice_of, station_deck
from games.kilim.clauses import CLAUSES
from games.kilim.events import TOKEN_NAMES
from games.kilim.market import cards_text
from games.kilim.model import (CLASSIC, SPECIALS, TOKENS, Cell, Direction, Domino, Fate, Kilim as Carpet, Motif,
                               Phase, Piece, Placement, Rules, Special, Spend, Token)
from games.kilim.places import legal_placements, legal_scrap_cells, placements
from games.kilim.rules import Kilim
from games.kilim.scoring import Breakdown, groups_of, largest_groups, largest_winners, places, score_grids
from games.kilim.views import Hidden, KilimView, RoundView, SeatView

__all__ = [
    "CLASSIC", "CLAUSES", "SPECIALS", "SPECIAL_CHOICES", "TOKENS", "TOKEN_NAMES", "Action", "Breakdown", "Carpet",
    "Cell", "Direction", "Domino", "EndDay", "Fate", "Hidden", "Kilim", "KilimView", "LayDomino", "LayPerfect",
    "Motif", "MovePiece", "Offer", "Phase", "Piece", "PlaceScrap", "Placement", "RemovePiece", "RevealBids",
    "RevealDomino", "RevealOffers", "RotateDomino", "RoundView", "Rules", "SealBid", "SeatView", "Special", "Spend",
    "TakePerfect", "TakeScrap", "TakeToken", "Token", "can_beat", "can_undercut", "card_of", "cards_text",
    "choice_of", "grid_of", "groups_of", "largest_groups", "largest_winners", "legal_placements", "legal_scrap_cells",
    "placements", "places", "score_grids", "station_deck",
]
