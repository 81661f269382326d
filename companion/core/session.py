"""A game in progress: the engine's states, undo and redo, each step journaled before it shows.

The session keeps every intermediate state (they are frozen and share most of their parts), so undo is a
pop and redo a push: no replay from the start. ``resume`` rebuilds a session by folding the journal's
entries with the very same steps the live game took, up to the last entry that verifies and replays: what
follows is set aside with a notice, and the game goes on from there (docs/journal.md, "Longest good prefix").
"""

from __future__ import annotations

import logging
import sqlite3
from typing import Any, Callable, Mapping

# Message ids are written out in the calls: companion.locale.extract finds them there.
from games import base, serial
from games.base import N_, Game, Outcome, Phrase, RuleError, Setup
from games.refusals import Clause, Refusal

from companion.core import set_aside, turn_clock
from companion.core.chain import follow
from companion.core.journal import Entry, Journal, JournalWriteError, Notice
from companion.core.journal_file import TurnStamp
from companion.core.journal_read import UNREADABLE
from companion.core.playlog import checked, live_actions
from companion.core.turn_times import clock_of

log = logging.getLogger(__name__)


class CannotResume(Exception):
    """The game's header (its game, set-up) cannot be read or trusted: there is nothing to replay onto."""

    def __init__(self, notice: Notice) -> None:
        self.notice = notice
        super().__init__(notice.english())


# Why a move cannot be replayed, when the engine's own words cannot be shown or do not apply.
SEALED_REFUSED = N_("a sealed move does not replay")
UNREADABLE_MOVE = N_("it is not a move of this game")


# What a refused Undo or Redo enforces: the app's own rule (docs/design.md#undo-stops-at-reveals).
UNDO_CLAUSE = Clause("design", "", "", N_("Undo takes back the last move the app recorded, and never goes back past a "
                                          "reveal: what was seen cannot be unseen."))


