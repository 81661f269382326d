"""The market's price rows, asked of the table once (docs/design.md#component-data: asked, never guessed): the
rulebook prints none, config/games/ilos.toml keeps them unverified. Before the first game, New game asks for every
row not verified (five figures, starting price first, checked by games.ilos.check_answer), keeps them in the box
data (one preference a resource) and passes them as set-up options to every later game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from companion.core.config_check import game_config
from companion.core.settings import Preferences, config_dir
from companion.screens.i18n import tr
from companion.screens.ilos.common import resource_name
from companion.screens.kit import specs
from companion.screens.kit.page import Page
from companion.screens.kit.panel import Panel
from games import ilos
from games.base import RuleError
from games.ilos import PRICE_FIGURES

PREFERENCE = "ilos_price_row_{resource}"
DIGITS = "7894561230"


def prepare(context: Any, proceed: Callable[[dict[str, Any]], None], again: bool = False,
            rules: dict[str, Any] | None = None) -> Page | None:
    """New game's step before Ilos starts: ``proceed(price options)`` at once (each row verified in the file or
    answered before), or once the table answered. ``again`` (from Settings): ask every unverified row anew, the
    earlier answers prefilled. The rows asked do not depend on the table's ``rules``."""
    options, unverified = ilos.price_options(game_config(config_dir() / "games" / "ilos.toml"))
    questions = []
    for question in unverified:
        stored = context.preferences.get(PREFERENCE.format(resource=question.resource.value))
        try:
            figures = [int(word) for word in str(stored).split()]
            options[question.option] = ilos.check_answer(question, figures)
        except (RuleError, ValueError):
            questions.append(question)
            continue
        if again:
            questions.append(replace(question, row=tuple(figures)))
    if not questions:
        proceed(options)
        return None
    rows = PriceRows(questions, options, context.preferences, proceed)
    rows.open()
    return rows


class PriceRows(Page):
    """The rows beside a keypad of digits: tap a figure, type it; Next moves on (to the next row after the last).
    Erase and Next are in the bottom row, as wide as their words (the keys beside the rows have room for one
    digit, the rows for a resource's name)."""

    def __init__(self, questions: list[ilos.PriceQuestion], options: dict[str, str], preferences: Preferences,
                 proceed: Callable[[dict[str, Any]], None], **kwargs: Any) -> None:
        keypad = Panel()
        super().__init__(side=keypad, side_share=0.3, **kwargs)
        self.questions, self.options, self.preferences, self.proceed = questions, options, preferences, proceed
        self.figures = {(row, index): str(figure) for row, question in enumerate(questions)
                        for index, figure in enumerate((question.row or question.starts)[:PRICE_FIGURES])}
        self.at = (0, min(len(questions[0].row or questions[0].starts) if questions else 0, PRICE_FIGURES - 1))
        self.fresh = True  # the next digit replaces the figure under the cursor
        self.error = ""
        keypad.show([specs.Grid([specs.Button(key, lambda k=key: self.press(k), key=f"key {key}")  # type: ignore[misc]
                                 for key in DIGITS], cols=3)])
        self.render()

    def select(self, row: int, index: int) -> None:
        self.at, self.fresh = (row, index), True
        self.render()

    def press(self, key: str) -> None:
        row, index = self.at
        if key == "next":  # the next figure (the next row after the last)
            self.at = (row, index + 1) if index + 1 < PRICE_FIGURES else ((row + 1) % len(self.questions), 0)
            self.fresh = True
        elif key == "erase":
            self.figures[self.at] = self.figures.get(self.at, "")[:-1]
            self.fresh = False
        else:
            before = "" if self.fresh else self.figures.get(self.at, "")
            self.figures[self.at] = (before + key)[-2:]
            self.fresh = False
        self.render()

    def render(self) -> None:
        cells: list[specs.Item] = []
        for row, question in enumerate(self.questions):
            cells.append(specs.Text(resource_name(question.resource.value), size="small"))
            cells += [specs.Button(self.figures.get((row, index), ""),
                                   lambda r=row, i=index: self.select(r, i),  # type: ignore[misc]
                                   tone="primary" if (row, index) == self.at else "normal", key=f"cell {row} {index}")
                      for index in range(PRICE_FIGURES)]
        self.show(tr._("The rulebook does not print the market's price rows. Read each row off the Cours du Marché "
                       "board, starting price first; the app keeps them for the next games."),
                  [specs.Grid(cells, cols=1 + PRICE_FIGURES), *[specs.Text(e, "warning") for e in [self.error] if e]],
                  [specs.Button(tr._("Cancel"), self.dismiss, key="cancel"),
                   specs.Button(tr._("Erase"), lambda: self.press("erase"), key="key erase"),
                   specs.Button(tr._("Next"), lambda: self.press("next"), key="key next"),
                   specs.Button(tr._("Keep these rows and start"), self.done, tone="primary", key="done")], "body")

    def done(self) -> None:
        answers: dict[str, str] = {}
        for row, question in enumerate(self.questions):
            texts = [self.figures.get((row, index), "") for index in range(PRICE_FIGURES)]
            if not all(texts):
                self.error = tr.message("Enter the {count} figures of the {resource} row", {
                    "count": PRICE_FIGURES, "resource": resource_name(question.resource.value)})
                self.select(row, texts.index(""))
                return
            try:
                answers[question.option] = ilos.check_answer(question, [int(t) for t in texts])
            except RuleError as error:
                params = dict(error.params)
                if "resource" in params:
                    params["resource"] = resource_name(str(params["resource"]))
                self.error = tr.message(error.key, params)
                self.render()
                return
        for question in self.questions:
            self.preferences.set(PREFERENCE.format(resource=question.resource.value), answers[question.option])
        self.dismiss()
        self.proceed({**self.options, **answers})
