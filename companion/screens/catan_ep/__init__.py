"""The screens of Catan: Explorers & Pirates: the board entered before a game (prepare, board_entry; the start island
of scenarios 1 and 2 and each mission track read when a move first needs them, every one from Settings), the table with
its hex map (table, hexmap, figures), the side panel by phase (panel, build, moves, reveal, points), and what every
screen shares (common)."""

from companion.plugins import GamePlugin
from games.base import N_

PLUGIN = GamePlugin(
    engine="catan-ep", table="catan_ep", title_key="Catan: Explorers & Pirates",
    screens={"catan_ep": "companion.screens.catan_ep.table:CatanTableScreen"},
    prepare="companion.screens.catan_ep.prepare:prepare",
    choice_facts="companion.screens.catan_ep.prepare:scenario_facts",
    help=(
        N_("Roll the two dice and tap what they show (or let the camera read them): each seat takes what it produced"),
        N_("Trade and build: choose a build in the panel, then tap a ringed place on the map"),
        N_("Move your ships one after another: tap a ship, then a ringed sea route; turn up each unexplored hex "
           "a ship points at"),
        N_("End the turn with the main button or the turn button; captures of pirate lairs come first"),
    ),
    books={"catan-explorers-pirates-fr": "Catan: Explorateurs & Pirates (FR)"},
    scoring="games.catan_ep.headless:score_file", scoring_reads_config=True,
    phone="companion.screens.catan_ep.phone_face:CatanFace",
)
