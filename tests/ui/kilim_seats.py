"""The seats of a Kilim table, for the whole-game tests: how each seat chooses (a seeded player picking among
the cards the engine accepts, read from that seat's own view) and how the choice reaches the app (blind on a
bid station's mock pins, or as a line on a serial bid pad on a real pty).

Choices are in the stations' text form: "1"-"15", "spy", "scrap", "artisan" (companion.core.bid_station).
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from typing import Any, Mapping, Sequence

from gpiozero.pins.mock import MockFactory

from companion.core.bid_station import deck
from companion.hardware.pinmap import PinMap
from companion.screens.kilim.placing import DIRECTIONS
from games.kilim import carpet as carpets
from games.kilim.model import Kilim, Placement
from tests.hardware.hwfakes import PtyPad
from tests.ui.harness import Harness

View = Mapping[str, Any]
SPECIAL_KEYS = ("spy", "scrap", "artisan")


# --- what a seat chooses ----------------------------------------------------------------------------------
def bid_choices(view: View, seat: int) -> list[str]:
    """The cards ``seat`` may seal in the auction, from its own view (what its covered keypad enables)."""
    used = view["seats"][seat]["used"]
    allowed = {"spy": True, "scrap": view["bag"] > 0, "artisan": bool(view["board_tokens"])}
    return [str(v) for v in view["hands"][seat]] + [c for c in SPECIAL_KEYS if c not in used and allowed[c]]


def offer_choices(view: View, seat: int) -> tuple[list[int], bool]:
    """The gold cards ``seat`` may play in the spy / Scrap bag / Artisan round, and whether they are discards."""
    hand, phase = list(view["hands"][seat]), view["phase"]
    if phase == "spy":
        return hand, False
    bar = view["turn"]["bar"]
    able = [v for v in hand if (v > bar if phase == "scrap" else v < bar)]
    return (able, False) if able else (hand, True)


def choose_bids(views: Sequence[View], rng: random.Random) -> dict[int, str]:
    """Every seat's sealed choice: mostly gold, a special card now and then, and now and then the same gold
    card as a seat before it (so that bids cancel)."""
    chosen: dict[int, str] = {}
    for seat, view in enumerate(views):
        cards = bid_choices(view, seat)
        specials = [c for c in cards if c in SPECIAL_KEYS]
        golds = [c for c in cards if c not in SPECIAL_KEYS]
        copies = [c for c in chosen.values() if c in golds]
        if specials and rng.random() < 0.22:
            chosen[seat] = rng.choice(specials)
        elif copies and rng.random() < 0.35:
            chosen[seat] = rng.choice(copies)
        else:
            chosen[seat] = rng.choice(golds)
    return chosen


def choose_offers(views: Mapping[int, View], rng: random.Random) -> dict[int, int]:
    chosen: dict[int, int] = {}
    for seat, view in views.items():
        cards, _ = offer_choices(view, seat)
        copies = [v for v in chosen.values() if v in cards]
        chosen[seat] = rng.choice(copies) if copies and rng.random() < 0.3 else rng.choice(cards)
    return chosen


def compact_spot(kilim: Kilim, rng: random.Random) -> Placement:
    """Where a seat lays its domino: a legal spot that keeps the kilim's bounding box small (a rectangle now
    and then), unturned if that does as well (fewer taps on Turn)."""
    taken = carpets.covered(kilim)

    def cost(at: Placement) -> tuple[int, int, int]:
        cells = taken | set(at.cells())
        rows, cols = [r for r, _ in cells], [c for _, c in cells]
        height, width = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
        return height * width, height + width, DIRECTIONS.index(at.direction)

    spots = carpets.legal_placements(kilim)
    best = min(map(cost, spots))
    return rng.choice([at for at in spots if cost(at) == best])


# --- what the table expects to read after a reveal (the rulebook, written out again) -------------------------
def joined(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def expected_auction(names: Sequence[str], golds: Sequence[int | None], last_of_day: bool) -> list[str]:
    """kilim-fr: equal gold bids cancel, the highest bid left wins; nobody won: carried, or lost at day's end."""
    counts = Counter(v for v in golds if v is not None)
    lines = [] if counts else ["Nobody bid a gold card"]
    for value in sorted(counts, reverse=True):
        holders = [names[s] for s, g in enumerate(golds) if g == value]
        if len(holders) == 1:
            return lines + [f"{holders[0]} wins with {value}"]
        lines.append(f"{joined(holders)} bid {value}: equal bids cancel")
    if last_of_day:
        return lines + ["Nobody wins: this was the day's last domino, so it is lost"]
    return lines + ["Nobody wins: the domino goes, with the next one, to the next auction's winner"]


