"""A game in progress: the engine's states, undo and redo, each step journaled before it shows.

The session keeps every intermediate state (they are frozen and share most of their parts), so undo is a
pop and redo a push: no replay from the start. ``resume`` rebuilds a session by folding the journal's
entries with the very same steps the live game took.
"""

from __future__ import annotations

from typing import Any, Mapping

# Message ids are written out in the calls: companion.locale.extract finds them there.
from games import base, serial
from games.base import N_, Game, Outcome, RuleError, Setup
from games.refusals import Clause, Refusal

from companion.core.journal import Entry, Journal, JournalWriteError, Notice

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
        self._recorded_outcome = recorded_outcome  # what the journal's games row says
        self.last_seq = 0  # the seq of this game's latest journal entry

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
        """Replay a journaled game. Raises RuleError if an entry does not replay (a rules change)."""
        record = journal.game(game_id)
        game = base.get(record.game)
        setup = serial.from_json(Setup, record.setup)
        session = cls(journal, game, game_id, setup, game.initial_state(setup), record.outcome)
        for entry in journal.entries(game_id):
            session._replay(entry)
        session._sync_outcome()  # a crash between a move and its set_finished left the row behind
        return session

    def _replay(self, entry: Entry) -> None:
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
        except (RuleError, ValueError, TypeError) as exc:
            raise RuleError("Move {seq} of this game cannot be replayed: {reason}",
                            seq=entry.seq, reason=str(exc)) from exc
        self.last_seq = entry.seq

    # --- what the screens read ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def history(self) -> tuple[Any, ...]:
        return tuple(self._actions)

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
        """Set once the journal could not write: the game goes on in memory, the screen says so."""
        return self.journal.warning

    def view(self, seat: int | None = None) -> Any:
        return self.game.view(self.state, seat)

    # --- playing: check, journal (durable), then change what the screen shows ---------------------
    def play(self, action: Any) -> None:
        after = self.game.apply(self.state, action)  # RuleError propagates: nothing journaled
        self._journal("action", self.game.action_to_json(action))
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
        return self._refusal(self._check_undo)

    def redo_refusal(self) -> Refusal | None:
        return self._refusal(self._check_redo)

    @staticmethod
    def _refusal(check: Any) -> Refusal | None:
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

    def _journal(self, kind: str, payload: Any = None) -> None:
        try:
            self.last_seq = self.journal.append(self.game_id, kind, payload)
        except JournalWriteError as exc:  # the journal now lives in memory; self.warning shows it
            if exc.kept is not None:
                self.last_seq = exc.kept

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
