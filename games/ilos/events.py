"""What an applied action did, in words (docs/design.md#the-engine-face): the "last move" line and the turn log.

Only what the table saw happen: a stash correction says that a count was corrected, never what lies behind
the screen (docs/design.md#secrets).
"""

from __future__ import annotations

from games.base import LISTED_COMMAS, N_, Phrase
from games.ilos import figures
from games.ilos.actions import (Action, BoxFigure, Building, CorrectStash, EndTurn, FirstIsland, GoldMine, Market,
                                Plantation, Redraw, RevealStashes, RevealTile, Ruins, ShipDock, ShipExplore, ShipLair)
from games.ilos.costs import cards_phrase
from games.ilos.model import PLANTATION_SPOTS, RESOURCES, BuildingKind, IlosState, Phase, Resources
from games.ilos.words import resource_phrase


def island_number(state: IlosState, tile: int, land: int) -> str:
    """How the table names an island: its id from 1 (a merged island keeps the lowest)."""
    return str(state.island(tile, land) + 1)


def produced_phrase(produced: Resources) -> Phrase | str:
    """ "1 ebony, 2 gold": what a production board gave."""
    return Phrase.listing([Phrase.of(N_("{count} {resource}"), count=produced.get(r), resource=resource_phrase(r))
                           for r in RESOURCES if produced.get(r)], link=LISTED_COMMAS)


def events(before: IlosState, action: Action, after: IlosState) -> tuple[Phrase, ...]:
    said = list(_said(before, action, after))
    if before.end_trigger is None and after.end_trigger is not None and after.end_trigger >= 0:
        said.append(Phrase.of(N_("{player} has played their 10th pioneer: the game ends when every player has "
                                 "played as many turns"), player=after.name(after.end_trigger)))
    if before.phase is not Phase.FINAL_REVEAL and after.phase is Phase.FINAL_REVEAL:
        said.append(Phrase(N_("The last round is over: lift the screens")))
    return tuple(said)


def _said(before: IlosState, action: Action, after: IlosState) -> list[Phrase]:
    if isinstance(action, RevealTile):
        return [Phrase(N_("A tile is turned up into the exploration area"))]
    if isinstance(action, RevealStashes):
        return [Phrase(N_("The screens are lifted: every stash is sold at the market's prices"))]
    if isinstance(action, BoxFigure):
        return [Phrase.of(N_("Read off the box, kept for the next games: {entry}"),
                          entry=figures.entry_phrase(action.entry))]
    if isinstance(action, EndTurn):
        return _turn_end(after)
    player = before.name(action.seat)
    if isinstance(action, CorrectStash):
        return [Phrase.of(N_("{player} corrects the count behind their screen"), player=player)]
    if isinstance(action, Redraw):
        return [Phrase.of(N_("{player} discards {cards} of the opening hand and draws as many"), player=player,
                          cards=cards_phrase(action.count))]
    if isinstance(action, Market):
        return [Phrase.of(N_("{player} pays 1 {resource} and raises its price to {price}"), player=player,
                          resource=resource_phrase(action.resource), price=after.price(action.resource))]
    if isinstance(action, (FirstIsland, ShipExplore, ShipDock, ShipLair)):
        return [_ship(after, action, player)]
    return [_pioneer(after, action, player)]


def _ship(after: IlosState, action: FirstIsland | ShipExplore | ShipDock | ShipLair, player: str) -> Phrase:
    if isinstance(action, ShipLair):
        return Phrase.of(N_("{player} occupies a pirate lair: the islands with a coast on its tile are pirated"),
                         player=player)
    tile = action.tile if isinstance(action, ShipDock) else len(after.tiles) - 1
    island = island_number(after, tile, action.land)
    if isinstance(action, FirstIsland):
        return Phrase.of(N_("{player} places a first island and a ship on island {island}"), player=player,
                         island=island)
    moved = action.move_from is not None
    if isinstance(action, ShipExplore):
        return Phrase.of(N_("{player} explores a new tile and moves a ship to island {island}") if moved else
                         N_("{player} explores a new tile and docks a ship on island {island}"),
                         player=player, island=island)
    return Phrase.of(N_("{player} moves a ship to island {island}") if moved else
                     N_("{player} docks a ship on island {island}"), player=player, island=island)


def _pioneer(after: IlosState, action: Plantation | GoldMine | Building | Ruins, player: str) -> Phrase:
    island = str(after.spot_island(action.tile, action.spot) + 1)
    if isinstance(action, Plantation):
        resource = PLANTATION_SPOTS[after.tiles[action.tile].tile.spots[action.spot].kind]
        return Phrase.of(N_("{player} starts a plantation of {resource} on island {island}"), player=player,
                         resource=resource_phrase(resource), island=island)
    if isinstance(action, GoldMine):
        return Phrase.of(N_("{player} opens a gold mine on island {island}"), player=player, island=island)
    if isinstance(action, Ruins):
        return Phrase.of(N_("{player} explores ruins on island {island} and puts 3 gold behind their screen"),
                         player=player, island=island)
    if action.building is BuildingKind.FORT:
        return Phrase.of(N_("{player} builds a fort on island {island}"), player=player, island=island)
    copied = after.pioneers[-1].copies
    if copied is None:
        return Phrase.of(N_("{player} builds a trading post on island {island}"), player=player, island=island)
    return Phrase.of(N_("{player} builds a trading post on island {island} copying {resource}"), player=player,
                     island=island, resource=resource_phrase(copied))


def _turn_end(after: IlosState) -> list[Phrase]:
    last = after.last_turn
    assert last is not None
    player = after.name(last.seat)
    drew = cards_phrase(last.drew)
    said = [Phrase.of(N_("{player} puts {produced} behind their screen and draws {cards}"), player=player,
                      produced=produced_phrase(last.produced), cards=drew) if last.produced.total else
            Phrase.of(N_("{player} produced nothing and draws {cards}"), player=player, cards=drew)]
    if last.reshuffled:
        said.append(Phrase(N_("The discard pile was shuffled into a new deck")))
    if last.taken and last.taken_from is not None:
        said.append(Phrase.of(N_("{cards} taken at random from {victim}'s hand"),
                              cards=cards_phrase(last.taken),
                              victim=after.name(last.taken_from)))
    return said