def offer_winner(offers: Mapping[int, tuple[int, bool]], highest: bool) -> int | None:
    """Scrap bag (highest) or Artisan (lowest) offer wins; a tie, or discards only, give it to nobody."""
    real = {seat: value for seat, (value, discard) in offers.items() if not discard}
    if not real:
        return None
    best = (max if highest else min)(real.values())
    holders = [seat for seat, value in real.items() if value == best]
    return holders[0] if len(holders) == 1 else None


# --- how a choice reaches the app ---------------------------------------------------------------------------
class PinSeats:
    """Seats choosing blind on their bid stations (docs/hardware.md, "Choosing blind at a bid station"):
    gold N is NEXT N-1 times then LOCK; a special card is NEXT 20 times, PREV 0/1/2 times, LOCK.

    Presses are instant on mock pins, so the only wait is the debounce window between two edges of the same
    button (``debounce_s``, 1 ms in these tests); the seats press in turn, as around a table, so the waits
    mostly vanish."""

    def __init__(self, app: Harness, factory: MockFactory, pins: PinMap, debounce_s: float) -> None:
        self.app, self.factory, self.pins, self.debounce_s = app, factory, pins, debounce_s
        self._last_edge: dict[int, float] = {}

    def led(self, seat: int) -> bool:
        return bool(self.factory.pin(self.pins.seats[seat].led).state)

    def led_changes(self, seat: int) -> int:
        return len(self.factory.pin(self.pins.seats[seat].led).states)

    def press(self, bcm: int) -> None:
        wait = self._last_edge.get(bcm, -math.inf) + self.debounce_s + 0.0001 - time.monotonic()
        if wait > 0:
            time.sleep(wait)  # at most the debounce window (1 ms here), not a finger's pace
        pin = self.factory.pin(bcm)
        pin.drive_low()
        pin.drive_high()
        self._last_edge[bcm] = time.monotonic()

    def presses(self, seat: int, choice: str, choices: Sequence[str], start: str | None = None) -> list[int]:
        """The buttons to press for ``choice``, from gold 1 (a new step) or from the card ``start``."""
        station = self.pins.seats[seat]
        target = choices.index(choice)
        if choice in SPECIAL_KEYS:  # counted back from the end: NEXT 20 stops on the Artisan
            steps = [station.next] * 20 + [station.prev] * (len(choices) - 1 - target)
        else:
            delta = target - (choices.index(start) if start else 0)
            steps = [station.next] * delta if delta >= 0 else [station.prev] * -delta
        return steps + [station.lock]

    def seal(self, choices: Mapping[int, str], max_gold: int, bidding: bool,
             start: Mapping[int, str] | None = None) -> None:
        """Every seat of ``choices`` counts to its card and locks, the seats' presses interleaved."""
        cards = deck(max_gold) if bidding else deck(max_gold)[:max_gold]
        sequences = [self.presses(s, c, cards, (start or {}).get(s)) for s, c in choices.items()]
        for step in range(max(map(len, sequences), default=0)):
            for sequence in sequences:
                if step < len(sequence):
                    self.press(sequence[step])
        self.settle()

    def settle(self) -> None:
        inbox = self.app.context.inbox
        assert self.app.wait_until(lambda: len(inbox) == 0, 10), "the app did not take the presses"


class PadSeats:
    """Seats choosing on a serial bid pad (docs/hardware.md, "Serial bid pad: line protocol"): one line per
    choice, then wait for its answer before the next."""

    def __init__(self, app: Harness, pad: PtyPad) -> None:
        self.app, self.pad = app, pad
        self.answers: list[tuple[str, str]] = []  # (line sent, answer), the whole game
        self.cleared: list[str] = []  # the app's CLEARED lines, apart from the answers

    @staticmethod
    def line_for(seat: int, choice: str) -> str:
        return f"SEAT {seat + 1} {choice.upper()}" if choice in SPECIAL_KEYS else f"SEAT {seat + 1} BID {choice}"

    def send(self, line: str, seconds: float = 3.0) -> str:
        self.pad.send(line.encode("ascii") + b"\n")
        got: list[str] = []
        deadline = time.monotonic() + seconds
        while not got and time.monotonic() < deadline:
            self.app.settle()  # the app takes its inbox on the clock, as it runs
            got = self.pad.answers(1, timeout=0.001)
            self.cleared += [g for g in got if g.startswith("CLEARED ")]
            got = [g for g in got if not g.startswith("CLEARED ")]
        assert len(got) == 1, f"{line!r} answered {got!r}"
        self.answers.append((line, got[0]))
        return got[0]

    def seal(self, choices: Mapping[int, str], max_gold: int, bidding: bool,
             start: Mapping[int, str] | None = None) -> None:
        for seat, choice in choices.items():
            line = self.line_for(seat, choice)
            assert self.send(line) == "OK", self.answers[-1]
