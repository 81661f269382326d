"""A figure of the box asked when a move first needs it (docs/design.md#box-data-once-shared): one plain question
naming where on the box to look ("How many coins does the council board show above contract slot 2?") and a big
number pad (a market space's bonus: its five answers), with the box at hand.

A move that needs one figure (a slot's price or keys, a space's bonus) asks that one (games.kilia.figure_place); a
move that truly needs several, a scoring wheel's values, asks them one after the other, each its own question with
"2 of 7": first how many values the wheel shows, then each value, highest first. Each answer is checked by the
engine as the fact will be (``check``: a dry play of the BoxFigure), kept in the preferences for every later game,
then handed to ``done``: the table screen records it as the engine's fact."""

from __future__ import annotations

from typing import Callable

from kivy.factory import Factory
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.widget import Widget

from companion.core.settings import Preferences
from companion.screens.i18n import tr
from companion.screens.kilia import data_entry, panel, words
from companion.screens.kilia.data_entry import KEPT, KEPT_STEP
from companion.screens.kit.keypad import NumberPad
from companion.screens.kit.overlay import Sheet, ask
from companion.screens.theme import theme
from games.base import N_, RuleError
from games.kilia import MISSING, ONE_FIGURE, Bonus, Goal, data, figure_place, space_phrase

Check = Callable[[str], RuleError | None]  # the engine's refusal of an answer, or None
CANAL = N_("How many warehouse spaces does a player board show along the canal?")
WHEEL_COUNT = N_("How many values does the scoring wheel of {goal} show on the council board?")
WHEEL_VALUE = N_("The scoring wheel of {goal}, highest value first: which is value {number}?")
EXTRA_COUNT = N_("How many values does the extra scoring wheel show?")
EXTRA_VALUE = N_("The extra scoring wheel, highest value first: which is value {number}?")
EMPTY = N_("Type the figure the box shows, then OK")
GOES_UP = N_("Value {number} cannot be above the value before it ({before}): a wheel's values go down from the "
             "highest")
MOST_VALUES = 12  # a wheel's values asked one by one: a count above it is a slip, not a wheel


class FigurePad(NumberPad):
    """The kit's number pad for one figure read off the box: a line under the question (what the app keeps, "2 of
    7"), and what is wrong with the figure typed in its place, the pad staying open."""

    def __init__(self, title: str, note: str, accept: Callable[[int], str | None], digits: int = 2) -> None:
        super().__init__(title, None, lambda _: None, digits=digits, signed=False, clearable=False)
        self.accept, self.asked = accept, False
        self.note_text = Factory.KitText(text=note, tone="muted")
        # The number and the note beside the keys, not above them: a question of two lines, the note and the four
        # rows of keys fit a sheet at 800x480 whole (stacked, the 0 and < keys were scrolled out of sight).
        self.display.parent.remove_widget(self.display)
        self.body.remove_widget(self.pad)
        side = BoxLayout(orientation="vertical", spacing=theme.gap)
        side.add_widget(self.display)
        side.add_widget(self.note_text)
        side.add_widget(Widget())
        row = BoxLayout(spacing=theme.pad, size_hint_y=None)
        self.keys_grid.parent.remove_widget(self.keys_grid)
        row.add_widget(side)
        row.add_widget(self.keys_grid)
        self.keys_grid.bind(height=row.setter("height"))
        row.height = self.keys_grid.height
        self.body.add_widget(row)

    def ask(self, title: str, note: str, accept: Callable[[int], str | None]) -> None:
        """The next question of several on the same pad (the table screen's overlay stays the one open)."""
        self.title, self.accept, self.asked = title, accept, True
        self.note_text.text, self.note_text.tone = note, "muted"
        self.digits = ""
        self._show()

    def confirm(self) -> None:
        value, self.asked = self.value(), False
        problem = tr._(EMPTY) if value is None else self.accept(value)
        if problem:
            self.note_text.text, self.note_text.tone = problem, "warning"
        elif not self.asked:
            self.dismiss()


