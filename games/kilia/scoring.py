"""The scoring wheels (council phase) and the final count ("Fin de la partie et décompte des points").

- "déplacer chacun de vos jetons de score placés sur un objectif vers la case vide de plus grande valeur du
  gouvernail"; "Si plusieurs joueurs remplissent un même objectif au cours d'une même manche, ils placent leurs
  jetons de score sur la même case"; "Dans une partie à 2 joueurs, recouvrez le 2e chiffre le plus élevé de
  chaque gouvernail". A token that finds no free space: option full_wheel (the rulebook does not say).
- The score pad: the wheels; "3 points pour chaque carte placée sous la zone de développement de votre
  couleur"; the fulfilled contracts' points; "1 point pour chaque marchandise" delivered to a points skill.
  "En cas d'égalité, le joueur à égalité qui a le plus de marchandises et de pièces l'emporte."
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, replace
from typing import Any, Callable, Iterable, Mapping, Sequence

from games import readings
from games.base import Outcome
from games.kilia.model import COLOUR_ZONE, GOALS, ZONES, Claim, Colour, Goal, KiliaState, Phase, Rules
from games.kilia.setup import OPTIONS
from games.ranking import places as places, rank  # places: re-exported, the views and headless ask it here

COLOUR_POINTS = 3  # "Marquez 3 points pour chaque carte placée sous la zone de développement de votre couleur"
TIE_BREAK = "most goods and coins"
COVERED = 1  # "le 2e chiffre le plus élevé": the second space in the order tokens take them
NO_SPACE = -1


def covered(values: Sequence[int], players: int) -> set[int]:
    return {COVERED} if players == 2 and len(values) > COVERED else set()


def next_space(values: Sequence[int], taken: Iterable[int], players: int, full_wheel: str) -> int:
    """The space the tokens of a goal reached this round take: the highest free one (the values are listed in
    the order tokens take them). With none free: the lowest space (shared), or NO_SPACE (scores nothing)."""
    occupied = set(taken) | covered(values, players)
    for space in range(len(values)):
        if space not in occupied:
            return space
    if full_wheel == "lowest":
        return max(s for s in range(len(values)) if s not in covered(values, players))
    return NO_SPACE


def ranks(owners: Sequence[int], twice_in_a_round: str) -> list[int]:
    """Each of a round's tokens on one goal, its rank: 0 for every player's first token of the round; a player's
    second token 1, and so on, when the table's reading is "in_turn" (with "share", 0 too)."""
    seen: Counter[int] = Counter()
    found = []
    for owner in owners:
        found.append(seen[owner] if twice_in_a_round == "in_turn" else 0)
        seen[owner] += 1
    return found


def round_spaces(values: Sequence[int], taken: Iterable[int], players: int, full_wheel: str,
                 token_ranks: Sequence[int]) -> list[int]:
    """The space of each of one round's tokens on a wheel, rank by rank: tokens of one rank share a space, the
    next rank takes the next free one."""
    occupied, by_rank = list(taken), {}
    for rank_ in sorted(set(token_ranks)):
        by_rank[rank_] = next_space(values, occupied, players, full_wheel)
        occupied.append(by_rank[rank_])
    return [by_rank[r] for r in token_ranks]


def wheel_spaces(tokens: Sequence[tuple[int, int]], values: Sequence[int], players: int, rules: Rules) -> list[int]:
    """A whole game's tokens on one wheel at once, each (owner, round): the space each takes (the council phase
    does it round by round: games.kilia.council.move_tokens)."""
    spaces = [NO_SPACE] * len(tokens)
    taken: list[int] = []
    for round_ in sorted({r for _, r in tokens}):
        fresh = [i for i, (_, r) in enumerate(tokens) if r == round_]
        found = round_spaces(values, taken, players, rules.full_wheel,
                             ranks([tokens[i][0] for i in fresh], rules.twice_in_a_round))
        for i, space in zip(fresh, found):
            spaces[i] = space
        taken += found
    return spaces


def space_value(values: Sequence[int], space: int | None) -> int:
    return 0 if space is None or space == NO_SPACE else values[space]


