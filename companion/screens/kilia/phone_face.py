"""Kilia on a seat's phone (companion/seat_page.py): the table (whose turn, each seat's coins, keys and points on the
pad), the seat's board, goods and contracts, its fulfilled contracts face down and secret until they are turned over
("Posez ensuite le contrat rempli face cachée devant vous"; "Vous pouvez regarder vos cartes à tout moment"), and on
its turn what needs no card of the supply: refresh the supply, place a scoring token, play a smoked sprats card for a
coin or a good, go without an improvement, end the turn. A card of the supply, a merchant, a contract or a payment is
chosen on the table's screen, and the page says so. No Kivy: the page is built from the engine's per-seat view."""

from __future__ import annotations

from companion.screens.kilia.names import status
from companion.seat_faces import Offer, SeatFace, points, say
from companion.seat_page import Line, Section
from games.base import N_, Phrase, Plural
from games.kilia import (COLOURS, GOODS, ZONES, ChooseColour, EndTurn, Goods, KiliaView, Phase, PlaceToken, PlaySprats,
                         Refresh, SeatView, Skip, card_phrase, colour_phrase, contract_phrase, goal_phrase,
                         goods_phrase, zone_phrase)

SPRATS = N_("Take 1 coin or 1 good for a smoked sprats card")


def coins(count: int) -> Plural:
    return Plural.of("{count} coin", "{count} coins", count)


def keys(count: int) -> Plural:
    return Plural.of("{count} key", "{count} keys", count)


class KiliaFace(SeatFace):
    def table(self, view: KiliaView) -> tuple[Section, ...]:
        return (Section(status(view), tuple(Line(seat_line(view, s)) for s in range(len(view.players)))),)

    def mine(self, view: KiliaView, seat: int) -> tuple[Section, ...]:
        held = view.seats[seat]
        if held.colour is None:
            return (Section(Phrase(N_("No player board chosen yet")), ()),)
        board = [Line(say(N_("Goods: {goods}"), goods=goods_phrase(held.goods)))]
        board += [Line(say(N_("{zone}: {count} of 4"), zone=zone_phrase(z), count=held.zone(z))) for z in ZONES]
        board += [Line(card_phrase(card)) for card in held.skills]
        if held.sprats or held.sprats_new:
            board.append(Line(Plural.of("{count} smoked sprats card", "{count} smoked sprats cards",
                                        held.sprats + held.sprats_new)))
        title = say(N_("{board} board · {coins} · {keys} · ship {ship}"), board=colour_phrase(held.colour),
                    coins=coins(held.coins), keys=keys(held.keys), ship=held.ship)
        return Section(title, tuple(board)), Section(Phrase(N_("Contracts")), contracts(held))

    def offers(self, view: KiliaView, seat: int) -> list[Offer]:
        if view.seat != seat:
            return []
        if view.phase is Phase.COLOURS:  # set-up step 8: the first player first, then clockwise
            return [Offer(f"board:{c.value}", say(N_("The {board} board"), board=colour_phrase(c)),
                          ChooseColour(seat, c)) for c in COLOURS]
        if view.phase is not Phase.TURNS:
            return []
        held, found = view.seats[seat], []
        if view.turn.pending:  # the improvement itself is a card or a contract of the supply: on the table
            found.append(Offer("skip", Phrase(N_("Go without")), Skip(seat)))
        elif view.turn.actions == 0:
            found.append(Offer("refresh", Phrase(N_("Refresh the supply (5 coins)")), Refresh(seat)))
        found += [Offer(f"token:{goal.value}", say(N_("Place a token: {goal}"), goal=goal_phrase(goal)),
                        PlaceToken(seat, goal)) for goal in held.claimable]
        if held.sprats:
            found.append(Offer("sprats:coin", say(N_("Take {what}"), what=coins(1)), PlaySprats(seat), Phrase(SPRATS)))
            found += [Offer(f"sprats:{good.value}", say(N_("Take {what}"), what=goods_phrase(Goods.of(good))),
                            PlaySprats(seat, good), Phrase(SPRATS)) for good in GOODS]
        return found + [Offer("end-turn", Phrase(N_("End turn")), EndTurn(seat))]

    def on_turn(self, view: KiliaView, seat: int) -> bool:
        return view.phase in (Phase.COLOURS, Phase.TURNS) and view.seat == seat

    def prompt(self, view: KiliaView, seat: int) -> Phrase:
        if view.phase is Phase.COLOURS:
            return Phrase(N_("Your turn: choose your player board"))
        return Phrase(N_("Your turn: a card or a contract of the supply, a merchant and a payment are chosen on the "
                         "table's screen; the rest is here"))


def seat_line(view: KiliaView, seat: int) -> Phrase:
    """A seat as the table sees it: coins, keys and the points on the pad without the face-down contracts."""
    held, name = view.seats[seat], view.name(seat)
    if held.colour is None:
        return say(N_("{player}: no board yet"), player=name)
    pad = held.score.council + held.score.colour + held.score.goods
    return say(N_("{player}: {coins} · {keys} · {points} before the contracts"), player=name, coins=coins(held.coins),
               keys=keys(held.keys), points=points(pad))


def contracts(held: SeatView) -> tuple[Line, ...]:
    """The active contracts (face up), then the fulfilled ones: face down, their owner's secret; and the points so
    far with them."""
    shown = [Line(contract_phrase(c)) for c in held.contracts]
    shown.append(Line(Plural.of("{count} fulfilled, face down", "{count} fulfilled, face down",
                                len(held.fulfilled))))
    shown += [Line(contract_phrase(c), secret=True) for c in held.fulfilled if c is not None]
    if held.score.total is not None:
        shown.append(Line(say(N_("Your points so far, the fulfilled contracts with them: {points}"),
                              points=points(held.score.total)), secret=True))
    return tuple(shown)
