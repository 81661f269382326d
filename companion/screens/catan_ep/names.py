"""The words of the Explorers & Pirates table that the phone face (phone_face.py) shows too: no Kivy, so a phone's
page reads like the table's screen (common.py and panel.py translate the same ids and phrases)."""

from __future__ import annotations

from games.base import N_, Phrase, Plural
from games.catan_ep import CatanView, Phase

RESOURCE_NAMES = {"wood": N_("Wood"), "brick": N_("Brick"), "wool": N_("Wool"), "grain": N_("Grain"),
                  "ore": N_("Ore")}
BUILD_NAMES = {"road": N_("Road"), "settlement": N_("Settlement"), "harbor": N_("Harbor settlement"),
               "ship": N_("Ship"), "settler": N_("Settler"), "crew": N_("Crew")}
STATUS = {Phase.ROLL: N_("{player}: roll the dice"), Phase.DISCARD: N_("A 7: cards go back"),
          Phase.PIRATE: N_("{player}: the pirate ship"), Phase.TRADE: N_("{player}: trade and build"),
          Phase.MOVE: N_("{player}: movement phase"), Phase.REVEAL: N_("{player}: a hex is discovered"),
          Phase.CAPTURE: N_("A pirate lair is captured")}


def player(view: CatanView, seat: int) -> str | Phrase:
    """A seat's name; the colours nobody plays (a negative seat) are the neutral player."""
    return view.players[seat].name if seat >= 0 else Phrase(N_("Neutral"))


def status(view: CatanView) -> Phrase | Plural:
    """The table's status line: the phase and whose it is, or who won."""
    if view.phase is Phase.SETUP:
        return Phrase.of(N_("Set-up · {player}"), player=player(view, view.seat))
    if view.phase is Phase.OVER:
        if view.winner is None:
            return Phrase(N_("The game is over"))
        return Plural.of("{player} wins with {count} point", "{player} wins with {count} points",
                         view.seats[view.winner].points, player=player(view, view.winner))
    return Phrase.of(STATUS[view.phase], player=player(view, view.seat))
