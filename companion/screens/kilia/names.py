"""The Kilia table's words that the phone face (phone_face.py) shows too: no Kivy, so a phone's page reads like the
table's screen (table.py translates the same phrases)."""

from __future__ import annotations

from games.base import N_, Phrase
from games.kilia import KiliaView, Phase

# The status line of each phase (given the player on turn and the round; a line names those it needs). The end
# names who delivers now, as the main button does, then the last step (status).
STATUS = {Phase.COLOURS: N_("Set-up · {player} chooses a board"), Phase.TURNS: N_("Round {round} · {player}'s turn"),
          Phase.SAILING: N_("Round {round} · council phase"),
          Phase.DELIVERY: N_("The end · {player} delivers goods to the points skills"),
          Phase.OVER: N_("The game is over")}


def delivering(view: KiliaView) -> int | None:
    """The seat whose delivery to the points skills comes next, in seat order; None once all have delivered."""
    return next((s for s, held in enumerate(view.seats) if held.delivered is None), None)


def status(view: KiliaView) -> Phrase:
    player = view.seat
    if view.phase is Phase.DELIVERY:
        due = delivering(view)
        if due is None:
            return Phrase(N_("The end · every delivery is made: turn over the fulfilled contracts"))
        player = due
    return Phrase.of(STATUS[view.phase], player=view.name(player), round=view.round)
