"""Trade and build: each build with its cost, refused with the engine's reason when no place allows it now (chosen,
it rings on the map every place the engine accepts; a settler or a crew goes into a dock, or a ship at one: a button
per ship); the bank, gold and a trade with another player, tapped card by card on each side; the ships."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Sequence

from companion.screens.catan_ep import moves
from companion.screens.catan_ep.common import (Items, build_name, cards_text, choice_grid, offer, player_name,
                                               resource_name)
from companion.screens.catan_ep.produced import produced_lines
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.overlay import ask
from games.catan_ep import (COSTS, RESOURCES, SCENARIO_MISSIONS, BankTrade, Build, BuildCargo, BuyResource, CatanState,
                            CatanView, Mission, Piece, PlayerTrade, Resource, Resources, SellResource, Spot,
                            place_refusal)

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen

BUILDS = ("road", "settlement", "harbor", "ship", "settler", "crew")
BUILD_SPOTS = {build: Spot(build) for build in BUILDS}  # each build rings the places of its own name
CREWS_FROM = 2
GOLD = "gold"
EMPTY = {"give": Resources(), "take": Resources(), "give_gold": 0, "take_gold": 0}  # a trade with nothing on it yet


def trade_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    if screen.sel.ship is not None:
        return moves.ship_panel(screen, view, state)
    if screen.sel.build is not None:
        return chosen_build(screen, view, state)
    if "deal" in screen.sel.entry:
        return deal_panel(screen, view, state)
    seat = view.seats[state.seat]
    shown = produced_lines(screen) + [
        specs.Text(tr.message("{player} holds {cards} · {gold} gold", {"player": player_name(view, state.seat),
                                                                        "cards": cards_text(seat.hand),
                                                                        "gold": seat.gold})),
        specs.Heading(tr._("Build"))]
    for build in BUILDS:
        if build == "crew" and state.rules.scenario < CREWS_FROM:
            continue
        text = tr.message("{build} ({left} left)", {"build": build_name(build),
                                                     "left": getattr(seat.pieces_left, build)})
        shown += offer(f"{text}\n{cards_text(COSTS[Build(build)])}", partial(screen.select, build=build),
                       place_refusal(state, state.seat, BUILD_SPOTS[build]), f"build:{build}")
    return shown + trade_section(screen, view, state) + moves.ship_list(screen, view, state)


def chosen_build(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    build = str(screen.sel.build)
    shown: Items = [specs.Heading(tr.message("{build}: tap a ringed place on the map", {"build": build_name(build)}))]
    if build in ("settler", "crew"):
        piece = Piece.SETTLER if build == "settler" else Piece.CREW
        for ship in (s for s in state.ships if s.seat == state.seat):
            action = BuildCargo(state.seat, piece, ship=ship.id)
            if screen.check(action) is None:
                shown.append(specs.Button(tr.message("Into ship {number}", {"number": ship.id + 1}),
                                          partial(screen.attempt, action), key=f"into:{ship.id}"))
    if build == "ship" and view.seats[state.seat].pieces_left.ship == 0:
        replacing = screen.sel.entry.get("replacing", next(s.id for s in state.ships if s.seat == state.seat))
        shown.append(specs.Text(tr._("All 3 ships are in play: one leaves the board (with its cargo) for the new "
                                     "one")))
        shown += [specs.Button(tr.message("Take ship {number} off the board", {"number": ship.id + 1}),
                               partial(screen.select, entry={"replacing": ship.id}),
                               tone="primary" if ship.id == replacing else "normal", key=f"replace:{ship.id}")
                  for ship in state.ships if ship.seat == state.seat]
    return shown + [specs.Button(tr._("Cancel"), partial(screen.select, build=None, entry={}), key="back")]


def trade_section(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    seat = state.seat
    hand = state.seats[seat].hand
    shown: Items = [specs.Heading(tr._("Trade with the bank"))]
    shown += [specs.Button(tr.message("3 {resource} for 1 card or 1 gold", {"resource": resource_name(r.value)}),
                           partial(bank_choice, screen, r), key=f"trade:{r.value}")
              for r in RESOURCES if hand.get(r) >= 3]
    buy = BuyResource(seat, Resource.WOOD)
    shown += offer(tr._("Buy a card for 2 gold"), partial(ask_card, screen, tr._("Which card for 2 gold?"), RESOURCES,
                                                          partial(BuyResource, seat)), screen.check(buy), "trade:buy")
    if Mission.SPICES in SCENARIO_MISSIONS[state.rules.scenario]:
        # Fast gold (scenarios 4-5): "vous pouvez leur vendre 1 ressource contre 1 pièce d'or une fois durant votre
        # phase de commerce et de construction", once more with the second fast-gold village.
        sell = SellResource(seat, next((r for r in RESOURCES if hand.get(r)), Resource.WOOD))
        shown += offer(tr._("Sell 1 resource for 1 gold (fast gold)"), partial(
            ask_card, screen, tr._("Which card is sold for 1 gold?"), [r for r in RESOURCES if hand.get(r)],
            partial(SellResource, seat)), screen.check(sell), "trade:sell")
    others = [s for s in range(len(state.players)) if s != seat]
    return shown + [specs.Button(tr._("Trade with a player"), partial(choose_partner, screen, view, others),
                                 key="trade:player")]


def bank_choice(screen: CatanTableScreen, give: Resource) -> None:
    ask_card(screen, tr.message("3 {resource} to the bank for what?", {"resource": resource_name(give.value)}),
             [r for r in RESOURCES if r is not give], partial(BankTrade, screen.catan_state().seat, give),
             [(tr._("1 gold"), None)])


def ask_card(screen: CatanTableScreen, question: str, cards: Sequence[Resource], make: Callable[[Any], Any],
             more: Sequence[tuple[str, Any]] = ()) -> None:
    """A question with a button per card (and ``more`` answers); the action ``make`` makes of the answer is
    played."""
    screen.overlay = ask(question, [*((resource_name(r.value), r) for r in cards), *more],
                         lambda answer: screen.attempt(make(answer)))


# --- a trade with another player ---------------------------------------------------------------------------
def choose_partner(screen: CatanTableScreen, view: CatanView, others: list[int]) -> None:
    screen.overlay = ask(tr._("Trade with whom?"), [(player_name(view, s), s) for s in others],
                         lambda other: screen.select(entry={"deal": {"other": other, **EMPTY}}))


def deal_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    deal = screen.sel.entry["deal"]
    me, other = player_name(view, state.seat), player_name(view, deal["other"])
    title = tr.message("{player} trades with {other}", {"player": me, "other": other})
    shown: Items = [specs.Button(tr._("Back"), screen.back, key="back"), specs.Heading(title)]
    for side, who in (("give", me), ("take", other)):
        shown += [specs.Text(tr.message("{player} gives: {cards} · {gold} gold",
                                        {"player": who, "cards": cards_text(deal[side]),
                                         "gold": deal[f"{side}_gold"]})),
                  choice_grid(f"deal {side}", [*RESOURCES, GOLD],
                              [f"+ {resource_name(r.value)}" for r in RESOURCES] + [f"+ {tr._('Gold')}"], None,
                              partial(add, screen, side), 2)]
    action = PlayerTrade(state.seat, deal["other"], deal["give"], deal["take"], deal["give_gold"], deal["take_gold"])
    shown.append(specs.Button(tr._("Start again"), partial(screen.select, entry={"deal": {**deal, **EMPTY}}),
                              key="again"))
    return shown + offer(tr._("Trade"), partial(screen.attempt, action), screen.check(action), "deal", tone="primary")


def add(screen: CatanTableScreen, side: str, value: Any) -> None:
    deal = screen.sel.entry["deal"]
    if value == GOLD:
        deal[f"{side}_gold"] += 1
    else:
        deal[side] = deal[side].plus(value)
    screen.refresh()
