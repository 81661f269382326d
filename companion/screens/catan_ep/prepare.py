"""New game's step before Explorers & Pirates starts (the plugin's ``prepare``): the board of the scenario
(board_entry.py). The points of the mission tracks (docs/design.md#component-data: on the Mission cards, the rulebook
does not print them) are not asked here: New game passes the tracks config/games/catan_ep.toml holds as verified, and
the table screen asks a track when a marker first leaves S (``ask_track``, one page; recorded as the engine's fact,
docs/design.md#box-data-once-shared), kept for every later game. One digit a space (0 to 9), S first, checked by
games.catan_ep.check_answer.

Scenarios 1 and 2 lay the same board every game: a game starts on the frame with its start island not entered, and
the table screen asks the island when a move first needs it (its terrains at the first settlement, its tokens at the
first roll: games/catan_ep/island.py), once; Settings asks it up front for a table that prefers it. From scenario 3
the start island is shuffled each game ("Mélangez les tuiles Terrain du jeu de base et placez-les aléatoirement"):
the board entry opens at every new game, prefilled with the last board kept. ``again`` (Settings: "Enter the box's
figures now") first asks which scenario, then that scenario's board and every track it plays, prefilled with the
earlier answers. ``scenario_facts``: each scenario's target and players on New game, from the engine's catalogue."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.uix.modalview import ModalView

from companion.core.config_check import game_config
from companion.core.settings import config_dir
from companion.plugins import ChoiceFacts
from companion.screens.answers import stored_answers, stored_figure
from companion.screens.catan_ep.board_entry import PREFERENCE, BoardEntry, known_board, shuffled, unread_board
from companion.screens.catan_ep.common import mission_name
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.overlay import ask
from companion.screens.kit.page import Page
from games.base import RuleError
from games.catan_ep import OPTIONS, SCENARIOS, TABLE_OPTIONS, Question, check_answer, component_options

Proceed = Callable[[dict[str, Any]], None]
TRACK_PREFERENCE = "catan_ep_{option}"


def prepare(context: Any, proceed: Proceed, again: bool = False,
            rules: dict[str, Any] | None = None) -> ModalView | None:
    """``proceed(options)`` at once in scenarios 1 and 2 (the island and the tracks are read when first needed), else
    once the table entered the board. ``rules``: the table options chosen (the scenario says which board). From
    Settings (no rules, ``again``): which scenario first, then its board and tracks."""
    if again and rules is None:
        return choose_scenario(context.preferences, proceed)
    return enter_box(context.preferences, int((rules or {}).get("scenario", OPTIONS["scenario"][0])), proceed, again)


def choose_scenario(preferences: Any, proceed: Proceed) -> ModalView:
    labels = dict(next(o for o in TABLE_OPTIONS if o.name == "scenario").choices)
    return ask(tr._("Which scenario's board and mission tracks do you want to enter again?"),
               [(tr._(labels[s]), s) for s in OPTIONS["scenario"]],
               lambda scenario: enter_box(preferences, scenario, proceed, again=True), cols=1)


def track_questions(scenario: int) -> tuple[dict[str, Any], list[Question]]:
    """(the options of the scenario's tracks the data file holds as verified, the questions of the others)."""
    return component_options(game_config(config_dir() / "games" / "catan_ep.toml"), scenario)


def enter_box(preferences: Any, scenario: int, proceed: Proceed, again: bool = False) -> ModalView | None:
    """The board of the scenario (asked unless known and laid the same each game); from Settings its tracks too."""
    options, questions = track_questions(scenario)
    if again:  # every unverified track, the earlier answers prefilled
        options, questions = stored_answers(preferences, TRACK_PREFERENCE, options, questions, check_answer, again)
    else:
        questions = []  # each asked when a marker first leaves S (the table screen)

    def keep(text: str, entered: bool = True) -> ModalView | None:
        if entered:
            preferences.set(PREFERENCE.format(scenario=scenario), text)
        found = {**options, "board": text}
        if not questions:
            proceed(found)
            return None
        entry = TrackEntry(questions, found, preferences, proceed)
        entry.open()
        return entry

    known = known_board(preferences, scenario)
    if not again and not shuffled(scenario):  # the island entered before, or when a move first needs it
        return keep(known) if known is not None else keep(unread_board(scenario), entered=False)
    entry = BoardEntry(scenario, known, keep)
    entry.open()
    return entry


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


def stored_track(preferences: Any, entry: str) -> str | None:
    """The table's earlier answer for the track ``entry`` ("track_fish") as the engine's fact takes it, or None."""
    return stored_figure(preferences, TRACK_PREFERENCE.format(option=entry), lambda kept: check_answer(entry, kept))


def ask_track(preferences: Any, scenario: int, entry: str, done: Callable[[str], object]) -> TrackEntry:
    """One page asking the track ``entry`` off its Mission card, now that a marker first leaves S; kept for every
    later game, then ``done(the points)``."""
    asked = next(q for q in track_questions(scenario)[1] if q.option == entry)  # a verified track is never needed
    page = TrackEntry([asked], {}, preferences, lambda options: done(options[entry]),
                      finish=tr._("Keep it and play on"))
    page.open()
    return page


class TrackEntry(Page):
    """A page per track: the digits typed so far, a keypad, Cancel and Keep (docs/design.md#the-kit)."""

    def __init__(self, questions: list[Question], options: dict[str, Any], preferences: Any,
                 proceed: Callable[[dict[str, Any]], object], finish: str = "") -> None:
        super().__init__()
        self.questions, self.options, self.preferences, self.proceed = questions, options, preferences, proceed
        self.finish = finish or tr._("Keep this track")
        self.index, self.error = 0, ""
        self.figures = _digits(questions[0].prefill)
        self.render()

    def press(self, key: str) -> None:
        self.figures = self.figures[:-1] if key == "erase" else self.figures + key
        self.render()

    @property
    def spaces(self) -> str:
        return " ".join(["S:" + self.figures[0]] + list(self.figures[1:])) if self.figures else "-"

    def render(self) -> None:
        question = self.questions[self.index]
        params = dict(question.params)
        params["mission"] = mission_name(params["mission"])
        keys = [specs.Button(tr._("Erase") if key == "erase" else key, partial(self.press, key), key=f"key:{key}")
                for key in (*"0123456789", "erase")]
        items: list[specs.Item] = [specs.Text(tr._("One digit per space: the points printed beside it.")),
                                   specs.Text(self.spaces, size="figure"), specs.Grid(keys, 6)]
        if self.error:
            items.append(specs.Text(self.error, "warning"))
        self.show(tr.message(question.prompt, params), items,
                  [specs.Button(tr._("Cancel"), self.dismiss, key="cancel"),
                   specs.Button(self.finish, self.done, tone="primary", key="done")], size="body")

    def done(self) -> None:
        question = self.questions[self.index]
        try:
            answer = check_answer(question.option, " ".join(self.figures))
        except RuleError as error:
            self.error = tr.message(error.key, error.params)
            self.render()
            return
        self.preferences.set(TRACK_PREFERENCE.format(option=question.option), answer)
        self.options[question.option] = answer
        self.error = ""
        self.index += 1
        if self.index < len(self.questions):
            self.figures = _digits(self.questions[self.index].prefill)
            self.render()
            return
        self.dismiss()
        self.proceed(self.options)


def scenario_facts(option: str, value: Any) -> ChoiceFacts | None:
    if option != "scenario":
        return None
    scenario = next((s for s in SCENARIOS if s.number == value), None)
    return None if scenario is None else ChoiceFacts(scenario.target, (scenario.min_players, scenario.max_players))
