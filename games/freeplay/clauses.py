"""Free play has no rulebook: every refusal is the app checking what was entered against its own score sheet."""

from __future__ import annotations

from games.refusals import ENTRY, Clause

CLAUSES: dict[str, Clause] = {key: ENTRY for key in (
    "Free play needs {min} to {max} players, not {count}",
    "Every player needs a name",
    "Two players have the same name",
    "The game is over; undo to reopen it",
    "The timer is already paused",
    "The timer is already running",
    "Free play has no action {action}",
    "Round {round} has not started; rounds 1 to {current} can be scored",
    "There is no seat {seat}",
    "A round score must be between -{limit} and {limit}",
    "A game of Free play has at most {rounds}; end the game",
)}
