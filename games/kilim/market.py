"""The market, step by step (rulebook "1ÈRE ÉTAPE : LE MARCHÉ" and "3ÈME ÉTAPE : FIN DU TOUR").

A turn: RevealDomino -> every seat SealBid -> RevealBids -> [the spies' Offers (sealed among several, then
RevealOffers)] -> the auction is resolved -> [Scrap bag Offers -> TakeScrap] -> [Artisan Offers -> TakeToken]
-> the winner's LayDomino (games.kilim.weaving) -> the next RevealDomino, or the day is over.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.kilim import auction
from games.kilim.actions import Offer, RevealBids, RevealDomino, RevealOffers, SealBid, TakeScrap, TakeToken
from games.kilim.model import (CLASSIC, SPECIALS, Domino, Fate, KilimState, Motif, Phase, Round,
                               Special, Spend, TurnRecord)

ROUND_PHASES = {Special.SPY: Phase.SPY, Special.SCRAP: Phase.SCRAP, Special.ARTISAN: Phase.ARTISAN}


# --- what a seat may play ------------------------------------------------------------------------------
def check_seat(state: KilimState, seat: int) -> None:
    if not 0 <= seat < len(state.players):
        raise RuleError("There is no seat {seat}; this table has seats 0 to {last}",
                        seat=seat, last=len(state.players) - 1)


def choices(state: KilimState, seat: int) -> tuple[int | Special, ...]:
    """Every card ``seat`` may seal now: its unspent gold cards and its special cards usable today."""
    used = state.seats[seat].used
    specials = [s for s in SPECIALS if s not in used and not (s is Special.SCRAP and state.bag == 0)
                and not (s is Special.ARTISAN and not state.board_tokens)]
    return (*state.hand(seat), *specials)


def cards_text(cards: tuple[int | Special, ...]) -> str:
    """'1-3, 5, 7-15': the gold cards among ``cards`` in runs (no words: it goes into translated messages)."""
    golds = [c for c in cards if isinstance(c, int)]
    parts: list[str] = []
    for value in golds:
        if parts and value - 1 in golds and parts[-1].split("-")[-1] == str(value - 1):
            parts[-1] = parts[-1].split("-")[0] + "-" + str(value)
        else:
            parts.append(str(value))
    return ", ".join(parts) or "-"


def check_gold(state: KilimState, seat: int, value: object, bidding: bool = False) -> None:
    """A gold card ``seat`` still holds today; ``bidding``: the refusal also points to the special cards."""
    player = state.name(seat)
    left = cards_text(state.hand(seat))
    if not isinstance(value, int) or isinstance(value, bool):
        raise RuleError("A gold card is a number from 1 to {max}, not {value}", max=state.max_gold, value=value)
    if not 1 <= value <= state.max_gold:
        if len(state.players) == 2 and state.max_gold < value <= 15:
            raise RuleError("With 2 players the gold cards above 10 stay in the box; {player} may play: {left}",
                            player=player, left=left)
        raise RuleError("There is no gold card {value}; gold cards go from 1 to {max}",
                        value=value, max=state.max_gold)
    if value in state.seats[seat].spent:
        if bidding:
            raise RuleError("{player} already spent the gold card {value} today; still in hand: {left}, and the "
                            "special cards not used today", player=player, value=value, left=left)
        raise RuleError("{player} already spent the gold card {value} today; still in hand: {left}",
                        player=player, value=value, left=left)


USED_TODAY_MESSAGES = {
    Special.SPY: "{player} already used the Spy card today (once a day); gold cards still in hand: {left}",
    Special.SCRAP: "{player} already used the Scrap bag card today (once a day); gold cards still in hand: {left}",
    Special.ARTISAN: "{player} already used the Artisan card today (once a day); gold cards still in hand: {left}",
}


def check_card(state: KilimState, seat: int, card: object) -> None:
    if not isinstance(card, Special):
        check_gold(state, seat, card, bidding=True)
        return
    player, left = state.name(seat), cards_text(state.hand(seat))
    if card in state.seats[seat].used:
        raise RuleError(USED_TODAY_MESSAGES[card], player=player, left=left)
    if card is Special.SCRAP and state.bag == 0:
        raise RuleError("The scrap bag is empty, so the Scrap bag card cannot be played; {player} plays a gold "
                        "card ({left}) or another special card not used today", player=player, left=left)
    if card is Special.ARTISAN and not state.board_tokens:
        raise RuleError("No artisan token is left on the board today, so the Artisan card cannot be played; "
                        "{player} plays a gold card ({left}) or another special card not used today",
                        player=player, left=left)


# --- the domino and the sealed bids --------------------------------------------------------------------
def reveal_domino(state: KilimState, action: RevealDomino) -> KilimState:
    if state.phase is Phase.DAY_OVER:
        raise RuleError("Pile {day} is empty: end day {day} to bring out the next pile", day=state.day)
    if state.phase is not Phase.REVEAL:
        raise RuleError("The next domino is turned up once the turn is over and its dominoes are laid")
    cells = (action.first, action.second)
    if Motif.PERFECT in cells:
        raise RuleError("Perfect carpet dominoes are never in a day's pile; a revealed domino shows two motifs "
                        "A-E, or one torn motif (T) and one of A-E")
    torn = cells.count(Motif.TORN)
    pile = state.pile
    if torn == 2:
        raise RuleError("A torn domino has one torn motif and one whole motif (A-E), not two torn motifs")
    if torn and pile.torn_left == 0:
        raise RuleError("Pile {day} holds no torn domino any more ({torn} torn at the start, all revealed); "
                        "enter two motifs A-E", day=state.day, torn=pile.torn)
    if not torn and pile.whole_left == 0:
        raise RuleError("Every domino left in pile {day} is torn; one motif must be T (torn)", day=state.day)
    piles = list(state.piles)
    piles[state.day - 1] = replace(pile, revealed=pile.revealed + 1, torn_revealed=pile.torn_revealed + torn)
    return replace(state, piles=tuple(piles), phase=Phase.BIDDING, domino=Domino(*cells),
                   sealed=(None,) * len(state.players), turn=None)


def seal_bid(state: KilimState, action: SealBid) -> KilimState:
    if state.phase is not Phase.BIDDING:
        raise RuleError("Choices are sealed while a domino is up for auction, before the bids are revealed")
    check_seat(state, action.seat)
    check_card(state, action.seat, action.card)
    sealed = list(state.sealed)
    sealed[action.seat] = action.card
    return replace(state, sealed=tuple(sealed))


def reveal_bids(state: KilimState, action: RevealBids) -> KilimState:
    if state.phase is not Phase.BIDDING:
        raise RuleError("There are no sealed bids to reveal: bids are revealed once, when every seat has locked")
    waiting = [state.name(s) for s, card in enumerate(state.sealed) if card is None]
    if waiting:
        raise RuleError("{waiting} must lock a choice before the bids are revealed",
                        waiting=", ".join(waiting))
    assert state.domino is not None
    bids = tuple(c for c in state.sealed if c is not None)
    seats = list(state.seats)
    for seat, card in enumerate(bids):
        if isinstance(card, Special):
            seats[seat] = replace(seats[seat], used=(*seats[seat].used, card))
        else:
            seats[seat] = replace(seats[seat], spent=tuple(sorted((*seats[seat].spent, card))))
    state = replace(state, seats=tuple(seats), sealed=(None,) * len(bids), turn=TurnRecord(state.domino, bids))
    return _start_round(state, Special.SPY)


# --- spies, Scrap bag and Artisan rounds ---------------------------------------------------------------
def _start_round(state: KilimState, kind: Special) -> KilimState:
    assert state.turn is not None
    seats = tuple(s for s, card in enumerate(state.turn.bids) if card is kind)
    if seats:
        return replace(state, phase=ROUND_PHASES[kind], round=Round(kind, seats, (None,) * len(seats)))
    if kind is Special.SPY:
        return _resolve_auction(state)
    if kind is Special.SCRAP:
        return _start_round(state, Special.ARTISAN)
    return _start_weave(state)


OFFER_MESSAGES = {
    Special.SCRAP: (
        "{player} holds gold cards above the winning bid {bar} ({cards}) and must offer one to search the scrap "
        "bag; only a seat that cannot discards",
        "An offer to search the scrap bag must be above the winning bid {bar}; {player} may offer {cards}",
        "{player} holds no gold card above the winning bid {bar}, so cannot search the scrap bag and must discard "
        "a gold card of their choice (any of {cards})"),
    Special.ARTISAN: (
        "{player} holds gold cards below the winning bid {bar} ({cards}) and must offer one to call the Artisan; "
        "only a seat that cannot discards",
        "An offer to call the Artisan must be below the winning bid {bar}; {player} may offer {cards}",
        "{player} holds no gold card below the winning bid {bar}, so cannot call the Artisan and must discard a "
        "gold card of their choice (any of {cards})"),
}


def check_offer(state: KilimState, kind: Special, action: Offer) -> None:
    check_gold(state, action.seat, action.value)
    player = state.name(action.seat)
    if kind is Special.SPY:
        if action.discard:
            raise RuleError("A spy plays a gold card into the auction; there is nothing to discard")
        return
    assert state.turn is not None and state.turn.bar is not None
    bar = state.turn.bar
    hand = state.hand(action.seat)
    able = auction.can_beat(hand, bar) if kind is Special.SCRAP else auction.can_undercut(hand, bar)
    must_offer, out_of_range, must_discard = OFFER_MESSAGES[kind]
    if able and action.discard:
        raise RuleError(must_offer, player=player, bar=bar, cards=cards_text(able))
    if able and action.value not in able:
        raise RuleError(out_of_range, player=player, bar=bar, cards=cards_text(able))
    if not able and not action.discard:
        raise RuleError(must_discard, player=player, bar=bar, cards=cards_text(hand))


def legal_offers(state: KilimState, kind: Special, seat: int) -> list[Offer]:
    """Every Offer ``seat`` may make in a ``kind`` round: any gold card for a spy; for the Scrap bag the
    cards above the bar (Artisan: below), or, if it has none, a discard of any card."""
    hand = state.hand(seat)
    if kind is Special.SPY:
        return [Offer(seat, v) for v in hand]
    assert state.turn is not None and state.turn.bar is not None
    bar = state.turn.bar
    able = auction.can_beat(hand, bar) if kind is Special.SCRAP else auction.can_undercut(hand, bar)
    return [Offer(seat, v) for v in able] if able else [Offer(seat, v, discard=True) for v in hand]


NOT_IN_ROUND_MESSAGES = {
    Special.SPY: "{player} did not play the Spy card this turn; the spies' cards are for {seats}",
    Special.SCRAP: "{player} did not play the Scrap bag card this turn; the Scrap bag offers are for {seats}",
    Special.ARTISAN: "{player} did not play the Artisan card this turn; the Artisan offers are for {seats}",
}


def offer(state: KilimState, action: Offer) -> KilimState:
    rnd = state.round
    if rnd is None or state.phase not in ROUND_PHASES.values():
        raise RuleError("No offer is due now; offers follow a revealed Spy, Scrap bag or Artisan card")
    check_seat(state, action.seat)
    if action.seat not in rnd.seats:
        raise RuleError(NOT_IN_ROUND_MESSAGES[rnd.kind], player=state.name(action.seat),
                        seats=", ".join(state.name(s) for s in rnd.seats))
    check_offer(state, rnd.kind, action)
    spend = Spend(action.seat, action.value, action.discard)
    if not rnd.sealed_round:
        return _complete_round(state, (spend,))
    sealed = list(rnd.sealed)
    sealed[rnd.seats.index(action.seat)] = spend
    return replace(state, round=replace(rnd, sealed=tuple(sealed)))


def reveal_offers(state: KilimState, action: RevealOffers) -> KilimState:
    rnd = state.round
    if rnd is None or state.phase not in ROUND_PHASES.values():
        raise RuleError("There are no sealed offers to reveal: offers are revealed when several seats share a "
                        "Spy, Scrap bag or Artisan round and all have offered")
    if not rnd.sealed_round:
        raise RuleError("{player} is alone in this round and plays openly; there is nothing to reveal",
                        player=state.name(rnd.seats[0]))
    waiting = [state.name(s) for s, spend in zip(rnd.seats, rnd.sealed) if spend is None]
    if waiting:
        raise RuleError("{waiting} must make an offer before the offers are revealed",
                        waiting=", ".join(waiting))
    return _complete_round(state, tuple(s for s in rnd.sealed if s is not None))


def _complete_round(state: KilimState, spends: tuple[Spend, ...]) -> KilimState:
    assert state.round is not None and state.turn is not None
    seats = list(state.seats)
    for spend in spends:
        seat = seats[spend.seat]
        seats[spend.seat] = replace(seat, spent=tuple(sorted((*seat.spent, spend.value))))
    kind, turn = state.round.kind, state.turn
    state = replace(state, seats=tuple(seats), round=None)
    if kind is Special.SPY:
        return _resolve_auction(replace(state, turn=replace(turn, spies=spends)))
    if kind is Special.SCRAP:
        winner = auction.resolve_offers(spends, highest=True)
        state = replace(state, turn=replace(turn, scrap=spends, scrap_winner=winner))
        return replace(state, phase=Phase.TAKE_SCRAP) if winner is not None else _start_round(state, Special.ARTISAN)
    winner = auction.resolve_offers(spends, highest=False)
    state = replace(state, turn=replace(turn, artisan=spends, artisan_winner=winner))
    return replace(state, phase=Phase.TAKE_TOKEN) if winner is not None else _start_weave(state)


def _resolve_auction(state: KilimState) -> KilimState:
    turn = state.turn
    assert turn is not None
    golds = turn.gold_bids()
    winner, value = auction.resolve_bids(golds, state.rules.equal_bids)
    carried, lost, to_lay = state.carried, state.lost, state.to_lay
    if winner is not None:
        fate, to_lay, carried = Fate.WON, (*carried, turn.domino), ()
    elif state.pile.left == 0:  # "le dernier domino du jour, celui-ci est perdu"
        fate, lost, carried = Fate.LOST, (*lost, *carried, turn.domino), ()
    else:  # "le domino sera donné au joueur qui gagnera l'enchère pour le domino révélé suivant"
        fate, carried = Fate.CARRIED, (*carried, turn.domino)
    turn = replace(turn, resolved=True, winner=winner, winning_bid=value, fate=fate,
                   bar=auction.bar(value, golds, state.rules))
    state = replace(state, turn=turn, carried=carried, lost=lost, to_lay=to_lay, domino=None)
    return _start_round(state, Special.SCRAP)


def take_scrap(state: KilimState, action: TakeScrap) -> KilimState:
    if state.phase is not Phase.TAKE_SCRAP or state.turn is None or state.turn.scrap_winner is None:
        raise RuleError("A scrap is taken by the winner of a Scrap bag round, right after it")
    check_seat(state, action.seat)
    winner = state.turn.scrap_winner
    if action.seat != winner:
        raise RuleError("{winner} won the scrap bag this turn; only they pick a scrap",
                        winner=state.name(winner))
    if action.motif not in CLASSIC:
        raise RuleError("A scrap shows one of the motifs A-E, not {motif}", motif=action.motif.value)
    bag = list(state.bag_motifs)
    if bag:
        if action.motif not in bag:
            raise RuleError("No {motif} scrap is left in the bag; pick one of the scraps in it",
                            motif=action.motif.value)
        bag.remove(action.motif)
    held = state.seats[winner].scraps
    state = replace(state, seats=state.seat_replaced(winner, scraps=(*held, action.motif)),
                    bag=state.bag - 1, bag_motifs=tuple(bag))
    return _start_round(state, Special.ARTISAN)


def take_token(state: KilimState, action: TakeToken) -> KilimState:
    if state.phase is not Phase.TAKE_TOKEN or state.turn is None or state.turn.artisan_winner is None:
        raise RuleError("An artisan token is taken by the winner of an Artisan round, right after it")
    check_seat(state, action.seat)
    winner = state.turn.artisan_winner
    if action.seat != winner:
        raise RuleError("{winner} called the Artisan this turn; only they take a token", winner=state.name(winner))
    if action.token not in state.board_tokens:
        raise RuleError("That artisan token was taken earlier today; {tokens} left on the board",
                        tokens=Plural.of("{count} token", "{count} tokens", len(state.board_tokens)))
    board = tuple(t for t in state.board_tokens if t is not action.token)
    held = state.seats[winner].tokens
    state = replace(state, seats=state.seat_replaced(winner, tokens=(*held, action.token)), board_tokens=board)
    return _start_weave(state)


# --- the end of a turn ---------------------------------------------------------------------------------
def _start_weave(state: KilimState) -> KilimState:
    return replace(state, phase=Phase.WEAVE) if state.to_lay else end_turn(state)


def end_turn(state: KilimState) -> KilimState:
    """'dévoilez un nouveau domino de la pile du jour', or the day is over when the pile is empty."""
    return replace(state, phase=Phase.REVEAL if state.pile.left else Phase.DAY_OVER, round=None)
