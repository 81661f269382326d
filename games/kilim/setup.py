"""Kilim's set-up (rulebook "MISE EN PLACE" and "VERSION POUR 2 JOUEURS") and the table's options."""

from __future__ import annotations

from typing import Any, Mapping

from games.base import N_, Plural, RuleError, Setup, TableOption
from games.kilim.model import CLASSIC, KilimState, Motif, Phase, Pile, Rules, SeatState

MIN_PLAYERS = 2
MAX_PLAYERS = 5  # 5 colours of cards in the box
DAYS = 3
PILE_SIZE = 15  # 45 carpet dominoes in three numbered groups
TWO_PLAYER_REMOVED = 5  # "retirez du jeu au hasard 5 dominos de chaque groupe"
GOLD_CARDS = 15
TWO_PLAYER_GOLD = 10  # "Ne distribuez pas les cartes Or d'une valeur supérieure à 10"
SCRAPS = 5
PERFECT_DOMINOES = 3

# Torn dominoes replacing carpet dominoes, per pile (step 2 and the 2-player version).
TORN_PER_PILE = {2: (1, 1, 0), 3: (1, 1, 1), 4: (2, 1, 1), 5: (2, 2, 1)}

# The rules the table settles at set-up, the first choice being the default (docs/rules/kilim.md says why).
TABLE_OPTIONS = (
    TableOption("equal_bids", N_("Equal gold bids"), (
        ("cancel_all", N_("cancel at every level")), ("cancel_top", N_("only a tie for the top bid cancels")))),
    TableOption("bar_when_no_winner", N_("When nobody wins the domino, offers are measured against"), (
        ("zero", N_("nothing (0)")), ("highest_played", N_("the highest gold card played")))),
    TableOption("largest_tie", N_("A tie for a motif's largest group"), (
        ("none", N_("gives the 5 points to nobody")), ("shared", N_("gives 5 points to each tied weaver")))),
    TableOption("largest_min", N_("A largest group needs at least"), (
        (2, N_("2 motifs")), (1, N_("1 motif")))),
    TableOption("adjacent_torn", N_("Two torn motifs side by side"), (
        ("no_group", N_("form no group (-3 each)")), ("no_penalty", N_("cost nothing")))),
    TableOption("scrap_hole", N_("A scrap fills a hole"), (
        ("inside", N_("inside the kilim's rectangle")), ("touching", N_("anywhere touching the kilim")))),
)
OPTIONS: dict[str, tuple[Any, ...]] = {option.name: option.values for option in TABLE_OPTIONS}


def rules_from(options: Mapping[str, Any]) -> Rules:
    """The Rules for these options; RuleError names an unknown option or value and what is allowed."""
    values: dict[str, Any] = {}
    for name, value in options.items():
        if name == "scrap_bag":
            values[name] = _scrap_bag(value)
            continue
        allowed = OPTIONS.get(name)
        if allowed is None:
            raise RuleError("Kilim has no option {name}; its options are {known}",
                            name=name, known=", ".join(sorted([*OPTIONS, "scrap_bag"])))
        if not any(type(value) is type(a) and value == a for a in allowed):
            raise RuleError("The option {name} cannot be {value}; it can be {allowed}",
                            name=name, value=repr(value), allowed=", ".join(repr(v) for v in allowed))
        values[name] = value
    return Rules(**values)


def _scrap_bag(value: Any) -> str | None:
    if value is None:
        return None
    letters = "".join(m.value for m in CLASSIC)
    if not isinstance(value, str) or len(value) != SCRAPS or any(ch not in letters for ch in value):
        raise RuleError("The scrap bag option lists the scraps' motifs, {motifs} from {letters} (e.g. ABCDE), not "
                        "{value}", motifs=Plural.of("{count} letter", "{count} letters", SCRAPS), letters=letters,
                        value=repr(value))
    return "".join(sorted(value))


def piles_for(players: int) -> tuple[Pile, ...]:
    size = PILE_SIZE - TWO_PLAYER_REMOVED if players == 2 else PILE_SIZE
    return tuple(Pile(size=size, torn=torn) for torn in TORN_PER_PILE[players])


def initial_state(setup: Setup) -> KilimState:
    count = len(setup.players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise RuleError("Kilim is played by {min} to {max} players, not {count}",
                        min=MIN_PLAYERS, max=MAX_PLAYERS, count=count)
    setup.check_first_seat()
    names = [p.name.strip() for p in setup.players]
    if any(not n for n in names):
        raise RuleError("Every player needs a name")
    if len({n.casefold() for n in names}) != count:
        raise RuleError("Two players have the same name; every weaver needs a name of their own")
    rules = rules_from(dict(setup.options))
    bag = tuple(Motif(ch) for ch in rules.scrap_bag) if rules.scrap_bag else ()
    return KilimState(
        players=setup.players, rules=rules,
        max_gold=TWO_PLAYER_GOLD if count == 2 else GOLD_CARDS,
        day=1, piles=piles_for(count), phase=Phase.REVEAL,
        seats=tuple(SeatState() for _ in range(count)), sealed=(None,) * count,
        bag=SCRAPS, bag_motifs=bag, perfect_left=PERFECT_DOMINOES)