def ask_figure(preferences: Preferences, name: str, check: Check, done: Callable[[str], object]) -> Sheet:
    """Ask the figure ``name`` (an entry, or one figure of it: "contract_prices.2", games.kilia.figure_place); kept for every later
    game, then ``done(the answer as the fact takes it)``."""
    entry, place = figure_place(name)

    def keep(answer: str) -> str | None:
        error = check(answer)
        if error is not None:
            return tr.message(error.key, error.params)
        data_entry.keep_figure(preferences, name, answer)
        done(answer)
        return None

    if entry == "market_bonuses" and place is not None:
        question = tr.message(ONE_FIGURE[entry], {"space": space_phrase(place)})
        sheet = ask(question, [(tr._(panel.BONUS_NAMES[b]), b.value) for b in Bonus], keep, cols=3)
        sheet.body.add_widget(Factory.KitText(text=tr._(KEPT), tone="muted"), index=len(sheet.body.children))
        return sheet
    if place is not None:
        return pad(tr.message(ONE_FIGURE[entry], {"slot": place}), tr._(KEPT), lambda v: keep(str(v)))
    if entry == "canal_spaces":
        return pad(tr._(CANAL), tr._(KEPT), lambda v: keep(str(v)), digits=1)
    if entry.startswith("wheel_") or entry == data.EXTRA_WHEEL:
        return WheelQuestions(entry, check, keep).ask_count()
    return pad(tr._(MISSING[entry]), tr._(KEPT), lambda v: keep(str(v)))  # an entry of one figure the app may add


def pad(title: str, note: str, accept: Callable[[int], str | None], digits: int = 2) -> FigurePad:
    found = FigurePad(title, note, accept, digits)
    found.open()
    return found


class WheelQuestions:
    """A scoring wheel's values, each its own question on one pad: how many values, then each, highest first
    ("3 of 7")."""

    def __init__(self, entry: str, check: Check, keep: Callable[[str], str | None]) -> None:
        self.entry, self.check, self.keep = entry, check, keep
        self.values: list[int] = []
        self.count = 0
        self.goal = {} if entry == data.EXTRA_WHEEL else {"goal": words.goal(Goal(entry.removeprefix("wheel_")))}

    def ask_count(self) -> FigurePad:
        title = tr.message(EXTRA_COUNT if self.entry == data.EXTRA_WHEEL else WHEEL_COUNT, self.goal)
        self.sheet = pad(title, self.progress(), self.counted)
        return self.sheet

    def progress(self) -> str:
        """How many values there are is the first question: "2 of 7" from the first value on."""
        return tr.message(KEPT_STEP, {"page": len(self.values) + 2, "pages": self.count + 1}) if self.count \
            else tr._(KEPT)

    def counted(self, count: int) -> str | None:
        if not 1 <= count <= MOST_VALUES:
            return tr.message("A scoring wheel shows 1 to {most} values, not {value}", {"most": MOST_VALUES,
                                                                                      "value": count})
        self.count = count
        self.next_value()
        return None

    def next_value(self) -> None:
        title = tr.message(EXTRA_VALUE if self.entry == data.EXTRA_WHEEL else WHEEL_VALUE,
                           {**self.goal, "number": len(self.values) + 1})
        self.sheet.ask(title, self.progress(), self.valued)

    def valued(self, value: int) -> str | None:
        if self.values and value > self.values[-1]:
            return tr.message(GOES_UP, {"number": len(self.values) + 1, "before": self.values[-1]})
        read = " ".join(str(v) for v in (*self.values, value))
        if len(self.values) + 1 < self.count:
            error = self.check(read)  # a value the engine refuses is said at once, not at the end
            if error is not None:
                return tr.message(error.key, error.params)
            self.values.append(value)
            self.next_value()
            return None
        return self.keep(read)
