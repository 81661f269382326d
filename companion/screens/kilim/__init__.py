"""Kilim's screens: the market on the kit's table (with the covered keypad and the special steps), the carpets,
the final carpets (with the camera's reading) before the shared result screen.

Every screen renders ``session.view(seat)``; a sealed bid or offer never reaches a widget before its reveal.
"""

from companion.plugins import GamePlugin, HeadlessTool, SettingsPage
from games.messages import N_

PLUGIN = GamePlugin(
    engine="kilim", table="kilim", title_key="Kilim",
    screens={"kilim": "companion.screens.kilim.table:KilimTableScreen",
             "kilim_carpet": "companion.screens.kilim.carpet:KilimCarpetScreen",
             "kilim_scoring": "companion.screens.kilim.scoring:KilimScoringScreen",
             "kilim_camera": "companion.screens.kilim.camera:KilimCameraScreen"},
    ending="kilim_scoring",
    help=(N_("Turn up the next domino and tap its two motifs, then Confirm the domino"),
          N_("Each weaver locks a gold card or a special card in secret, on the covered keypad or a bid station"),
          N_("Reveal the bids: the app says who wins, and the Spy, Scrap bag and Artisan steps follow one by one"),
          N_("The winner lays the domino on their kilim: tap a cell, turn it, Lay it"),
          N_("When the pile is empty, start the next day; after the third, the kilims are scored")),
    books={"kilim-fr": "Kilim (FR)"},
    settings=(SettingsPage(N_("Kilim: which motif is which"), "companion.screens.kilim.motif_key:open_from_settings"),),
    scoring="games.kilim.headless:score_file",
    phone="companion.screens.kilim.phone_face:KilimPhone",
    tools=(HeadlessTool("auction", "resolve one auction turn from a JSON file (prints JSON)",
                        "games.kilim.headless:auction_file"),),
)
