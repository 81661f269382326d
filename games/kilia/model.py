"""Kilia's state: the council board's two supplies, each seat's board (zones, market, knowledge, canal,
contracts, goods, coins, scoring tokens), and where the turn stands.

Everything is a frozen dataclass of ints, strs, bools, None, tuples and enums (games.serial stores it).
Zones, goods and colours (from the rulebook's examples): castle = white = salt (keys), university
= red = brick (skills), shipyard = brown = wood (the ship), warehouse = yellow = grain (warehouses).
The actions live in games.kilia.actions; the rules in games.kilia.supply (cards, reveals, end of turn),
development, market, contracts, goals and council.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace

from games.base import Player
from games.tally import Tally


class Good(enum.Enum):
    SALT = "salt"
    GRAIN = "grain"
    BRICK = "brick"
    WOOD = "wood"


GOODS = (Good.SALT, Good.GRAIN, Good.BRICK, Good.WOOD)


class Zone(enum.Enum):
    """The four development zones; an action card's colour (its back) names the zone it develops."""

    CASTLE = "castle"
    UNIVERSITY = "university"
    SHIPYARD = "shipyard"
    WAREHOUSE = "warehouse"


ZONES = (Zone.CASTLE, Zone.UNIVERSITY, Zone.SHIPYARD, Zone.WAREHOUSE)


class Colour(enum.Enum):
    """A player's colour (blanc, jaune, rouge, marron): the zone that scores 3 a card, the good not given."""

    WHITE = "white"
    YELLOW = "yellow"
    RED = "red"
    BROWN = "brown"


COLOURS = (Colour.WHITE, Colour.YELLOW, Colour.RED, Colour.BROWN)
ZONE_GOOD = {Zone.CASTLE: Good.SALT, Zone.UNIVERSITY: Good.BRICK, Zone.SHIPYARD: Good.WOOD,
             Zone.WAREHOUSE: Good.GRAIN}
COLOUR_ZONE = {Colour.WHITE: Zone.CASTLE, Colour.RED: Zone.UNIVERSITY, Colour.BROWN: Zone.SHIPYARD,
               Colour.YELLOW: Zone.WAREHOUSE}
ZONE_COLOUR = {zone: colour for colour, zone in COLOUR_ZONE.items()}


@dataclass(frozen=True)
class Goods(Tally):
    """Goods by kind (fields in GOODS order): a personal supply, a cost, what a payment delivers."""

    salt: int = 0
    grain: int = 0
    brick: int = 0
    wood: int = 0

    def text(self) -> str:
        """ "2 salt, 1 wood" (or "nothing"): for messages."""
        parts = [f"{self.get(g)} {g.value}" for g in GOODS if self.get(g)]
        return ", ".join(parts) if parts else "nothing"

    @staticmethod
    def of(good: Good, count: int = 1) -> Goods:
        return Goods().plus(good, count)


class SkillKind(enum.Enum):
    EXCHANGE = "exchange"  # Échange: two goods used one for the other in a direct payment
    EXTRA = "extra"  # Action supplémentaire: each development of a zone gives one more action
    POINTS = "points"  # Points: 1 point a good of one kind delivered at the end


@dataclass(frozen=True)
class Skill:
    """The bottom of an action card. ``goods``: the two goods of an exchange (in GOODS order) or the good a
    points skill scores; ``zone``: the zone whose developments give an extra action."""

    kind: SkillKind
    goods: tuple[Good, ...] = ()
    zone: Zone | None = None


# Every skill an action card may carry: 6 exchanges, 4 extra actions, 4 points skills.
SKILLS = ([Skill(SkillKind.EXCHANGE, (a, b)) for i, a in enumerate(GOODS) for b in GOODS[i + 1:]]
          + [Skill(SkillKind.EXTRA, zone=z) for z in ZONES] + [Skill(SkillKind.POINTS, (g,)) for g in GOODS])


@dataclass(frozen=True)
class ActionCard:
    """What the rules use of an action card: its colour (the zone it develops; its back shows the zone's good,
    which it delivers as a merchant) and its skill. Its warehouse matters only to the ship's income, which
    the table reads off the boards."""

    zone: Zone
    skill: Skill

    @property
    def good(self) -> Good:
        return ZONE_GOOD[self.zone]


@dataclass(frozen=True)
class Contract:
    """A contract card: the cost (top), the reward (bottom), the points (bottom right). ``*_any`` count "any
    good" symbols; ``reward_contracts`` counts "new contract" symbols. ``start``: a start contract (bell)."""

    cost: Goods = Goods()
    cost_any: int = 0
    cost_coins: int = 0
    reward: Goods = Goods()
    reward_any: int = 0
    reward_coins: int = 0
    reward_contracts: int = 0
    points: int = 0
    start: bool = False


