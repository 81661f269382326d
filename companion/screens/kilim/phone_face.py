"""Kilim on a seat's phone (docs/phones.md, companion/seat_page.py): the sealed bid, and the gold card a spy, a Scrap
bag or an Artisan seat plays in secret, as one more bid source beside the bid stations, the serial pad and the
covered keypad. A tap becomes the very ``InputEvent`` a bid station's lock sends (button "bid", source "phone"),
which the table's stations take (companion/screens/kilim/stations.py): a game mixes sources.

Built from the seat's own view only (``session.view(seat)``): another seat's choice is only "has locked". No Kivy.
"""

from __future__ import annotations

from typing import Any

from companion.core.inbox import BID, InputEvent
from companion.screens.kilim.stations import ROUND_PHASES, waiting_seats
from companion.screens.kilim.words import OFFER_PROMPTS, SPECIAL_NAMES, step_words
from companion.seat_page import Act, Choice, Line, Press, Refuse, SeatPage, Section, result_section
from games.base import N_
from games.kilim import (KilimView, Offer, Phase, SealBid, Special, Spend, can_beat, can_undercut,
                         cards_text, card_of, station_deck)
from games.messages import Phrase, Plural
from games.refusals import ENTRY, Refusal

NOT_ASKED = Refusal(N_("No choice is asked of your seat now"), (), ENTRY)


def _card(card: int | Special | Spend) -> Phrase | str:
    if isinstance(card, Spend):
        return str(card.value)
    return Phrase(SPECIAL_NAMES[card.value]) if isinstance(card, Special) else str(card)


def _own_choice(view: KilimView, seat: int) -> int | Special | Spend | None:
    """What this seat has locked in the step now (its own view holds it), or None."""
    if view.phase is Phase.BIDDING:
        card = view.sealed[seat]
        return card if isinstance(card, (int, Special)) else None
    rnd = view.round
    if view.phase in ROUND_PHASES and rnd is not None and seat in rnd.seats:
        spend = rnd.sealed[rnd.seats.index(seat)]
        return spend if isinstance(spend, Spend) else None
    return None


def _asked(view: KilimView) -> tuple[int, ...]:
    """The seats the sealed step asks (every seat at the auction; the round's seats after it)."""
    if view.phase is Phase.BIDDING:
        return tuple(range(len(view.players)))
    if view.phase in ROUND_PHASES and view.round is not None:
        return view.round.seats
    return ()


class KilimPhone:
    def page(self, session: Any, seat: int) -> SeatPage:
        view: KilimView = session.view(seat)
        waiting = waiting_seats(view)
        public = [Line(Phrase.of(N_("{player} has locked"), player=view.name(s)) if s not in waiting
                       else Phrase.of(N_("{player} is choosing"), player=view.name(s))) for s in _asked(view)]
        public = [Line(step_words(view)), *public, *(Line(said) for said in view.explanation)]
        scores = tuple(Line(Phrase.of(N_("{label}: {points}"), label=view.name(s), points=Plural(
            "{count} point", "{count} points", points.total))) for s, points in enumerate(view.scores))
        mine = [Line(Phrase.of(N_("Gold cards in your hand: {cards}"), cards=cards_text(view.hands[seat])))]
        own = _own_choice(view, seat)
        if own is not None:
            mine.insert(0, Line(Phrase.of(N_("Your secret choice: {card}"), card=_card(own)), secret=True))
        asked = seat in _asked(view)
        result = result_section(session, seat)
        return SeatPage(
            your_turn=seat in waiting,
            public=(Section(Phrase(N_("The table")), tuple(public)), Section(Phrase(N_("Kilims so far")), scores)),
            mine=(Section(Phrase(N_("Yours only")), tuple(mine)), *((result,) if result is not None else ())),
            choices=self._choices(session, view, seat) if asked else (),
            prompt=Phrase.of(N_("{player}: {ask}"), player=view.name(seat), ask=self._prompt(view, seat))
            if asked else None,
            finished=view.phase is Phase.GAME_OVER)

    def _prompt(self, view: KilimView, seat: int) -> Phrase:
        if view.phase is Phase.BIDDING:
            return Phrase(N_("choose a gold card or a special card"))
        bar = view.turn.bar if view.turn is not None else 0
        return Phrase.of(OFFER_PROMPTS[view.phase, self._discards(view, seat)], bar=bar or 0)

    def _discards(self, view: KilimView, seat: int) -> bool:
        """A Scrap bag or Artisan seat with no card that can beat (undercut) the bar discards one instead."""
        hand, bar = view.hands[seat], (view.turn.bar if view.turn is not None else 0) or 0
        if view.phase is Phase.SCRAP:
            return not can_beat(hand, bar)
        return view.phase is Phase.ARTISAN and not can_undercut(hand, bar)

    def _choices(self, session: Any, view: KilimView, seat: int) -> tuple[Choice, ...]:
        game, state = session.game, session.state
        bidding = view.phase is Phase.BIDDING
        keys = station_deck(view.max_gold) if bidding else station_deck(view.max_gold)[:view.max_gold]
        discard = not bidding and self._discards(view, seat)
        group = Phrase(N_("Gold cards"))
        choices = []
        for key in keys:
            card = card_of(key)
            action = SealBid(seat, card) if bidding else Offer(seat, int(key), discard)
            special = isinstance(card, Special)
            label = Phrase(SPECIAL_NAMES[key]) if special else Phrase.of(N_("{card}"), card=key)
            choices.append(Choice(key, label, game.check(state, action),
                                  Phrase(N_("Special cards")) if special else group))
        return tuple(choices)

    def act(self, session: Any, seat: int, key: str) -> Act:
        view: KilimView = session.view(seat)
        if seat not in _asked(view) or key not in station_deck(view.max_gold):
            return Refuse(NOT_ASKED)
        return Press(InputEvent("seat", seat=seat, button=BID, source="phone", choice=key))

