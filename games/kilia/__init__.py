"""Kilia: action cards taken by keys or coins, four zones developed with goods, a market of merchants, skills,
contracts, goals on scoring wheels, ships sailing the canal in the council phase.

The package face (docs/design.md#the-engine-face): all the screens import of the engine.
"""

from games.kilia import cards, data
from games.kilia.figures import ONE_FIGURES, FigureNeeded, gathered, wheel_entry
from games.kilia.figures import split as figure_place
from games.kilia.actions import (Action, BoxFigure, BuildWarehouse, ChooseColour, Correct, Deliver, Develop, EndTurn, Fulfil,
                                 Payment, PlaceMerchant, PlaceToken, PlaySprats, Refresh, RevealAction, RevealContract,
                                 RevealContracts, ShipIncome, Skip, TakeContract, TakeSkill)
from games.kilia.clauses import PAYMENT  # the clause of a payment that does not add up
from games.kilia.model import (COLOUR_ZONE, COLOURS, GOALS, GOODS, SKILLS, SUPPORTS, ZONE_GOOD, ZONES, ActionCard,
                               Bonus, Colour, Contract, Goal, Good, Goods, Improvement, Phase, Skill, SkillKind, Zone)
from games.kilia.plans import contract_plan, development_plan
from games.kilia.places import card_slots, contract_slots, merchant_spaces, warehouse_spaces
from games.kilia.rules import Kilia
from games.kilia.setup import LATE_OPTIONS, MARKET_SPACES, MISSING, ONE_FIGURE, SLOTS, UNLISTED, ZONE_MAX
from games.kilia.views import Cost, KiliaView, Prices, ScoreView, SeatView
from games.kilia.words import (card_phrase, colour_phrase, contract_phrase, goal_phrase, good_phrase, goods_phrase,
                               skill_phrase, space_phrase, zone_phrase)

__all__ = [
    "COLOURS", "COLOUR_ZONE", "GOALS", "GOODS", "LATE_OPTIONS", "MARKET_SPACES", "MISSING", "ONE_FIGURE", "ONE_FIGURES",
    "SKILLS", "SLOTS",
    "SUPPORTS", "UNLISTED", "ZONES", "ZONE_GOOD", "ZONE_MAX", "Action", "ActionCard", "Bonus", "BoxFigure",
    "BuildWarehouse", "ChooseColour", "Colour", "Contract", "Correct", "Cost", "Deliver", "Develop", "EndTurn",
    "FigureNeeded", "Fulfil", "Goal", "Good", "Goods", "Improvement", "Kilia", "KiliaView", "PAYMENT", "Payment",
    "Phase", "PlaceMerchant", "PlaceToken", "PlaySprats", "Prices", "Refresh", "RevealAction", "RevealContract",
    "RevealContracts", "ScoreView", "SeatView", "ShipIncome", "Skill", "SkillKind", "Skip", "TakeContract",
    "TakeSkill", "Zone", "card_phrase", "card_slots", "cards", "contract_phrase", "contract_slots", "colour_phrase",
    "contract_plan", "data", "development_plan", "figure_place", "gathered", "goal_phrase", "good_phrase", "goods_phrase", "merchant_spaces",
    "wheel_entry", "skill_phrase", "space_phrase", "warehouse_spaces", "zone_phrase",
]
