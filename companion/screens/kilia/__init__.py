"""Kilia's screens: the component data asked once, each figure when a move first needs it (data_entry.py), the
table on the kit's frame (table.py, panel.py), the cards turned up (reveal.py), the counts entries (forms.py); the
end is the shared result screen. Every screen renders the engine's public view: the fulfilled contracts stay face down until RevealContracts.
"""

from companion.plugins import GamePlugin
from games.base import N_

PLUGIN = GamePlugin(
    engine="kilia", table="kilia", title_key="Kilia",
    screens={"kilia": "companion.screens.kilia.table:KiliaTableScreen"},
    prepare="companion.screens.kilia.data_entry:prepare",
    decks="companion.screens.kilia.card_deck:settings_decks",
    help=(N_("Take 1 action card from the supply: free within your keys, else its price in coins"),
          N_("Slide it under the zone of its colour (pay the goods), or place it face down as a merchant"),
          N_("Take the improvement the development gives: a contract, a skill or a warehouse, or go without"),
          N_("Before or after an action: fulfil contracts, place scoring tokens, play smoked sprats"),
          N_("End the turn; the table turns up new cards for the empty slots")),
    books={"kilia-fr": "Kilia (FR)", "kilia-ja": "Kilia (JA)"},
    scoring="games.kilia.headless:score_file",
    phone="companion.screens.kilia.phone_face:KiliaFace",
)
