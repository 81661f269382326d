"""Free play's screens: any game scored by hand, round by round, with a turn timer."""

from companion.plugins import GamePlugin

PLUGIN = GamePlugin(
    engine="freeplay", table="freeplay", title_key="Free play",
    screens={"freeplay": "companion.screens.freeplay.table:FreePlayScreen"},
)
