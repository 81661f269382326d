"""Ilos's set-up (rulebook "CONTENU" and "MISE EN PLACE"), its component counts and the table's options.

The market price rows are not printed in the rulebook: a row known at set-up comes through Setup.options
(``ebony_prices``, ``dye_prices``, ``gold_prices``, ``spices_prices``, each a string of 5 figures such as
"1 2 4 6 9"); a game starts without the others and learns each when it first needs it (games/ilos/figures.py).
"""

from __future__ import annotations

from typing import Any, Mapping

from games.base import N_, RuleError, Setup, TableOption
from games.ilos.model import RESOURCES, IlosState, Phase, Resource, Rules, SeatState
from games.ilos.words import resource_phrase

MIN_PLAYERS = 2
MAX_PLAYERS = 5  # "POUR CHAQUE COULEUR" x 5 screens
# "90 CARTES ACTION" / "RÉPARTITION DES CARTES"
CARD_COUNTS = {"ship": 30, "plantation": 20, "gold_mine": 10, "building": 12, "ruins": 6, "market": 12}
CARDS = sum(CARD_COUNTS.values())
HAND = 5  # "Chaque joueur pioche 5 cartes Action"
SHIPS = 5  # "5 NAVIRES ET 10 PIONNIERS"
PIONEERS = 10
TILES = 20  # "20 TUILES"
TILES_PER_PLAYER = 4  # "prenez au hasard 4 Tuiles par joueur"
MARKET_TOKENS = 8  # "Placez 8 jetons Marché" / "cette action ne peut être réalisée que 8 fois"
PRICE_FIGURES = 5  # "le prix d'une ressource ne peut être augmenté que 4 fois maximum": 4 covered + the last
MAX_RAISES = PRICE_FIGURES - 1
BUILDING_TOKENS = 10  # "10 JETONS BÂTIMENT"
DRAW_BASE = 3  # "PIOCHEZ 3 cartes +1 carte par Navire en jeu +1 carte par Fort en jeu"

PRICE_OPTIONS = {r: f"{r.value}_prices" for r in RESOURCES}

# The rules the table settles at set-up, the first choice being the default (docs/rules/ilos.md says why).
TABLE_OPTIONS = (
    TableOption("first_islands", N_("The first islands are placed"), (
        ("round", N_("in a round of their own before the first turn")),
        ("first_turn", N_("each at the start of its player's first turn")))),
    TableOption("take_from", N_("When deck and discard run dry, the missing cards come from"), (
        ("others", N_("the biggest hand among the other players")),
        ("anyone", N_("the biggest hand, even one's own")))),
    TableOption("empty_trading_post", N_("A trading post with no plantation on its island to copy"), (
        ("refused", N_("cannot be built")), ("allowed", N_("can be built and produces nothing")))),
)
OPTIONS: dict[str, tuple[Any, ...]] = {option.name: option.values for option in TABLE_OPTIONS}


def rules_from(options: Mapping[str, Any]) -> Rules:
    """The Rules for these options (price rows aside); RuleError names an unknown option or value."""
    values: dict[str, Any] = {}
    known = sorted([*OPTIONS, *PRICE_OPTIONS.values()])
    for name, value in options.items():
        if name in PRICE_OPTIONS.values():
            continue
        allowed = OPTIONS.get(name)
        if allowed is None:
            raise RuleError("Ilos has no option {name}; its options are {known}", name=name, known=", ".join(known))
        if not any(type(value) is type(a) and value == a for a in allowed):
            raise RuleError("The option {name} cannot be {value}; it can be {allowed}",
                            name=name, value=repr(value), allowed=", ".join(repr(v) for v in allowed))
        values[name] = value
    return Rules(**values)


def price_row(resource: Resource, value: Any) -> tuple[int, ...]:
    """A market price row: 5 whole prices from the starting one, none lower than the one before. Given as a
    string of figures ("1 2 4 6 9" or "1, 2, 4, 6, 9": the form a Setup keeps through JSON) or a list."""
    figures = value
    if isinstance(value, str):
        words = value.replace(",", " ").split()
        figures = [int(w) if w.isdigit() else w for w in words]
    if (not isinstance(figures, (list, tuple)) or len(figures) != PRICE_FIGURES
            or any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in figures)):
        raise RuleError("The market price row of {resource} must be {count} whole prices from the starting price, "
                        "not {value}", resource=resource_phrase(resource), count=PRICE_FIGURES, value=repr(value))
    if any(b < a for a, b in zip(figures, figures[1:])):
        raise RuleError("The market price row of {resource} goes down ({value}); a market token only raises a "
                        "price, so each figure is at least the one before", resource=resource_phrase(resource),
                        value=repr(value))
    return tuple(figures)


def initial_state(setup: Setup) -> IlosState:
    count = len(setup.players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise RuleError("Ilos is played by {min} to {max} players, not {count}",
                        min=MIN_PLAYERS, max=MAX_PLAYERS, count=count)
    names = [p.name.strip() for p in setup.players]
    if any(not n for n in names):
        raise RuleError("Every player needs a name")
    if len({n.casefold() for n in names}) != count:
        raise RuleError("Two players have the same name; every merchant lord needs a name of their own")
    setup.check_first_seat()
    options = dict(setup.options)
    rules = rules_from(options)
    prices = tuple(None if options.get(PRICE_OPTIONS[r]) is None else price_row(r, options[PRICE_OPTIONS[r]])
                   for r in RESOURCES)
    pile = TILES_PER_PLAYER * count
    phase = Phase.FIRST_ISLANDS if rules.first_islands == "round" else Phase.ACTIONS
    return IlosState(
        players=setup.players, rules=rules, prices=prices, raises=(0,) * len(RESOURCES), phase=phase,
        first_seat=setup.first_seat, seat=setup.first_seat, deck=CARDS - HAND * count, discard=0,
        tile_pile=pile, area=(), seats=tuple(SeatState(hand=HAND) for _ in range(count)))

