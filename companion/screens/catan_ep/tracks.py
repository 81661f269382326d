"""The points beside each space of a mission track, asked once (they are on the Mission cards; the rulebook
does not print them): one digit per space, S first, typed on a keypad (games.catan_ep.setup.track_values takes
0 to 9 a space). Checked by games.catan_ep.data.check_answer, kept in the preferences."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from companion.screens.answers import stored_answers
from companion.screens.catan_ep.common import mission_name
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.page import Page
from games.base import RuleError
from games.catan_ep import Question, check_answer

PREFERENCE = "catan_ep_{option}"


def known_tracks(preferences: Any, found: tuple[dict[str, Any], list[Question]],
                 again: bool = False) -> tuple[dict[str, Any], list[Question]]:
    """(the track options known: verified in the file or answered before, the tracks still to ask)."""
    options, questions = found
    return stored_answers(preferences, PREFERENCE, options, questions, check_answer, again)


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


class TrackEntry(Page):
    """A page per track: the digits typed so far, a keypad, Cancel and Keep (docs/design.md#the-kit)."""

    def __init__(self, questions: list[Question], options: dict[str, Any], preferences: Any,
                 proceed: Callable[[dict[str, Any]], None]) -> None:
        super().__init__()
        self.questions, self.options, self.preferences, self.proceed = questions, options, preferences, proceed
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
                   specs.Button(tr._("Keep this track"), self.done, tone="primary", key="done")], size="body")

    def done(self) -> None:
        question = self.questions[self.index]
        try:
            answer = check_answer(question.option, " ".join(self.figures))
        except RuleError as error:
            self.error = tr.message(error.key, error.params)
            self.render()
            return
        self.preferences.set(PREFERENCE.format(option=question.option), answer)
        self.options[question.option] = answer
        self.error = ""
        self.index += 1
        if self.index < len(self.questions):
            self.figures = _digits(self.questions[self.index].prefill)
            self.render()
            return
        self.dismiss()
        self.proceed(self.options)
