"""Whole 3-day games of Kilim in the real app (real Kivy window under Xvfb), 5 players on bid stations and 3 on a
serial pad, as a table plays them with hardware: every sealed choice (auction bids; spy, Scrap bag and Artisan
offers and discards) is entered on the seats' bid stations (gpiozero MockFactory pins, counted blind as
docs/hardware.md says) or on a serial bid pad on a real pty; the public steps are touches on the screens' own
buttons. The rules for 2 to 5 players are proven on the engine by random whole games (tests/games/kilim).

Two steps do not go through a finger, and say so where they are:
- on the carpet screen, the cell a domino is laid on is given to the carpet grid's ``on_cell``
  (what a tap on that cell fires): a grown carpet is wider than the viewport and scrolls, and Kivy's
  ScrollView holds every touch for its scroll timeout (0.2 s) before passing it on. The Turn and Lay it
  buttons, and every other button, are tapped.
- after the day's first domino, a domino won alone is laid through the market screen's own ``play`` (the
  method the carpet screen's Lay it button calls): the carpet screen costs five redraws more a domino, and
  every redraw costs 25-40 ms of software GL here. Carried dominoes always go through the carpet screen.

At the end: the scoring screen shows the engine's scoring of the final state, and the journal replays to it.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

import pytest
from gpiozero.pins.mock import MockFactory
from kivy.tests.common import UnitTestTouch
from kivy.uix.widget import Widget

from companion.core.session import Session
from companion.core.settings import config_dir
from companion.hardware.pinmap import load_pin_map
from companion.screens.kilim.placing import DIRECTIONS
from games import serial
from games.kilim import carpet as carpets
from games.kilim.actions import LayDomino, Offer, RevealBids, RevealDomino, SealBid, TakeToken
from games.kilim.model import Motif, Phase, Special, Token
from games.kilim.rules import Kilim
from games.kilim.scoring import outcome_of, places
from tests.hardware.hwfakes import PtyPad
from tests.ui.harness import DEBOUNCE_MS, Harness
from tests.ui.kilim_helpers import (create_kilim_game, explained, key_button, main_button, panel_key, score_cells,
                                     seat_statuses, step)
from tests.ui.kilim_seats import (PadSeats, PinSeats, choose_bids, choose_offers, compact_spot, expected_auction,
                                  offer_choices, offer_winner)

PINS = load_pin_map(config_dir() / "hardware.toml")
NAMES = ["Red", "Blue", "Green", "Pink", "Yellow"]
LETTERS = "ABCDE"
DAY_ONE_OVER = ("Day 1 is over: everyone takes back their played cards, the artisan tokens go back to the board, "
                "and pile 2 comes out")
TOKENS_NOTE = "Artisan tokens still held can be used on the kilims now; they go back to the board when the day ends"


def tap(app: Harness, widget: Widget) -> None:
    """A finger on ``widget`` through the window (as Harness.tap), after one frame to lay out what the last
    step built (the texts a test reads are set at once; only positions wait for a frame)."""
    app.settle()
    assert widget.get_root_window() is not None and not widget.disabled, getattr(widget, "text", widget)
    x, y = widget.to_window(*widget.center)
    touch = UnitTestTouch(x, y)
    touch.touch_down()
    touch.touch_up()


def toast(app: Harness) -> str:
    return str(app.app.root.children[0].text)


class Table:
    """The table around the app: it turns up dominoes, has each seat choose on its device, and checks what
    the screen, the lights and the pad say, step by step as the market screen asks."""

    def __init__(self, app: Harness, seats: PinSeats | PadSeats, count: int, seed: int) -> None:
        self.app, self.seats, self.count = app, seats, count
        self.rng = random.Random(seed)
        self.names = NAMES[:count]
        self.seen: Counter[str] = Counter()  # what the game went through, to check it reached every rule
        self.pins = seats if isinstance(seats, PinSeats) else None
        self.golds: list[int | None] = []  # this turn: each seat's gold card in the auction
        self.offers: dict[str, dict[int, tuple[int, bool]]] = {}  # this turn: scrap / artisan offers
        self.refuse_days: set[int] = set()  # days on which Red first locks a card spent today (once a day)
        # A pad's mistakes, each made once: a malformed line, a special card sent as an offer.
        self.pad_mistakes = {"bad line", "special as offer"} if isinstance(seats, PadSeats) else set()
        self.laid_today = False  # a domino was laid today

    @property
    def screen(self) -> Any:
        return self.app.screen

    @property
    def session(self) -> Session:
        return self.screen.session  # type: ignore[no-any-return]

    @property
    def phase(self) -> str:
        return str(self.session.state.phase.value)

    def view(self, seat: int | None = None) -> Any:
        """The seat's typed view as JSON: the robot players (kilim_seats) read it by keys."""
        return serial.to_json(self.session.view(seat))

    # --- the game, step by step, as the screen asks ----------------------------------------------------------
    def play(self) -> None:
        steps = {"reveal": self.turn_up, "bidding": self.auction, "spy": self.round, "scrap": self.round,
                 "artisan": self.round, "take_scrap": self.take_scrap, "take_token": self.take_token,
                 "weave": self.weave, "day_over": self.end_day}
        while self.screen.name == "kilim":
            steps[self.phase]()
        assert self.screen.name == "kilim_scoring", self.screen.name

    def turn_up(self) -> None:
        view = self.view()
        self.check_turn_explained(view)
        self.check_lights_off()
        pile = view["piles"][view["day"] - 1]
        left, torn_left = pile["size"] - pile["revealed"], pile["torn"] - pile["torn_revealed"]
        cells = [self.rng.choice(LETTERS), self.rng.choice(LETTERS)]
        if self.rng.random() * left < torn_left:  # the torn dominoes of the pile come out before it is empty
            cells[self.rng.randrange(2)] = "T"
        for letter in cells:  # the palette is drawn again after each tap
            tap(self.app, next(w for w in self.screen.palette.children if w.letter == letter))
        tap(self.app, main_button(self.app))  # "Confirm the domino"
        assert self.session.state.domino.text() == "".join(cells)
        self.golds, self.offers = [], {}

    def auction(self) -> None:
        view = self.view()
        assert seat_statuses(self.app) == ["Choosing"] * self.count
        before = set(self.app.visible_texts())
        chosen = choose_bids([self.view(s) for s in range(self.count)], self.rng)
        if "bad line" in self.pad_mistakes:
            self.pad_mistakes.remove("bad line")
            self.refused_quietly(lambda: self.pad_refuses(
                "SEAT 1 BID 99", "ERR BID needs one gold card number from 1 to 15, as in SEAT 3 BID 12"))
        start = {}
        if view["day"] in self.refuse_days and view["seats"][0]["spent"]:
            self.refuse_days.remove(view["day"])
            start = self.refused_quietly(lambda: self.lock_a_spent_card(view))
        self.seats.seal(chosen, view["max_gold"], bidding=True, start=start)
        assert seat_statuses(self.app) == ["Locked"] * self.count
        self.check_only_locks_shown(before)
        if self.pins:
            assert [self.pins.led(s) for s in range(self.count)] == [True] * self.count  # steady on: locked
        tap(self.app, main_button(self.app))  # "Reveal the bids"
        self.check_lights_off()
        bids = self.session.state.turn.bids
        assert [b if isinstance(b, int) else b.value for b in bids] == \
            [int(c) if c.isdigit() else c for c in chosen.values()], "a seat's device locked another card"
        self.golds = [int(c) if c.isdigit() else None for c in chosen.values()]
        for card in chosen.values():
            if not card.isdigit():
                self.seen[card] += 1
        if "spy" not in chosen.values():
            self.check_auction_explained()

    def refused_quietly(self, refuse: Callable[[], dict[int, str]]) -> dict[int, str]:
        """A choice refused on one seat's device leaves the shared screen as it was: no toast, no text."""
        before, said = sorted(self.app.visible_texts()), toast(self.app)
        result = refuse()
        assert sorted(self.app.visible_texts()) == before and toast(self.app) == said
        self.seen["refused"] += 1
        return result

    def pad_refuses(self, line: str, answer: str) -> dict[int, str]:
        assert isinstance(self.seats, PadSeats)
        got = self.seats.send(line)
        assert got.startswith(answer), got
        return {}

    def lock_a_spent_card(self, view: Any) -> dict[int, str]:
        """Red locks a gold card spent today: refused on Red's device only (its light blinks, its pad gets
        ERR). Returns where Red's station stands, to count on from there."""
        card = str(self.rng.choice(view["seats"][0]["spent"]))
        if isinstance(self.seats, PadSeats):
            self.pad_refuses(PadSeats.line_for(0, card), f"ERR Red already spent the gold card {card} today; "
                                                            f"still in hand: ")
            assert seat_statuses(self.app)[0] == "Choosing"
            return {}
        stations = self.seats
        changes = stations.led_changes(0)
        stations.seal({0: card}, view["max_gold"], bidding=True)
        assert self.app.wait_until(lambda: stations.led_changes(0) > changes)  # the light blinks
        assert seat_statuses(self.app)[0] == "Choosing"
        return {0: card}

    def round(self) -> None:
        view = self.view()
        phase, seats = view["phase"], list(view["round"]["seats"])
        sealed = len(seats) > 1
        before = set(self.app.visible_texts())
        chosen = choose_offers({s: self.view(s) for s in seats}, self.rng)
        discards = {s: offer_choices(self.view(s), s)[1] for s in seats}
        if "special as offer" in self.pad_mistakes:
            self.pad_mistakes.remove("special as offer")
            self.refused_quietly(lambda: self.pad_refuses(f"SEAT {seats[0] + 1} SPY",
                                                          "ERR After the reveal a seat plays a gold card, not spy"))
        self.seats.seal({s: str(v) for s, v in chosen.items()}, view["max_gold"], bidding=False)
        self.seen[f"{phase} round" + (" sealed" if sealed else "")] += 1
        if any(discards.values()):
            self.seen["discard"] += 1
        if sealed:
            assert [seat_statuses(self.app)[s].endswith("Locked") for s in seats] == [True] * len(seats)
            self.check_only_locks_shown(before)
            if self.pins:
                assert all(self.pins.led(s) for s in seats)
            tap(self.app, main_button(self.app))  # "Reveal the offers"
        self.check_lights_off()
        assert self.phase != phase, "the round is over once its offers are revealed (or its lone seat played)"
        if phase == "spy":
            for seat, value in chosen.items():
                self.golds[seat] = value
            self.check_auction_explained()
        else:
            self.offers[phase] = {s: (v, discards[s]) for s, v in chosen.items()}

    def take_scrap(self) -> None:
        tap(self.app, main_button(self.app))  # "Pass the screen to ..."
        keypad = self.screen.keypad
        tap(self.app, keypad.open_button)
        letter = self.rng.choice(sorted(k for k, b in keypad.choice_buttons.items() if not b.disabled))
        tap(self.app, keypad.choice_buttons[letter])
        tap(self.app, keypad.lock_button)
        tap(self.app, keypad.close_button)
        self.seen["scrap taken"] += 1

    def take_token(self) -> None:
        tokens = [w for w in self.screen.ids.panel.widgets()
                  if str(getattr(getattr(w, "spec", None), "key", "")).startswith("token-")]
        tap(self.app, panel_key(self.app, self.rng.choice(tokens).spec.key))
        self.seen["token taken"] += 1

    def weave(self) -> None:
        view = self.view()
        seat, count = view["turn"]["winner"], len(view["to_lay"])
        self.check_turn_explained(view)
        if count > 1:
            self.seen["carried dominoes laid"] += 1
        if count > 1 or not self.laid_today:
            self.lay_by_touch(seat)
        else:
            # Through the market screen's own play(), the method the carpet screen's Lay it button calls:
            # the carpet screen costs five redraws more a domino, so it is taken for the day's first domino
            # and whenever carried dominoes come with the one won (lay_by_touch).
            while self.phase == "weave":
                assert self.screen.play(LayDomino(seat, 0, self.compact_spot(seat))), toast(self.app)
        self.laid_today = True

    def lay_by_touch(self, seat: int) -> None:
        tap(self.app, main_button(self.app))  # "Lay it on ...'s kilim"
        screen = self.screen
        assert screen.name == "kilim_carpet" and screen.seat == seat
        while self.phase == "weave":
            at = self.compact_spot(seat)
            laid = len(self.session.state.seats[seat].kilim.dominoes)
            screen.grid.on_cell(at.row, at.col)  # the tap on that cell (see the module's docstring)
            for _ in range(DIRECTIONS.index(at.direction)):
                tap(self.app, key_button(self.app, "turn"))
            tap(self.app, key_button(self.app, "confirm"))  # "Lay it"
            assert len(self.session.state.seats[seat].kilim.dominoes) == laid + 1, toast(self.app)
        tap(self.app, key_button(self.app, "market"))  # "Back to the market"
        assert self.screen.name == "kilim"

    def compact_spot(self, seat: int) -> Any:
        return compact_spot(self.session.state.seats[seat].kilim, self.rng)

    def end_day(self) -> None:
        view = self.view()
        self.check_turn_explained(view)
        tap(self.app, main_button(self.app))  # "Start day N" / "Score the kilims"
        self.laid_today = False
        self.seen["day ended"] += 1

    # --- what a user notices -------------------------------------------------------------------------------
    def check_only_locks_shown(self, before: set[str]) -> None:
        """Between a seat's first press and the reveal the screen changes only to say who has locked."""
        asked = step(self.app)
        new = set(self.app.visible_texts()) - before
        assert all(text.endswith(": Change") or text == asked or "Locked" in text for text in new), new

    def check_lights_off(self) -> None:
        if self.pins:
            assert [self.pins.led(s) for s in range(self.count)] == [False] * self.count, "a light still on"

    def check_auction_explained(self) -> None:
        view = self.view()
        pile = view["piles"][view["day"] - 1]
        expected = expected_auction(self.names, self.golds, pile["revealed"] == pile["size"])
        shown = explained(self.app).splitlines()
        assert shown[:len(expected)] == expected, (shown, self.golds)
        if any("cancel" in line for line in expected):
            self.seen["tie"] += 1
        self.seen[{"won": "won", "carried": "carried over", "lost": "lost"}[view["turn"]["fate"]]] += 1

    def check_turn_explained(self, view: Any) -> None:
        """Once the turn is over, its explanation ends with the Scrap bag and Artisan outcomes."""
        shown = explained(self.app).splitlines()
        if view["phase"] == "day_over" and any(s["tokens"] for s in view["seats"]):
            assert shown.pop() == TOKENS_NOTE  # after the day's last turn, which may have lost its domino
            self.seen["tokens held at the day's end"] += 1
        if view["phase"] == "day_over" and view["day"] < 3:
            assert shown.pop().startswith(f"Day {view['day']} is over: everyone takes back")
        if not self.golds:
            return
        tail = []
        for kind, highest, does in (("scrap", True, "searches the scrap bag"), ("artisan", False, "calls the Artisan")):
            if kind in self.offers:
                winner = offer_winner(self.offers[kind], highest)
                tail.append(f"{self.names[winner] if winner is not None else 'Nobody'} {does}")
        assert shown[len(shown) - len(tail):] == tail, (shown, self.offers)
        self.golds = []


