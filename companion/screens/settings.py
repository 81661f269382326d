"""Settings: language (re-labels the running app), the keyboard names are typed on, the component data entered
again, and (only with a camera) the cards taught to the camera; a Details page keeps the state of buttons,
journal and font (paths and pin counts are no player's business on the main page)."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.app import App
from kivy.factory import Factory
from kivy.properties import OptionProperty

from companion.core.datadir import journal_path
from companion.core.inbox import InputEvent
from companion.locale import LANGUAGES
from companion.screens.base import CompanionScreen
from companion.screens.box_colours import BoxColoursPage, asks_colours
from companion.plugins import plugins, resolve
from companion.screens.games import prepare_step, with_component_data
from companion.screens.i18n import tr
from games import base
from games.base import N_, RuleError


KEYBOARDS = (("auto", N_("Automatic")), ("screen", N_("On the screen")), ("physical", N_("Plugged in")))


PHONES = ((False, N_("Off")), (True, N_("On")))
TURN_CLOCKS = (-1, 0, 60, 120, 180, 300)  # seconds a turn: -1 no clock, 0 no limit


def clock_words(seconds: int) -> str:
    if seconds < 0:
        return tr._("Off")
    if seconds == 0:
        return tr._("On, no limit")
    return tr.plural("On, {count} minute a turn", "On, {count} minutes a turn", seconds // 60)


class SettingsScreen(CompanionScreen):
    page = OptionProperty("main", options=("main", "details"))

    def on_kv_post(self, base_widget: Any) -> None:
        # Both pages held here: kv's ids are weak, and a page off the screen must live on.
        self.pages = {"main": self.ids.main_page.__self__, "details": self.ids.details_page.__self__}
        self.ids.pages.remove_widget(self.pages["details"])  # shown in place of the main page when asked

    def enter(self, **kwargs: Any) -> None:
        self.show_page("main")
        self.refresh()

    def show_page(self, page: str) -> None:
        pages = self.ids.pages
        pages.clear_widgets()
        pages.add_widget(self.pages[page])
        self.page = page
        if page == "details":
            self.offer_kept_games()

    def back(self) -> None:
        if self.page == "details":
            self.show_page("main")
        else:
            self.navigator.back()

    def export_box(self) -> None:
        from companion.screens.box_exchange import export_box

        export_box(self)

    def import_box(self) -> None:
        from companion.screens.box_exchange import import_box_file

        import_box_file(self)

    def back_up(self) -> None:
        from companion.screens.backup_sheet import back_up

        back_up(self)

    def restore(self) -> None:
        from companion.screens.backup_sheet import restore

        restore(self)

    def bring_back(self) -> None:
        from companion.screens.kept_games import choose

        choose(self)

    def offer_kept_games(self) -> None:
        """The button while a folder a restore kept holds games History lacks (read when Details opens)."""
        from companion.screens.kept_games import offered

        box = self.ids.kept_games
        box.clear_widgets()
        if offered():
            button = Factory.KitButton(text=tr._("Bring back games kept aside"))
            button.bind(on_release=lambda _: self.bring_back())
            box.add_widget(button)

    def choose_keyboard(self, choice: str, *_: Any) -> None:
        from companion.screens.keyboard.widget import use_screen_keyboard
        from companion.hardware.typing_keyboard import wants_screen_keyboard

        self.context.preferences.set("keyboard", choice)
        use_screen_keyboard(wants_screen_keyboard(choice))
        self.refresh()

    def choose_turn_clock(self) -> None:
        """Off, or each player's thinking time on the seat bar, with a limit a turn or none
        (docs/records.md#the-turn-clock)."""
        from companion.screens.kit.overlay import ask
        from companion.screens.kit.turn_clock import PREFERENCE

        def chosen(seconds: int) -> None:
            self.context.preferences.set(PREFERENCE, None if seconds < 0 else seconds)
            self.refresh()

        ask(tr._("Turn clock"), [(clock_words(s), s) for s in TURN_CLOCKS], chosen, cols=2)

    def choose_phones(self, on: bool, *_: Any) -> None:
        """Phones at the table (docs/phones.md): on, the app listens on the table's network; off, on no port."""
        phones = self.context.phones
        assert phones is not None
        notice = phones.switch(on)
        if notice is not None:
            self.say(notice.key, notice.params)
        self.refresh()

    def _phones(self) -> None:
        phones = self.context.phones
        row = self.ids.phones
        row.clear_widgets()
        chosen = phones is not None and phones.chosen
        for on, words in PHONES:
            button = Factory.KitButton(text=tr._(words), tone="primary" if on == chosen else "normal")
            button.bind(on_release=partial(self.choose_phones, on))
            row.add_widget(button)
        self.ids.phones_help.text = tr._(
            "Each player's phone as a private screen and bid pad, on the table's Wi-Fi: a game's Phones button "
            "shows each seat's code to scan")

    def choose_language(self, language: str, *_: Any) -> None:
        # The app owns the switch: it stores the choice and refreshes every built screen.
        App.get_running_app().switch_language(language)

    def show_keys(self) -> None:
        from companion.screens.help import show_key_help

        show_key_help()

    def open_power(self) -> None:
        from companion.screens.power_sheet import open_power

        self.power_overlay = open_power(self.context, self.navigator.toast)

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

    # --- cards taught to the camera (only with one) ------------------------------------------------------
    def teach_cards(self, deck: Any, *_: Any) -> None:
        from companion.screens.teach_cards import TeachCards

        if self.context.camera is not None:
            self.teach_overlay = TeachCards(self.context.camera, deck)
            self.teach_overlay.open()

    def handle_input(self, event: InputEvent) -> None:
        overlay = getattr(self, "teach_overlay", None)
        if event.command == "camera" and overlay is not None and overlay.parent is not None:
            overlay.camera_reading(event.reading)

    def _teach_entries(self) -> None:
        box = self.ids.teach_cards
        box.clear_widgets()
        if self.context.camera is None:
            return
        box.add_widget(Factory.SettingsHeading(text=tr._("Cards the camera names, taught once per box")))
        row = Factory.SettingsRow()
        self.teach_buttons = {}
        decks = [deck for plugin in plugins() if plugin.decks for deck in resolve(plugin.decks)(self.context)]
        for deck in decks:
            button = Factory.KitButton(text=tr._(deck.title))
            button.bind(on_release=partial(self.teach_cards, deck))
            self.teach_buttons[deck.album] = button
            row.add_widget(button)
        box.add_widget(row)

    def _game_pages(self) -> None:
        """Each game's own pages (GamePlugin.settings), a button each."""
        box = self.ids.game_pages
        box.clear_widgets()
        for page in (page for plugin in plugins() for page in plugin.settings):
            button = Factory.KitButton(text=tr._(page.title))
            button.bind(on_release=lambda _, opens=page.opens: setattr(
                self, "game_page", resolve(opens)(self.context, self.navigator)))
            box.add_widget(button)
        for plugin in plugins():  # the box's colours its rulebook does not name (docs/design.md#players-remembered)
            if asks_colours(plugin.package, self.context.preferences):
                game = tr._(plugin.title_key)
                button = Factory.KitButton(text=tr.message("{game}: the box's colours", {"game": game}))
                button.bind(on_release=lambda _, package=plugin.package, game=game: setattr(
                    self, "game_page", BoxColoursPage(self.context.preferences, package, game)))
                box.add_widget(button)

    def refresh(self) -> None:
        component_data = self.ids.component_data
        component_data.clear_widgets()
        for game_name in with_component_data():
            button = Factory.KitButton(text=tr._(base.get(game_name).title_key))
            button.bind(on_release=partial(self.enter_again, game_name))
            component_data.add_widget(button)
        self._game_pages()
        self._teach_entries()
        buttons = self.ids.languages
        buttons.clear_widgets()
        for code, name in LANGUAGES.items():
            button = Factory.KitButton(text=name, tone="primary" if code == tr.language else "normal")
            button.bind(on_release=partial(self.choose_language, code))
            buttons.add_widget(button)
        from companion.screens.kit.turn_clock import PREFERENCE

        limit = self.context.preferences.get(PREFERENCE)
        self.ids.turn_clock_button.text = clock_words(limit if isinstance(limit, int) else -1)
        self._phones()
        keyboards = self.ids.keyboards
        keyboards.clear_widgets()
        chosen = self.context.preferences.get("keyboard") or self.context.config.keyboard
        for choice, words in KEYBOARDS:
            button = Factory.KitButton(text=tr._(words), tone="primary" if choice == chosen else "normal")
            button.bind(on_release=partial(self.choose_keyboard, choice))
            keyboards.add_widget(button)
        statuses = [adapter.status() for adapter in self.context.adapters] + self.context.hardware_notices
        self.ids.hardware.text = "\n".join(dict.fromkeys(tr.message(n.key, n.params) for n in statuses))
        journal = self.context.journal
        lines = [tr.message("The games are saved on the memory card (for a technician: {path})",
                            {"path": journal_path()})]
        lines += [tr.message(n.key, n.params) for n in (journal.recovery, journal.warning) if n is not None]
        self.ids.journal.text = "\n".join(lines)
        font = self.context.config.display.font_path()
        self.ids.display.text = (tr.message("Japanese text can be shown (for a technician, the font is {path})", {"path": font}) if font else
                                 tr._("No font with Japanese glyphs was found: install fonts-ipafont-gothic."))
