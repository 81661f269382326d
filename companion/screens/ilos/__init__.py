"""Ilos's screens: the table (the archipelago that grows, the cost helper, the market, the production boards),
the tile entry, the covered stash view, the price rows asked once, and the final reckoning.

Every screen renders ``session.view(None)``; a stash reaches a widget only inside the covered stash view (for
its owner, who opened it) and on the reckoning screen after RevealStashes.
"""

from companion.plugins import GamePlugin

PLUGIN = GamePlugin(
    engine="ilos", table="ilos",
    screens={"ilos": "companion.screens.ilos.table:IlosTableScreen",
             "ilos_reckoning": "companion.screens.ilos.reckoning:IlosReckoningScreen"},
    prepare="companion.screens.ilos.prices:prepare",
)
