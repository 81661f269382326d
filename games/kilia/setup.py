"""Kilia's set-up (rulebook "Matériel et mise en place"), the table's options and the component data.

The rulebook does not print the coin prices above supply slots 2 and 5, the keys and prices above the contract
slots, the market space bonuses, the scoring wheels' values, the extra wheel's values, the number of canal
spaces, nor the cards. They come through Setup.options (the app reads config/games/kilia.toml and asks the
table, once, for what it does not know; games/kilia/data.py); the engine refuses to start without them and
says which is missing. Figures are strings of whole numbers ("1 3 5 7"), lists strings of words, the forms
a Setup keeps through JSON.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any, Callable, Mapping

from games.base import N_, Phrase, Plural, RuleError, Setup, TableOption
from games.kilia import cards
from games.kilia.words import goal_phrase
from games.kilia.model import (COLOUR_ZONE, COLOURS, GOALS, GOODS, ZONE_GOOD, Bonus, Colour, Components, Contract,
                               Goal, Goods, KiliaState, Phase, Rules, SeatState, UNREAD_START)

MIN_PLAYERS = 2
MAX_PLAYERS = 4  # "4 plateaux Joueur (de 4 couleurs différentes)"
SLOTS = 5  # "Piochez 5 cartes ... face visible" (actions and contracts)
MARKET_SPACES = 6  # "l'un de vos 6 emplacements de marché"
START_COINS = 3  # "Prenez 3 pièces de 1 thaler"
SPRATS_CARDS = 4  # "4 cartes Sprats fumés"
SCORE_TOKENS = 4  # "4 jetons de score"
ZONE_MAX = 4  # "Vous pouvez développer chaque zone 4 fois au maximum"
KNOWN_SUPPLY_PRICES = {3: 3, 4: 5}  # "payer 3 pièces" for the 3rd card, "dépenser 5 pièces" for the 4th
BOX_THALERS = 66 + 16 * 5  # "82 pièces (66 x 1 thaler, 16 x 5 thalers)"

DATA_OPTIONS = ("supply_prices", "contract_keys", "contract_prices", "market_bonuses",
                *(f"wheel_{g.value}" for g in GOALS), "extra_wheel_values", "canal_spaces", "start_contracts",
                "action_cards", "contracts")
# What a game may start without: each is read off the box when a move first needs it (games/kilia/figures.py).
LATE_OPTIONS = ("supply_prices", "contract_keys", "contract_prices", "market_bonuses",
                *(f"wheel_{g.value}" for g in GOALS), "extra_wheel_values", "canal_spaces", "start_contracts")
UNLISTED = "unlisted"  # the value of action_cards / contracts when the table describes each card turned up

TABLE_OPTIONS = (
    TableOption("extra_wheel", N_("The extra scoring wheel"), (
        ("none", N_("stays in the box")),
        ("zone4", N_("covers the wheel of 1 zone developed 4 times")),
        ("zones3", N_("covers the wheel of 2 zones developed 3 times")),
        ("zones2", N_("covers the wheel of 4 zones developed 2 times")),
        ("market", N_("covers the wheel of the full market")),
        ("contracts", N_("covers the wheel of 3 contracts fulfilled")),
        ("coins", N_("covers the wheel of 15 coins")))),
    TableOption("trade_and_exchange", N_("The 3:1 trade and the Exchange skill"), (
        ("apart", N_("may pay for the same purchase, but a trade never counts exchanged goods as alike")),
        ("exclusive", N_("never pay for the same purchase")))),
    TableOption("full_wheel", N_("A scoring token that finds no free space on its wheel"), (
        ("lowest", N_("shares the lowest space")), ("nothing", N_("scores nothing")))),
    TableOption("twice_in_a_round", N_("One player's two scoring tokens on the same goal in the same round"), (
        ("share", N_("share one space, as several players' tokens do")),
        ("in_turn", N_("take one space after the other")))),
    TableOption("refreshes", N_("Refreshing the supply for 5 coins, before the turn's first card"), (
        ("any", N_("as often as paid for")), ("once", N_("once a turn")))),
    TableOption("contracts_goal", N_("The goal of 3 contracts fulfilled"), (
        ("every_third", N_("takes a token at every 3rd contract: the 3rd, 6th, 9th, 12th...")),
        ("up_to_ninth", N_("takes tokens at the 3rd, 6th and 9th contract only")))),
    TableOption("sprats_development", N_("A smoked sprats card played as a development"), (
        ("any_action", N_("may be any action of the turn, an extra one too")),
        ("first_action", N_("only as the turn's action, instead of its supply card")))),
    TableOption("sprats_bonus", N_("A smoked sprats card played for a coin or a good"), (
        ("any_time", N_("any time of one's turn outside an action")),
        ("with_action", N_("only once the turn's action card is played")))),
)
OPTIONS: dict[str, tuple[Any, ...]] = {option.name: option.values for option in TABLE_OPTIONS}

# What the engine says when a component option is missing (N_: the values are message ids, the keys are not).
MISSING = {
    "supply_prices": N_("Look at the council board: the coin prices printed above action card slots 2 to 5 (the "
                        "rulebook gives only slot 3, 3 coins, and slot 4, 5 coins); enter the 4 figures"),
    "contract_keys": N_("Look at the council board: the keys printed above the 5 contract slots (the rulebook does "
                        "not give them); enter the 5 figures"),
    "contract_prices": N_("Look at the council board: the coin prices printed above the 5 contract slots (the "
                          "rulebook does not give them); enter the 5 figures"),
    "market_bonuses": N_("Look at a player board: the bonus printed on each of the 6 market spaces (the rulebook "
                         "does not say which space shows which)"),
    "wheel": N_("Look at the council board: the values on the scoring wheel of {goal} (the rulebook does not give "
                "them); enter them highest first, in the order tokens take the spaces"),
    "extra_wheel_values": N_("Look at the extra scoring wheel (the table chose to use it): its values, highest "
                             "first; or leave the extra wheel in the box"),
    "canal_spaces": N_("Look at a player board: count the warehouse spaces along the canal (the rulebook does not "
                       "give them)"),
    "start_contracts": N_("Look at the 4 start contracts (a bell, a coloured back): the rulebook does not print "
                          "them; enter what each colour's card prints"),
    "action_cards": N_("Look at the 96 action cards: the rulebook does not list them; enter them, or let the table "
                       "describe each card as it is turned up"),
    "contracts": N_("Look at the 32 contracts: the rulebook does not list them; enter them, or let the table "
                    "describe each contract as it is turned up"),
}
# One figure of an entry, asked where a move needs only that figure (games/kilia/figures.py: "contract_prices.2").
ONE_FIGURE = {
    "supply_prices": N_("How many coins does the council board show above action card slot {slot}?"),
    "contract_keys": N_("How many keys does the council board show above contract slot {slot}?"),
    "contract_prices": N_("How many coins does the council board show above contract slot {slot}?"),
    "market_bonuses": N_("Which bonus does a player board show on its market space at the {space}?"),
}
# What each piece of component data is, as a player reads it on the box (in refusals of a malformed entry).
ENTRY_NAMES = {
    "supply_prices": N_("the prices above action card slots 2 to 5"),
    "contract_keys": N_("the keys above the contract slots"),
    "contract_prices": N_("the prices above the contract slots"),
    "market_bonuses": N_("the market spaces' bonuses"),
    "wheel": N_("a scoring wheel's values"),
    "extra_wheel_values": N_("the extra scoring wheel's values"),
    "canal_spaces": N_("the warehouse spaces along the canal"),
    "start_contracts": N_("the start contracts"),
    "action_cards": N_("the action card list"),
    "contracts": N_("the contract list"),
}


def _shown(value: Any) -> str:
    """An entry as the table typed it (a list's figures one after another)."""
    return " ".join(str(v) for v in value) if isinstance(value, (list, tuple)) else str(value)


def entry_phrase(name: str) -> Phrase | str:
    """A component entry by what it is on the box; a headless file's field (``wheels.coins``) by its name."""
    key = "wheel" if name.startswith("wheel_") else name
    return Phrase(ENTRY_NAMES[key]) if key in ENTRY_NAMES else name


def rules_from(options: Mapping[str, Any]) -> Rules:
    """The Rules for these options (component data aside); RuleError names an unknown option or value."""
    values: dict[str, Any] = {}
    for name, value in options.items():
        if name in DATA_OPTIONS:
            continue
        allowed = OPTIONS.get(name)
        if allowed is None:
            raise RuleError("Kilia has no option {name}; its options are {known}", name=name,
                            known=", ".join(sorted([*OPTIONS, *DATA_OPTIONS])))  # a set-up file's slip, not a player's
        if not any(type(value) is type(a) and value == a for a in allowed):
            raise RuleError("The option {name} cannot be {value}; it can be {allowed}",
                            name=name, value=repr(value), allowed=", ".join(repr(v) for v in allowed))
        values[name] = value
    return Rules(**values)


def figures(name: str, value: Any, count: int | None = None, most: int = 99) -> tuple[int, ...]:
    """Whole numbers from a string ("1 3 5 7" or "1, 3, 5, 7") or a list; RuleError if malformed."""
    items = value
    if isinstance(value, str):
        items = [int(w) if w.isdigit() else w for w in value.replace(",", " ").split()]
    if (not isinstance(items, (list, tuple)) or not items or (count is not None and len(items) != count)
            or any(not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= most for v in items)):
        if count is None:
            raise RuleError("Enter whole numbers from 0 to {most} for {entry}, not {value}",
                            entry=entry_phrase(name), most=most, value=_shown(value))
        raise RuleError("Enter {figures} from 0 to {most} for {entry}, not {value}", entry=entry_phrase(name),
                        figures=Plural.of("{count} whole number", "{count} whole numbers", count), most=most,
                        value=_shown(value))
    return tuple(items)


def supply_prices(value: Any) -> tuple[int, ...]:
    prices = figures("supply_prices", value, SLOTS - 1)
    for slot, price in KNOWN_SUPPLY_PRICES.items():
        if prices[slot - 2] != price:
            raise RuleError("Action card slot {slot} costs {price} (rulebook example), not {value}: the figures are "
                            "slots 2 to 5, left to right", slot=slot,
                            price=Plural.of("{count} coin", "{count} coins", price), value=prices[slot - 2])
    return prices


def wheel(name: str, value: Any) -> tuple[int, ...]:
    values = figures(name, value, most=30)
    if any(b > a for a, b in zip(values, values[1:])):
        raise RuleError("The values of {entry} go up ({value}); the highest space is taken first, so each value is "
                        "at most the one before", entry=entry_phrase(name), value=_shown(value))
    return values


def market_bonuses(value: Any) -> tuple[Bonus, ...]:
    words = value.replace(",", " ").split() if isinstance(value, str) else value
    names = {b.value for b in Bonus}
    found = tuple(Bonus(w) for w in words if isinstance(w, str) and w in names) if isinstance(words, list) else ()
    if not isinstance(words, list) or len(words) != MARKET_SPACES or len(found) != MARKET_SPACES:
        raise RuleError("The market has 6 spaces, each with one bonus (bottom row left to right, middle row, top)")
    return found


def contract_keys(value: Any) -> tuple[int, ...]:
    keys = figures("contract_keys", value, SLOTS, most=1 + ZONE_MAX)
    if any(b < a for a, b in zip(keys, keys[1:])):
        raise RuleError("The keys above the contract slots go down ({value}); a slot further right never needs "
                        "fewer keys", value=_shown(value))
    return keys


def canal_spaces(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 9:
        raise RuleError("A player board has 1 to 9 warehouse spaces along the canal, not {value}",
                        value=_shown(value))
    return value


def card_list(name: str, value: Any) -> str | None:
    """A card list option: None for 'unlisted', else the text (checked: the box's count of valid cards)."""
    if not isinstance(value, str):
        raise RuleError("{entry} is a text listing the cards, or 'unlisted'", entry=entry_phrase(name))
    if value.strip() == UNLISTED:
        return None
    if name == "action_cards":
        cards.action_list(value)
    else:
        cards.contract_list(value)
    return value


def start_contracts(value: Any) -> tuple[Contract, ...]:
    if not isinstance(value, str):
        raise RuleError("The start contracts are a text: white: CODE; yellow: CODE; red: CODE; brown: CODE")
    return cards.start_contracts(value)


VALIDATORS: dict[str, Callable[[Any], Any]] = {
    "supply_prices": supply_prices,
    "contract_keys": contract_keys,
    "contract_prices": lambda value: figures("contract_prices", value, SLOTS),
    "market_bonuses": market_bonuses,
    **{f"wheel_{g.value}": functools.partial(wheel, f"wheel_{g.value}") for g in GOALS},
    "extra_wheel_values": functools.partial(wheel, "extra_wheel_values"),
    "canal_spaces": canal_spaces,
    "start_contracts": start_contracts,
    "action_cards": functools.partial(card_list, "action_cards"),
    "contracts": functools.partial(card_list, "contracts"),
}


def data_option(options: Mapping[str, Any], name: str) -> Any:
    """The checked value of component option ``name``; RuleError says it is missing or how it is wrong."""
    value = options.get(name)
    if value is None:
        goal = name.removeprefix("wheel_")
        raise RuleError(MISSING["wheel" if name.startswith("wheel_") else name], goal=goal_phrase(goal))
    return VALIDATORS[name](value)


def late_option(options: Mapping[str, Any], name: str) -> Any:
    """A figure the game may learn later (LATE_OPTIONS): its checked value, or None while not known."""
    return None if options.get(name) is None else VALIDATORS[name](options[name])


def components_from(options: Mapping[str, Any], rules: Rules) -> Components:
    """The component data in these options; RuleError names the first missing or malformed one. The figures of
    LATE_OPTIONS may be missing: the game learns them when first needed (games/kilia/figures.py)."""
    wheels = [late_option(options, f"wheel_{goal.value}") for goal in GOALS]
    if rules.extra_wheel != "none":
        wheels[GOALS.index(Goal(rules.extra_wheel))] = late_option(options, "extra_wheel_values")
    return Components(
        supply_prices=late_option(options, "supply_prices"), contract_keys=late_option(options, "contract_keys"),
        contract_prices=late_option(options, "contract_prices"),
        market_bonuses=late_option(options, "market_bonuses"), wheels=tuple(wheels),
        canal_spaces=late_option(options, "canal_spaces"),
        start_contracts=late_option(options, "start_contracts"),
        action_cards=data_option(options, "action_cards"), contracts=data_option(options, "contracts"))


def starting_seat(state: KiliaState, colour: Colour) -> SeatState:
    """Set-up step 9: the start contract (UNREAD_START until the table reads the start contracts off their cards),
    ship 1, 3 coins, 1 good of each kind but the colour's own."""
    own = ZONE_GOOD[COLOUR_ZONE[colour]]
    starts = state.components.start_contracts
    return SeatState(colour=colour, coins=START_COINS,
                     goods=Goods(*(0 if g is own else 1 for g in GOODS)),
                     contracts=(UNREAD_START if starts is None else starts[COLOURS.index(colour)],))


def initial_state(setup: Setup) -> KiliaState:
    count = len(setup.players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise RuleError("Kilia is played by {min} to {max} players, not {count}",
                        min=MIN_PLAYERS, max=MAX_PLAYERS, count=count)
    names = [p.name.strip() for p in setup.players]
    if any(not n for n in names):
        raise RuleError("Every player needs a name")
    if len({n.casefold() for n in names}) != count:
        raise RuleError("Two players have the same name; every captain needs a name of their own")
    setup.check_first_seat()
    options = dict(setup.options)
    rules = rules_from(options)
    state = KiliaState(players=setup.players, rules=rules, components=components_from(options, rules),
                       phase=Phase.COLOURS, first_seat=setup.first_seat, seat=setup.first_seat,
                       seats=tuple(SeatState() for _ in range(count)),
                       action_deck=cards.ACTION_CARDS, contract_deck=cards.CONTRACT_CARDS)
    chosen = [p.colour for p in setup.players]
    if all(c in {x.value for x in Colour} for c in chosen) and len(set(chosen)) == count:
        # The table chose the boards when it named the players: step 8 is done.
        seats = tuple(starting_seat(state, Colour(c)) for c in chosen)
        return replace(state, seats=seats, phase=Phase.TURNS)
    return state
