"""Catan: Explorers & Pirates on a seat's phone (companion/seat_page.py): the table (whose turn, each seat's cards,
gold and points against the target), the seat's hand, gold and pieces left, and on its turn what needs no place on
the map: the bank's trades ("3 ressources identiques ... pour y prendre 1 autre ressource de votre choix ... ou 1 pièce
d'or"), a card bought for 2 gold, a card sold to a fast-gold village, the hero's step, and the end of the turn. The
dice, builds and ship moves are made on the map, on the table's screen, and the page says so. Nothing is secret in
this game (games/catan_ep/view.py says why). No Kivy: the page is built from the engine's per-seat view."""

from __future__ import annotations

from companion.screens.catan_ep.names import BUILD_NAMES, RESOURCE_NAMES, player, status
from companion.seat_faces import Offer, SeatFace, points, say
from companion.seat_page import Line, Section
from games.base import N_, Phrase
from games.catan_ep import (CREWS_FROM, RESOURCES, SCENARIO_MISSIONS, BankTrade, BuyResource, CatanView, EndTurn,
                            HeroStep, Mission, Phase, Resource, SellResource, cards_phrase)

BUY = N_("Buy a card for 2 gold")
SELL = N_("Sell 1 resource for 1 gold (fast gold)")
HERO = ((True, N_("Step forward (a crew goes back)")), (False, N_("Keep the crew")))


def card(resource: Resource) -> Phrase:
    return Phrase(RESOURCE_NAMES[resource.value])


class CatanFace(SeatFace):
    def table(self, view: CatanView) -> tuple[Section, ...]:
        seats = range(len(view.players))
        hands = tuple(Line(say(N_("{player}: {cards} · {gold} gold"), player=player(view, s),
                               cards=cards_phrase(view.seats[s].hand), gold=view.seats[s].gold)) for s in seats)
        scores = tuple(Line(say(N_("{player}: {points}"), player=player(view, s), points=points(view.seats[s].points)))
                       for s in seats)
        return Section(status(view), hands), Section(say(N_("Points (target {target})"), target=view.target), scores)

    def mine(self, view: CatanView, seat: int) -> tuple[Section, ...]:
        own = view.seats[seat]
        builds = [b for b in BUILD_NAMES if b != "crew" or view.rules.scenario >= CREWS_FROM]
        lines = (Line(say(N_("Gold: {gold} · points: {points}"), gold=own.gold, points=own.points)),
                 *(Line(say(N_("{build} ({left} left)"), build=Phrase(BUILD_NAMES[b]),
                            left=getattr(own.pieces_left, b))) for b in builds))
        return (Section(say(N_("Cards: {cards}"), cards=cards_phrase(own.hand)), lines),)

    def offers(self, view: CatanView, seat: int) -> list[Offer]:
        if view.hero_choosing == seat:  # "peut avancer d'une autre case ..., mais il doit ... remettre une de ses
            # unités"
            return [Offer(f"hero:{step}", Phrase(label), HeroStep(seat, step)) for step, label in HERO]
        if view.seat != seat or view.phase not in (Phase.TRADE, Phase.MOVE):
            return []
        found = trades(view, seat) if view.phase is Phase.TRADE else []
        return found + [Offer("end-turn", Phrase(N_("End turn")), EndTurn(seat))]

    def on_turn(self, view: CatanView, seat: int) -> bool:
        return (view.seat == seat and view.phase is not Phase.OVER) or view.hero_choosing == seat

    def prompt(self, view: CatanView, seat: int) -> Phrase:
        return Phrase(N_("Your turn: the dice, builds and ship moves are made on the map, on the table's screen; "
                         "trades with the bank and the end of the turn are here"))


def trades(view: CatanView, seat: int) -> list[Offer]:
    """The bank's trades for each kind the seat holds 3 of, a card bought for 2 gold, a card sold for 1 gold."""
    hand = view.seats[seat].hand
    found = [Offer(f"bank:{give.value}:{take.value if take else 'gold'}",
                   card(take) if take else Phrase(N_("1 gold")), BankTrade(seat, give, take),
                   say(N_("3 {resource} for 1 card or 1 gold"), resource=card(give)))
             for give in RESOURCES if hand.get(give) >= 3 for take in (*(r for r in RESOURCES if r is not give), None)]
    found += [Offer(f"buy:{r.value}", card(r), BuyResource(seat, r), Phrase(BUY)) for r in RESOURCES]
    if Mission.SPICES in SCENARIO_MISSIONS[view.rules.scenario]:
        found += [Offer(f"sell:{r.value}", card(r), SellResource(seat, r), Phrase(SELL))
                  for r in RESOURCES if hand.get(r)]
    return found
