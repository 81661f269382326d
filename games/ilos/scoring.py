"""The final reckoning (rulebook "FIN DE LA PARTIE"): each stash sold at the market's prices; the richest
wins, then the one who placed more pioneers, and players still equal share the win.
"""

from __future__ import annotations

from typing import Sequence

from games.base import N_, Outcome, Phrase
from games.ilos import figures
from games.ilos.model import RESOURCES, IlosState, Phase, Resource, Resources
from games.ilos.words import resource_phrase
from games.ranking import places as places, rank  # places: re-exported, the views and headless ask it here
from games.scoresheet import ScoreLine, ScoreSheet

TIE_BREAK = N_("most pioneers")  # "En cas d'égalité c'est le joueur qui a posé le plus de Pionniers qui gagne"


def current_prices(prices: Sequence[Sequence[int]], raises: Sequence[int]) -> dict[Resource, int]:
    """Each resource's price: the first figure of its row not covered by a market token."""
    return {r: prices[i][raises[i]] for i, r in enumerate(RESOURCES)}


def rows(state: IlosState) -> tuple[tuple[int, ...], ...]:
    """Every price row; FigureNeeded for the first the table has not read yet (games/ilos/figures.py)."""
    return tuple(figures.row(state, r) for r in RESOURCES)


def by_resource(stash: Resources, prices: dict[Resource, int]) -> dict[Resource, int]:
    """ "Chaque Ressource vaut le prix indiqué par le Marché" """
    return {r: stash.get(r) * prices[r] for r in RESOURCES}


def stash_values(state: IlosState) -> list[int]:
    prices = current_prices(rows(state), state.raises)
    return [sum(by_resource(s.stash, prices).values()) for s in state.seats]


def outcome_of(values: Sequence[int], pioneers: Sequence[int]) -> Outcome:
    """ "Le joueur le plus riche est le gagnant. En cas d'égalité c'est le joueur qui a posé le plus de
    Pionniers qui gagne. Si l'égalité persiste tous les joueurs à égalité gagnent." """
    return rank(values, [(TIE_BREAK, pioneers)])


def outcome(state: IlosState) -> Outcome:
    return outcome_of(stash_values(state), [state.pioneers_of(s) for s in range(len(state.players))])


def score_sheet(state: IlosState) -> ScoreSheet:
    """Each resource line: the stash's tokens sold at the market's final price; the tie-break when it decided."""
    prices = current_prices(rows(state), state.raises)
    lines = tuple(ScoreLine(Phrase.of(N_("{resource} at {price} each"), resource=resource_phrase(r), price=prices[r]),
                            tuple(s.stash.get(r) * prices[r] for s in state.seats)) for r in RESOURCES)
    result = outcome(state)
    tie_break = None if result.tie_break is None else Phrase(result.tie_break)
    return ScoreSheet(result, lines, tie_break)


def production_values(state: IlosState, known: Sequence[Sequence[int]]) -> list[int]:
    """Each production board (public: it lies before the screen) at the market's prices (the rows ``known``): what a
    turn's production is worth now."""
    prices = current_prices(known, state.raises)
    return [sum(by_resource(s.production, prices).values()) for s in state.seats]


def score_over_game(states: Sequence[IlosState]) -> tuple[tuple[int, ...], ...]:
    """The play log's chart (docs/records.md#the-play-log) from what the table sees. Resources go behind the screen
    ("Placez les Ressources récupérées derrière votre Écran") and are revealed only at the end ("révélez les
    Ressources derrière votre Écran"), so until then each round's row is each production board at that round's
    market prices (a round ends when every seat has finished as many turns); the last row, once the screens are
    lifted, is each stash sold at the market (the score sheet's totals). The rows are the box's, read when the game
    first needed them: the last state's serve every round; no chart while one is still unread."""
    if not states or any(row is None for row in states[-1].prices):
        return ()
    known = rows(states[-1])
    found: list[tuple[int, ...]] = []
    for before, after in zip(states, states[1:]):
        if after.phase is Phase.OVER and before.phase is not Phase.OVER:
            found.append(tuple(stash_values(after)))
        elif min(s.turns for s in after.seats) > min(s.turns for s in before.seats):
            found.append(tuple(production_values(after, known)))
    return tuple(found)
