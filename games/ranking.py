"""Ranking seats by score with named tie-breaks, shared by every game's outcome."""

from __future__ import annotations

from typing import Sequence

from games.base import Outcome, Termination


def rank(scores: Sequence[int], tie_breaks: Sequence[tuple[str, Sequence[int]]] = (),
         lowest_wins: bool = False, termination: Termination = Termination.SCORE) -> Outcome:
    """Order seats by score (highest first unless ``lowest_wins``), then by each named tie-break value
    (always highest first). Seats still equal share a place. ``Outcome.tie_break`` names the first
    tie-break that separated the leaders, if one was needed."""
    sign = 1 if lowest_wins else -1
    seats = range(len(scores))

    def key(seat: int, depth: int) -> tuple[int, ...]:
        return (sign * scores[seat], *(-values[seat] for _, values in tie_breaks[:depth]))

    full = len(tie_breaks)
    ordered = sorted(seats, key=lambda s: key(s, full))
    ranking: list[tuple[int, ...]] = []
    for seat in ordered:
        if ranking and key(ranking[-1][0], full) == key(seat, full):
            ranking[-1] = (*ranking[-1], seat)
        else:
            ranking.append((seat,))
    winners = ranking[0]
    tie_break = None
    leaders_on_score = [s for s in seats if scores[s] == scores[winners[0]]]
    if len(leaders_on_score) > 1:
        for depth, (name, _) in enumerate(tie_breaks, start=1):
            if len({key(s, depth) for s in leaders_on_score}) > 1:
                tie_break = name
                break
    return Outcome(winners=winners, ranking=tuple(ranking), scores=tuple(scores),
                   termination=termination, tie_break=tie_break)


def places(outcome: Outcome) -> dict[int, int]:
    """Seat -> place (1 = first; tied seats share a place and the next place skips: 1, 1, 3)."""
    found, place = {}, 1
    for group in outcome.ranking:
        for seat in group:
            found[seat] = place
        place += len(group)
    return found
