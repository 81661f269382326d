"""The side panel of the Ilos table as kit specs (docs/design.md#the-kit): plain functions over the typed public
view, the selection and the engine's legal places. The overview (what is due, the market and the Market card,
the opening redraw), a tile (its islands: pirates, ships, what each card costs the player whose turn it is;
the Ship card; its spots), a spot (its card, its cost), a free place being explored, a seat.

A choice the rules refuse now is a refused button: a tap says why, with the rulebook's words. The reason is
the engine's check on a stash-blind state (Ilos.public_check), so no reason tells what lies behind a screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from companion.screens.i18n import tr
from companion.screens.ilos.common import name, resource_name
from companion.screens.kit import specs
from games.ilos import (RESOURCES, Action, Building, BuildingKind, Card, GoldMine, IlosView, Market, Phase,
                        Plantation, Redraw, Resource, Ruins, SpotKind)
from games.refusals import Refusal

PIONEER_CARDS = (Card.PLANTATION, Card.GOLD_MINE, Card.BUILDING, Card.RUINS)
CARD_KINDS = {Card.PLANTATION: (SpotKind.EBONY, SpotKind.DYE, SpotKind.SPICES), Card.GOLD_MINE: (SpotKind.GOLD,),
              Card.BUILDING: (SpotKind.BUILDING,), Card.RUINS: (SpotKind.RUINS,)}
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


def tied_hands(view: IlosView) -> list[int]:
    """The seats the missing cards may come from when deck and discard cannot fill this draw and several hands
    tie for the biggest ("piochez les cartes qui vous manquent ... dans la main du joueur qui a le plus de
    cartes"): the table says whose."""
    seat = view.seat
    if view.seats[seat].draw <= view.deck + view.discard:
        return []
    others = [s for s in range(len(view.players)) if s != seat or view.rules.take_from == "anyone"]
    most = max(view.seats[s].hand for s in others)
    tied = [s for s in others if view.seats[s].hand == most]
    return tied if most and len(tied) > 1 else []


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
    player = name(view, view.seat)
    if view.phase is Phase.FINAL_REVEAL:
        return tr._("The last round is over: lift the screens")
    if view.reveal_due:
        return tr._("Turn up the next tile of the exploration pile and describe it")
    if not view.seats[view.seat].first_island:
        return tr.message("{player} places a first island: tap a + on the map", {"player": player})
    return tr.message("{player} plays: tap a tile for its costs and spots, or a + to explore", {"player": player})


def overview(desk: Desk, view: IlosView) -> list[specs.Item]:
    items: list[specs.Item] = [specs.Heading(step_text(view)),
                               specs.Text(tr.plural("Exploration area · {count} tile left in the pile",
                                                    "Exploration area · {count} tiles left in the pile",
                                                    view.tile_pile), tone="muted"),
                               specs.Heading(tr._("Market")),
                               specs.Grid([specs.Figure(resource_name(r.value), str(view.market.prices.get(r)))
                                           for r in RESOURCES], cols=2),
                               specs.Text(tr.plural("{count} market token left", "{count} market tokens left",
                                                    view.market.tokens_left), tone="muted")]
    if view.phase is Phase.ACTIONS and view.seats[view.seat].first_island and not view.reveal_due:
        items.append(specs.Text(tr.message("Market card: {player} pays 1 resource from behind the screen and "
                                           "raises its price", {"player": name(view, view.seat)})))
        raises = [specs.Button(tr.message("Raise {resource}", {"resource": resource_name(r.value)}),
                               lambda r=r: desk.raise_price(r),  # type: ignore[misc]
                               desk.check(Market(view.seat, r)), key=f"raise {r.value}") for r in RESOURCES]
        items += [specs.Grid(raises, cols=2), *with_reasons(raises)[len(raises):]]
    redraws = [s for s in range(len(view.players)) if desk.check(Redraw(s, 1)) is None]
    if redraws:
        items.append(specs.Text(tr._("Opening hand: each player may redraw once, before playing a card")))
        items += [specs.Button(tr.message("{player}: redraw", {"player": name(view, s)}),
                               lambda s=s: desk.open_redraw(s), key=f"redraw {s}")  # type: ignore[misc]
                  for s in redraws]
    items.append(specs.Text(tr._("Tap a player above for their production board and their stash (covered)"),
                            tone="muted"))
    return items


def seat_items(desk: Desk, view: IlosView, sel: Selection) -> list[specs.Item]:
    seat = sel.seat
    assert seat is not None
    data, player = view.seats[seat], name(view, seat)
    items = back(desk, player)
    items.append(specs.Button(tr.message("{player}: look at the stash (covered)", {"player": player}),
                              lambda: desk.open_stash(seat), key="stash"))
    if desk.check(Redraw(seat, 1)) is None:
        items.append(specs.Button(tr._("Redraw the opening hand"), lambda: desk.open_redraw(seat), key="redraw"))
    items.append(specs.Text(tr.message("{cards} in hand · draws {draw} at the end of the turn",
                                       {"cards": tr.plural("{count} card", "{count} cards", data.hand),
                                        "draw": data.draw})))
    items.append(specs.Heading(tr._("Production board (public)")))
    items.append(specs.Grid([specs.Figure(resource_name(r.value), str(data.production.get(r))) for r in RESOURCES],
                            cols=2))
    items.append(specs.Text(tr.message("Ships in play: {ships} of 5 · pioneers placed: {pioneers} of 10",
                                       {"ships": 5 - data.ships_left, "pioneers": 10 - data.pioneers_left})))
    return items


def items(desk: Desk, view: IlosView, sel: Selection, legal: Legal) -> list[specs.Item]:
    """The panel for what is selected."""
    from companion.screens.ilos import island_panel  # it builds on this module
    if sel.mode == "tile" and sel.tile is not None:
        return island_panel.tile_items(desk, view, sel, legal)
    if sel.mode == "spot" and sel.tile is not None and sel.spot is not None:
        return island_panel.spot_items(desk, view, sel, legal)
    if sel.mode == "explore" and sel.cell is not None and view.area:
        return island_panel.explore_items(desk, view, sel, legal)
    if sel.mode == "seat" and sel.seat is not None:
        return seat_items(desk, view, sel)
    return overview(desk, view)
