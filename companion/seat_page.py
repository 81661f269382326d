"""What one seat's phone shows and may do (docs/phones.md): the contract between a game and the phones adapter.

A game's *phone face* (named by its plugin, ``GamePlugin.phone``, "module:Class"; a module of the game's screen
package that imports no Kivy) builds a ``SeatPage`` from the engine's own per-seat view (``session.view(seat)``,
docs/design.md#secrets), on the Kivy thread, and turns a tapped ``Choice`` back into what the table does with it.
The phones adapter (``companion/phones``) imports this module and the plugins, never a game: it serialises one
seat's page for that seat only, so the web side never holds another seat's secret.

Words are message ids with their params (``Phrase``), translated on the phone from the app's catalogues in the
phone's language; a player's name or a number is a plain param. Nothing here is an internal id a player sees:
``Choice.key`` is opaque to the page and only read back by the same face.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Union

from companion.core.inbox import InputEvent
from games.messages import N_, Phrase, Plural
from games.refusals import Refusal


Words = Union[Phrase, Plural]  # a message id with its params, or a counted phrase on its own ("3 cards")


@dataclass(frozen=True)
class Line:
    """One line of a section: words, and whether it is the seat's own hidden value (the page shows it behind a
    tap-and-hold, for a phone lying face up on the table)."""

    words: Words
    secret: bool = False


@dataclass(frozen=True)
class Section:
    title: Words
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Choice:
    """Something the seat may tap now. ``refusal`` set: shown greyed, its "Why?" is the engine's clause."""

    key: str  # opaque to the page: read back by the face's act() ("bid:5", "end-turn")
    label: Phrase
    refusal: Refusal | None = None
    group: Phrase | None = None  # choices shown together under this heading ("Your bid", "Actions")


@dataclass(frozen=True)
class SeatPage:
    """Everything one seat's phone shows. ``public`` is the same for every seat (the table: whose turn, scores,
    the last move with its events); ``mine`` is this seat's own (holdings, hand, secrets)."""

    your_turn: bool
    public: tuple[Section, ...]
    mine: tuple[Section, ...]
    choices: tuple[Choice, ...]
    prompt: Phrase | None = None  # what is asked of this seat now ("Lock your bid")
    finished: bool = False  # the game is over: ``mine`` holds the seat's score sheet


@dataclass(frozen=True)
class Play:
    """Play this engine action for the seat (through the session, as a touch on the table would)."""

    action: Any


@dataclass(frozen=True)
class Press:
    """Put this input into the inbox, as a hardware device would (a sealed bid: the bid station takes a phone like
    a GPIO station or a serial pad)."""

    event: InputEvent


@dataclass(frozen=True)
class Refuse:
    """The choice cannot be made now; the phone is told why (only that phone)."""

    refusal: Refusal


Act = Union[Play, Press, Refuse]


class PhoneFace(Protocol):
    """A game's phone face (docs/phones.md). Both methods run on the Kivy thread and read the session only
    through its views, never its raw state."""

    def page(self, session: Any, seat: int) -> SeatPage: ...

    def act(self, session: Any, seat: int, key: str) -> Act: ...


def result_section(session: Any, seat: int) -> Section | None:
    """The end of the game on a seat's phone, as the result screen reads it (docs/design.md#the-result-screen): who
    won, then the seat's own score sheet line by line and its total; None while the game goes on. Every face puts it
    in ``mine`` once finished (the phones adapter does for a game without a face)."""
    sheet = session.game.score_sheet(session.state)
    if sheet is None:
        return None
    names = [player.name for player in session.setup.players]
    winners = [names[s] for s in sheet.outcome.winners]
    said = (Phrase(N_("No score was entered")) if sheet.unscored
            else Phrase.of(N_("{player} wins"), player=winners[0]) if len(winners) == 1
            else Phrase.of(N_("{players} share the win"), players=", ".join(winners)))

    def points(label: Phrase, count: int) -> Line:
        return Line(Phrase.of(N_("{label}: {points}"), label=label,
                              points=Plural("{count} point", "{count} points", count)))

    lines = [Line(said), *(points(line.label, line.points[seat]) for line in sheet.lines)]
    if not sheet.unscored:
        lines.append(points(Phrase(N_("Total")), sheet.totals[seat]))
    return Section(Phrase(N_("The end of the game")), tuple(lines))