# A seat's start contract before the table read it off its card (set-up step 9 deals it face up; its figures matter
# only when it is fulfilled: games/kilia/figures.py). No real contract costs nothing (cards.check_contract).
UNREAD_START = Contract(start=True)


class Goal(enum.Enum):
    """The six goals on the council board, each under its scoring wheel."""

    ZONE4 = "zone4"  # 1 zone developed 4 times (once a zone)
    ZONES3 = "zones3"  # 2 zones developed 3 times (twice at most)
    ZONES2 = "zones2"  # 4 zones developed 2 times (once)
    MARKET = "market"  # a full market (once)
    CONTRACTS = "contracts"  # 3, 6, 9... contracts fulfilled
    COINS = "coins"  # pay 15 coins (any number of times)


GOALS = (Goal.ZONE4, Goal.ZONES3, Goal.ZONES2, Goal.MARKET, Goal.CONTRACTS, Goal.COINS)


# The market (6 spaces): the bottom row 0 1 2 (left to right), the middle row 3 (above 0 and 1) and 4 (above
# 1 and 2), the top 5 (above 3 and 4). "Dès que vous avez 2 marchands adjacents dans une rangée, vous pouvez
# en placer un sur l'emplacement situé juste au-dessus"; "rangée inférieure 1 fois par tour, ... intermédiaire
# 2 fois par tour, ... supérieure 3 fois par tour".
SPACE_ROW = (0, 0, 0, 1, 1, 2)
SUPPORTS = {3: (0, 1), 4: (1, 2), 5: (3, 4)}
ACTIVATIONS = (1, 2, 3)  # by row


class Bonus(enum.Enum):
    """What a market space gives the first merchant placed on it."""

    ANY_GOOD = "any_good"
    COINS = "coins"  # 3 coins
    SPRATS = "sprats"  # a smoked sprats card
    CONTRACT = "contract"  # a new contract from the supply
    NONE = "none"


class Improvement(enum.Enum):
    """What a seat may still do before its current action is finished."""

    CONTRACT = "contract"  # take a contract from the supply (castle, market bonus, contract reward)
    SKILL = "skill"  # take an action card as a skill (university)
    WAREHOUSE = "warehouse"  # take an action card as a warehouse on the canal (warehouse)


class Phase(enum.Enum):
    COLOURS = "colours"  # set-up step 8: each player in turn chooses a colour
    TURNS = "turns"  # a round of turns
    SAILING = "sailing"  # the council phase: each ship's income (the table reads it off the boards)
    DELIVERY = "delivery"  # after the last council: goods delivered to points skills
    OVER = "over"


@dataclass(frozen=True)
class Claim:
    """A scoring token (or, past the 4th, a good of one's colour) placed on a goal in ``round``; ``space`` is
    its space on the wheel once the council phase moved it (None before; -1: no space, scores nothing)."""

    goal: Goal
    round: int
    space: int | None = None
    token: bool = True


@dataclass(frozen=True)
class Warehouse:
    card: ActionCard
    space: int  # 1..canal spaces, along the canal
    reversed: bool = False  # laid the other way round


@dataclass(frozen=True)
class SeatState:
    colour: Colour | None = None
    coins: int = 0
    goods: Goods = Goods()
    zones: tuple[tuple[ActionCard | None, ...], ...] = ((), (), (), ())  # ZONES order; None: a sprats card
    merchants: tuple[tuple[ActionCard, ...], ...] = ((),) * 6  # market spaces (see market.py); top card last
    activations: tuple[int, ...] = (0,) * 6  # coins on each market space this round
    skills: tuple[ActionCard, ...] = ()
    warehouses: tuple[Warehouse, ...] = ()
    contracts: tuple[Contract, ...] = ()  # active, face up
    fulfilled: tuple[Contract, ...] = ()  # face down: SECRET to the other seats until the end
    claims: tuple[Claim, ...] = ()
    sprats: int = 0  # smoked sprats cards that can be played
    sprats_new: int = 0  # taken this turn: playable from the next turn
    sailed: bool = False  # this council phase's ship income is entered
    delivered: int | None = None  # goods delivered to points skills at the end (None: not yet)
    ship_reversed: bool = False  # the bow faces the other way (after each sailing)

    def zone(self, zone: Zone) -> int:
        return len(self.zones[ZONES.index(zone)])

    @property
    def keys(self) -> int:
        """The printed key plus one a castle development."""
        return 1 + self.zone(Zone.CASTLE)

    @property
    def ship(self) -> int:
        """Ship 1 at the start, the next ship with each shipyard development."""
        return 1 + self.zone(Zone.SHIPYARD)

    def has_skill(self, skill: Skill) -> bool:
        return any(card.skill == skill for card in self.skills)

    def claims_of(self, goal: Goal) -> int:
        return sum(1 for c in self.claims if c.goal is goal)


