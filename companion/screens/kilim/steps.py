"""The auction's steps in words, from the public view: the status line, the seat bar, the side panel as kit specs
(docs/design.md#the-kit); and the covered keypad's requests, from the seat's own view. What a seat locked never
shows before its reveal, only that it has locked (docs/design.md#secrets).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from companion.screens.i18n import tr
from companion.screens.kilim.common import special_name, token_name
from companion.screens.kilim.keypad import Choice, Request
from companion.screens.kilim.stations import ROUND_PHASES, sealed_round, waiting_seats
from companion.screens.kilim.words import OFFER_PROMPTS, step_words
from companion.screens.kit import specs
from companion.screens.theme import player_colour
from games.base import N_
from games.kilim import (CLASSIC, SPECIALS, Action, Hidden, KilimView, Motif, Offer, Phase, PlaceScrap, SealBid,
                         Special, TakeScrap, TakeToken, can_beat, can_undercut, cards_text)

SEAT_BAR_NAMES = {Special.SPY: N_("Spy"), Special.SCRAP: N_("Bag"), Special.ARTISAN: N_("Artisan")}
# A card's gold once played, in words: a bare "Spy 3" read as points or as a count of cards left.
SEAT_BAR_SPENDS = {Special.SPY: N_("Spy, then {value}"), Special.SCRAP: N_("Bag, offers {value}"),
                   Special.ARTISAN: N_("Artisan, offers {value}")}


def step_text(view: KilimView) -> str:
    """The instruction for the table: what happens now (a seat's phone shows it too)."""
    said = step_words(view)
    return tr.message(said.key, dict(said.params))




def explanation(view: KilimView) -> list[str]:
    """The resolved turn in words: the engine's sentences for the auction, then the special cards; at the day's
    end, after them (the day's last domino may have just been lost), a word on the artisan tokens still held."""
    turn = view.turn
    lines = [tr.message(said.key, dict(said.params)) for said in view.explanation]
    if turn is not None and turn.resolved and turn.scrap:
        lines.append(tr.message("{player} searches the scrap bag", {"player": view.name(turn.scrap_winner)})
                     if turn.scrap_winner is not None else tr.message("Nobody searches the scrap bag"))
    if turn is not None and turn.resolved and turn.artisan:
        lines.append(tr.message("{player} calls the Artisan", {"player": view.name(turn.artisan_winner)})
                     if turn.artisan_winner is not None else tr.message("Nobody calls the Artisan"))
    if view.phase is Phase.DAY_OVER and view.day < 3:  # what the end of a day asks of the table, in full
        lines.append(tr.message("Day {day} is over: everyone takes back their played cards, the artisan tokens go "
                                "back to the board, and pile {next} comes out",
                                {"day": view.day, "next": view.day + 1}))
    if view.phase is Phase.DAY_OVER and any(seat.tokens for seat in view.seats):
        lines.append(tr._("Artisan tokens still held can be used on the kilims now; they go back to the board when "
                          "the day ends"))
    return lines


def seat_status(view: KilimView, seat: int) -> str:
    """The seat bar's figure: locked or not while sealed, its revealed card(s) after, else its points so far (one
    figure: a chip is a fifth of a 7" screen, and a card with its offer, "Spy 12", must be read whole)."""
    phase, turn, rnd = view.phase, view.turn, view.round
    locked = tr._("Choosing") if seat in waiting_seats(view) else tr._("Locked")  # while sealed: only who has locked
    if phase is Phase.BIDDING:
        return locked
    if turn is None:
        return tr.plural("{count} point", "{count} points", view.scores[seat].total)
    bid = turn.bids[seat]
    if isinstance(bid, int):
        return tr.message("bid: {value} gold", {"value": bid})
    name = tr._(SEAT_BAR_NAMES[bid])  # a fifth of a 7" screen: "Sac de Chutes 14" would be cut
    spends = {Special.SPY: turn.spies, Special.SCRAP: turn.scrap, Special.ARTISAN: turn.artisan}[bid]
    spend = next((s for s in spends if s.seat == seat), None)
    if spend is not None and spend.discard:
        return tr.message("{card}, discards {value}", {"card": name, "value": spend.value})
    if spend is not None:
        return tr.message(SEAT_BAR_SPENDS[bid], {"value": spend.value})
    if rnd is not None and phase.value == bid.value and seat in rnd.seats and len(rnd.seats) > 1:
        return locked  # the status line names the round and its card: "Espion · Choisit…" would not fit the bar
    return name


def acting(view: KilimView) -> set[int]:
    """The seats the table waits for now: those still to choose in secret, or the one picking or laying."""
    turn, phase = view.turn, view.phase
    if turn is not None and phase in (Phase.TAKE_SCRAP, Phase.TAKE_TOKEN, Phase.WEAVE):
        who = {Phase.TAKE_SCRAP: turn.scrap_winner, Phase.TAKE_TOKEN: turn.artisan_winner}.get(phase, turn.winner)
        return {who} if who is not None else set()
    if phase in ROUND_PHASES and view.round is not None and not sealed_round(view):
        return set(view.round.seats)
    return set(waiting_seats(view))


# --- the side panel and the seat bar ------------------------------------------------------------------
OpenSeat = Callable[[int], object]


def seat_button_text(view: KilimView, seat: int) -> str:
    """The seat's own secret step, if it has one now ("" if not)."""
    phase, rnd, turn = view.phase, view.round, view.turn
    if phase is Phase.BIDDING:
        return tr._("Choose") if view.sealed[seat] is None else tr._("Change")
    if phase in ROUND_PHASES and rnd is not None and seat in rnd.seats:
        if sealed_round(view):
            return tr._("Offer") if seat in waiting_seats(view) else tr._("Change")
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
    if waiting_seats(view):
        items.append(specs.Button(tr._("Pass the screen round"), pass_round, key="pass"))
    return items


def hands(view: KilimView) -> list[specs.Item]:
    """Every seat's gold cards still in hand and special cards left today: public ('face visible')."""
    items: list[specs.Item] = [specs.Heading(tr._("Cards in hand"))]
    for seat in range(len(view.players)):
        golds = tuple(view.hands[seat])
        cards = cards_text(golds) if any(isinstance(card, int) for card in golds) else tr._("no gold cards left")
        items.append(specs.Text(tr.message("{player}: {cards}", {"player": view.name(seat), "cards": cards})))
        left = [special_name(card.value) for card in SPECIALS if card not in view.seats[seat].used]
        items.append(specs.Text(" · ".join(left) or tr._("no special card left today"), tone="muted", size="small"))
    return items


def panel(view: KilimView, open_seat: OpenSeat, pass_round: Callable[[], object], play: Callable[[Action], object],
          show_kilims: Callable[[], object]) -> list[specs.Item]:
    pile = view.piles[view.day - 1]
    items: list[specs.Item] = [specs.Heading(tr.message("Day {day} · domino {number} of {count}", {
        "day": view.day, "number": pile.revealed, "count": pile.size}))]
    items += secret_steps(view, open_seat, pass_round)
    winner = view.turn.artisan_winner if view.turn is not None else None
    if view.phase is Phase.TAKE_TOKEN and winner is not None:  # the Artisan's winner takes a token from the board
        items += [specs.Button(token_name(token.value), partial(play, TakeToken(winner, token)),
                               key=f"token-{token.value}") for token in view.board_tokens]
    items += [specs.Gap(), specs.Button(tr._("Kilims"), show_kilims, key="kilims"), specs.Gap()]
    return items + hands(view)


# --- the keypad's requests ------------------------------------------------------------------------------
def request(view: KilimView, seat: int, prompt: str, choices: list[Choice], lock_text: str, done: str,
            action: Callable[[Any], Action], covered: bool = True) -> Request:
    """``done`` is a message id naming the seat ("{player} has locked"); ``action`` plays a chosen key."""
    name = view.name(seat)
    return Request(name, list(player_colour(view.players[seat].colour).rgba), prompt, choices, lock_text,
                   tr.message(done, {"player": name}), action, covered)


def bid_request(view: KilimView, seat: int) -> Request:
    """A seat's sealed choice for the auction: its gold cards (spent ones greyed) and its special cards."""
    hand = set(view.hands[seat])
    used = view.seats[seat].used
    choices = [Choice(v, str(v), v in hand) for v in range(1, view.max_gold + 1)]
    allowed = {Special.SPY: True, Special.SCRAP: view.bag > 0, Special.ARTISAN: bool(view.board_tokens)}
    choices += [Choice(card.value, special_name(card.value), card not in used and allowed[card]) for card in SPECIALS]
    return request(view, seat, tr._("choose a gold card or a special card"), choices, tr._("Lock"),
                   N_("{player} has locked"), lambda key: SealBid(seat, Special(key) if isinstance(key, str) else key))




def offer_request(view: KilimView, seat: int) -> Request:
    """A spy's gold card, or a Scrap bag / Artisan offer (above / below the bar), or the card discarded by a
    seat that can do neither."""
    kind, turn, rnd = view.phase, view.turn, view.round
    assert turn is not None and rnd is not None
    hand = list(view.hands[seat])
    bar = turn.bar or 0
    able = hand if kind is Phase.SPY else list(can_beat(hand, bar) if kind is Phase.SCRAP else can_undercut(hand, bar))
    discard = not able
    allowed = set(hand if discard else able)
    choices = [Choice((v, discard), str(v), v in allowed) for v in range(1, view.max_gold + 1)]
    prompt = tr.message(OFFER_PROMPTS[kind, discard and kind is not Phase.SPY], {"bar": bar})
    return request(view, seat, prompt, choices, tr._("Discard") if discard else tr._("Lock"),
                   N_("{player} has made an offer"), lambda key: Offer(seat, *key), covered=len(rnd.seats) > 1)


def _letters(motifs: tuple[Motif | Hidden, ...]) -> list[Choice]:
    return [Choice(letter, letter, True, letter) for letter in sorted({m.value for m in motifs
                                                                       if isinstance(m, Motif)})]


def scrap_request(view: KilimView, seat: int) -> Request:
    """The Scrap bag winner's secret pick: the bag's motifs when the table gave them (only this seat's view
    holds them), else any of A-E (the table's bag decides)."""
    return request(view, seat, tr._("take a scrap from the bag; it stays face down"),
                   _letters(view.bag_motifs) or _letters(CLASSIC), tr._("Take it"), N_("{player} has taken a scrap"),
                   lambda key: TakeScrap(seat, Motif(key)))


# The phase -> the request it makes of a seat on the covered keypad.
REQUESTS: dict[Phase, Callable[[KilimView, int], Request]] = {
    Phase.BIDDING: bid_request, **dict.fromkeys(ROUND_PHASES, offer_request), Phase.TAKE_SCRAP: scrap_request}


def sew_request(view: KilimView, seat: int, cell: tuple[int, int]) -> Request:
    """Choosing which held scrap to sew: only this seat's view shows its scraps."""
    return request(view, seat, tr._("choose the scrap to sew there"), _letters(view.seats[seat].scraps),
                   tr._("Sew it"), N_("{player} has sewn a scrap"), lambda key: PlaceScrap(seat, Motif(key), *cell))
