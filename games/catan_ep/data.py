"""From config/games/catan_ep.toml (parsed by the app: this module reads no file) to set-up options.

The mission tracks' points are on the Mission cards, not in the rulebook: ``component_options`` gives the
options of the verified entries and a Question for each track the scenario plays that is not verified (the app
asks the table once and stores the answer); ``check_answer`` turns an answer into an option value or says, in a
RuleError, what is wrong. Pure: dicts in, dicts out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.base import RuleError
from games.catan_ep.missions import SCENARIO_MISSIONS, TRACK_OPTIONS, UNREAD_TRACK
from games.catan_ep.model import Mission
from games.catan_ep.setup import track_values


@dataclass(frozen=True)
class Question:
    """A track the app asks the table for: ``prompt`` (a message id) with its ``params``, the file's
    ``prefill`` (maybe empty) and ``source``."""

    option: str
    prompt: str
    params: tuple[tuple[str, str], ...]
    prefill: str
    source: str


def _entry(config: Mapping[str, Any], option: str) -> Mapping[str, Any]:
    entries = config.get("data", {})
    entry = entries.get(option, {}) if isinstance(entries, Mapping) else {}
    return entry if isinstance(entry, Mapping) else {}


def verified_tracks(config: Mapping[str, Any]) -> dict[Mission, tuple[int, ...]]:
    """The track values the file holds as verified (a broken verified entry: RuleError)."""
    found = {}
    for mission, option in TRACK_OPTIONS.items():
        entry = _entry(config, option)
        if entry.get("verified") is True:
            found[mission] = track_values(option, entry.get("value"))
    return found


def component_options(config: Mapping[str, Any], scenario: int) -> tuple[dict[str, Any], list[Question]]:
    """(options for Setup from the verified tracks, questions for the others the scenario plays)."""
    known = verified_tracks(config)
    options: dict[str, Any] = {}
    questions = []
    for mission in SCENARIO_MISSIONS[scenario]:
        option = TRACK_OPTIONS[mission]
        if mission in known:
            options[option] = " ".join(str(v) for v in known[mission])
            continue
        entry = _entry(config, option)
        questions.append(Question(option, UNREAD_TRACK, (("mission", mission.value),),
                                  str(entry.get("value", "")), str(entry.get("source", ""))))
    return options, questions


def check_answer(option: str, answer: Any) -> str:
    """The option value for the table's answer ("0 1 1 2 ..."); RuleError says what is wrong."""
    if option not in TRACK_OPTIONS.values():
        raise RuleError("Explorers & Pirates has no component option {name}", name=option)
    return " ".join(str(v) for v in track_values(option, answer))
