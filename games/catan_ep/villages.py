"""Spice villages as the other rules see them (rulebook "Les avantages des villages d'épices", "Règles
complémentaires"): who is friends with which village, what that gives, and who may build by one. Pure queries.

"Une fois que vous avez placé une unité sur une tuile Village d'épices, vous êtes maintenant ami avec les
habitants de l'île. Ces derniers vous procurent l'avantage illustré, que vous pouvez utiliser dès maintenant."
Swift voyage: "augmente immédiatement de 1 le nombre de points de déplacement de tous vos bateaux ... jusqu'à un
total de 8 points de déplacement, ce qui représente le déplacement maximal possible." Pirate bonus: "vous chassez
désormais les pirates avec un 6 et le chiffre indiqué sur le village". Fast gold: "vendre 1 ressource contre 1
pièce d'or une fois durant votre phase de commerce et de construction ... jusqu'à 2 fois" with both villages.
"""

from __future__ import annotations

from typing import Iterable

from games.base import RuleError
from games.catan_ep import board as geo
from games.catan_ep.hexgrid import Coord
from games.catan_ep.model import Advantage, CatanState, Kind

MOVES = 4  # "Chacun de vos bateaux a 4 points de déplacement."
MAX_MOVES = 8  # "8 points de déplacement, ce qui représente le déplacement maximal possible"
CHASE_WINS = frozenset({6})
PIRATE_BONUS = {Advantage.PIRATE_BONUS_4: 4, Advantage.PIRATE_BONUS_5: 5}
# How many villages show each advantage: "Voyage rapide (2x)", "Bonus contre le pirate (2x)" ("L'un de ces
# villages montre un 5 et l'autre un 4"), "Or rapide (2x)".
TILES = {Advantage.SWIFT_VOYAGE: 2, Advantage.PIRATE_BONUS_4: 1, Advantage.PIRATE_BONUS_5: 1,
         Advantage.FAST_GOLD: 2}


def friends(state: CatanState, seat: int, advantage: Advantage) -> int:
    """How many villages showing ``advantage`` hold one of the seat's crews."""
    return sum(1 for h in state.hexes if h.kind is Kind.VILLAGE and h.advantage is advantage and seat in h.crews)


def moves(state: CatanState, seat: int) -> int:
    """A ship's moves at the start of its action: 4, +1 per swift-voyage village."""
    return MOVES + friends(state, seat, Advantage.SWIFT_VOYAGE)


def chase_wins(state: CatanState, seat: int) -> frozenset[int]:
    """The die faces that chase a pirate ship: 6, and the 4 and 5 of the pirate-bonus villages."""
    return CHASE_WINS | {face for a, face in PIRATE_BONUS.items() if friends(state, seat, a)}


def sales(state: CatanState, seat: int) -> int:
    """How many resources the seat may sell for 1 gold a turn."""
    return friends(state, seat, Advantage.FAST_GOLD)


def require_friend(state: CatanState, seat: int, hexes: Iterable[Coord]) -> None:
    """"Vous pouvez uniquement construire une route le long d'un village d'épices (un de ses côtés) ou une colonie
    sur une intersection d'un village d'épices si vous avez une unité dans ce village.\""""
    for at in hexes:
        h = geo.hex_at(state, at)
        if h is not None and h.kind is Kind.VILLAGE and seat not in h.crews:
            raise RuleError("{player} builds by a spice village only once one of their crews is in it",
                            player=state.name(seat), at=at)
