"""From config/games/kilia.toml (parsed by the app: this module reads no file) to Kilia's set-up options.

The rulebook does not print the supply and contract prices, the contract keys, the market bonuses, the wheels,
the canal's spaces nor the cards (games/kilia/setup.py, DATA_OPTIONS). ``component_options`` gives the options
of the entries the file holds as verified, and a Question for each entry the app must ask the table for (once;
the app stores the answer); ``check_answer`` turns the table's answer into an option value or says, in a
RuleError, what is wrong with it. Pure: dicts in, dicts out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from games.base import RuleError
from games.kilia.setup import DATA_OPTIONS, LATE_OPTIONS, MISSING, VALIDATORS

EXTRA_WHEEL = "extra_wheel_values"
CARD_LISTS = ("action_cards", "contracts")


@dataclass(frozen=True)
class Question:
    """An entry the app asks the table for: ``prompt`` (a message id: what to read, where), its ``params``,
    the file's ``prefill`` (maybe empty) and ``source``."""

    option: str
    prompt: str
    params: tuple[tuple[str, str], ...]
    prefill: str
    source: str


def _text(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return " ".join(str(v) for v in value)
    return "" if value is None else str(value)


def question(config: Mapping[str, Any], option: str) -> Question:
    """What the app asks the table for ``option`` (prefilled with the file's ``value``)."""
    entries = config.get("data", {})
    entry = entries.get(option, {}) if isinstance(entries, Mapping) else {}
    entry = entry if isinstance(entry, Mapping) else {}
    key = "wheel" if option.startswith("wheel_") else option
    params = (("goal", option.removeprefix("wheel_")),)
    return Question(option, MISSING[key], params, _text(entry.get("value")), str(entry.get("source", "")))


def component_options(config: Mapping[str, Any], extra_wheel: str = "none",
                      now: bool = True) -> tuple[dict[str, Any], list[Question]]:
    """(options for Setup from the verified entries, questions for the others). The extra wheel's values are
    asked only when the table uses it (``extra_wheel``, the table option). ``now=False`` (a new game): the figures
    a game learns when a move first needs them (LATE_OPTIONS) are not asked."""
    entries = config.get("data", {})
    entries = entries if isinstance(entries, Mapping) else {}
    options: dict[str, Any] = {}
    questions: list[Question] = []
    for option in DATA_OPTIONS:
        if option == EXTRA_WHEEL and extra_wheel == "none":
            continue
        entry = entries.get(option, {})
        entry = entry if isinstance(entry, Mapping) else {}
        if entry.get("verified") is True:
            options[option] = check_answer(option, entry.get("value"))  # a broken verified entry: say so
        elif not now and option in LATE_OPTIONS:
            continue
        else:
            questions.append(question(config, option))
    return options, questions


def check_answer(option: str, answer: Any) -> Any:
    """The option value for the table's answer (figures as a string "1 3 5 7", the canal's spaces as a number,
    lists as their text); RuleError says what is wrong."""
    if option not in VALIDATORS:
        raise RuleError("Kilia has no component option {name}", name=option)
    if option == "canal_spaces" and isinstance(answer, str) and answer.strip().isdigit():
        answer = int(answer)
    checked = VALIDATORS[option](answer)
    if option in ("action_cards", "contracts", "start_contracts"):
        return answer.strip()
    if option == "canal_spaces":
        return checked
    if option == "market_bonuses":
        return " ".join(b.value for b in checked)
    return " ".join(str(v) for v in checked)
