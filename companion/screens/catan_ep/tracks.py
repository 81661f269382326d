"""The points beside each space of a mission track, asked once (they are on the Mission cards; the rulebook
does not print them): one digit per space, S first, typed on a keypad (games.catan_ep.setup.track_values takes
0 to 9 a space). Checked by games.catan_ep.data.check_answer, kept in the preferences."""

from __future__ import annotations

from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp
from kivy.uix.gridlayout import GridLayout

from companion.screens.answers import stored_answers
from companion.screens.catan_ep.common import mission_name
from companion.screens.i18n import tr
from companion.screens.theme import theme
from companion.screens.widgets import Overlay, entry_buttons, entry_page, warning_label
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


class TrackEntry(Overlay):
    def __init__(self, questions: list[Question], options: dict[str, Any], preferences: Any,
                 proceed: Callable[[dict[str, Any]], None], **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=theme.c.clear, **kwargs)
        self.questions, self.options, self.preferences, self.proceed = questions, options, preferences, proceed
        self.index = 0
        self.figures = _digits(questions[0].prefill)
        box = entry_page()
        self.prompt = Factory.KitLabel()
        box.add_widget(self.prompt)
        self.spaces = Factory.KitLabel(size_name="figure", bold=True, halign="center")
        box.add_widget(self.spaces)
        pad = GridLayout(cols=6, spacing=theme.gap / 2)
        self.keys: dict[str, Any] = {}
        for key in ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "erase"):
            button = Factory.TouchButton(text=tr._("Erase") if key == "erase" else key, font_size=theme.title)
            button.bind(on_release=lambda *_, k=key: self.press(k))
            self.keys[key] = button
            pad.add_widget(button)
        box.add_widget(pad)
        self.error = warning_label(size_hint_y=None, height=dp(44))
        box.add_widget(self.error)
        bottom, self.done_button = entry_buttons(self, tr._("Keep this track"), self.done)
        box.add_widget(bottom)
        self.add_widget(box)
        self.render()

    def press(self, key: str) -> None:
        self.figures = self.figures[:-1] if key == "erase" else self.figures + key
        self.render()

    def render(self) -> None:
        question = self.questions[self.index]
        params = dict(question.params)
        params["mission"] = mission_name(params["mission"])
        self.prompt.text = (tr.message(question.prompt, params) + "\n" +
                            tr._("One digit per space: the points printed beside it."))
        self.spaces.text = " ".join(["S:" + self.figures[0]] + list(self.figures[1:])) if self.figures else "-"

    def done(self) -> None:
        question = self.questions[self.index]
        try:
            answer = check_answer(question.option, " ".join(self.figures))
        except RuleError as error:
            self.error.text = tr.message(error.key, error.params)
            return
        self.preferences.set(PREFERENCE.format(option=question.option), answer)
        self.options[question.option] = answer
        self.error.text = ""
        self.index += 1
        if self.index < len(self.questions):
            self.figures = _digits(self.questions[self.index].prefill)
            self.render()
            return
        self.dismiss()
        self.proceed(self.options)
