"""Kilia's component data, asked of the table once (docs/design.md#component-data: a number not known is asked, never guessed).

The rulebook prints none of the prices above the supply slots 2 and 5, the contract slots' keys and prices, the
market bonuses, the scoring wheels, the canal's spaces, the start contracts nor the card lists;
config/games/kilia.toml keeps them unverified. Before the first game of Kilia, New game asks for every entry the
file does not hold as verified, one page each: figures on a keypad, the market's bonuses on its six spaces, the
four start contracts on the counts entry, and for each card list whether the table describes each card as it is
turned up. games.kilia.data.check_answer checks each answer; the answers are kept in the app's preferences
(data folder), one key per entry, and passed as set-up options to every later game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.widget import Widget

from companion.core.config_check import game_config
from companion.core.settings import Preferences, config_dir
from companion.screens.answers import stored_answers
from companion.screens.i18n import tr
from companion.screens.kilia import forms, words
from companion.screens.kilia.common import (BOARD_RGBA, WARN_RGBA, board_name, bonus_name, goal_name,
                                            reason, space_name, text_colour, wrapped)
from companion.screens.widgets import Overlay, entry_page
from games.base import N_, RuleError
from games.kilia import cards, data
from games.kilia import COLOURS, Bonus, Contract
from games.kilia import UNLISTED

PREFERENCE = "kilia_data_{option}"
CARD_LISTS = ("action_cards", "contracts")
PYRAMID = ((5,), (3, 4), (0, 1, 2))  # the market as it stands: the top, the middle row, the bottom row
BONUSES = tuple(b.value for b in Bonus)


def config_file() -> Path:
    return config_dir() / "games" / "kilia.toml"


def known_data(preferences: Preferences, extra_wheel: str = "none",
               again: bool = False) -> tuple[dict[str, Any], list[data.Question]]:
    """(the component options known: verified in the file or answered before, the entries still to ask).
    ``again``: every entry the file does not hold as verified is asked, prefilled with the earlier answer (the
    extra wheel's values only if the table entered them before)."""
    config = game_config(config_file())
    extra_known = preferences.get(PREFERENCE.format(option=data.EXTRA_WHEEL)) is not None
    options, questions = data.component_options(config, "zone4" if again and extra_known else extra_wheel)
    return stored_answers(preferences, PREFERENCE, options, questions, data.check_answer, again)


def prepare(context: Any, proceed: Callable[[dict[str, Any]], None], again: bool = False,
            rules: dict[str, Any] | None = None) -> Overlay | None:
    """New game's step before Kilia starts: ``proceed(component options)`` at once, or once the table answered.
    ``rules`` (the table options chosen): the extra wheel's values are asked only when the table uses it.
    ``again`` (from Settings): ask every unverified entry anew, the earlier answers prefilled."""
    options, questions = known_data(context.preferences, str((rules or {}).get("extra_wheel", "none")), again)
    if not questions:
        proceed(options)
        return None
    entry = DataEntry(questions, options, context.preferences, proceed)
    entry.open()
    return entry


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
        params["goal"] = goal_name(params["goal"])
    return tr.message(question.prompt, params)


class DataEntry(Overlay):
    def __init__(self, questions: list[data.Question], options: dict[str, Any], preferences: Preferences,
                 proceed: Callable[[dict[str, Any]], None], **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.questions, self.options, self.preferences, self.proceed = questions, options, preferences, proceed
        self.answers: dict[str, Any] = {q.option: self._first_answer(q) for q in questions}
        self.checked: dict[str, Any] = {}
        self.page = 0
        self.keys: dict[str, Any] = {}
        self.bonus_buttons: dict[int, Any] = {}
        self.contract_buttons: dict[str, Any] = {}
        self.list_buttons: dict[str, Any] = {}
        self.box = entry_page(8, 6)
        self.add_widget(self.box)
        self.render()

    @staticmethod
    def _first_answer(question: data.Question) -> Any:
        if question.option in CARD_LISTS:
            return question.prefill.strip() or UNLISTED
        if question.option == "market_bonuses":
            words = question.prefill.split()
            return " ".join(words) if len(words) == 6 and set(words) <= set(BONUSES) else " ".join(["none"] * 6)
        if question.option == "start_contracts":
            try:
                return list(cards.start_contracts(question.prefill))
            except RuleError:
                return [None] * len(COLOURS)
        return question.prefill

    @property
    def question(self) -> data.Question:
        return self.questions[self.page]

    # --- the page ---------------------------------------------------------------------------------------
    def render(self) -> None:
        self.box.clear_widgets()
        self.keys, self.bonus_buttons, self.contract_buttons, self.list_buttons = {}, {}, {}, {}
        self.box.add_widget(wrapped(tr.message("The rulebook does not print this: read it once off the box, the app "
                                               "keeps it · {page} of {pages}",
                                               {"page": self.page + 1, "pages": len(self.questions)}), 15,
                                    color=(0.75, 0.80, 0.88, 1)))
        self.box.add_widget(wrapped(prompt(self.question), 17, bold=True))
        option = self.question.option
        if option == "market_bonuses":
            self.box.add_widget(self._bonuses())
        elif option == "start_contracts":
            self.box.add_widget(self._start_contracts())
        elif option in CARD_LISTS:
            self.box.add_widget(self._card_list())
        else:
            self.box.add_widget(self._figures())
        self.error = wrapped("", 16, color=WARN_RGBA)
        self.box.add_widget(self.error)
        bottom = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        cancel = Factory.TouchButton(text=tr._("Cancel"), size_hint_x=None, width=dp(150))
        cancel.bind(on_release=lambda *_: self.dismiss())
        bottom.add_widget(cancel)
        if self.page:
            back = Factory.TouchButton(text=tr._("Back"), size_hint_x=None, width=dp(130))
            back.bind(on_release=lambda *_: self.go(-1))
            bottom.add_widget(back)
        last = self.page == len(self.questions) - 1
        self.next_button = Factory.PrimaryButton(text=tr._("Keep these and start") if last else tr._("Next"))
        self.next_button.bind(on_release=lambda *_: self.next())
        bottom.add_widget(self.next_button)
        self.box.add_widget(bottom)

    def _figures(self) -> BoxLayout:
        body = BoxLayout(spacing=dp(10))
        self.figures_label = wrapped("", 30, bold=True)
        left = BoxLayout(orientation="vertical")
        left.add_widget(self.figures_label)
        left.add_widget(Widget())
        body.add_widget(left)
        pad = GridLayout(cols=4, spacing=dp(4), size_hint_x=None, width=dp(400))
        for key in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "space", "erase"):
            text = {"space": tr._("Next figure"), "erase": tr._("Erase")}.get(key, key)
            key_button = Factory.TouchButton(text=text, font_size=sp(24 if len(text) == 1 else 17))
            key_button.bind(on_release=lambda *_, k=key: self.press(k))
            self.keys[key] = key_button
            pad.add_widget(key_button)
        body.add_widget(pad)
        self._show_figures()
        return body

    def _show_figures(self) -> None:
        self.figures_label.text = (str(self.answers[self.question.option]) or "") + "_"

    def press(self, key: str) -> None:
        text = str(self.answers[self.question.option])
        if key == "erase":
            text = text.rstrip()[:-1]
        elif key == "space":
            text = text if not text or text.endswith(" ") else text + " "
        else:
            text += key
        self.answers[self.question.option] = text
        self.error.text = ""
        self._show_figures()

    def _bonuses(self) -> BoxLayout:
        body = BoxLayout(orientation="vertical", spacing=dp(4))
        for row in PYRAMID:
            line = BoxLayout(spacing=dp(6), padding=(dp(110) * (3 - len(row)), 0))
            for space in row:
                cycle = Factory.KiliaButton(text="")
                cycle.bind(on_release=lambda *_, s=space: self.cycle_bonus(s))
                self.bonus_buttons[space] = cycle
                line.add_widget(cycle)
            body.add_widget(line)
        self._show_bonuses()
        return body

    def _show_bonuses(self) -> None:
        words = str(self.answers["market_bonuses"]).split()
        for space, cycle in self.bonus_buttons.items():
            cycle.text = f"{space_name(space)}\n{bonus_name(words[space])}"

    def cycle_bonus(self, space: int) -> None:
        words = str(self.answers["market_bonuses"]).split()
        words[space] = BONUSES[(BONUSES.index(words[space]) + 1) % len(BONUSES)]
        self.answers["market_bonuses"] = " ".join(words)
        self.error.text = ""
        self._show_bonuses()

    def _start_contracts(self) -> BoxLayout:
        body = BoxLayout(orientation="vertical", spacing=dp(4))
        for index, colour in enumerate(COLOURS):
            contract = self.answers["start_contracts"][index]
            text = f"{board_name(colour.value)}: " + (words.contract(contract) if contract else
                                                      tr._("tap to enter"))
            rgba = BOARD_RGBA[colour.value]
            entry = Factory.KiliaButton(text=text, background_color=rgba, color=text_colour(rgba))
            entry.bind(on_release=lambda *_, i=index: self.edit_contract(i))
            self.contract_buttons[colour.value] = entry
            body.add_widget(entry)
        return body

    def edit_contract(self, index: int) -> None:
        colour = COLOURS[index].value

        def keep(contract: Contract) -> RuleError | None:
            try:
                cards.check_contract(contract, start=True)
            except RuleError as error:
                return error
            self.answers["start_contracts"][index] = contract
            self.render()
            return None

        self.contract_entry = forms.open_contract(
            tr.message("The start contract of the {board} board (bell, coloured back)",
                       {"board": board_name(colour)}),
            self.answers["start_contracts"][index], keep, tr._("OK"), start=True)

    def _card_list(self) -> BoxLayout:
        option = self.question.option
        body = BoxLayout(orientation="vertical", spacing=dp(6))
        choices = [(UNLISTED, tr._("Describe each card as it is turned up"))]
        if self.question.prefill.strip() and self.question.prefill.strip() != UNLISTED:
            choices.append((self.question.prefill, tr._("Use the list in config/games/kilia.toml")))
        for value, text in choices:
            style = "KiliaPrimary" if self.answers[option] == value else "KiliaButton"
            choice = getattr(Factory, style)(text=text)
            choice.bind(on_release=lambda *_, v=value: self.choose_list(v))
            self.list_buttons[value] = choice
            body.add_widget(choice)
        body.add_widget(Widget())
        return body

    def choose_list(self, value: str) -> None:
        self.answers[self.question.option] = value
        self.render()

    # --- checking and keeping ---------------------------------------------------------------------------
    def answer_text(self, option: str) -> Any:
        answer = self.answers[option]
        if option == "start_contracts":
            if any(c is None for c in answer):
                return ""
            return "; ".join(f"{colour.value}: {cards.contract_code(c)}" for colour, c in zip(COLOURS, answer))
        return answer

    def next(self) -> None:
        option = self.question.option
        if option == "start_contracts" and any(c is None for c in self.answers[option]):
            self.error.text = tr._("Enter the start contract of each of the 4 boards")
            return
        try:
            self.checked[option] = data.check_answer(option, self.answer_text(option))
        except RuleError as error:
            self.error.text = reason(error)
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
