"""Kilia's screens: the component data asked once (data_entry.py), the table (the council board's supplies and
goals, the side panel of what may be done now, the seats), the cards turned up (reveal.py), the counts entries
for payments, ship income, deliveries and corrections (forms.py), and the final score (scoring.py).

Every screen renders ``session.view(None)``: the fulfilled contracts stay face down ("?", no points) until
RevealContracts, after which the final score shows them.
"""

from companion.plugins import GamePlugin

PLUGIN = GamePlugin(
    engine="kilia", table="kilia",
    screens={"kilia": "companion.screens.kilia.table:KiliaTableScreen",
             "kilia_scoring": "companion.screens.kilia.scoring:KiliaScoringScreen"},
    prepare="companion.screens.kilia.data_entry:prepare",
    decks="companion.screens.kilia.card_deck:settings_decks",
)
