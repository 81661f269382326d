"""What an applied action did, in words (docs/design.md#the-engine-face): for the "last move" line and the turn log.

A roll says what each seat produced ("Lorsqu'un joueur n'obtient aucune ressource grâce aux dés, il reçoit 1 pièce
d'or"), the fish die what it placed, and any action after which a ship pointing at a Council harbor unloaded says
what it delivered ("vous devez décharger votre bateau ... vous avancez votre marqueur d'une (1) case"). The screens
never work these out from the states.
"""

from __future__ import annotations

from typing import Any, Callable

from games.base import N_, Phrase, Plural
from games.catan_ep import tracks
from games.catan_ep.actions import (BankTrade, BoxFigure, BuildCargo, BuildHarbor, BuildRoad, BuildSettlement,
                                    BuildShip, BuyMoves, BuyResource, Chase, DeclareEnd, Discard, EndTurn, FishRoll,
                                    FlipLair, Found, HeroRoll, HeroStep, Jettison, LandCrews, MoveShip, PickUpCrews,
                                    Place, PlacePirate, PlayerTrade, ReadIsland, Reveal, Roll, SellResource, TakeFish,
                                    Transfer, VisitVillage)
from games.catan_ep.council import DELIVERED
from games.catan_ep.missions import points
from games.catan_ep.model import CatanState, Kind, Piece
from games.catan_ep.production import income
from games.catan_ep.words import cards_phrase, crews, kind_phrase, mission_phrase

# One line for each kind of action, by who played it.
SAID: dict[type, str] = {
    Place: N_("{player} placed a piece of the set-up"),
    Discard: N_("{player} gave back cards after the 7"),
    PlacePirate: N_("{player} placed the pirate ship"),
    BankTrade: N_("{player} traded with the bank"),
    BuyResource: N_("{player} bought a resource for 2 gold"),
    PlayerTrade: N_("{player} traded with another player"),
    BuildRoad: N_("{player} built a road"),
    BuildSettlement: N_("{player} built a settlement"),
    BuildHarbor: N_("{player} built a harbor settlement"),
    BuildShip: N_("{player} built a ship"),
    BuildCargo: N_("{player} built a piece into a dock or a ship"),
    Jettison: N_("{player} put a piece back in the supply"),
    MoveShip: N_("{player} moved a ship"),
    BuyMoves: N_("{player} bought 2 more moves for a wool"),
    Transfer: N_("{player} exchanged pieces at a harbor settlement"),
    Found: N_("{player} founded a settlement with a settler ship"),
    Chase: N_("{player} chased the pirate ship"),
    EndTurn: N_("{player} ended their turn"),
    TakeFish: N_("{player} took a fish"),
    VisitVillage: N_("{player} left a crew on a spice village"),
    SellResource: N_("{player} sold a resource for 1 gold"),
}
SACKS = ("{count} spice sack", "{count} spice sacks")


def _roll(before: CatanState, action: Roll) -> list[Phrase]:
    total = action.die1 + action.die2
    said = [Phrase.of(N_("Roll: {total}"), total=total)]
    if total == 7:
        return [*said, Phrase.of(N_("A 7: no production"))]
    for seat, (cards, gold) in enumerate(income(before, total)):
        said.append(Phrase.of(N_("{player}: {cards} · {gold} gold"), player=before.name(seat),
                               cards=cards_phrase(cards), gold=gold))
    return said


def _fish(after: CatanState, before: CatanState, die: int) -> Phrase:
    """"Si vous obtenez le nombre d'une tuile Banc de poissons dévoilée ... placez-la", unless a fish or a pirate
    ship is there already."""
    shoal = next((h for h in after.hexes if h.kind is Kind.FISH and h.number == die), None)
    old = next((h for h in before.hexes if shoal is not None and h.at == shoal.at), None)
    if shoal is None:
        return Phrase.of(N_("Fish die: {die}. No fish shoal discovered shows {die}: no fish"), die=die)
    if shoal.fish and old is not None and not old.fish:
        return Phrase.of(N_("Fish die: {die}. A fish is placed on the fish shoal showing {die}"), die=die)
    if shoal.fish:
        return Phrase.of(N_("Fish die: {die}. The fish shoal showing {die} holds a fish already: no other"), die=die)
    return Phrase.of(N_("Fish die: {die}. A pirate ship lies on the fish shoal showing {die}: no fish"), die=die)


def _carried(state: CatanState, seat: int, piece: Piece) -> int:
    return sum(s.cargo.count(piece) for s in state.ships if s.seat == seat)


def deliveries(before: CatanState, handled: CatanState, after: CatanState) -> list[Phrase]:
    """What the Council's harbors unloaded after the action (``handled``: the state before the unloading)."""
    said = []
    seat = before.seat
    for piece, mission in DELIVERED.items():
        count = _carried(handled, seat, piece) - _carried(after, seat, piece)
        if count <= 0:
            continue
        what: Any = Plural.of(*SACKS, count) if piece is Piece.SACK else Plural.of("{count} fish", "{count} fish",
                                                                                     count)
        said.append(Phrase.of(N_("{player} delivered {what} at the Council: {mission} +{count}"),
                              player=before.name(seat), what=what, mission=mission_phrase(mission), count=count))
    return said


def _action_line(before: CatanState, action: Any, after: CatanState) -> list[Phrase]:
    if isinstance(action, Roll):
        return _roll(before, action)
    if isinstance(action, FishRoll):
        return [_fish(after, before, action.die)]
    if isinstance(action, Reveal):
        return [Phrase.of(N_("A hex turned up: {kind}"), kind=kind_phrase(action.kind))]
    if isinstance(action, FlipLair):
        return [Phrase.of(N_("The pirate lair is captured: its token shows {number}"), number=action.number)]
    if isinstance(action, HeroRoll):
        hero = after.capture.hero if after.capture is not None else None
        return [] if hero is None else [Phrase.of(N_("The hero is {player}"), player=after.name(hero))]
    if isinstance(action, HeroStep):
        key = N_("{player} stepped again on the track") if action.step else N_("{player} kept the crew")
        return [Phrase.of(key, player=before.name(action.seat))]
    if isinstance(action, (LandCrews, PickUpCrews)):
        key = N_("{player} landed {crews} on a pirate lair") if isinstance(action, LandCrews) else \
            N_("{player} picked up {crews} from a gold river")
        return [Phrase.of(key, player=before.name(action.seat), crews=crews(action.count))]
    if isinstance(action, DeclareEnd):
        return [Phrase.of(N_("The game was ended"))]
    if isinstance(action, ReadIsland):
        return [Phrase.of(N_("The start island's terrains and number tokens were entered"))]
    if isinstance(action, BoxFigure):
        return [Phrase.of(N_("Read off the box, kept for the next games: {entry}"),
                          entry=tracks.entry_phrase(action.entry))]
    said = SAID.get(type(action))
    return [] if said is None else [Phrase.of(said, player=before.name(getattr(action, "seat")))]


def events(before: CatanState, action: Any, after: CatanState,
           handler: Callable[[CatanState, Any], CatanState] | None) -> tuple[Phrase, ...]:
    """What ``action`` did (``handler``: the action's own rule, to tell the Council's unloading apart)."""
    said = _action_line(before, action, after)
    if handler is not None and before.rules.scenario >= 3:
        said += deliveries(before, handler(before, action), after)
    if after.winner is not None and before.winner is None:
        said.append(Phrase.of(N_("{player} wins with {points}"), player=after.name(after.winner),
                              points=Plural.of("{count} point", "{count} points", points(after, after.winner))))
    return tuple(said)