@dataclass(frozen=True)
class Components:
    """The numbers printed on the boards and cards that the rulebook does not give (config/games/kilia.toml;
    the app asks the table). Card lists are kept as the option strings (games.kilia.cards parses them);
    None: the table describes each card as it is turned up."""

    # None: not known yet, read off the box when a move first needs it (games/kilia/figures.py); a None inside a
    # tuple: that one figure not read yet (a move needs one slot's price, one space's bonus)
    supply_prices: tuple[int | None, ...] | None  # coins for supply slots 2..5 (slot n needs n keys; slot 1 is free)
    contract_keys: tuple[int | None, ...] | None  # keys above the 5 contract slots
    contract_prices: tuple[int | None, ...] | None  # coins above the 5 contract slots
    market_bonuses: tuple[Bonus | None, ...] | None  # the 6 market spaces (market.py numbers them)
    wheels: tuple[tuple[int, ...] | None, ...]  # GOALS order: values in the order tokens take them (highest first)
    canal_spaces: int | None
    start_contracts: tuple[Contract, ...] | None  # COLOURS order
    action_cards: str | None = None  # the box's 96 action cards, or None (described as turned up)
    contracts: str | None = None  # the box's 32 contracts, or None


@dataclass(frozen=True)
class Rules:
    """The table's choices where the rulebook leaves room (docs/rules/kilia.md says why)."""

    extra_wheel: str = "none"  # or a goal whose wheel the extra wheel covers
    trade_and_exchange: str = "apart"  # or "exclusive"
    full_wheel: str = "lowest"  # or "nothing"
    twice_in_a_round: str = "share"  # or "in_turn": one player's tokens on one goal in one round, one space each
    refreshes: str = "any"  # or "once": the supply refreshed once a turn at most
    contracts_goal: str = "every_third"  # or "up_to_ninth": tokens at the 3rd, 6th and 9th contract only
    sprats_development: str = "any_action"  # or "first_action": a sprats card develops only as the turn's action
    sprats_bonus: str = "any_time"  # or "with_action": a sprats card for a coin or a good once an action is played


@dataclass(frozen=True)
class Turn:
    """Where the current turn stands."""

    actions: int = 0  # actions (cards played to a zone or the market) done this turn
    allowed: int = 1  # the turn's action plus one a development of a zone with an extra-action skill
    pending: tuple[Improvement, ...] = ()  # the current action's improvements still to do (or skip)
    developing: Zone | None = None  # the zone developed by the current action
    refreshes: int = 0  # refreshes of the supply this turn


@dataclass(frozen=True)
class KiliaState:
    players: tuple[Player, ...]
    rules: Rules
    components: Components
    phase: Phase
    first_seat: int  # holds the Kiel crest: first every round
    seat: int  # whose turn it is (or, in the colours phase, whose choice)
    seats: tuple[SeatState, ...]
    round: int = 1
    action_slots: tuple[ActionCard | None, ...] = (None,) * 5
    contract_slots: tuple[Contract | None, ...] = (None,) * 5
    action_deck: int = 96
    contract_deck: int = 32
    set_aside: tuple[ActionCard, ...] = ()  # a refreshed supply, back in the deck once the new one is out
    refill_actions: bool = True  # the table is turning up action cards into the empty slots
    refill_contracts: bool = True
    sprats_left: int = 4
    turn: Turn = field(default_factory=Turn)
    final_round: int | None = None  # set when a seat places its 4th token: the next round is the last
    final_trigger: int | None = None  # the seat whose 4th token set it (the banner names them)

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def seat_replaced(self, seat: int, **changes: object) -> tuple[SeatState, ...]:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)  # type: ignore[arg-type]
        return tuple(seats)

    def with_seat(self, seat: int, new: SeatState) -> KiliaState:
        seats = list(self.seats)
        seats[seat] = new
        return replace(self, seats=tuple(seats))

    @property
    def action_reveal_due(self) -> bool:
        return self.refill_actions and None in self.action_slots and self.action_deck > 0

    @property
    def contract_reveal_due(self) -> bool:
        return self.refill_contracts and None in self.contract_slots and self.contract_deck > 0

    @property
    def reveal_due(self) -> bool:
        return self.action_reveal_due or self.contract_reveal_due

    @property
    def last_round(self) -> bool:
        return self.final_round == self.round
