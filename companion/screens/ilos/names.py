"""The message ids the Ilos table screen and the phone face (phone_face.py) both show: no Kivy, so a phone's page is
built with the table's own words."""

from __future__ import annotations

from games.base import N_
from games.ilos import Phase

RESOURCE_NAMES = {"ebony": N_("Ebony"), "dye": N_("Dye"), "gold": N_("Gold"), "spices": N_("Spices")}
STATUS_MESSAGES = {Phase.FIRST_ISLANDS: "First islands · {player}", Phase.ACTIONS: "Round {round} · {player}'s turn",
                   Phase.FINAL_REVEAL: "The last round is over", Phase.OVER: "The screens are lifted"}
