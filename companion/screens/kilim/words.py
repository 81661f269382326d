"""Kilim's words that both the table's screens and the phone face use (Kivy-free, so the phone face can: a module
of the screen package that imports no Kivy, docs/phones.md)."""

from __future__ import annotations

from companion.screens.kilim.stations import ROUND_PHASES
from games.base import N_
from games.kilim import KilimView, Phase
from games.messages import Phrase, Plural

SPECIAL_NAMES = {"spy": N_("Spy"), "scrap": N_("Scrap bag"), "artisan": N_("Artisan")}

# (round, discarding) -> what the keypad (and a seat's phone) asks of the seat.
OFFER_PROMPTS = {
    (Phase.SPY, False): N_("choose the gold card you play in the auction"),
    (Phase.SCRAP, False): N_("offer more than {bar} for the scrap bag"),
    (Phase.SCRAP, True): N_("no card above {bar}: discard a gold card"),
    (Phase.ARTISAN, False): N_("offer less than {bar} to call the Artisan"),
    (Phase.ARTISAN, True): N_("no card below {bar}: discard a gold card"),
}


# (phase, several seats in secret) -> what the round asks.
ROUND_TEXTS = {
    (Phase.SPY, True): N_("The spies {player} have seen the bids and each chooses a gold card in secret"),
    (Phase.SPY, False): N_("{player} played the Spy: having seen the bids, {player} plays a gold card"),
    (Phase.SCRAP, True): N_("Scrap bag: {player} offer more than {bar} in secret; a seat that cannot, discards"),
    (Phase.SCRAP, False): N_("Scrap bag: {player} offers more than {bar}, or discards a card if they cannot"),
    (Phase.ARTISAN, True): N_("Artisan: {player} offer less than {bar} in secret; a seat that cannot, discards"),
    (Phase.ARTISAN, False): N_("Artisan: {player} offers less than {bar}, or discards a card if they cannot"),
}


def step_words(view: KilimView) -> Phrase:
    """The instruction for the table: what happens now, in words any screen translates."""
    phase, day, turn, rnd = view.phase, view.day, view.turn, view.round
    if phase is Phase.REVEAL:
        return Phrase.of(N_("Turn up the next domino of pile {day} and enter its two motifs"), day=day)
    if phase is Phase.BIDDING:
        locked = sum(1 for s in view.sealed if s is not None)
        return Phrase.of(N_("Each weaver locks a gold card or a special card in secret: {locked} of {count} locked"),
                         locked=locked, count=len(view.sealed))
    if phase in ROUND_PHASES and rnd is not None and turn is not None:
        players = ", ".join(view.name(s) for s in rnd.seats)
        return Phrase.of(ROUND_TEXTS[phase, len(rnd.seats) > 1], player=players, bar=turn.bar)
    if phase is Phase.TAKE_SCRAP and turn is not None and turn.scrap_winner is not None:
        return Phrase.of(N_("{player} searches the scrap bag and takes a scrap in secret"),
                         player=view.name(turn.scrap_winner))
    if phase is Phase.TAKE_TOKEN and turn is not None and turn.artisan_winner is not None:
        return Phrase.of(N_("{player} calls the Artisan and takes a token from the board"),
                         player=view.name(turn.artisan_winner))
    if phase is Phase.WEAVE and turn is not None and turn.winner is not None:
        return Phrase.of(N_("{said}"), said=Plural.of("{player} lays the domino won on their kilim",
                                                       "{player} lays the {count} dominoes won on their kilim",
                                                       len(view.to_lay), player=view.name(turn.winner)))
    if phase is Phase.DAY_OVER:
        return Phrase.of(N_("Day {day} is over"), day=day) if day < 3 else Phrase(
            N_("The third day is over: the kilims are scored"))
    return Phrase(N_("The game is over"))
