"""The side panel of the Ilos table: the overview (what is due, the exploration area, the market board and the
Market card, the opening redraw), a tile (its islands: pirates, ships, what each card costs the player whose
turn it is there; the Ship card; its spots), a spot (its card, its cost and the engine's reason when refused),
a seat (its board, the covered stash). Exploring a free place is in explore.py.

The cost helper reads the view's ``costs`` (games.ilos.costs.quote for the seat whose turn it is); why an action
is refused is the engine's own RuleError, asked of a stash-blind state (common.IlosScreen.refusal).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Mapping

from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.ilos import explore
from companion.screens.ilos.bits import (button, chosen_source, header, label, names, refused_note, ship_sources,
                                         source_button)
from companion.screens.ilos.boards import ResourceChip, market_board
from companion.screens.ilos.common import (BUILDING_NAMES, View, card_name, island_label, player_name,
                                           resource_name, seat_rgba, spot_name)
from companion.screens.ilos.map import Preview
from companion.screens.ilos.tiles import TilePicture
from games.ilos.actions import Building, GoldMine, Market, Plantation, Redraw, Ruins, ShipDock, ShipLair
from games.ilos.costs import Card, flat_quote
from games.ilos.model import RESOURCES, BuildingKind, Resource

PIONEER_CARDS = ("plantation", "gold_mine", "building", "ruins")
CARD_KINDS = {"plantation": ("ebony", "dye", "spices"), "gold_mine": ("gold",), "building": ("building",),
              "ruins": ("ruins",)}
SHIP_CARDS = flat_quote(Card.SHIP).cards


def render(screen: Any, view: View) -> None:
    box = screen.ids.panel
    box.clear_widgets()
    mode = screen.sel.mode
    shows = (mode, screen.sel.tile, screen.sel.spot, screen.sel.cell, screen.sel.seat)
    if shows != getattr(screen, "panel_shows", None):
        screen.ids.panel_scroll.scroll_y = 1  # another panel: from its top
        screen.panel_shows = shows
    if mode == "tile" and screen.sel.tile is not None:
        tile_panel(screen, view, box)
    elif mode == "spot" and screen.sel.tile is not None and screen.sel.spot is not None:
        spot_panel(screen, view, box)
    elif mode == "explore":
        explore.render(screen, view, box)
    elif mode == "seat" and screen.sel.seat is not None:
        seat_panel(screen, view, box)
    else:
        overview(screen, view, box)


def preview(screen: Any, view: View) -> Preview | None:
    return explore.preview(screen, view) if screen.sel.mode == "explore" else None


def fit_turn(screen: Any, view: View) -> None:
    explore.fit_turn(screen, view)


# --- the map's facts ----------------------------------------------------------------------------------------
def island_lands(view: View, tile: int) -> list[tuple[int, int]]:
    """(island, first land of the tile on it), each island of the tile once, in land order."""
    found: dict[int, int] = {}
    for land, island in enumerate(view["tiles"][tile]["islands"]):
        found.setdefault(island, land)
    return list(found.items())


def spots_of_island(view: View, island: int) -> list[tuple[int, int, str]]:
    """(tile, spot, kind) of every spot on the island, whichever tile it lies on."""
    return [(t, s, spot["kind"]) for t, placed in enumerate(view["tiles"])
            for s, spot in enumerate(placed["tile"]["spots"]) if placed["islands"][spot["land"]] == island]


def pioneer_at(view: View, tile: int, spot: int) -> dict[str, Any] | None:
    return next((p for p in view["pioneers"] if (p["tile"], p["spot"]) == (tile, spot)), None)


def island_of_spot(view: View, tile: int, spot: int) -> int:
    placed = view["tiles"][tile]
    return int(placed["islands"][placed["tile"]["spots"][spot]["land"]])


# --- the overview -------------------------------------------------------------------------------------------
def step_text(view: View) -> str:
    player = player_name(view, view["seat"])
    if view["phase"] == "final_reveal":
        return tr._("The last round is over: lift the screens")
    if view["reveal_due"]:
        return tr._("Turn up the next tile of the exploration pile and describe it")
    if not view["seats"][view["seat"]]["first_island"]:
        return tr.message("{player} places a first island: tap a + on the map", {"player": player})
    return tr.message("{player} plays: tap a tile for its costs and spots, or a + to explore", {"player": player})


def overview(screen: Any, view: View, box: BoxLayout) -> None:
    box.add_widget(label(step_text(view), "IlosHeading"))
    if view["reveal_due"]:
        box.add_widget(button(tr._("Turn up a tile"), screen.open_tile_entry, "PrimaryButton"))
    box.add_widget(label(tr.message("Exploration area · {count} tile(s) left in the pile",
                                    {"count": view["tile_pile"]})))
    if view["area"]:
        row = BoxLayout(size_hint_y=None, height=dp(92), spacing=dp(6))
        for spec in view["area"]:
            row.add_widget(TilePicture(spec=spec, pieces=explore.land_pieces(spec), size_hint_x=None, width=dp(92)))
        row.add_widget(Widget())
        box.add_widget(row)
    box.add_widget(label(tr._("Market"), "IlosHeading"))
    key = (repr(view["prices"]), repr(view["raises"]))
    box.add_widget(screen.built("market", key, partial(market_board, view)))
    if view["phase"] == "actions" and view["seats"][view["seat"]]["first_island"] and not view["reveal_due"]:
        market_actions(screen, view, box)
    redraws = [s for s in range(len(view["players"])) if screen.refusal(Redraw(s, 1)) is None]
    if redraws:
        box.add_widget(label(tr._("Opening hand: each player may redraw once, before playing a card")))
        for seat in redraws:
            box.add_widget(button(tr.message("{player}: redraw", {"player": player_name(view, seat)}),
                                  partial(screen.open_redraw, seat)))
    box.add_widget(label(tr._("Tap a player below for their production board and their stash (covered)"),
                         color=(0.75, 0.80, 0.88, 1)))


def market_actions(screen: Any, view: View, box: BoxLayout) -> None:
    player = player_name(view, view["seat"])
    box.add_widget(label(tr.message("Market card: {player} pays 1 resource from behind the screen and raises its "
                                    "price", {"player": player})))
    grid = GridLayout(cols=2, spacing=dp(4), size_hint_y=None)
    grid.bind(minimum_height=grid.setter("height"))
    reasons: list[str] = []
    for resource in RESOURCES:
        refused = screen.refusal(Market(view["seat"], Resource(resource.value)))
        grid.add_widget(button(tr.message("Raise {resource}", {"resource": resource_name(resource.value)}),
                               partial(screen.raise_price, resource.value), disabled=refused is not None))
        if refused is not None:
            reason = tr.message(refused.key, refused.params)
            if reason not in reasons:
                reasons.append(reason)
    box.add_widget(grid)
    for reason in reasons:
        box.add_widget(label(reason, "IlosNote"))


# --- a tile -------------------------------------------------------------------------------------------------
def cost_row(view: View, island: int, card: str) -> tuple[str, bool]:
    quote = island_costs(view, island)[card]
    text = tr.message("{card}: {cards} cards", {"card": card_name(card), "cards": quote["cards"]})
    if quote["pirated"]:
        text = tr.message("{card}: {cards} cards (piracy)", {"card": card_name(card), "cards": quote["cards"]})
    return text, bool(quote["pirated"])


def candidate(view: View, island: int, card: str) -> Any:
    """The card's action on the island's first free spot of its kind (None: no such spot)."""
    seat = view["seat"]
    for tile, spot, kind in spots_of_island(view, island):
        if kind in CARD_KINDS[card] and pioneer_at(view, tile, spot) is None:
            return {"plantation": Plantation, "gold_mine": GoldMine, "ruins": Ruins}[card](seat, tile, spot) \
                if card != "building" else Building(seat, tile, spot, BuildingKind.FORT)
    return None


def island_info(screen: Any, view: View, island: int, box: BoxLayout) -> None:
    seat = view["seat"]
    entry = next(i for i in view["islands"] if i["id"] == island)
    box.add_widget(label(tr.message("Island {number}", {"number": island_label(island)}), "IlosHeading"))
    pirates = [p for p in entry["pirates"] if p != seat]
    fort = island_costs(view, island)["plantation"]["fort"]
    if pirates and fort:
        box.add_widget(label(tr.message("Pirates: {names} · {player}'s fort here shields them",
                                        {"names": names(view, pirates), "player": player_name(view, seat)})))
    elif pirates:
        box.add_widget(label(tr.message("Pirates: {names} · {player} pays the piracy cost here",
                                        {"names": names(view, pirates), "player": player_name(view, seat)})))
    else:
        box.add_widget(label(tr.message("No pirates tax {player} here", {"player": player_name(view, seat)})))
    box.add_widget(label(tr.message("{player}'s ships on its coasts: {count}",
                                    {"player": player_name(view, seat), "count": entry["ships"][seat]})))
    if view["phase"] != "actions":
        return
    for card in PIONEER_CARDS:
        action = candidate(view, island, card)
        if action is None:
            box.add_widget(label(tr.message("{card}: no free spot on this island", {"card": card_name(card)}),
                                 color=(0.6, 0.62, 0.66, 1)))
            continue
        text, _ = cost_row(view, island, card)
        refused = screen.refusal(action)
        box.add_widget(label(text, bold=True, color=(0.55, 0.95, 0.6, 1) if refused is None else (1, 1, 1, 1)))
        if refused is not None:
            box.add_widget(label(tr.message(refused.key, refused.params), "IlosNote"))


def tile_panel(screen: Any, view: View, box: BoxLayout) -> None:
    tile = screen.sel.tile
    placed = view["tiles"][tile]
    box.add_widget(header(screen, tr._("This tile")))
    seat = view["seat"]
    for island, _ in island_lands(view, tile):
        island_info(screen, view, island, box)
    if view["phase"] == "actions" and view["seats"][seat]["first_island"]:
        box.add_widget(label(tr.message("Ship card: {cards} cards, no ship needed", {"cards": SHIP_CARDS}),
                             "IlosHeading"))
        if ship_sources(view, seat):
            box.add_widget(source_button(screen, view))
        source = chosen_source(screen, view)
        for island, land in island_lands(view, tile):
            action = ShipDock(seat, tile, land, source)
            box.add_widget(button(tr.message("Dock a ship on island {number}", {"number": island_label(island)}),
                                  partial(screen.act, action, tile), disabled=screen.refusal(action) is not None))
            refused_note(screen, action, box)
        if placed["tile"]["lair"]:
            holder = next((s for s in view["ships"] if s["tile"] == tile and s["land"] is None), None)
            if holder is not None:
                box.add_widget(label(tr.message("The pirate lair is held by {player}",
                                                {"player": player_name(view, holder["seat"])})))
            else:
                lair = ShipLair(seat, tile, source)
                box.add_widget(button(tr._("Occupy the pirate lair"), partial(screen.act, lair, tile),
                                      disabled=screen.refusal(lair) is not None))
                refused_note(screen, lair, box)
    elif placed["tile"]["lair"]:
        box.add_widget(label(tr._("This tile has a pirate lair")))
    box.add_widget(label(tr._("Spots: tap one for its card"), "IlosHeading"))
    for index, spot in enumerate(placed["tile"]["spots"]):
        box.add_widget(button(spot_text(view, tile, index), partial(screen.select, mode="spot", spot=index)))


def spot_text(view: View, tile: int, spot: int) -> str:
    kind = view["tiles"][tile]["tile"]["spots"][spot]["kind"]
    number = island_label(island_of_spot(view, tile, spot))
    pioneer = pioneer_at(view, tile, spot)
    if pioneer is None:
        return tr.message("{spot} · island {number} · free", {"spot": spot_name(kind), "number": number})
    what = tr._(BUILDING_NAMES[pioneer["building"]]) if pioneer["building"] else spot_name(kind)
    return tr.message("{spot} · island {number} · {player}", {"spot": what, "number": number,
                                                                "player": player_name(view, pioneer["seat"])})


# --- a spot -------------------------------------------------------------------------------------------------
def spot_actions(view: View, tile: int, spot: int) -> list[tuple[str, str, Any]]:
    """(card, button text, action) of every way to use the spot."""
    seat, kind = view["seat"], view["tiles"][tile]["tile"]["spots"][spot]["kind"]
    if kind in CARD_KINDS["plantation"]:
        return [("plantation", tr._("Play the Plantation card"), Plantation(seat, tile, spot))]
    if kind == "gold":
        return [("gold_mine", tr._("Play the Gold mine card"), GoldMine(seat, tile, spot))]
    if kind == "ruins":
        return [("ruins", tr._("Play the Ruins card"), Ruins(seat, tile, spot))]
    found = [("building", tr._("Build a fort"), Building(seat, tile, spot, BuildingKind.FORT))]
    island = island_of_spot(view, tile, spot)
    copies = [(t, s, k) for t, s, k in spots_of_island(view, island) if k in CARD_KINDS["plantation"]
              and (p := pioneer_at(view, t, s)) is not None and p["building"] is None]
    for t, s, k in copies:
        owner = player_name(view, pioneer_at(view, t, s)["seat"])  # type: ignore[index]
        found.append(("building", tr.message("Build a trading post copying {resource} ({player})",
                                             {"resource": resource_name(k), "player": owner}),
                      Building(seat, tile, spot, BuildingKind.TRADING_POST, t, s)))
    if not copies:
        found.append(("building", tr._("Build a trading post"),
                      Building(seat, tile, spot, BuildingKind.TRADING_POST)))
    return found


def cost_lines(view: View, island: int, card: str) -> list[str]:
    quote = island_costs(view, island)[card]
    seat = view["seat"]
    player = player_name(view, seat)
    lines = [tr.message("{player} discards the {card} card and {cost} more: {cards} cards; {player} holds {hand}",
                        {"player": player, "card": card_name(card), "cost": quote["cost"], "cards": quote["cards"],
                         "hand": view["seats"][seat]["hand"]})]
    pirates = [p for p in next(i for i in view["islands"] if i["id"] == island)["pirates"] if p != seat]
    if quote["pirated"]:
        lines.append(tr.message("Pirates of {names} tax this island: the piracy cost applies",
                                {"names": names(view, pirates)}))
    elif pirates and quote["fort"]:
        lines.append(tr.message("{player}'s fort on this island shields them from the pirates",
                                {"player": player}))
    lines.append(tr.message("Ships needed on this island: {needed}; {player} has {there}",
                            {"needed": quote["ships_needed"], "player": player, "there": quote["ships_there"]}))
    return lines


def spot_panel(screen: Any, view: View, box: BoxLayout) -> None:
    tile, spot = screen.sel.tile, screen.sel.spot
    box.add_widget(header(screen, spot_text(view, tile, spot)))
    island = island_of_spot(view, tile, spot)
    pioneer = pioneer_at(view, tile, spot)
    if pioneer is not None:  # "Les emplacements occupés par des Pionniers ne sont plus disponibles"
        box.add_widget(label(tr.message("{player}'s pioneer holds this spot; an occupied spot is closed to "
                                        "everyone else", {"player": player_name(view, pioneer["seat"])})))
        return
    shown: set[str] = set()
    for card, text, action in spot_actions(view, tile, spot):
        if card not in shown and view["phase"] == "actions":
            for line in cost_lines(view, island, card):
                box.add_widget(label(line))
            shown.add(card)
        refused = screen.refusal(action)
        box.add_widget(button(text, partial(screen.act, action, tile),
                              "PrimaryButton" if refused is None else "IlosButton", disabled=refused is not None))
        if refused is not None:
            box.add_widget(label(tr.message(refused.key, refused.params), "IlosNote"))


# --- a seat -------------------------------------------------------------------------------------------------
def seat_panel(screen: Any, view: View, box: BoxLayout) -> None:
    seat = screen.sel.seat
    data = view["seats"][seat]
    player = player_name(view, seat)
    box.add_widget(header(screen, player, seat_rgba(view, seat)))
    box.add_widget(button(tr.message("{player}: look at the stash (covered)", {"player": player}),
                          partial(screen.open_stash, seat, "")))
    if screen.refusal(Redraw(seat, 1)) is None:
        box.add_widget(button(tr._("Redraw the opening hand"), partial(screen.open_redraw, seat)))
    box.add_widget(label(tr.message("{count} cards in hand · draws {draw} at the end of the turn",
                                    {"count": data["hand"], "draw": data["draw"]})))
    box.add_widget(label(tr._("Production board (public)")))
    for resource in RESOURCES:
        row = BoxLayout(size_hint_y=None, height=dp(28), spacing=dp(6))
        row.add_widget(ResourceChip(resource.value, data["production"][resource.value]))
        row.add_widget(label(resource_name(resource.value)))
        box.add_widget(row)
    box.add_widget(label(tr.message("Ships in play: {ships} of 5 · pioneers placed: {pioneers} of 10",
                                    {"ships": 5 - data["ships_left"], "pioneers": 10 - data["pioneers_left"]})))


def island_costs(view: View, island: int) -> Mapping[str, Any]:
    """The cost helper's entry for ``island``: each pioneer card's cost there."""
    return next(i for i in view["costs"]["islands"] if i["island"] == island)
