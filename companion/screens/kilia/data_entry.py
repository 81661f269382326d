"""Kilia's component data, asked of the table once and kept (docs/design.md#component-data,
docs/design.md#box-data-once-shared), and the contracts the table described before.

The rulebook prints none of the prices above the supply slots 2 and 5, the contract slots' keys and prices, the
market bonuses, the scoring wheels, the canal's spaces, the start contracts nor the card lists (config/games/kilia.toml
keeps them unverified). New game asks only what set-up needs (a card list only when the file holds one); each figure
a move needs later is asked when that move first needs it, that one figure (figure_question.py; the table screen
records the answer as the engine's fact); the four start contracts, on the counts entry, when one is first fulfilled
(``ask_entry``); Settings asks every page at once: figures on a keypad, the market's bonuses on its six spaces.
games.kilia.data.check_answer checks each answer.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from companion.core.config_check import game_config
from companion.core.settings import Preferences, config_dir
from companion.screens import answers
from companion.screens.answers import stored_answers
from companion.screens.i18n import tr
from companion.screens.kilia import forms, panel, words
from companion.screens.kit import specs
from games.base import N_, RuleError
from games.kilia import (COLOURS, ONE_FIGURES, UNLISTED, Bonus, BoxFigure, Contract, Goal, KiliaView, cards, data,
                         figure_place, gathered)

PREFERENCE = "kilia_data_{option}"
CARD_LISTS = data.CARD_LISTS
PYRAMID = ((5,), (3, 4), (0, 1, 2))  # the market as it stands: the top, the middle row, the bottom row
BONUSES = tuple(b.value for b in Bonus)
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "space", "erase")
KEPT = N_("The rulebook does not print this: read it once off the box, the app keeps it for every game")
KEPT_STEP = N_("The rulebook does not print this: read it once off the box, the app keeps it · {page} of {pages}")


def kilia_config() -> dict[str, Any]:
    return game_config(config_dir() / "games" / "kilia.toml")


def known_data(preferences: Preferences, extra_wheel: str = "none",
               again: bool = False) -> tuple[dict[str, Any], list[data.Question]]:
    """(the component options known: verified in the file or answered before, the entries still to ask).
    ``again`` (Settings: "Enter the box's figures now"): every entry the file does not hold as verified is asked,
    prefilled with the earlier answer (the extra wheel's values only if the table entered them before). A new game
    asks none of the figures a move needs later (games.kilia.LATE_OPTIONS): figure_question.py asks each then."""
    extra_known = preferences.get(PREFERENCE.format(option=data.EXTRA_WHEEL)) is not None
    options, questions = data.component_options(kilia_config(), "zone4" if again and extra_known else extra_wheel,
                                                now=again)
    options, questions = stored_answers(preferences, PREFERENCE, options, questions, data.check_answer, again)
    if not again:  # a card list the file does not hold: described as each card is turned up, without a page
        for question in [q for q in questions if q.option in CARD_LISTS and first_answer(q) == UNLISTED]:
            options[question.option] = UNLISTED
            questions.remove(question)
    return options, questions


def prepare(context: Any, proceed: Callable[[dict[str, Any]], None], again: bool = False,
            rules: dict[str, Any] | None = None) -> forms.Entry | None:
    """New game's step before Kilia starts: ``proceed(component options)`` at once, or once the table answered.
    ``rules`` (the table options chosen): the extra wheel's values are asked only when the table uses it.
    ``again`` (from Settings): ask every unverified entry anew, the earlier answers prefilled."""
    options, questions = known_data(context.preferences, str((rules or {}).get("extra_wheel", "none")), again)
    if not questions:
        proceed(options)
        return None
    return DataEntry(questions, options, context.preferences, proceed)


# --- a figure asked when a move first needs it (docs/design.md#box-data-once-shared) --------------------------------
# The question itself is figure_question.py; these read what the table answered before.
def stored_figure(preferences: Preferences, name: str) -> str | None:
    """The table's earlier answer for ``name`` (an entry, or one figure of it: games.kilia.figure_place) as the
    engine's fact takes it, or None (never asked, or no longer read)."""
    entry, place = figure_place(name)
    check: Callable[[Any], Any] = (lambda stored: str(stored).strip()) if place is not None \
        else partial(data.check_answer, entry)
    return answers.stored_figure(preferences, PREFERENCE.format(option=name), check)


def stored_fact(preferences: Preferences, name: str) -> BoxFigure | None:
    """The fact to record for ``name`` from an earlier answer: its whole entry where the table gave it whole (in
    Settings, or figure by figure until it was whole: Settings' correction wins), else the figure itself."""
    entry, _ = figure_place(name)
    for asked in dict.fromkeys((entry, name)):
        known = stored_figure(preferences, asked)
        if known is not None:
            return BoxFigure(asked, known)
    return None


def keep_figure(preferences: Preferences, name: str, answer: str) -> None:
    """Keep one answer for every later game; the whole entry too once each of its figures is answered (Settings
    shows it, prefilled, and a box file carries it)."""
    preferences.set(PREFERENCE.format(option=name), answer)
    entry, place = figure_place(name)
    if place is None:
        return
    read: dict[int, str] = {}
    for other in ONE_FIGURES:
        other_entry, other_place = figure_place(other)
        stored = stored_figure(preferences, other)
        if other_entry == entry and other_place is not None and stored is not None:
            read[other_place] = stored
    whole = gathered(entry, read)
    if whole is None or stored_figure(preferences, entry) is not None:
        return
    try:
        preferences.set(PREFERENCE.format(option=entry), data.check_answer(entry, whole))
    except RuleError:
        return  # figures read in different games that do not agree: Settings asks the entry whole


def ask_entry(preferences: Preferences, entry: str, done: Callable[[str], object]) -> DataEntry:
    """One page asking a whole entry off the box (the four start contracts, on the counts entry) now that a move
    needs it; kept for every later game, then ``done(the answer)``."""
    return DataEntry([data.question(kilia_config(), entry)], {}, preferences,
                     lambda checked: done(str(checked[entry])), finish=tr._("Keep it and play on"))


# Pages whose entry is not typed: what to do on them (the engine's own message speaks of the option's text form).
PAGE_PROMPTS = {
    "start_contracts": N_("The 4 start contracts (a bell, a coloured back) are not printed in the rulebook: tap "
                          "each board's and enter what its card prints"),
    "action_cards": N_("The rulebook does not list the 96 action cards: the table describes each card as it is "
                       "turned up (its colour and its skill)"),
    "contracts": N_("The rulebook does not list the 32 contracts: the table describes each contract as it is "
                    "turned up (its cost, its reward, its points)"),
}


def prompt(question: data.Question) -> str:
    if question.option in PAGE_PROMPTS:
        return tr._(PAGE_PROMPTS[question.option])
    params = dict(question.params)
    if question.option.startswith("wheel_"):
        params["goal"] = words.goal(Goal(params["goal"]))
    return tr.message(question.prompt, params)


def first_answer(question: data.Question) -> Any:
    if question.option in CARD_LISTS:
        return question.prefill.strip() or UNLISTED
    if question.option == "market_bonuses":
        found = question.prefill.split()
        return " ".join(found) if len(found) == 6 and set(found) <= set(BONUSES) else " ".join(["none"] * 6)
    if question.option == "start_contracts":
        try:
            return list(cards.start_contracts(question.prefill))
        except RuleError:
            return [None] * len(COLOURS)
    return question.prefill


class DataEntry(forms.Entry):
    """One page an entry: its prompt as the title, the answer's keys or choices in the body (specs, updated in
    place at every tap), Cancel, Back and Next (or Keep these and start, on the last page)."""

    def __init__(self, questions: list[data.Question], options: dict[str, Any], preferences: Preferences,
                 proceed: Callable[[dict[str, Any]], object], finish: str = "") -> None:
        super().__init__("", tr._("Next"), back=lambda: self.go(-1))
        self.finish = finish or tr._("Keep these and start")
        self.questions, self.options, self.preferences, self.proceed = questions, options, preferences, proceed
        self.answers: dict[str, Any] = {q.option: first_answer(q) for q in questions}
        self.checked: dict[str, Any] = {}
        self.page = 0
        self.render()
        self.open()

    @property
    def question(self) -> data.Question:
        return self.questions[self.page]

    def render(self) -> None:
        """The page shown anew (a new page, or a test setting ``page``)."""
        self.title = prompt(self.question)
        self.note = tr._(KEPT) if len(self.questions) == 1 else tr.message(
            KEPT_STEP, {"page": self.page + 1, "pages": len(self.questions)})
        last = self.page == len(self.questions) - 1
        self.confirm_button.text = self.finish if last else tr._("Next")
        self.back_button.opacity, self.back_button.disabled = (1, False) if self.page else (0, True)
        self.problem = None
        self.show()
        self.body.parent.scroll_y = 1

    def items(self) -> list[specs.Item]:
        option = self.question.option
        answer = self.answers[option]
        if option == "market_bonuses":
            bonuses = str(answer).split()
            return [specs.Row([specs.Button(f"{words.space(space)}\n{tr._(panel.BONUS_NAMES[Bonus(bonuses[space])])}",
                                            partial(self.cycle_bonus, space), key=f"bonus{space}") for space in row])
                    for row in PYRAMID]
        if option == "start_contracts":
            return [specs.Button(f"{words.board(colour)}: " + (words.contract(contract) if contract else
                                                               tr._("tap to enter")),
                                 partial(self.edit_contract, index), key=f"board-{colour.value}")
                    for index, (colour, contract) in enumerate(zip(COLOURS, answer))]
        if option in CARD_LISTS:
            choices = [(UNLISTED, tr._("Describe each card as it is turned up"))]
            if self.question.prefill.strip() not in ("", UNLISTED):
                choices.append((self.question.prefill, tr._("Use the list in config/games/kilia.toml")))
            return [forms.choice(text, answer == value, partial(self.answer, value), f"list{index}")
                    for index, (value, text) in enumerate(choices)]
        keys = [specs.Button({"space": tr._("Next figure"), "erase": tr._("Erase")}.get(key, key),
                             partial(self.press, key), key=f"key-{key}") for key in KEYS]
        return [specs.Text(f"{answer}_", size="figure"), specs.Grid(keys, cols=6)]

    def answer(self, value: Any) -> None:
        self.answers[self.question.option] = value
        self.problem = None
        self.show()

    def press(self, key: str) -> None:
        text = str(self.answers[self.question.option])
        if key == "erase":
            text = text.rstrip()[:-1]
        elif key == "space":
            text = text if not text or text.endswith(" ") else text + " "
        else:
            text += key
        self.answer(text)

    def cycle_bonus(self, space: int) -> None:
        found = str(self.answers["market_bonuses"]).split()
        found[space] = BONUSES[(BONUSES.index(found[space]) + 1) % len(BONUSES)]
        self.answer(" ".join(found))

    def edit_contract(self, index: int) -> None:
        def keep(contract: Contract) -> RuleError | None:
            try:
                cards.check_contract(contract, start=True)
            except RuleError as error:
                return error
            self.answers["start_contracts"][index] = contract
            self.answer(self.answers["start_contracts"])
            return None

        self.contract_entry = forms.open_contract(
            tr.message("The start contract of the {board} board (bell, coloured back)",
                       {"board": words.board(COLOURS[index])}),
            self.answers["start_contracts"][index], keep, tr._("OK"), start=True)

    # --- checking and keeping ---------------------------------------------------------------------------
    def confirm(self) -> None:
        option = self.question.option
        answer = self.answers[option]
        if option == "start_contracts":
            if any(c is None for c in answer):
                self.refuse(tr._("Enter the start contract of each of the 4 boards"))
                return
            answer = "; ".join(f"{colour.value}: {cards.contract_code(c)}" for colour, c in zip(COLOURS, answer))
        try:
            self.checked[option] = data.check_answer(option, answer)
        except RuleError as error:
            self.refuse(error)
            return
        if self.page + 1 < len(self.questions):
            self.go(1)
            return
        for question in self.questions:
            self.preferences.set(PREFERENCE.format(option=question.option), self.checked[question.option])
        self.dismiss()
        self.proceed({**self.options, **self.checked})

    def go(self, by: int) -> None:
        self.page = max(0, min(len(self.questions) - 1, self.page + by))
        self.render()


# --- contracts described before ------------------------------------------------------------------------------
# Without the box's list, a contract the table describes is kept in the preferences and offered to pick the next time
# a contract is turned up (described once, not at every game); one out of the deck now (in a slot, active) is not.
DESCRIBED = "kilia_described_contracts"
SEPARATOR = " | "


def described(preferences: Preferences) -> list[Contract]:
    found = []
    for code in str(preferences.get(DESCRIBED, "") or "").split(SEPARATOR):
        try:
            found.append(cards.contract_from_code(code.strip()))
        except RuleError:
            continue  # an entry the app no longer reads: described again when it turns up
    return found


def remember(preferences: Preferences, contract: Contract) -> None:
    known = described(preferences)
    if contract not in known:
        preferences.set(DESCRIBED, SEPARATOR.join(cards.contract_code(c) for c in (*known, contract)))


def offered(preferences: Preferences, view: KiliaView) -> list[Contract]:
    """The contracts described before that are not on the table now."""
    on_table = {*view.contract_slots, *(c for held in view.seats for c in held.contracts)}
    return [c for c in described(preferences) if c not in on_table]
