"""Component data for tests and random playouts only: NOT the box's (see config/games/kilia.toml). The
figures the rulebook gives are kept (supply slot 3 costs 3, slot 4 costs 5; a wheel whose highest space is 7);
the card lists are made up with every skill and every kind of contract symbol in them.
"""

from __future__ import annotations

from collections import Counter

from games.kilia.model import GOODS, SKILLS, ZONES
from games.kilia.cards import skill_code


def action_cards() -> str:
    """24 cards of each colour, the 14 skills spread over them."""
    found: Counter[str] = Counter()
    for z, zone in enumerate(ZONES):
        for i in range(24):
            found[f"{zone.value}/{skill_code(SKILLS[(i + 3 * z) % len(SKILLS)])}"] += 1
    return "; ".join(f"{n}x {code}" for code, n in sorted(found.items()))


def contracts() -> str:
    """32 contracts: goods, any goods, coins on both sides, new contracts, 2 to 6 points."""
    codes = []
    for i in range(32):
        a, b = GOODS[i % 4].value, GOODS[(i + 1 + (i // 4) % 3) % 4].value
        codes.append(("2{a} 1{b} > 2coins = 3", "1{a} 1any > 1{b} 1contract = 2", "3{a} > 1any 2coins = 4",
                      "1{a} 1{b} 2coins > 1contract = 5", "2{a} 2{b} > 1{a} = 6", "1{b} > 1coins = 1",
                      "1{a} 1{b} 1any > 2{b} = 4", "2coins 1{a} > 1any 1{b} = 3")[i % 8].format(a=a, b=b))
    return "; ".join(codes)


START_CONTRACTS = ("white: 1grain 1brick > 2coins = 2; yellow: 1salt 1wood > 2coins = 2; "
                   "red: 1salt 1grain > 2coins = 2; brown: 1brick 1grain > 2coins = 2")

SAMPLE_OPTIONS: dict[str, str | int] = {
    "supply_prices": "1 3 5 7",
    "contract_keys": "1 2 3 4 5",
    "contract_prices": "0 1 3 5 7",
    "market_bonuses": "any_good coins sprats contract any_good sprats",
    "wheel_zone4": "9 7 5 3 2 1",
    "wheel_zones3": "8 6 4 3 2 1",
    "wheel_zones2": "7 5 4 3 2 1",
    "wheel_market": "8 6 4 3 2",
    "wheel_contracts": "7 5 4 3 2 1",
    "wheel_coins": "6 4 3 2 1",
    "extra_wheel_values": "10 8 6 4 2",
    "canal_spaces": 4,
    "start_contracts": START_CONTRACTS,
    "action_cards": action_cards(),
    "contracts": contracts(),
}
