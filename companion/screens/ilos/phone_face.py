"""Ilos on a seat's phone (companion/seat_page.py): the table (whose turn, each hand, the market), the seat's stash
behind its screen, secret until the screens are lifted ("Utilisez vos écrans pour cacher vos Ressources produites
pendant le jeu"), its production board and hand, and the one choice the table makes behind the cover today: the
stash's correction (the covered stash view, stash.py), a resource at a tap. Every card is played on the map, on the
table's screen. No Kivy: it builds the page from the engine's per-seat view (docs/design.md#secrets)."""

from __future__ import annotations

from companion.screens.ilos.names import RESOURCE_NAMES, STATUS_MESSAGES
from companion.seat_faces import Offer, SeatFace, say
from companion.seat_page import Line, Section
from games.base import N_, Phrase, Plural
from games.ilos import RESOURCES, CorrectStash, IlosView, Phase, Resource, Resources

STASH = N_("Correct your stash: what lies behind your screen")
STEPS = ((1, N_("+1 {resource}")), (-1, N_("−1 {resource}")))


def resource(kind: Resource) -> Phrase:
    return Phrase(RESOURCE_NAMES[kind.value])


def counts(held: Resources, secret: bool = False) -> tuple[Line, ...]:
    return tuple(Line(say(N_("{count} {resource}"), count=held.get(r), resource=resource(r)), secret)
                 for r in RESOURCES)


def cards(count: int) -> Plural:
    return Plural.of("{count} card", "{count} cards", count)


class IlosFace(SeatFace):
    def table(self, view: IlosView) -> tuple[Section, ...]:
        status = say(STATUS_MESSAGES[view.phase], round=view.seats[view.seat].turns + 1,
                     player=view.players[view.seat].name)
        hands = tuple(Line(say(N_("{player}: {cards}"), player=p.name, cards=cards(view.seats[s].hand)))
                      for s, p in enumerate(view.players))
        prices = tuple(Line(say(N_("{resource}: {price}"), resource=resource(r),
                                price="?" if view.market.price(r) is None else str(view.market.price(r))))
                       for r in RESOURCES)
        return Section(status, hands), Section(Phrase(N_("Market")), prices)

    def mine(self, view: IlosView, seat: int) -> tuple[Section, ...]:
        own = view.seats[seat]
        board = (*counts(own.production), Line(say(N_("{cards} in hand · draws {draw} at the end of the turn"),
                                                   cards=cards(own.hand), draw=own.draw)))
        shown = (Section(Phrase(N_("Production board (public)")), board),)
        if own.stash is None:  # never for the seat's own view; said as the table says it
            return shown
        stash = (*counts(own.stash, True), worth(view, own.stash))
        return Section(Phrase(N_("Your stash, behind your screen")), stash), *shown

    def offers(self, view: IlosView, seat: int) -> list[Offer]:
        stash = view.seats[seat].stash
        if stash is None or view.phase is Phase.OVER:
            return []
        return [Offer(f"stash:{r.value}:{step:+d}", say(label, resource=resource(r)),
                      CorrectStash(seat, stash.plus(r, step)), Phrase(STASH))
                for r in RESOURCES for step, label in STEPS if stash.get(r) + step >= 0]  # as the stash view's stepper

    def on_turn(self, view: IlosView, seat: int) -> bool:
        return view.phase in (Phase.FIRST_ISLANDS, Phase.ACTIONS) and view.seat == seat

    def prompt(self, view: IlosView, seat: int) -> Phrase:
        return Phrase(N_("Your turn: play your cards on the map, on the table's screen; your stash is here"))


def worth(view: IlosView, stash: Resources) -> Line:
    """The stash sold at today's prices; none made up while a row is not read off the board."""
    prices = [view.market.price(r) for r in RESOURCES if stash.get(r)]
    if None in prices:
        return Line(Phrase(N_("Its worth is counted once the market's price rows are read off the board")), True)
    value = sum(stash.get(r) * (view.market.price(r) or 0) for r in RESOURCES)
    return Line(say(N_("Worth {value} at today's market prices"), value=value), True)
