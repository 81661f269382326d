"""The market's price rows (docs/design.md#component-data: asked, never guessed): the rulebook prints none,
config/games/ilos.toml keeps them unverified. New game asks none of them (the first move needs no price): the table
reads a row off the Cours du Marché board when the game first needs it (``ask_row``, one row on one page; the table
screen records the answer as the engine's fact, docs/design.md#box-data-once-shared), kept in the box data (one
preference a resource) for every later game. Settings' "Enter the box's figures now" asks every row at once, the
earlier answers prefilled (``prepare`` with ``again``); games.ilos.check_answer checks each row.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from companion.core.config_check import game_config
from companion.core.settings import Preferences, config_dir
from companion.screens import answers
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


def unverified() -> tuple[dict[str, str], list[ilos.PriceQuestion]]:
    """(the options of the rows the data file holds as verified, the questions of the others)."""
    path = config_dir() / "games" / "ilos.toml"
    options, questions = _read(path, path.stat().st_mtime_ns if path.is_file() else 0)
    return dict(options), list(questions)


@lru_cache(maxsize=2)
def _read(path: Path, stamp: int) -> tuple[dict[str, str], list[ilos.PriceQuestion]]:
    """The file read once while it stays the same (``stamp``): the table asks it at every move it shows."""
    return ilos.price_options(game_config(path))


def prepare(context: Any, proceed: Callable[[dict[str, Any]], None], again: bool = False,
            rules: dict[str, Any] | None = None) -> Page | None:
    """New game's step before Ilos starts: ``proceed(the verified rows' options)`` at once, nothing asked. ``again``
    (from Settings): every unverified row on one page, the earlier answers prefilled. The rows do not depend on the
    table's ``rules``."""
    options, questions = unverified()
    if not again:
        proceed(options)
        return None
    for index, question in enumerate(questions):
        stored = context.preferences.get(PREFERENCE.format(resource=question.resource.value))
        if stored is not None:
            questions[index] = replace(question, row=tuple(int(w) for w in str(stored).split() if w.isdigit()))
    if not questions:
        proceed(options)
        return None
    rows = PriceRows(questions, options, context.preferences, proceed)
    rows.open()
    return rows


# --- a row asked when the game first needs it (docs/design.md#box-data-once-shared) ----------------------------------
def question(entry: str) -> ilos.PriceQuestion | None:
    """The question of the row ``entry`` (a set-up option, "ebony_prices"), or None where the file holds it verified."""
    return next((q for q in unverified()[1] if q.option == entry), None)


def stored_row(preferences: Preferences, entry: str) -> str | None:
    """The table's earlier answer for the row ``entry`` as the engine's fact takes it, or None."""
    kept = preferences.get(PREFERENCE.format(resource=ilos.entry_resource(entry).value))
    asked = question(entry) if kept is not None else None
    if asked is None:
        return None
    return answers.stored_figure(preferences, PREFERENCE.format(resource=asked.resource.value),
                                 lambda stored: ilos.check_answer(asked, [int(w) for w in str(stored).split()
                                                                          if w.isdigit()]))


def ask_row(preferences: Preferences, entry: str, done: Callable[[str], object]) -> PriceRows:
    """One page asking the row ``entry`` off the board, now that a move needs it; kept for every later game, then
    ``done(the row)``."""
    asked = question(entry)
    assert asked is not None, entry  # a verified row is given at set-up: never needed
    rows = PriceRows([asked], {}, preferences, lambda options: done(options[entry]), finish=tr._("Keep it and play on"))
    rows.open()
    return rows


class PriceRows(Page):
    """The rows beside a keypad of digits: tap a figure, type it; Next moves on (to the next row after the last).
    Erase and Next are in the bottom row, as wide as their words (the keys beside the rows have room for one
    digit, the rows for a resource's name)."""

    def __init__(self, questions: list[ilos.PriceQuestion], options: dict[str, str], preferences: Preferences,
                 proceed: Callable[[dict[str, Any]], object], finish: str = "", **kwargs: Any) -> None:
        keypad = Panel()
        super().__init__(side=keypad, side_share=0.3, **kwargs)
        self.questions, self.options, self.preferences, self.proceed = questions, options, preferences, proceed
        self.finish = finish or tr._("Keep these rows and start")
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
        self.show(self.title_text(),
                  [specs.Grid(cells, cols=1 + PRICE_FIGURES), *[specs.Text(e, "warning") for e in [self.error] if e]],
                  [specs.Button(tr._("Cancel"), self.dismiss, key="cancel"),
                   specs.Button(tr._("Erase"), lambda: self.press("erase"), key="key erase"),
                   specs.Button(tr._("Next"), lambda: self.press("next"), key="key next"),
                   specs.Button(self.finish, self.done, tone="primary", key="done")], "body")

    def title_text(self) -> str:
        if len(self.questions) == 1:  # one row a move needs now
            return tr.message(ilos.UNREAD_ROW, {"resource": resource_name(self.questions[0].resource.value)})
        return tr._("The rulebook does not print the market's price rows. Read each row off the Cours du Marché "
                    "board, starting price first; the app keeps them for the next games.")

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
