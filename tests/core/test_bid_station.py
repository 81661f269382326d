"""The blind chooser alone: a cursor over the seat's choices, moved by prev/next, stopping at the ends."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core.bid_station import (
    BidStation,
    FeedbackFanout,
    Refused,
    card_of,
    choice_of,
    deck,
)
from companion.core.inbox import InputEvent
from companion.core.ports import Notice, SeatFeedback
from games import base
from games.base import Setup
from games.kilim import market
from games.kilim.actions import RevealDomino, SealBid
from games.kilim.model import Motif, Special

SEAT = 2


def presses(station: BidStation, *buttons: str, source: str = "gpio") -> list[InputEvent | Refused | None]:
    return [station.press(InputEvent("seat", station.seat, button, source)) for button in buttons]


def locked_after(station: BidStation, *moves: str) -> str | None:
    *_, outcome = presses(station, *moves, "lock")
    assert isinstance(outcome, InputEvent)
    return outcome.choice


@pytest.fixture
def station() -> BidStation:
    station = BidStation(SEAT)
    station.open(deck())
    return station


def test_the_kilim_deck_is_the_gold_cards_then_the_specials() -> None:
    assert deck() == (*(str(v) for v in range(1, 16)), "spy", "scrap", "artisan")
    assert deck(10)[-4:] == ("10", "spy", "scrap", "artisan") and len(deck(10)) == 13


@pytest.mark.parametrize("value", range(1, 16))
def test_gold_card_n_is_n_minus_1_presses_of_next(station: BidStation, value: int) -> None:
    assert locked_after(station, *["next"] * (value - 1)) == str(value)


def test_the_specials_are_counted_back_from_the_end(station: BidStation) -> None:
    to_the_end = ["next"] * 20  # more presses than cards: the cursor waits at the last one
    assert locked_after(station, *to_the_end) == "artisan"
    assert locked_after(station, "prev") == "scrap"
    assert locked_after(station, "prev") == "spy"


def test_prev_enough_times_always_comes_back_to_the_first_card(station: BidStation) -> None:
    assert locked_after(station, "prev") == "1"  # no wrap-around from the first card
    assert locked_after(station, *["next"] * 9, *["prev"] * 20) == "1"


def test_the_lock_event_is_a_bid_from_the_same_device(station: BidStation) -> None:
    (outcome,) = presses(station, "lock", source="keyboard")
    assert outcome == InputEvent("seat", SEAT, "bid", "keyboard", choice="1")


def test_locking_again_starts_from_the_card_locked(station: BidStation) -> None:
    """A face-down card can still be swapped: one prev after locking 12 is 11."""
    assert locked_after(station, *["next"] * 11) == "12"
    assert locked_after(station, "prev") == "11"


def test_each_opening_starts_again_on_the_first_choice(station: BidStation) -> None:
    presses(station, "next", "next")
    station.open(deck())
    assert locked_after(station) == "1"
    station.open(["3", "7", "9"])  # e.g. a spy's sealed round: the caller's list, in its order
    assert locked_after(station, "next", "next", "next") == "9"


def test_a_closed_station_moves_nothing_and_refuses_a_lock(station: BidStation) -> None:
    station.close()
    assert not station.is_open
    assert presses(station, "next", "prev") == [None, None]
    (refusal,) = presses(station, "lock")
    assert isinstance(refusal, Refused) and refusal.seat == SEAT
    assert refusal.notice.english() == ("Seat 3: no choice is asked for now; lock one when the screen asks "
                                        "for it")
    station.open(deck())
    assert locked_after(station, "next") == "2"  # presses while closed counted for nothing


def test_a_pad_bid_passes_through_unchanged(station: BidStation) -> None:
    bid = InputEvent("seat", SEAT, "bid", "serial", choice="spy")
    assert station.press(bid) is bid
    assert locked_after(station) == "1"  # and the station's cursor did not move


def test_misuse_is_an_error_where_it_is_made(station: BidStation) -> None:
    with pytest.raises(ValueError, match="another seat"):
        station.press(InputEvent("seat", SEAT + 1, "lock"))
    with pytest.raises(ValueError, match="another seat"):
        station.press(InputEvent("advance"))
    with pytest.raises(ValueError, match="at least one choice"):
        station.open(())


@given(st.lists(st.sampled_from(["prev", "next"]), max_size=60))
def test_any_presses_lock_the_card_a_clamped_count_says(moves: list[str]) -> None:
    station = BidStation(0)
    station.open(deck())
    position = 0
    for move in moves:
        position = max(0, position - 1) if move == "prev" else min(len(deck()) - 1, position + 1)
    assert locked_after(station, *moves) == deck()[position]


def test_choices_name_kilim_cards_both_ways() -> None:
    assert [card_of(c) for c in deck()] == [*range(1, 16), Special.SPY, Special.SCRAP, Special.ARTISAN]
    assert all(choice_of(card_of(c)) == c for c in deck())
    assert all(InputEvent("seat", 0, "bid", choice=c).choice == c for c in deck())  # valid event choices
    for bad in ("joker", "", "²", "SPY"):
        with pytest.raises(ValueError, match="not a Kilim card"):
            card_of(bad)


@pytest.mark.parametrize("players", [2, 5])
def test_the_deck_is_exactly_what_the_engine_lets_a_seat_seal_at_dawn(players: int) -> None:
    kilim = base.get("kilim")
    state = kilim.initial_state(Setup.of([(f"P{n}", "red") for n in range(players)]))
    state = kilim.apply(state, RevealDomino(Motif.A, Motif.B))
    assert tuple(choice_of(c) for c in market.choices(state, 0)) == deck(state.max_gold)
    for choice in deck(state.max_gold):
        kilim.apply(state, SealBid(0, card_of(choice)))  # each one accepted


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def locked(self, seat: int, source: str | None = None) -> None:
        self.calls.append(("locked", seat, source))

    def refused(self, seat: int, notice: Notice, source: str | None = None) -> None:
        self.calls.append(("refused", seat, notice.key, source))

    def cleared(self, seat: int) -> None:
        self.calls.append(("cleared", seat))


def test_the_fanout_tells_every_seat_feedback_and_skips_other_adapters() -> None:
    first, second = Recorder(), Recorder()
    assert isinstance(first, SeatFeedback)
    fanout = FeedbackFanout([first, object(), second])
    assert fanout.targets == (first, second)
    fanout.locked(1, "serial")
    fanout.refused(1, Notice("no"), "gpio")
    fanout.cleared(1)
    assert first.calls == second.calls == [("locked", 1, "serial"), ("refused", 1, "no", "gpio"), ("cleared", 1)]
