"""The side panel's places (panel.py holds the rest): a tile of the map (its islands: pirates, ships, what each
card costs the player whose turn it is there; the Ship card; its spots), a spot (its card and its cost), a free
place being explored (the tile chosen above the map, turned, the land whose coast takes the ship).

What is offered as playable comes from the engine's legal places (panel.Legal); a refused choice explains why.
"""

from __future__ import annotations

from companion.screens.i18n import tr
from companion.screens.ilos.common import BUILDING_NAMES, card_name, island_label, name, names, resource_name, spot_name
from companion.screens.ilos.panel import (CARD_KINDS, PIONEER_ACTIONS, PIONEER_CARDS, SHIP_CARDS, Desk, Legal,
                                          Selection, back, choice, chosen_source, island_of_spot, pioneer_at,
                                          ship_sources, spots_of_island, with_reasons)
from companion.screens.ilos.tiles import land_letter
from companion.screens.kit import specs
from games.messages import Plural
from games.ilos import (Action, Building, BuildingKind, Card, FirstIsland, IlosView, Phase, ShipDock, ShipExplore,
                        ShipLair)


def cards(count: int) -> Plural:
    """A number of cards in each language's plural forms."""
    return Plural("{count} card", "{count} cards", count)


def cost_text(view: IlosView, island: int, card: Card) -> str:
    cost = view.costs.on(island).of(card)
    params = {"card": card_name(card.value), "cards": cards(cost.cards)}
    if cost.pirated:
        return tr.message("{card}: {cards} (piracy)", params)
    return tr.message("{card}: {cards}", params)


def island_items(desk: Desk, view: IlosView, island: int, legal: Legal) -> list[specs.Item]:
    seat, player = view.seat, name(view, view.seat)
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
                if kind in CARD_KINDS[card] and pioneer_at(view, t, s) is None]
        if not free:
            items.append(specs.Text(tr.message("{card}: no free spot on this island", {"card": card_name(card.value)}),
                                    tone="muted"))
            continue
        items.append(specs.Text(cost_text(view, island, card), size="title"))
        legal_here = legal.spots.get(card, frozenset()) & set(free)
        refusal = None if legal_here else desk.check(PIONEER_ACTIONS[card](seat, *free[0]))
        items += [specs.Refused(refusal)] if refusal is not None else []
    return items


def source_text(view: IlosView, sel: Selection) -> str:
    source = chosen_source(view, sel)
    if source is None:
        return tr.message("Ship from the reserve ({count} left)", {"count": view.seats[view.seat].ships_left})
    ship = view.ships[source]
    if ship.land is None:
        return tr._("Move the ship on a pirate lair")
    return tr.message("Move the ship on island {number}",
                      {"number": island_label(view.tiles[ship.tile].islands[ship.land])})


def ship_card(desk: Desk, view: IlosView, sel: Selection) -> list[specs.Item]:
    heading = specs.Heading(tr.message("Ship card: {cards}, no ship needed", {"cards": cards(SHIP_CARDS)}))
    if not ship_sources(view, view.seat):
        return [heading]
    return [heading, specs.Button(source_text(view, sel), lambda: desk.select(source=sel.source + 1), key="source")]


def tile_items(desk: Desk, view: IlosView, sel: Selection, legal: Legal) -> list[specs.Item]:
    tile = sel.tile
    assert tile is not None
    placed, seat = view.tiles[tile], view.seat
    lands: dict[int, int] = {}
    for land, island in enumerate(placed.islands):
        lands.setdefault(island, land)
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
                                               {"player": name(view, holder.seat)})))
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
                      {**params, "spot": what, "player": name(view, pioneer.seat)})


def spot_actions(view: IlosView, tile: int, spot: int) -> list[tuple[Card, str, Action]]:
    """(card, button text, action) of every way to use the spot."""
    seat, kind = view.seat, view.tiles[tile].tile.spots[spot].kind
    card = next(c for c, kinds in CARD_KINDS.items() if kind in kinds)
    if card is not Card.BUILDING:
        text = {Card.PLANTATION: tr._("Play the Plantation card"), Card.GOLD_MINE: tr._("Play the Gold mine card"),
                Card.RUINS: tr._("Play the Ruins card")}[card]
        return [(card, text, PIONEER_ACTIONS[card](seat, tile, spot))]
    found: list[tuple[Card, str, Action]] = [(card, tr._("Build a fort"), Building(seat, tile, spot, BuildingKind.FORT))]
    island = island_of_spot(view, tile, spot)
    copies = [(t, s, k) for t, s, k in spots_of_island(view, island) if k in CARD_KINDS[Card.PLANTATION]
              and (p := pioneer_at(view, t, s)) is not None and p.building is None]
    for t, s, k in copies:
        found.append((card, tr.message("Build a trading post copying {resource} ({player})",
                                       {"resource": resource_name(k.value),
                                        "player": name(view, pioneer_at(view, t, s).seat)}),
                      Building(seat, tile, spot, BuildingKind.TRADING_POST, t, s)))
    if not copies:
        found.append((card, tr._("Build a trading post"), Building(seat, tile, spot, BuildingKind.TRADING_POST)))
    return found


def cost_lines(view: IlosView, island: int, card: Card) -> list[specs.Item]:
    cost, seat, player = view.costs.on(island).of(card), view.seat, name(view, view.seat)
    lines = [tr.message("{player} discards the {card} card and {cost} more: {cards}; {player} holds {hand}",
                        {"player": player, "card": card_name(card.value), "cost": cost.cost, "cards": cards(cost.cards),
                         "hand": view.seats[seat].hand})]
    pirates = [p for p in next(i for i in view.islands if i.id == island).pirates if p != seat]
    if cost.pirated:
        lines.append(tr.message("Pirates of {names} tax this island: the piracy cost applies",
                                {"names": names(view, pirates)}))
    elif pirates and cost.fort:
        lines.append(tr.message("{player}'s fort on this island shields them from the pirates", {"player": player}))
    lines.append(tr.message("Ships needed on this island: {needed}; {player} has {there}",
                            {"needed": cost.ships_needed, "player": player, "there": cost.ships_there}))
    return [specs.Text(line) for line in lines]


def spot_items(desk: Desk, view: IlosView, sel: Selection, legal: Legal) -> list[specs.Item]:
    tile, spot = sel.tile, sel.spot
    assert tile is not None and spot is not None
    items = back(desk, spot_text(view, tile, spot))
    pioneer = pioneer_at(view, tile, spot)
    if pioneer is not None:  # "Les emplacements occupés par des Pionniers ne sont plus disponibles"
        return items + [specs.Text(tr.message("{player}'s pioneer holds this spot; an occupied spot is closed to "
                                              "everyone else", {"player": name(view, pioneer.seat)}))]
    actions = spot_actions(view, tile, spot)
    if view.phase is Phase.ACTIONS:
        items += cost_lines(view, island_of_spot(view, tile, spot), actions[0][0])
    free = (tile, spot) in legal.spots.get(actions[0][0], frozenset())
    # The legal spots are where a fort may go; a trading post also needs its plantation: the check says.
    return items + with_reasons([choice(desk, text, action, free and action is actions[0][2], tile, primary=True)
                                 for _, text, action in actions])


def explore_items(desk: Desk, view: IlosView, sel: Selection, legal: Legal) -> list[specs.Item]:
    assert sel.cell is not None
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
    player = name(view, view.seat)
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
