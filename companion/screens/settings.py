"""Settings: language (re-labels the running app), and the state of buttons, journal and font."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.app import App
from kivy.factory import Factory

from companion.core.datadir import journal_path
from companion.locale import LANGUAGES
from companion.screens.base import CompanionScreen
from companion.screens.games import GAME_PREPARE, prepare_step
from companion.screens.i18n import tr
from games import base
from games.base import RuleError


class SettingsScreen(CompanionScreen):
    def enter(self, **kwargs: Any) -> None:
        self.refresh()

    def choose_language(self, language: str, *_: Any) -> None:
        # The app owns the switch: it stores the choice and refreshes every built screen.
        App.get_running_app().switch_language(language)

    def show_keys(self) -> None:
        from companion.screens.help import show_key_help

        show_key_help()

    def enter_again(self, game_name: str, *_: Any) -> None:
        """Ask the table again for the component data a game keeps (a row mistyped at the first game)."""
        prepare = prepare_step(game_name)
        assert prepare is not None
        title = tr._(base.get(game_name).title_key)
        try:
            shown = prepare(self.context, lambda _options: self.say("{game}: saved for the next games", {"game": title}),
                            again=True)
        except RuleError as error:
            self.say(error.key, error.params)
            return
        if shown is None:
            self.say("{game}: the data file holds every value as verified; nothing to enter", {"game": title})

    def refresh(self) -> None:
        component_data = self.ids.component_data
        component_data.clear_widgets()
        for game_name in GAME_PREPARE:
            button = Factory.TouchButton(text=tr._(base.get(game_name).title_key))
            button.bind(on_release=partial(self.enter_again, game_name))
            component_data.add_widget(button)
        buttons = self.ids.languages
        buttons.clear_widgets()
        for code, name in LANGUAGES.items():
            button = Factory.PrimaryButton(text=name) if code == tr.language else Factory.TouchButton(text=name)
            button.bind(on_release=partial(self.choose_language, code))
            buttons.add_widget(button)
        statuses = [adapter.status() for adapter in self.context.adapters] + self.context.hardware_notices
        self.ids.hardware.text = "\n".join(dict.fromkeys(tr.message(n.key, n.params) for n in statuses))
        journal = self.context.journal
        lines = [tr.message("Saved in {path}", {"path": journal_path()})]
        lines += [tr.message(n.key, n.params) for n in (journal.recovery, journal.warning) if n is not None]
        self.ids.journal.text = "\n".join(lines)
        font = self.context.config.display.font_path()
        self.ids.display.text = (tr.message("Font: {path}", {"path": font}) if font else
                                 tr._("No font with Japanese glyphs was found: install fonts-ipafont-gothic."))
