"""What New game says under a table option's choice, from the game's plugin (docs/design.md#plugins)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from companion import plugins
from companion.plugins import ChoiceFacts
from companion.screens.i18n import tr
from companion.screens.table_options import facts_text


def scenario_facts(option: str, value: Any) -> ChoiceFacts | None:
    return ChoiceFacts(points_to_win={1: 8, 2: 12}[value], players=(2, 4)) if option == "scenario" else None


def test_a_plugin_s_facts_read_as_words(monkeypatch: pytest.MonkeyPatch) -> None:
    tr.switch("en")
    plugin = replace(plugins.plugins()[0], choice_facts=f"{__name__}:scenario_facts")
    monkeypatch.setattr(plugins, "plugin_for", lambda engine: plugin)
    assert facts_text(plugins.choice_facts("any", "scenario", 1)) == "8 points to win · 2 to 4 players"
    assert plugins.choice_facts("any", "other", 1) is None
    assert facts_text(ChoiceFacts(points_to_win=1, players=(3, 3))) == "1 point to win · 3 players"
    tr.switch("fr")
    assert facts_text(ChoiceFacts(points_to_win=12, players=(2, 4))) == "12 points pour gagner · de 2 à 4 joueurs"
    tr.switch("en")


def test_no_hook_no_facts() -> None:
    assert all(p.choice_facts is None or ":" in p.choice_facts for p in plugins.plugins())
    assert facts_text(None) == ""


def test_catans_scenarios_say_their_target_and_players() -> None:
    # catan-fr: each scenario "prend fin lorsqu'à son tour, un joueur possède au moins" 8, 12, 15, 15, 17 points
    tr.switch("en")
    said = [facts_text(plugins.choice_facts("catan-ep", "scenario", n)) for n in range(1, 6)]
    assert said == [f"{points} points to win · 2 to 4 players" for points in (8, 12, 15, 15, 17)]
    assert plugins.choice_facts("catan-ep", "scenario", 9) is None