def council_points(claims: Iterable[Claim], wheels: Sequence[Sequence[int] | None]) -> int:
    """A wheel is known once a token is placed on it (games/kilia/figures.py): a claim needs its wheel."""
    return sum(space_value(wheels[GOALS.index(c.goal)] or (), c.space) for c in claims)


@dataclass(frozen=True)
class Breakdown:
    """One line of the score pad per row, and what breaks a tie (goods and coins left)."""

    council: int
    colour: int
    contracts: int
    goods: int
    left: int

    @property
    def total(self) -> int:
        return self.council + self.colour + self.contracts + self.goods


def colour_points(colour: Colour | None, zone_cards: Sequence[int]) -> int:
    """``zone_cards``: cards under each zone, in ZONES order."""
    if colour is None:
        return 0
    return COLOUR_POINTS * zone_cards[ZONES.index(COLOUR_ZONE[colour])]


READINGS = ("full_wheel", "twice_in_a_round")  # the table options that change where tokens score, not the play


def council_under(state: KiliaState, rules: Rules) -> list[int]:
    """Each seat's wheel points had the table read the rules as ``rules`` (the tokens' goals and rounds kept)."""
    tokens = {goal: [(s, c.round) for s, held in enumerate(state.seats) for c in held.claims
                     if c.goal is goal and c.space is not None] for goal in GOALS}
    wheels = {goal: values for goal, values in zip(GOALS, state.components.wheels) if values is not None}
    return wheel_points({goal: placed for goal, placed in tokens.items() if placed}, wheels, len(state.seats), rules)


def wheel_points(tokens: Mapping[Goal, Sequence[tuple[int, int]]], wheels: Mapping[Goal, Sequence[int]],
                 players: int, rules: Rules) -> list[int]:
    """Each seat's wheel points from every token, (owner, round) per goal."""
    found = [0] * players
    for goal, placed in tokens.items():
        for (seat, _), space in zip(placed, wheel_spaces(placed, wheels[goal], players, rules)):
            found[seat] += space_value(wheels[goal], space)
    return found


def reading_effects(council: Callable[[Rules], list[int]], rules: Rules) -> list[list[dict[str, Any]]]:
    """Per seat, the readings that changed its wheel points (games.readings; ``council``: the wheel points under
    some rules)."""
    return readings.effects(lambda changes: council(replace(rules, **changes)), asdict(rules),
                            {name: OPTIONS[name] for name in READINGS})


def breakdown(state: KiliaState, seat: int) -> Breakdown:
    held = state.seats[seat]
    return Breakdown(council=council_points(held.claims, state.components.wheels),
                     colour=colour_points(held.colour, [len(z) for z in held.zones]),
                     contracts=sum(c.points for c in held.fulfilled), goods=held.delivered or 0,
                     left=held.goods.total + held.coins)


def outcome_of(breakdowns: Sequence[Breakdown]) -> Outcome:
    """ "Le joueur qui a le plus de points gagne la partie. En cas d'égalité, le joueur à égalité qui a le plus de
    marchandises et de pièces l'emporte." Players still equal share the win."""
    return rank([b.total for b in breakdowns], [(TIE_BREAK, [b.left for b in breakdowns])])


def outcome(state: KiliaState) -> Outcome:
    return outcome_of([breakdown(state, s) for s in range(len(state.players))])


def public_points(state: KiliaState, seat: int) -> int:
    """What the table can count of ``seat``'s score pad before the end: the wheels (the council phase moves the
    tokens in sight) and the cards under its colour's zone. Fulfilled contracts lie face down ("SECRET to the other
    seats until the end") and goods are delivered only after the last council, so neither counts before."""
    held = breakdown(state, seat)
    return held.council + held.colour


def score_over_game(states: Sequence[KiliaState]) -> tuple[tuple[int, ...], ...]:
    """Each seat's public points at the end of each round (the round counter steps once the council phase is
    over), then the score pad's totals once the game is over (contracts turned over, goods delivered): the play
    log's chart (docs/records.md#the-play-log)."""
    found: list[tuple[int, ...]] = []
    for before, after in zip(states, states[1:]):
        seats = range(len(after.players))
        if after.phase is Phase.OVER and before.phase is not Phase.OVER:
            found.append(tuple(breakdown(after, s).total for s in seats))
        elif after.round > before.round:
            found.append(tuple(public_points(after, s) for s in seats))
    return tuple(found)