class Session:
    def __init__(self, journal: Journal, game: Game[Any, Any], game_id: int, setup: Setup, initial: Any,
                 recorded_outcome: dict[str, Any] | None = None) -> None:
        self.journal = journal
        self.game = game
        self.game_id = game_id
        self.setup = setup
        self._states: list[Any] = [initial]  # _states[i] is the state after the first i actions
        self._actions: list[Any] = []
        self._redo: list[tuple[Any, Any]] = []  # (action, state after it), the next redo last
        self._views: tuple[Any, dict[int | None, Any]] = (None, {})  # the state they show, each seat's view
        self._recorded_outcome = recorded_outcome  # what the journal's games row says
        self.last_seq = 0  # the seq of this game's latest journal entry
        self.notice: Notice | None = None  # set when resume set entries aside
        self._refusal: Phrase | None = None  # the engine's words for the entry that did not replay
        # The turn clock's time of the turn on now (turn_clock.stamp), asked at each action: it rides the action's
        # commit (docs/records.md#every-turns-time). None: no clock runs.
        self.turn_stamp: Callable[[], TurnStamp | None] | None = None

    # --- starting -----------------------------------------------------------------------------------
    @classmethod
    def new(cls, journal: Journal, game: Game[Any, Any], setup: Setup) -> "Session":
        """Raises RuleError for a setup the game refuses, before anything is written."""
        initial = game.initial_state(setup)
        try:
            game_id = journal.create_game(game.name, serial.to_json(setup))
        except JournalWriteError as exc:
            if exc.kept is None:
                raise
            game_id = exc.kept
        return cls(journal, game, game_id, setup, initial)

    @classmethod
    def resume(cls, journal: Journal, game_id: int) -> "Session":
        """Replay a journaled game up to its last good entry (``notice`` says what was set aside after it).
        Raises KeyError for an unknown game, CannotResume for a header that cannot be used."""
        record = journal.game(game_id)
        if record.damaged is not None:
            raise CannotResume(Notice("This game cannot be continued: its set-up cannot be used ({reason})",
                                      {"reason": Phrase(record.damaged)}))
        try:
            game = base.get(record.game)
            setup = serial.from_json(Setup, record.setup)
            session = cls(journal, game, game_id, setup, game.initial_state(setup), record.outcome)
        except Exception as exc:  # a game this app does not know, or a set-up its rules refuse
            reason = Phrase(exc.key, tuple(exc.params.items())) if isinstance(exc, RuleError) else str(exc)
            raise CannotResume(Notice("This game cannot be continued: {reason}", {"reason": reason})) from exc
        try:
            entries = journal.entries(game_id)
        except sqlite3.Error as exc:  # damage SQLite met after the open's check: the next start repairs it
            raise CannotResume(Notice("This game cannot be continued: {reason}",
                                      {"reason": Phrase(UNREADABLE)})) from exc
        links = [(e.seq, e.kind, e.text, e.at, e.digest) for e in entries]
        walk = follow(game_id, record.digest, links, lambda i: session._replay(entries[i]))
        if walk.kept:
            session.last_seq = entries[walk.kept[-1]].seq
        if walk.broken is not None:
            session._set_aside(entries[walk.broken:], walk.head, walk.problem or "")
        session._sync_outcome()  # a crash between a move and its set_finished left the row behind
        return session

    def _replay(self, entry: Entry) -> str | None:
        """Apply one journaled entry; returns why it cannot be (a message id or a Phrase's English)."""
        if entry.problem is not None:
            return entry.problem
        try:
            if entry.kind == "action":
                action = self.game.action_from_json(entry.payload)
                self._push(action, self.game.apply(self.state, action))
            elif entry.kind == "undo":
                self._check_undo()
                self._pop()
            else:
                self._check_redo()
                self._push_back()
        except RuleError as exc:
            self._refusal = None if entry.sealed else Phrase(exc.key, tuple(exc.params.items()))
            return SEALED_REFUSED if entry.sealed else exc.key  # a sealed move's refusal may name its secret
        except Exception:  # a payload that is valid JSON but not an action of this game
            return UNREADABLE_MOVE
        return None

    def _set_aside(self, tail: list[Entry], head: str, problem: str) -> None:
        """Keep the entries that cannot be used aside, journal a skip marker, and say so."""
        first, last = tail[0].seq, tail[-1].seq
        kept = set_aside.keep(self.journal.path, self.game_id, tail)
        marker = {"from": first, "to": last, "why": problem, "file": None if kept is None else kept.name}
        try:
            self.last_seq = self.journal.set_aside(self.game_id, head, marker)
        except JournalWriteError as exc:  # the journal now lives in memory; self.warning shows it
            if exc.kept is not None:
                self.last_seq = exc.kept
        log.warning("game %s: moves %s to %s set aside (%s), a copy in %s", self.game_id, first, last, problem,
                    kept or self.journal.path)  # the path is for a technician, never on the screen
        params = {"first": first, "last": last, "kept": first - 1, "reason": self._refusal or Phrase(problem)}
        if first == last:
            self.notice = Notice("Move {first} of this game was set aside ({reason}); the game goes on from move "
                                 "{kept}. A copy is kept on the memory card for a technician", params)
        else:
            self.notice = Notice("Moves {first} to {last} of this game were set aside (move {first}: {reason}); "
                                 "the game goes on from move {kept}. A copy is kept on the memory card for a "
                                 "technician", params)

    # --- what the screens read ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def states(self) -> tuple[Any, ...]:
        """Every state of the kept actions, the initial one first (the play log's score over the game)."""
        return tuple(self._states)

    @property
    def history(self) -> tuple[Any, ...]:
        return tuple(self._actions)

    def turn_log(self) -> list[Phrase]:
        """What each kept action did, in order, in the engine's words (``Game.events``): History's turn log."""
        return [phrase for index, action in enumerate(self._actions)
                for phrase in self.game.events(self._states[index], action, self._states[index + 1])]

    @property
    def can_undo(self) -> bool:
        return bool(self._actions) and not self.game.reveals(self._actions[-1])

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def warning(self) -> Notice | None:
        """What the screen's banner says: the journal cannot write (the game goes on in memory), else what
        resume set aside, else that a failed card takes writes again."""
        return self.journal.warning or self.notice or self.journal.restored

    def view(self, seat: int | None = None) -> Any:
        """The engine's view, made once a state: a tap's refresh asks it from every part of the screen (states
        and views are frozen, so the one made is the one the engine would make again)."""
        state, made = self._views
        if state is not self.state:
            self._views = state, made = self.state, {}
        if seat not in made:
            made[seat] = self.game.view(state, seat)
        return made[seat]

    # --- playing: check, journal (durable), then change what the screen shows ---------------------
    def play(self, action: Any) -> None:
        after = self.game.apply(self.state, action)  # RuleError propagates: nothing journaled
        turn = self.turn_stamp() if self.turn_stamp is not None else None
        self._journal("action", self.game.action_to_json(action), sealed=self.game.sealed(action), turn=turn)
        self._push(action, after)
        self._sync_outcome()

    def undo(self) -> None:
        self._check_undo()
        self._journal("undo")
        self._pop()
        self._sync_outcome()

    def redo(self) -> None:
        self._check_redo()
        self._journal("redo")
        self._push_back()
        self._sync_outcome()

    def undo_refusal(self) -> Refusal | None:
        """Why Undo is refused now (for the button that says so when tapped), or None."""
        return self._barrier(self._check_undo)

    def redo_refusal(self) -> Refusal | None:
        return self._barrier(self._check_redo)

    @staticmethod
    def _barrier(check: Any) -> Refusal | None:
        try:
            check()
        except RuleError as error:
            return Refusal(error.key, tuple(error.params.items()), UNDO_CLAUSE)
        return None

    def _check_undo(self) -> None:
        if not self._actions:
            raise RuleError("Nothing to undo")
        if self.game.reveals(self._actions[-1]):
            raise RuleError("Undo stops at a reveal")

    def _check_redo(self) -> None:
        if not self._redo:
            raise RuleError("Nothing to redo")

    def _journal(self, kind: str, payload: Any = None, sealed: bool = False, turn: TurnStamp | None = None) -> None:
        try:
            self.last_seq = self.journal.append(self.game_id, kind, payload, sealed=sealed, turn=turn)
        except JournalWriteError as exc:  # the journal now lives in memory; self.warning shows it
            if exc.kept is not None:
                self.last_seq = exc.kept

    def save_clock(self, clock: str) -> None:
        """The game's turn clock into the journal (docs/records.md#the-turn-clock); a failing card is told as a
        move's failure is (self.warning), and the game goes on."""
        try:
            self.journal.save_clock(self.game_id, clock)
        except JournalWriteError:
            pass

    def saved_clock(self) -> str | None:
        """The game's turn clock as last saved; one lost or changed on the disk (docs/journal.md#checksums) as the turns'
        times its moves carried leave it, if they do."""
        saved = self.journal.clocks().get(self.game_id)
        if saved is not None:
            return saved
        seqs = [e.seq for e in live_actions(checked(self.journal.game(self.game_id), self.journal.entries(self.game_id)))]
        clock = clock_of(seqs, self.journal.turns(self.game_id).get(self.game_id) or {}, len(self.setup.players))
        return None if clock is None else turn_clock.to_json(clock, 0)

    # --- the three moves of the fold (shared by play and replay) ---------------------------------
    def _push(self, action: Any, state: Any) -> None:
        self._actions.append(action)
        self._states.append(state)
        self._redo.clear()  # a new action forks history: what was undone cannot come back

    def _pop(self) -> None:
        self._redo.append((self._actions.pop(), self._states.pop()))

    def _push_back(self) -> None:
        action, state = self._redo.pop()
        self._actions.append(action)
        self._states.append(state)

    def _sync_outcome(self) -> None:
        outcome = self.outcome
        current = None if outcome is None else serial.to_json(outcome)
        if current == self._recorded_outcome:
            return
        try:
            self.journal.set_finished(self.game_id, current)
        except JournalWriteError:
            pass  # recorded in the in-memory journal if at all; self.warning shows the failure
        self._recorded_outcome = current
