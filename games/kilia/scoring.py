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

from dataclasses import dataclass
from typing import Iterable, Sequence

from games.base import Outcome
from games.kilia.model import COLOUR_ZONE, GOALS, ZONES, Claim, Colour, KiliaState
from games.ranking import rank

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


def spaces_by_round(rounds: Iterable[int], values: Sequence[int], players: int, full_wheel: str) -> dict[int, int]:
    """A whole game's tokens on one wheel at once: round -> the space that round's tokens took (the council phase
    does it round by round: games.kilia.council.move_tokens)."""
    taken: list[int] = []
    found: dict[int, int] = {}
    for r in sorted(set(rounds)):
        found[r] = next_space(values, taken, players, full_wheel)
        taken.append(found[r])
    return found


def space_value(values: Sequence[int], space: int | None) -> int:
    return 0 if space is None or space == NO_SPACE else values[space]


def council_points(claims: Iterable[Claim], wheels: Sequence[Sequence[int]]) -> int:
    return sum(space_value(wheels[GOALS.index(c.goal)], c.space) for c in claims)


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


def places(result: Outcome) -> dict[int, int]:
    """Seat -> place (1 = first; tied seats share a place and the next place skips: 1, 1, 3)."""
    found, place = {}, 1
    for group in result.ranking:
        for seat in group:
            found[seat] = place
        place += len(group)
    return found
