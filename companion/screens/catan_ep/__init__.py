"""The screens of Catan: Explorers & Pirates: the board entered once (board_entry), the table with its hex map
(table, hexmap), the side panel by phase (panel, build, moves), the entries of what the table turns up and rolls
(entries), and the points (points)."""

from companion.plugins import GamePlugin

PLUGIN = GamePlugin(
    engine="catan-ep", table="catan_ep",
    screens={"catan_ep": "companion.screens.catan_ep.table:CatanTableScreen"},
    prepare="companion.screens.catan_ep.prepare:prepare",
)
