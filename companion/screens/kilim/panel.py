"""Kilim's side panel as kit specs (docs/design.md#the-kit): plain functions over the public typed view. What a
seat locked never shows here before its reveal (docs/design.md#secrets): only that it has locked."""

from __future__ import annotations

from functools import partial
from typing import Callable

from companion.screens.i18n import tr
from companion.screens.kilim import steps
from companion.screens.kilim.common import token_name
from companion.screens.kit import specs
from games.kilim import KilimView, Phase, Token, cards_text

OpenSeat = Callable[[int], object]


def seat_figures(view: KilimView, seat: int) -> tuple[str, ...]:
    """The seat bar's figure: what the seat shows in the auction, else its points so far (one figure: a chip is
    a fifth of a 7" screen, and a card with its offer, "Spy 12", must be read whole)."""
    status = steps.seat_status(view, seat)
    return (status or tr.plural("{count} point", "{count} points", view.scores[seat].total),)


def seat_button_text(view: KilimView, seat: int) -> str:
    """The seat's own secret step, if it has one now ("" if not)."""
    phase, rnd, turn = view.phase, view.round, view.turn
    if phase is Phase.BIDDING:
        return tr._("Choose") if view.sealed[seat] is None else tr._("Change")
    if phase in steps.ROUND_PHASES and rnd is not None and seat in rnd.seats:
        if steps.sealed_round(view):
            return tr._("Offer") if seat in steps.waiting_seats(view) else tr._("Change")
        return tr._("Play")
    if phase is Phase.TAKE_SCRAP and turn is not None and turn.scrap_winner == seat:
        return tr._("Pick")
    return ""


def secret_steps(view: KilimView, open_seat: OpenSeat, pass_round: Callable[[], object]) -> list[specs.Item]:
    """One button per seat with a secret choice now, and the screen passed round to those still to choose."""
    items: list[specs.Item] = []
    for seat in range(len(view.players)):
        text = seat_button_text(view, seat)
        if text:
            items.append(specs.Button(tr.message("{player}: {step}", {"player": view.name(seat), "step": text}),
                                      partial(open_seat, seat), key=f"seat{seat}"))
    if steps.waiting_seats(view):
        items.append(specs.Button(tr._("Pass the screen round"), pass_round, key="pass"))
    return items


def hands(view: KilimView) -> list[specs.Item]:
    """Every seat's gold cards still in hand and special cards left today: public ('face visible')."""
    items: list[specs.Item] = [specs.Heading(tr._("Cards in hand"))]
    for seat in range(len(view.players)):
        items.append(specs.Text(tr.message("{player}: {cards}", {"player": view.name(seat),
                                                                 "cards": cards_text(tuple(view.hands[seat]))})))
        items.append(specs.Text(steps.specials_left(view, seat), tone="muted", size="small"))
    return items


def token_choices(view: KilimView, take: Callable[[Token], object]) -> list[specs.Item]:
    return [specs.Button(token_name(token.value), partial(take, token), key=f"token-{token.value}")
            for token in view.board_tokens]


def panel(view: KilimView, open_seat: OpenSeat, pass_round: Callable[[], object], take: Callable[[Token], object],
          show_kilims: Callable[[], object]) -> list[specs.Item]:
    pile = view.piles[view.day - 1]
    items: list[specs.Item] = [specs.Heading(tr.message("Day {day} · domino {number} of {count}", {
        "day": view.day, "number": pile.revealed, "count": pile.size}))]
    items += secret_steps(view, open_seat, pass_round)
    if view.phase is Phase.TAKE_TOKEN:
        items += token_choices(view, take)
    items += [specs.Gap(), specs.Button(tr._("Kilims"), show_kilims, key="kilims"), specs.Gap()]
    return items + hands(view)
