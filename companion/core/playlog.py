"""The play log: every game of the journal as a play (docs/records.md#the-play-log). Derived from the journal each
time it is read, never stored apart, so it cannot fall out of step with it. Pure: journal rows in, plays out.

Times come from the journal's entries, those its checksums vouch for (``checked``): a play starts at its first move (its creation when it has none) and ends at
its last one; each turn's time, where a turn clock ran, from the turns its actions rode (companion/core/turn_times.py).
A game without an outcome is ``unfinished`` until the table abandons it from Home, which the data folder's
companion/core/abandoned.py keeps: then it is ``abandoned``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from datetime import datetime, timezone
from typing import Any, Container, Iterable, Mapping, Sequence

from games import base, serial
from games.base import Game, Player, Setup
from games.record import table_options

from companion.core.chain import entry_digest, follow
from companion.core.journal_file import TurnStamp
from companion.core.journal_read import Entry, GameRecord
from companion.core.turn_clock import times
from companion.core.turn_times import TurnTime, per_seat, turns_of, without_pauses_ms

FINISHED, UNFINISHED, ABANDONED = "finished", "unfinished", "abandoned"


@dataclass(frozen=True)
class Seat:
    name: str
    colour: str
    seat: int  # 0-based seat order
    score: int | None  # None until the game is over
    rank: int | None  # 1 = first place; seats that share a place share the rank


@dataclass(frozen=True)
class Play:
    game_id: int
    game: str  # the game's registry name (games.base.get)
    title: str  # the game's display name (a message id: English)
    scenario: int | None  # the table option "scenario" of a game that has one (Catan's)
    start: datetime  # UTC
    end: datetime
    seats: tuple[Seat, ...]
    first_seat: int
    winners: tuple[int, ...]  # seats; several when they could not be separated
    tie_break: str | None  # the rule that separated equal totals, when one did
    termination: str | None  # "score" | "target" | "declared"; None until over
    options: dict[str, Any]  # each table option's reading in force
    status: str  # FINISHED | UNFINISHED | ABANDONED
    moves: int  # actions in force (undone ones not counted)
    lowest_wins: bool = False
    turns: tuple[TurnTime, ...] = ()  # each turn's time, where a turn clock ran (docs/records.md#every-turns-time)
    clock_ms: tuple[int, ...] = ()  # each seat's total on a clock kept before turns were journaled one by one

    @property
    def minutes(self) -> float:
        return (self.end - self.start).total_seconds() / 60

    @property
    def table_minutes(self) -> float:
        """The time at the table without its pauses: from the first to the last move, less the turn clock's pauses
        (BG Stats' ``durationMin``); the whole span where no clock ran."""
        return without_pauses_ms(self.start, self.end, self.turns) / 60_000

    @property
    def thinking_ms(self) -> tuple[int, ...]:
        """Each seat's thinking time (its turns' times), in seat order; () where no turn clock ran."""
        return per_seat(self.turns, len(self.seats)) if self.turns else self.clock_ms

    @property
    def date(self) -> str:
        return self.start.date().isoformat()

    @property
    def first_player(self) -> str:
        return self.seats[self.first_seat].name

    @cached_property
    def by_name(self) -> dict[str, Seat]:
        """Each seat by its player's name (statistics look players up in every play)."""
        return {s.name: s for s in self.seats}

    @property
    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.seats[s].name for s in self.winners)


def parse_time(text: str) -> datetime:
    """The journal's times (``journal_file.now_iso``: ``2026-11-26T18:20:07Z``), as aware UTC datetimes."""
    return datetime.fromisoformat(text)  # reads the Z; strptime costs 10 times as much


def live_actions(entries: Sequence[Entry]) -> list[Entry]:
    """The action entries in force: undo and redo folded as the session does. Entries a skip marker set aside are
    left out (the marker names them by seq), so the play log agrees with what the table can continue."""
    skipped = {seq for e in entries if e.kind == "skip" and isinstance(e.payload, dict)
               for seq in range(int(e.payload.get("from", 0)), int(e.payload.get("to", -1)) + 1)}
    done: list[Entry] = []
    undone: list[Entry] = []
    for entry in entries:
        if entry.seq in skipped or entry.problem is not None:
            continue
        if entry.kind == "action":
            done.append(entry)
            undone.clear()
        elif entry.kind == "undo" and done:
            undone.append(done.pop())
        elif entry.kind == "redo" and undone:
            done.append(undone.pop())
    return done