def final_checks(app: Harness) -> None:
    """The scoring screen shows the engine's scoring of the final state; the journal replays to that state."""
    screen = app.screen
    session: Session = screen.session
    state = session.state
    engine = Kilim()
    breakdowns = engine.scores(state)
    outcome = outcome_of(breakdowns)
    assert session.outcome == outcome
    winners = ", ".join(state.players[s].name for s in outcome.winners)
    assert screen.ids.status.text == f"Final scoring · won by {winners}"
    count = len(state.players)
    cells = score_cells(screen)
    rows = [cells[i:i + count + 1] for i in range(0, len(cells), count + 1)]
    assert rows[0][1:] == [p.name for p in state.players]
    by_name = {row[0]: row[1:] for row in rows[1:]}
    for key, label in (("shape", "Rectangle or square"), ("types", "Motif types"), ("groups", "Groups"),
                       ("largest", "Largest groups"), ("torn", "Torn motifs")):
        assert by_name[label] == [f"{getattr(b, key):+d}" for b in breakdowns], label
    assert by_name["Total"] == [str(b.total) for b in breakdowns]
    ranks = places(outcome)
    assert by_name["Rank"] == [str(ranks[s]) for s in range(count)]
    replayed = Session.resume(app.context.journal, session.game_id)
    assert replayed.state == state and replayed.outcome == outcome


