"""Kilim's screens: the auction (with the covered keypad and the special steps), the carpets, the final scoring.

Every screen renders ``session.view(seat)``; a sealed bid or offer never reaches a widget before its reveal.
"""

from companion.plugins import GamePlugin

PLUGIN = GamePlugin(
    engine="kilim", table="kilim",
    screens={"kilim": "companion.screens.kilim.auction:KilimAuctionScreen",
             "kilim_carpet": "companion.screens.kilim.carpet:KilimCarpetScreen",
             "kilim_scoring": "companion.screens.kilim.scoring:KilimScoringScreen",
             "kilim_camera": "companion.screens.kilim.camera:KilimCameraScreen"},
)