def checked(record: GameRecord, entries: Sequence[Entry]) -> list[Entry]:
    """The entries the game's checksum chain vouches for, as a resume keeps them (``chain.follow``): set-aside runs
    jumped, and none from the first that changed on the disk on (docs/journal.md#checksums). The play is then read up
    to the move before it, never from a changed time or move; the open says so (log_notices.unchecked_moves)."""
    head = record.digest
    for e in entries:  # the common case first: each entry chained to the one before, half follow's cost
        if e.digest != entry_digest(head, record.id, e.seq, e.kind, e.text, e.at):
            break
        head = e.digest
    else:
        return list(entries)
    walk = follow(record.id, record.digest, [(e.seq, e.kind, e.text, e.at, e.digest) for e in entries])
    return [entries[i] for i in walk.kept]


def play_of(record: GameRecord, entries: Sequence[Entry], abandoned: Container[tuple[int, str]] = (),
            stamps: Mapping[int, TurnStamp] | None = None, clock_ms: Sequence[int] = ()) -> Play | None:
    """The play of one journaled game; None for a game whose header cannot be trusted or is not known here.
    ``stamps``: the turns' times its actions were committed with (``Journal.turns``); ``clock_ms``: each seat's
    total on the game's clock as last saved (a clock kept before turns were journaled)."""
    if record.damaged is not None:
        return None
    try:
        game: Game[Any, Any] = base.get(record.game)
        setup = _setup(record.setup)
    except (base.RuleError, ValueError, TypeError, KeyError):
        return None
    entries = checked(record, entries)
    moves = live_actions(entries)
    times = [e.at for e in entries if e.at] or [record.created_at]  # one format: the text sorts as the time does
    start, end = parse_time(min(times)), parse_time(max(times))
    outcome = record.outcome if record.finished else None
    scores = outcome.get("scores") if outcome else None
    ranks = _ranks(outcome.get("ranking", ()) if outcome else (), len(setup.players))
    seats = tuple(Seat(p.name, p.colour, i, scores[i] if scores else None, ranks.get(i))
                  for i, p in enumerate(setup.players))
    status = FINISHED if outcome else ABANDONED if (record.id, record.created_at) in abandoned else UNFINISHED
    options = table_options(game, setup)
    return Play(record.id, record.game, game.title_key, options.get("scenario"),
                start, end, seats, setup.first_seat, tuple(outcome.get("winners", ())) if outcome else (),
                outcome.get("tie_break") if outcome else None, outcome.get("termination") if outcome else None,
                options, status, len(moves), bool(setup.option("lowest_wins", False)),
                turns_of((e.seq for e in moves), stamps or {}), tuple(clock_ms)[:len(seats)])


def _setup(data: dict[str, Any]) -> Setup:
    """The setup as games.serial reads it, read directly where it has the usual shape: the play log reads one per
    game, and this is four times faster."""
    try:
        return Setup(tuple(Player(p["name"], p["colour"]) for p in data["players"]), data["first_seat"],
                     tuple((name, value) for name, value in data["options"]))
    except (KeyError, TypeError, ValueError):
        setup: Setup = serial.from_json(Setup, data)
        return setup


def _ranks(ranking: Iterable[Iterable[int]], count: int) -> dict[int, int]:
    ranks: dict[int, int] = {}
    place = 1
    for group in ranking:
        members = list(group)
        for seat in members:
            if 0 <= seat < count:
                ranks[seat] = place
        place += len(members)
    return ranks


def plays(journal: Any, abandoned: Container[tuple[int, str]] = ()) -> list[Play]:
    """Every game of the journal as a play, oldest first (``journal``: a companion.core.journal.Journal;
    ``abandoned``: the (id, start time) of the games the table abandoned, companion.core.abandoned)."""
    found = []
    stamps, clocks = journal.turns(), times(journal.clocks())  # read once for every game
    for record in journal.games():
        play = play_of(record, journal.entries(record.id), abandoned, *_timed(record.id, stamps, clocks))
        if play is not None:
            found.append(play)
    return sorted(found, key=lambda p: (p.start, p.game_id))


def play_in(journal: Any, record: GameRecord, abandoned: Container[tuple[int, str]] = ()) -> Play | None:
    """One game of the journal as a play, with its turns' times (History's Details)."""
    return play_of(record, journal.entries(record.id), abandoned,
                   *_timed(record.id, journal.turns(record.id), times(journal.clocks())))


def _timed(game_id: int, stamps: Mapping[int, Mapping[int, TurnStamp] | None],
           clocks: Mapping[int, tuple[int, ...]]) -> tuple[Mapping[int, TurnStamp] | None, tuple[int, ...]]:
    """A game's turns' times and its clock's totals (``play_of``), neither where its turns' times are not known (a row
    changed on the disk, docs/journal.md#checksums): no thinking time is shown for it rather than a wrong one."""
    if game_id in stamps and stamps[game_id] is None:
        return None, ()
    return stamps.get(game_id), clocks.get(game_id, ())
