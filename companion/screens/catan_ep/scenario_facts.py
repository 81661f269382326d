"""What New game shows beside each of Catan's five scenarios: the victory points that win it and its players,
from the engine's catalogue (games.catan_ep.SCENARIOS)."""

from __future__ import annotations

from typing import Any

from companion.plugins import ChoiceFacts
from games.catan_ep import SCENARIOS


def scenario_facts(option: str, value: Any) -> ChoiceFacts | None:
    if option != "scenario":
        return None
    scenario = next((s for s in SCENARIOS if s.number == value), None)
    return None if scenario is None else ChoiceFacts(scenario.target, (scenario.min_players, scenario.max_players))
