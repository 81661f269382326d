"""What every game's phone face shares (companion/seat_page.py, docs/phones.md): the page's frame, the last move, the
score sheet at the end, and turning a tapped key back into the engine's action.

A face lists what the seat may do now as ``Offer``s (a key, its words, the engine action it plays); the page greys
each with the engine's own ``check`` (its "Why?" is the refusal's clause), and ``act`` plays a key only if it is still
offered and the engine accepts it now, so a phone never plays what the table would refuse. The state reaches the
engine's own questions only (check, events, score_sheet): what a phone shows is read from the engine's per-seat view
(docs/design.md#secrets), the table's part from the public view, the same bytes for every seat.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Sequence

from companion.seat_page import Act, Choice, Line, Play, Refuse, SeatPage, Section
from games.base import N_, Game, Phrase, Plural
from games.ranking import places
from games.refusals import ENTRY, Refusal
from games.scoresheet import ScoreSheet

# A key the face no longer offers (a page older than the last move, a hand-made request): said to that phone only.
NOT_OFFERED = N_("This choice is not offered now: your phone shows what you may do")
OVER = N_("The game is over")


def say(key: str, **params: Any) -> Phrase:
    """A message id with its params, as a page carries it (translated on the phone)."""
    return Phrase.of(key, **params)


def points(count: int) -> Plural:
    return Plural.of("{count} point", "{count} points", count)


def refusal(key: str) -> Refusal:
    """The app's own refusal of a key (not a rule of the game: ``ENTRY``)."""
    return Refusal(key, (), ENTRY)


@dataclass(frozen=True)
class Offer:
    """Something the seat may choose now: ``key`` (opaque to the page), its words and the action it plays."""

    key: str
    label: Phrase
    action: Any
    group: Phrase | None = None


@dataclass(frozen=True)
class Moment:
    """A game as a page is made of it: the engine, its state now and the last kept move (before, action, after).
    Tests build one from a scrambled game to prove a page holds no other seat's secret."""

    game: Game[Any, Any]
    state: Any
    last: tuple[Any, Any, Any] | None = None

    @classmethod
    def of(cls, session: Any) -> "Moment":
        history = session.history
        last = (session.states[-2], history[-1], session.state) if history else None
        return cls(session.game, session.state, last)

    def check(self, action: Any) -> Refusal | None:
        return self.game.check(self.state, action)


def last_move(moment: Moment) -> tuple[Section, ...]:
    """What the last kept move did, in the engine's words (the table's "last move" line); none before the first."""
    said = () if moment.last is None else moment.game.events(*moment.last)
    return (Section(say(N_("Last move")), tuple(Line(p) for p in said)),) if said else ()


def result(sheet: ScoreSheet, names: Sequence[str]) -> Section:
    """The end, the same for every seat: who won, each player's place and total."""
    if sheet.unscored:
        return Section(say(N_("No score was entered")), ())
    winners = [names[s] for s in sheet.outcome.winners]
    title = (say(N_("{player} wins"), player=winners[0]) if len(winners) == 1 else
             say(N_("{players} share the win"), players=", ".join(winners)))
    place = places(sheet.outcome)
    lines = [Line(say(N_("{player}: {points}"), player=say(N_("{place}. {player}"), place=place[s], player=names[s]),
                      points=points(sheet.totals[s]))) for s in sheet.seats_in_rank]
    if sheet.tie_break is not None:
        lines.append(Line(say(N_("{players} tied on {points}; the tie is broken by {rule}"),
                              players=", ".join(names[s] for s in sheet.tied),
                              points=points(sheet.totals[sheet.tied[0]]),
                              rule=sheet.tie_break)))
    return Section(title, tuple(lines))


def own_sheet(sheet: ScoreSheet, seat: int) -> Section:
    """The seat's own score sheet: its total, then each line of the breakdown, and the readings that changed it."""
    lines = [] if sheet.unscored else [Line(say(N_("{what}: {points}"), what=Phrase(N_("Total")),
                                                points=points(sheet.totals[seat])))]
    if not sheet.unscored:
        lines += [Line(say(N_("{what}: {points}"), what=line.label, points=points(line.points[seat])))
                  for line in sheet.lines]
    lines += [Line(note.text) for note in sheet.readings if note.seat == seat]
    return Section(say(N_("Your score sheet")), tuple(lines))


class SeatFace(ABC):
    """A game's phone face (companion.seat_page.PhoneFace): the game says what its views show and what a seat may
    do now; the frame, the greying, the last move and the end are the same for every game."""

    @abstractmethod
    def table(self, view: Any) -> tuple[Section, ...]:
        """The public view as the table shows it: whose turn, each seat's public holdings and score."""

    @abstractmethod
    def mine(self, view: Any, seat: int) -> tuple[Section, ...]:
        """The seat's own holdings, its hidden ones as ``Line(secret=True)``."""

    @abstractmethod
    def offers(self, view: Any, seat: int) -> Sequence[Offer]:
        """What the seat may choose on its phone now (the engine greys what it refuses)."""

    @abstractmethod
    def on_turn(self, view: Any, seat: int) -> bool:
        """The seat is the one the game waits for."""

    def prompt(self, view: Any, seat: int) -> Phrase | None:
        """What is asked of the seat now (by default nothing)."""
        return None

    _shown: tuple[Any, tuple[Section, ...]] | None = None  # the last state's table part, and that state

    def public(self, moment: Moment) -> tuple[Section, ...]:
        """The table's part of the page, the same for every seat: made once a state (after a move the adapter asks
        for a page per seat, each on the Kivy thread)."""
        if self._shown is None or self._shown[0] is not moment.state:
            public_view = moment.game.view(moment.state, None)
            self._shown = moment.state, (*self.table(public_view), *last_move(moment))
        return self._shown[1]

    # --- the contract (companion/seat_page.py) --------------------------------------------------------------
    def page(self, session: Any, seat: int) -> SeatPage:
        return self.build(Moment.of(session), seat)

    def act(self, session: Any, seat: int, key: str) -> Act:
        return self.answer(Moment.of(session), seat, key)

    # --- the same from a moment (what the tests scramble) -----------------------------------------------------
    def build(self, moment: Moment, seat: int) -> SeatPage:
        game, state = moment.game, moment.state
        public = self.public(moment)
        sheet: ScoreSheet | None = game.score_sheet(state)
        if sheet is not None:
            names = [p.name for p in game.view(state, None).players]
            return SeatPage(False, (result(sheet, names), *public), (own_sheet(sheet, seat),), (), finished=True)
        view = game.view(state, seat)
        choices = tuple(Choice(o.key, o.label, moment.check(o.action), o.group) for o in self.offers(view, seat))
        your_turn = self.on_turn(view, seat)
        prompt = self.prompt(view, seat) if your_turn else None
        return SeatPage(your_turn, public, self.mine(view, seat), choices, prompt)

    def answer(self, moment: Moment, seat: int, key: str) -> Act:
        """The action of ``key`` if the face offers it now and the engine accepts it, else why not."""
        if moment.game.outcome(moment.state) is not None:
            return Refuse(refusal(OVER))
        offer = next((o for o in self.offers(moment.game.view(moment.state, seat), seat) if o.key == key), None)
        if offer is None:
            return Refuse(refusal(NOT_OFFERED))
        refused = moment.check(offer.action)
        return Play(offer.action) if refused is None else Refuse(refused)
