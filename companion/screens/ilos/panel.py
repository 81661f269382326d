"""The side panel of the Ilos table as kit specs (docs/design.md#the-kit), for what is selected: the overview, a
tile (its islands, what each card costs there, its spots), a spot, a free place being explored, a seat. A choice
the rules refuse now is a refused button whose tap says why: the engine's check on a stash-blind state
(Ilos.public_check), so no reason tells what lies behind a screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from companion.screens.i18n import tr
from companion.screens.ilos.common import BUILDING_NAMES, card_name, island_label, names, resource_name, spot_name
from companion.screens.ilos.tiles import land_letter
from companion.screens.kit import specs
from games.base import N_
from games.ilos import (CARD_SPOTS, PIONEER_CARDS, RESOURCES, Action, Building, BuildingKind, Card, FirstIsland,
                        GoldMine, IlosView, Market, MarketView, Phase, Plantation, Redraw, Resource, Resources, Ruins,
                        ShipDock, ShipExplore, ShipLair, SpotKind, cards_phrase)
from games.refusals import Refusal

PIONEER_ACTIONS: dict[Card, Callable[[int, int, int], Action]] = {
    Card.PLANTATION: Plantation, Card.GOLD_MINE: GoldMine, Card.RUINS: Ruins,
    Card.BUILDING: lambda seat, tile, spot: Building(seat, tile, spot, BuildingKind.FORT)}
SHIP_CARDS = 2  # the Ship card and 1 more ("NAVIRE Coût : Défaussez 1 carte")


@dataclass
class Selection:
    """What the side panel shows: the overview, a tile, a spot of it, a free place being explored, a seat."""

    mode: str = "overview"
    tile: int | None = None
    spot: int | None = None
    cell: tuple[int, int] | None = None
    pick: int = 0
    turns: int = 0
    land: int = 0
    seat: int | None = None
    source: int = 0  # which of the seat's ship sources (ship_sources) a Ship card uses


@dataclass(frozen=True)
class Legal:
    """Where the seat whose turn it is may go now (the engine's legal places: games.ilos.places)."""

    docks: frozenset[tuple[int, int]] = frozenset()
    lairs: frozenset[int] = frozenset()
    spots: dict[Card, frozenset[tuple[int, int]]] = field(default_factory=dict)
    explore: frozenset[tuple[int, int, int]] = frozenset()


class Desk(Protocol):
    """What the panel's buttons ask of the table screen."""

    def check(self, action: Action) -> Refusal | None: ...
    def act(self, action: Action, tile: int | None = None) -> object: ...
    def select(self, **changes: Any) -> None: ...
    def back(self) -> None: ...
    def open_stash(self, seat: int) -> None: ...
    def open_redraw(self, seat: int) -> None: ...
    def raise_price(self, resource: Resource) -> None: ...


def island_of_spot(view: IlosView, tile: int, spot: int) -> int:
    placed = view.tiles[tile]
    return placed.islands[placed.tile.spots[spot].land]


def pioneer_at(view: IlosView, tile: int, spot: int) -> Any:
    return next((p for p in view.pioneers if (p.tile, p.spot) == (tile, spot)), None)


def spots_of_island(view: IlosView, island: int) -> list[tuple[int, int, SpotKind]]:
    return [(t, s, spot.kind) for t, placed in enumerate(view.tiles) for s, spot in enumerate(placed.tile.spots)
            if placed.islands[spot.land] == island]


def ship_sources(view: IlosView, seat: int) -> list[int | None]:
    """Where the Ship card's ship comes from: the reserve (while ships are left), or one in play."""
    reserve: list[int | None] = [None] if view.seats[seat].ships_left > 0 else []
    return reserve + [i for i, s in enumerate(view.ships) if s.seat == seat]


def chosen_source(view: IlosView, sel: Selection) -> int | None:
    sources = ship_sources(view, view.seat)
    return sources[sel.source % len(sources)] if sources else None


def choice(desk: Desk, text: str, action: Action, legal: bool, tile: int | None = None,
           primary: bool = False) -> specs.Button:
    """A button playing ``action``; refused (and explaining why on a tap) unless the engine lists it as legal."""
    refusal = None if legal else desk.check(action)
    tone: specs.ButtonTone = "primary" if primary and refusal is None else "normal"
    return specs.Button(text, lambda: desk.act(action, tile), refusal, tone=tone, key=repr(action))


def with_reasons(buttons: list[specs.Button]) -> list[specs.Item]:
    """The buttons, then each refused one's reason once, on its own line with its "Why?"."""
    said: dict[str, specs.Refused] = {}
    for button in buttons:
        if button.refusal is not None:
            said.setdefault(button.refusal.english(), specs.Refused(button.refusal))
    return [*buttons, *said.values()]


def back(desk: Desk, title: str) -> list[specs.Item]:
    return [specs.Row([specs.Button(tr._("Back"), desk.back, key="back"), specs.Gap()]), specs.Heading(title)]


def step_text(view: IlosView) -> str:
    player = view.players[view.seat].name
    if view.phase is Phase.FINAL_REVEAL:
        return tr._("The last round is over: lift the screens")
    if view.reveal_due:
        return tr._("Turn up the next tile of the exploration pile and describe it")
    if not view.seats[view.seat].first_island:
        return tr.message("{player} places a first island: tap a + on the map", {"player": player})
    return tr.message("{player} plays: tap a tile for its costs and spots, or a + to explore", {"player": player})


def figures(counts: Resources) -> specs.Grid:
    """A figure for each resource: prices, a production board."""
    return specs.Grid([specs.Figure(resource_name(r.value), str(counts.get(r))) for r in RESOURCES], cols=2)


UNREAD = "?"  # a price whose row is not read off the board yet: never made up
UNREAD_NOTE = N_("?: not read yet. The rulebook does not print the price rows: a row is read off the Cours du Marché "
                 "board when a Market card first raises it, every row when the screens are lifted")


def market_figures(market: MarketView) -> list[specs.Item]:
    """Each price now; a row not read off the board yet shows ?, and a line says when it will be asked."""
    shown: list[specs.Item] = [specs.Grid([specs.Figure(resource_name(r.value), UNREAD if price is None else str(price))
                                           for r, price in zip(RESOURCES, market.prices)], cols=2)]
    if None in market.prices:
        shown.append(specs.Text(tr._(UNREAD_NOTE), tone="muted", size="small"))
    return shown


def overview(desk: Desk, view: IlosView) -> list[specs.Item]:
    items: list[specs.Item] = [specs.Heading(step_text(view)),
                               specs.Text(tr.plural("Exploration area · {count} tile left in the pile",
                                                    "Exploration area · {count} tiles left in the pile",
                                                    view.tile_pile), tone="muted"),
                               specs.Heading(tr._("Market")), *market_figures(view.market),
                               specs.Text(tr.plural("{count} market token left", "{count} market tokens left",
                                                    view.market.tokens_left), tone="muted")]
    if view.phase is Phase.ACTIONS and view.seats[view.seat].first_island and not view.reveal_due:
        items.append(specs.Text(tr.message("Market card: {player} pays 1 resource from behind the screen and "
                                           "raises its price", {"player": view.players[view.seat].name})))
        raises = [specs.Button(tr.message("Raise {resource}", {"resource": resource_name(r.value)}),
                               lambda r=r: desk.raise_price(r),  # type: ignore[misc]
                               desk.check(Market(view.seat, r)), key=f"raise {r.value}") for r in RESOURCES]
        items += [specs.Grid(raises, cols=2), *with_reasons(raises)[len(raises):]]
    redraws = [s for s in range(len(view.players)) if desk.check(Redraw(s, 1)) is None]
    if redraws:
        items.append(specs.Text(tr._("Opening hand: each player may redraw once, before playing a card")))
        items += [specs.Button(tr.message("{player}: redraw", {"player": view.players[s].name}),
                               lambda s=s: desk.open_redraw(s), key=f"redraw {s}")  # type: ignore[misc]
                  for s in redraws]
    items.append(specs.Text(tr._("Tap a player above for their production board and their stash (covered)"),
                            tone="muted"))
    return items


def seat_items(desk: Desk, view: IlosView, seat: int) -> list[specs.Item]:
    data, player = view.seats[seat], view.players[seat].name
    redraw = [specs.Button(tr._("Redraw the opening hand"), lambda: desk.open_redraw(seat), key="redraw")]
    return [*back(desk, player),
            specs.Button(tr.message("{player}: look at the stash (covered)", {"player": player}),
                         lambda: desk.open_stash(seat), key="stash"),
            *(redraw if desk.check(Redraw(seat, 1)) is None else []),
            specs.Text(tr.message("{cards} in hand · draws {draw} at the end of the turn",
                                  {"cards": tr.plural("{count} card", "{count} cards", data.hand), "draw": data.draw})),
            specs.Heading(tr._("Production board (public)")), figures(data.production),
            specs.Text(tr.message("Ships in play: {ships} of 5 · pioneers placed: {pioneers} of 10",
                                  {"ships": 5 - data.ships_left, "pioneers": 10 - data.pioneers_left}))]


def island_items(desk: Desk, view: IlosView, island: int, legal: Legal) -> list[specs.Item]:
    seat, player = view.seat, view.players[view.seat].name
    entry = next(i for i in view.islands if i.id == island)
    pirates = [p for p in entry.pirates if p != seat]
    items: list[specs.Item] = [specs.Heading(tr.message("Island {number}", {"number": island_label(island)}))]
    params = {"names": names(view, pirates), "player": player}
    if pirates and view.costs.on(island).plantation.fort:
        text = tr.message("Pirates: {names} · {player}'s fort here shields them", params)
    elif pirates:
        text = tr.message("Pirates: {names} · {player} pays the piracy cost here", params)
    else:
        text = tr.message("No pirates tax {player} here", params)
    items += [specs.Text(text), specs.Text(tr.message("{player}'s ships on its coasts: {count}",
                                                      {"player": player, "count": entry.ships[seat]}))]
    if view.phase is not Phase.ACTIONS:
        return items
    for card in PIONEER_CARDS:
        free = [(t, s) for t, s, kind in spots_of_island(view, island)
                if kind in CARD_SPOTS[card] and pioneer_at(view, t, s) is None]
        if not free:
            items.append(specs.Text(tr.message("{card}: no free spot on this island", {"card": card_name(card.value)}),
                                    tone="muted"))
            continue
        cost = view.costs.on(island).of(card)
        items.append(specs.Text(tr.message(N_("{card}: {cards} (piracy)") if cost.pirated else N_("{card}: {cards}"),
                                           {"card": card_name(card.value), "cards": cards_phrase(cost.cards)}),
                                size="title"))
        legal_here = legal.spots.get(card, frozenset()) & set(free)
        refusal = None if legal_here else desk.check(PIONEER_ACTIONS[card](seat, *free[0]))
        items += [specs.Refused(refusal)] if refusal is not None else []
    return items


def ship_card(desk: Desk, view: IlosView, sel: Selection) -> list[specs.Item]:
    """The Ship card's cost, and a button telling where its ship comes from (a tap: the next source)."""
    heading = specs.Heading(tr.message("Ship card: {cards}, no ship needed", {"cards": cards_phrase(SHIP_CARDS)}))
    source = chosen_source(view, sel)
    ship = view.ships[source] if source is not None else None
    if ship is None:
        text = tr.message("Ship from the reserve ({count} left)", {"count": view.seats[view.seat].ships_left})
    elif ship.land is None:
        text = tr._("Move the ship on a pirate lair")
    else:
        text = tr.message("Move the ship on island {number}",
                          {"number": island_label(view.tiles[ship.tile].islands[ship.land])})
    source_button = specs.Button(text, lambda: desk.select(source=sel.source + 1), key="source")
    return [heading, source_button] if ship_sources(view, view.seat) else [heading]


def tile_items(desk: Desk, view: IlosView, sel: Selection, legal: Legal, tile: int) -> list[specs.Item]:
    placed, seat = view.tiles[tile], view.seat
    lands = {island: placed.islands.index(island) for island in placed.islands}  # each island's first land here
    items = back(desk, tr._("This tile"))
    for island in lands:
        items += island_items(desk, view, island, legal)
    if view.phase is Phase.ACTIONS and view.seats[seat].first_island:
        items += ship_card(desk, view, sel)
        source = chosen_source(view, sel)
        items += with_reasons([choice(desk, tr.message("Dock a ship on island {number}",
                                                       {"number": island_label(island)}),
                                      ShipDock(seat, tile, land, source), (tile, land) in legal.docks, tile)
                               for island, land in lands.items()])
        holder = next((s for s in view.ships if s.tile == tile and s.land is None), None)
        if holder is not None:
            items.append(specs.Text(tr.message("The pirate lair is held by {player}",
                                               {"player": view.players[holder.seat].name})))
        elif placed.tile.lair:
            items.append(choice(desk, tr._("Occupy the pirate lair"), ShipLair(seat, tile, source),
                                tile in legal.lairs, tile))
    elif placed.tile.lair:
        items.append(specs.Text(tr._("This tile has a pirate lair")))
    items.append(specs.Heading(tr._("Spots: tap one for its card")))
    items += [specs.Button(spot_text(view, tile, s), lambda s=s: desk.select(mode="spot", spot=s),  # type: ignore[misc]
                           key=f"spot {s}") for s in range(len(placed.tile.spots))]
    return items


def spot_text(view: IlosView, tile: int, spot: int) -> str:
    kind, pioneer = view.tiles[tile].tile.spots[spot].kind.value, pioneer_at(view, tile, spot)
    params = {"spot": spot_name(kind), "number": island_label(island_of_spot(view, tile, spot))}
    if pioneer is None:
        return tr.message("{spot} · island {number} · free", params)
    what = tr._(BUILDING_NAMES[pioneer.building.value]) if pioneer.building else params["spot"]
    return tr.message("{spot} · island {number} · {player}",
                      {**params, "spot": what, "player": view.players[pioneer.seat].name})


def spot_actions(view: IlosView, tile: int, spot: int) -> list[tuple[Card, str, Action]]:
    """(card, button text, action) of every way to use the spot."""
    seat, kind = view.seat, view.tiles[tile].tile.spots[spot].kind
    card = next(c for c, kinds in CARD_SPOTS.items() if kind in kinds)
    if card is not Card.BUILDING:
        text = {Card.PLANTATION: tr._("Play the Plantation card"), Card.GOLD_MINE: tr._("Play the Gold mine card"),
                Card.RUINS: tr._("Play the Ruins card")}[card]
        return [(card, text, PIONEER_ACTIONS[card](seat, tile, spot))]
    found: list[tuple[Card, str, Action]] = [(card, tr._("Build a fort"), Building(seat, tile, spot, BuildingKind.FORT))]
    copies = [(t, s, k, p) for t, s, k in spots_of_island(view, island_of_spot(view, tile, spot))
              if k in CARD_SPOTS[Card.PLANTATION] and (p := pioneer_at(view, t, s)) is not None and p.building is None]
    found += [(card, tr.message("Build a trading post copying {resource} ({player})",
                                {"resource": resource_name(k.value), "player": view.players[p.seat].name}),
               Building(seat, tile, spot, BuildingKind.TRADING_POST, t, s)) for t, s, k, p in copies]
    if not copies:
        found.append((card, tr._("Build a trading post"), Building(seat, tile, spot, BuildingKind.TRADING_POST)))
    return found


def cost_lines(view: IlosView, island: int, card: Card) -> list[specs.Item]:
    cost, seat, player = view.costs.on(island).of(card), view.seat, view.players[view.seat].name
    lines = [tr.message("{player} discards the {card} card and {cost} more: {cards}; {player} holds {hand}",
                        {"player": player, "card": card_name(card.value), "cost": cost.cost,
                         "cards": cards_phrase(cost.cards), "hand": view.seats[seat].hand})]
    pirates = [p for p in next(i for i in view.islands if i.id == island).pirates if p != seat]
    if cost.pirated:
        lines.append(tr.message("Pirates of {names} tax this island: the piracy cost applies",
                                {"names": names(view, pirates)}))
    elif pirates and cost.fort:
        lines.append(tr.message("{player}'s fort on this island shields them from the pirates", {"player": player}))
    lines.append(tr.message("Ships needed on this island: {needed}; {player} has {there}",
                            {"needed": cost.ships_needed, "player": player, "there": cost.ships_there}))
    return [specs.Text(line) for line in lines]


def spot_items(desk: Desk, view: IlosView, tile: int, spot: int, legal: Legal) -> list[specs.Item]:
    items = back(desk, spot_text(view, tile, spot))
    pioneer = pioneer_at(view, tile, spot)
    if pioneer is not None:  # "Les emplacements occupés par des Pionniers ne sont plus disponibles"
        return items + [specs.Text(tr.message("{player}'s pioneer holds this spot; an occupied spot is closed to "
                                              "everyone else", {"player": view.players[pioneer.seat].name}))]
    actions = spot_actions(view, tile, spot)
    if view.phase is Phase.ACTIONS:
        items += cost_lines(view, island_of_spot(view, tile, spot), actions[0][0])
    free = (tile, spot) in legal.spots.get(actions[0][0], frozenset())
    # The legal spots are where a fort may go; a trading post also needs its plantation: the check says.
    return items + with_reasons([choice(desk, text, action, free and action is actions[0][2], tile, primary=True)
                                 for _, text, action in actions])


def explore_items(desk: Desk, view: IlosView, sel: Selection, legal: Legal) -> list[specs.Item]:
    first = not view.seats[view.seat].first_island
    items = back(desk, tr._("The first island goes here") if first else tr._("Explore here"))
    items.append(specs.Text(tr._("Tap a tile of the exploration area above the map to choose it"), tone="muted"))
    lands = view.area[sel.pick].lands
    turn = [specs.Button(tr._("Turn the tile"), lambda: desk.select(turns=(sel.turns + 1) % 4), key="turn")]
    if lands > 1:
        items.append(specs.Text(tr._("Which land's coast takes the ship?")))
        turn += [specs.Button(tr.message("Land {letter}", {"letter": land_letter(land)}),
                              lambda land=land: desk.select(land=land),  # type: ignore[misc]
                              tone="primary" if land == sel.land else "normal", key=f"land {land}")
                 for land in range(lands)]
    items.append(specs.Grid(turn, cols=min(3, len(turn))))
    player = view.players[view.seat].name
    if first:
        items.append(specs.Text(tr.message("Free: {player}'s first island and first ship", {"player": player})))
    else:
        items += ship_card(desk, view, sel)
    return items + with_reasons([explore_choice(desk, view, sel, legal)])[1:]  # the button is the main action


def explore_choice(desk: Desk, view: IlosView, sel: Selection, legal: Legal) -> specs.Button:
    """Play the tile chosen at the place explored: the first island, or the Ship card."""
    assert sel.cell is not None
    (x, y), seat = sel.cell, view.seat
    action: Action
    if not view.seats[seat].first_island:
        text, action = tr._("Place the first island"), FirstIsland(seat, sel.pick, x, y, sel.turns, sel.land)
    else:
        text = tr._("Explore with the ship")
        action = ShipExplore(seat, sel.pick, x, y, sel.turns, sel.land, chosen_source(view, sel))
    return choice(desk, text, action, (x, y, sel.turns) in legal.explore, len(view.tiles), primary=True)


def items(desk: Desk, view: IlosView, sel: Selection, legal: Legal) -> list[specs.Item]:
    """The panel for what is selected."""
    if sel.mode == "tile" and sel.tile is not None:
        return tile_items(desk, view, sel, legal, sel.tile)
    if sel.mode == "spot" and sel.tile is not None and sel.spot is not None:
        return spot_items(desk, view, sel.tile, sel.spot, legal)
    if sel.mode == "explore" and sel.cell is not None and view.area:
        return explore_items(desk, view, sel, legal)
    if sel.mode == "seat" and sel.seat is not None:
        return seat_items(desk, view, sel.seat)
    return overview(desk, view)