REQUIRED = {"spy", "scrap", "artisan", "tie", "carried over", "spy round", "scrap round", "artisan round",
            "discard", "carried dominoes laid", "tokens held at the day's end"}
SEALED_ROUNDS = {"spy round sealed", "scrap round sealed", "artisan round sealed"}


def test_a_whole_five_player_game_on_the_bid_stations(start_app) -> None:  # type: ignore[no-untyped-def]
    """Five seats, every station's pins; the engine's random games prove the rules for 2 to 5 players."""
    count = 5
    factory = MockFactory()
    app = start_app(pin_factory=factory, hardware={"gpio": {"enabled": True, "debounce_ms": DEBOUNCE_MS}})
    create_kilim_game(app, NAMES[:count])
    table = Table(app, PinSeats(app, factory, PINS, DEBOUNCE_MS / 1000), count, seed=50)
    table.refuse_days = {1, 3}
    table.play()
    final_checks(app)
    seen = table.seen
    assert REQUIRED <= set(seen) and seen["day ended"] == 3 and seen["refused"] == 2, seen
    assert SEALED_ROUNDS <= set(seen), seen  # several spies, several Scrap bags, several Artisans


def test_a_whole_game_on_a_serial_bid_pad(start_app) -> None:  # type: ignore[no-untyped-def]
    pad = PtyPad()
    try:
        app = start_app(pin_factory=None, hardware={"gpio": {"enabled": False},
                                                     "serial": {"enabled": True, "port": pad.path}})
        create_kilim_game(app, NAMES[:3])
        seats = PadSeats(app, pad)
        table = Table(app, seats, 3, 33)
        table.refuse_days = {1, 2}
        table.play()
        final_checks(app)
    finally:
        pad.unplug()
    seen = table.seen
    assert REQUIRED <= set(seen) and seen["refused"] == 4, seen  # 2 spent cards, a bad line, a Spy as an offer
    answers = [answer for _, answer in seats.answers]
    assert len(answers) > 100 and answers.count("OK") == len(answers) - 4, answers


