"""Kilim's words that both the table's screens and the phone face use (Kivy-free, so the phone face can: a module
of the screen package that imports no Kivy, docs/phones.md)."""

from __future__ import annotations

from games.base import N_
from games.kilim import Phase

SPECIAL_NAMES = {"spy": N_("Spy"), "scrap": N_("Scrap bag"), "artisan": N_("Artisan")}

# (round, discarding) -> what the keypad (and a seat's phone) asks of the seat.
OFFER_PROMPTS = {
    (Phase.SPY, False): N_("choose the gold card you play in the auction"),
    (Phase.SCRAP, False): N_("offer more than {bar} for the scrap bag"),
    (Phase.SCRAP, True): N_("no card above {bar}: discard a gold card"),
    (Phase.ARTISAN, False): N_("offer less than {bar} to call the Artisan"),
    (Phase.ARTISAN, True): N_("no card below {bar}: discard a gold card"),
}
