"""Ilos's screens: the table (the growing archipelago, the cost helper, the market, the production boards), the tile
entry, the covered stash view and the price rows (each asked once, when the game first needs it; every row from
Settings); the end is the shared result screen. A stash reaches a widget only inside the covered stash view (for its
owner) and on the result screen once the screens are lifted.
"""

from companion.plugins import GamePlugin
from games.base import N_

PLUGIN = GamePlugin(
    engine="ilos", table="ilos", title_key="Ilos",
    screens={"ilos": "companion.screens.ilos.table:IlosTableScreen"},
    prepare="companion.screens.ilos.prices:prepare",
    help=(N_("Turn up a tile when the exploration area shows fewer than 3: describe it on the tile entry"),
          N_("Tap a tile of the map for its islands, what each card costs there, and its spots"),
          N_("Tap a + to explore: choose a tile of the exploration area above the map, turn it, play the Ship card"),
          N_("Market card: raise a price with 1 resource from behind the screen (once a turn)"),
          N_("End turn: the production goes behind the screen and the cards are drawn")),
    books={"ilos-fr": "Ilos (FR)"},
    scoring="games.ilos.headless:score_file",
    phone="companion.screens.ilos.phone_face:IlosFace",
)