def test_the_days_last_domino_lost_is_explained_though_tokens_are_held(start_app) -> None:  # type: ignore[no-untyped-def]
    """Nobody wins the day's last domino while Blue holds an artisan token: the screen still says why it is
    lost, then what the token can still do (the token note used to replace the explanation)."""
    app = start_app()
    create_kilim_game(app, ["Red", "Blue"])
    session = app.screen.session
    red, blue = [10, 9, 8, 7, 6, 4, 3, 2], [2, 3, 5, 6, 7, 8, 9, 10]
    for turn in range(10):
        session.play(RevealDomino(Motif.TORN if turn == 2 else Motif.A, Motif.B))
        if turn == 0:  # Red wins with 5; Blue calls the Artisan with 4 and takes the rotate token
            bids: tuple[int | Special, int | Special] = (5, Special.ARTISAN)
        else:
            bids = (1, 1) if turn == 9 else (red[turn - 1], blue[turn - 1])
        session.play(SealBid(0, bids[0]))
        session.play(SealBid(1, bids[1]))
        session.play(RevealBids())
        if turn == 0:
            session.play(Offer(1, 4))
            session.play(TakeToken(1, Token.ROTATE))
        state = session.state
        if state.phase is Phase.WEAVE:
            seat = state.turn.winner
            session.play(LayDomino(seat, 0, carpets.legal_placements(state.seats[seat].kilim)[0]))
    assert session.state.phase is Phase.DAY_OVER and session.state.seats[1].tokens == (Token.ROTATE,)
    app.screen.refresh()
    assert explained(app).splitlines() == [
        "Red and Blue bid 1: equal bids cancel", "Nobody wins: this was the day's last domino, so it is lost",
        DAY_ONE_OVER, TOKENS_NOTE]
