"""Trade and build (the panel while the turn is at trade and build): what the roll produced, each build with its
cost (enabled when the rules allow it somewhere; else the engine's reason), the bank's 3:1, the 2-gold
purchase and the fast-gold sale, and the ships that may start the movement phase.

Choosing a build rings on the map every place the engine accepts; a settler or a crew goes into a dock (tap the
harbor settlement) or a ship at one (a button per ship)."""

from __future__ import annotations

from typing import Any

from kivy.metrics import sp
from kivy.uix.boxlayout import BoxLayout

from companion.screens.catan_ep import deal, moves
from companion.screens.catan_ep.common import (View, build_name, button, cards_text, label, player_name, refused_note,
                                               resource_name, resources_json)
from companion.screens.catan_ep.produced import produced_lines
from companion.screens.catan_ep.targets import BUILD_SPOTS
from companion.screens.i18n import tr
from companion.screens.chooser import show_choices
from games.catan_ep import (COSTS, RESOURCES, SCENARIO_MISSIONS, BankTrade, Build, BuildCargo, BuyResource, CatanState,
                            Mission, Piece, Resource, SellResource, place_refusal)

BUILDS = ("road", "settlement", "harbor", "ship", "settler", "crew")
CREWS_FROM = 2


def build_refusal(state: CatanState, build: str) -> tuple[bool, str | None]:
    """(some place accepts it now, else the engine's reason: for the cost when a full hand could build it)."""
    refused = place_refusal(state, state.seat, BUILD_SPOTS[build])
    return refused is None, None if refused is None else tr.message(refused.key, dict(refused.params))


def trade_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    if screen.sel.ship is not None:
        moves.ship_panel(screen, view, state, box)
        return
    if screen.sel.build is not None:
        chosen_build(screen, view, state, box)
        return
    if "deal" in screen.sel.entry:
        deal.deal_panel(screen, view, state, box)
        return
    seat = state.seat
    produced_lines(screen, view, box)
    box.add_widget(label(tr.message("{player} holds {cards} · {gold} gold",
                                    {"player": player_name(view, seat),
                                     "cards": cards_text(resources_json(state.seats[seat].hand)),
                                     "gold": state.seats[seat].gold})))
    box.add_widget(label(tr._("Build"), "heading"))
    screen.build_buttons = {}
    for build in BUILDS:
        if build == "crew" and state.rules.scenario < CREWS_FROM:
            continue
        cost = cards_text(resources_json(COSTS[Build(build)]))
        left = view["seats"][seat]["pieces_left"][build]
        allowed, reason = build_refusal(state, build)
        widget = button(tr.message("{build} ({left} left)", {"build": build_name(build), "left": left}) + "\n" + cost,
                        lambda b=build: screen.select(build=b), disabled=not allowed)
        widget.font_size, widget.shorten, widget.max_lines = sp(15), False, 2  # the cost on its own line
        screen.build_buttons[build] = widget
        box.add_widget(widget)
        if reason:
            box.add_widget(label(reason, "note"))
    trade_section(screen, view, state, box)
    moves.ship_list(screen, view, state, box)


def chosen_build(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    build = screen.sel.build
    box.add_widget(label(tr.message("{build}: tap a ringed place on the map", {"build": build_name(build)}),
                         "heading"))
    if build in ("settler", "crew"):
        piece = Piece.SETTLER if build == "settler" else Piece.CREW
        for ship in state.ships:
            if ship.seat != state.seat:
                continue
            action = BuildCargo(state.seat, piece, ship=ship.id)
            if screen.legal(action):
                box.add_widget(button(tr.message("Into ship {number}", {"number": ship.id + 1}),
                                      lambda a=action: screen.attempt(a)))
    if build == "ship" and view["seats"][state.seat]["pieces_left"]["ship"] == 0:
        replacing = screen.sel.entry.get("replacing", next(s.id for s in state.ships if s.seat == state.seat))
        box.add_widget(label(tr._("All 3 ships are in play: one leaves the board (with its cargo) for the new one")))
        for ship in (s for s in state.ships if s.seat == state.seat):
            widget = button(tr.message("Take ship {number} off the board", {"number": ship.id + 1}),
                            lambda i=ship.id: screen.select(entry={"replacing": i}),
                            "primary" if ship.id == replacing else "normal")
            box.add_widget(widget)
    box.add_widget(button(tr._("Cancel"), lambda: screen.select(build=None, entry={})))


def trade_section(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    seat = state.seat
    box.add_widget(label(tr._("Trade with the bank"), "heading"))
    hand = state.seats[seat].hand
    screen.trade_buttons = {}
    for resource in RESOURCES:
        if hand.get(resource) < 3:
            continue
        widget = button(tr.message("3 {resource} for 1 card or 1 gold", {"resource": resource_name(resource.value)}),
                        lambda r=resource: bank_choice(screen, view, r))
        screen.trade_buttons[resource.value] = widget
        box.add_widget(widget)
    buy = BuyResource(seat, Resource.WOOD)
    widget = button(tr._("Buy a card for 2 gold"), lambda: buy_choice(screen, view),
                    disabled=screen.refusal(buy) is not None)
    screen.trade_buttons["buy"] = widget
    box.add_widget(widget)
    refused_note(screen, buy, box)
    sell_section(screen, view, state, box)
    deal.offer_trade(screen, view, state, box)


def sell_section(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    """Fast gold (scenarios 4-5): "vous pouvez leur vendre 1 ressource contre 1 pièce d'or une fois durant votre
    phase de commerce et de construction", once more with the second fast-gold village."""
    if Mission.SPICES not in SCENARIO_MISSIONS[state.rules.scenario]:
        return
    hand = state.seats[state.seat].hand
    sell = SellResource(state.seat, next((r for r in RESOURCES if hand.get(r)), Resource.WOOD))
    widget = button(tr._("Sell 1 resource for 1 gold (fast gold)"), lambda: sell_choice(screen, view),
                    disabled=screen.refusal(sell) is not None)
    screen.trade_buttons["sell"] = widget
    box.add_widget(widget)
    refused_note(screen, sell, box)


def sell_choice(screen: Any, view: View) -> None:
    state = screen.state()
    hand = state.seats[state.seat].hand
    screen.overlay = show_choices(tr._("Which card is sold for 1 gold?"),
                                  [(resource_name(r.value), r) for r in RESOURCES if hand.get(r)],
                                  lambda give: screen.attempt(SellResource(state.seat, give)))


def bank_choice(screen: Any, view: View, give: Resource) -> None:
    seat = screen.state().seat
    answers: list[tuple[str, Any]] = [(resource_name(r.value), r) for r in RESOURCES if r is not give]
    answers.append((tr._("1 gold"), None))
    screen.overlay = show_choices(tr.message("3 {resource} to the bank for what?",
                                             {"resource": resource_name(give.value)}),
                                  answers, lambda take: screen.attempt(BankTrade(seat, give, take)))


def buy_choice(screen: Any, view: View) -> None:
    seat = screen.state().seat
    screen.overlay = show_choices(tr._("Which card for 2 gold?"), [(resource_name(r.value), r) for r in RESOURCES],
                                  lambda take: screen.attempt(BuyResource(seat, take)))
