"""The docked keyboard: Kivy's VKeyboard on our layouts, as wide as the window, keys at least a touch target
high; its text field is lifted above it while it is shown (docs/design.md#the-on-screen-keyboard)."""

from __future__ import annotations

from typing import Any

from kivy.config import Config
from kivy.core.window import Window
from kivy.uix.behaviors import FocusBehavior
from kivy.uix.vkeyboard import VKeyboard
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.keyboard import layouts
from companion.screens.theme import theme


class TableKeyboard(VKeyboard):
    """Its look is in keyboard.kv. Special keys of our own: "layout" (the next language's layout), "kana"
    (hiragana <-> katakana) and "dakuten" (the kana before the cursor voiced, half-voiced, plain)."""

    lifted: Widget | None = None  # what was raised to keep the text field in view
    _watched: Any = None  # the name field whose emptiness sets the capitals

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("layout_path", str(layouts.FOLDER))
        kwargs.setdefault("layout", layouts.first_layout(tr.language))
        super().__init__(**kwargs)
        self.fbind("have_capslock", self.capslock_changed)

    # --- placing it ---------------------------------------------------------------------------------------
    def setup_mode_dock(self, *_: Any) -> None:
        """Docked: the window's width at scale 1 (Kivy's default scales a 700 px keyboard, keys then shrink
        with a narrow window), tall enough for each row to be a touch target."""
        self.do_translation = self.do_rotation = self.do_scale = False
        self.rotation, self.scale = 0, 1
        self.layout = layouts.first_layout(tr.language)  # each time it opens: the table's language,
        self.have_capslock = False  # no capitals locked by the last name, those of an empty name field
        self.auto_capitals()
        self._label_keys()
        self._update_dock_mode()

    def _update_dock_mode(self, *_: Any) -> None:
        rows = self.available_layouts[self.layout]["rows"]
        self.size = Window.width, rows * (theme.target + theme.gap) / (1 - self.margin_hint[0] - self.margin_hint[2])
        self.pos = 0, 0
        self.refresh(True)
        self.lift()

    def _label_keys(self) -> None:
        for name in self.available_layouts:
            self._label(name)

    def _load_layout_fn(self, fn: str, name: str) -> None:
        super()._load_layout_fn(fn, name)  # Kivy reads the files again a frame after it is made
        self._label(name)

    def _label(self, name: str) -> None:
        """"Done" in the table's language on the layout's Enter key."""
        for row_name, row in self.available_layouts.get(name, {}).items():
            if row_name.startswith(("normal_", "shift_")):
                for key in row:
                    if key[2] == "enter":
                        key[0] = tr._("Done")

    def lift(self) -> None:
        """Raise the window's child that holds the text field (the app, or a sheet) just enough for the field
        to sit above the keyboard; put it back when the keyboard goes."""
        self.drop()
        target = self.target
        if target is None or target.get_root_window() is None:
            return
        holder = target
        while holder.parent is not None and holder.parent is not Window:
            holder = holder.parent
        bottom = target.to_window(target.x, target.y)[1]
        rise = self.top + theme.gap - bottom
        if rise > 0:
            holder.y += rise
            self.lifted = holder

    def drop(self) -> None:
        if self.lifted is not None:
            self.lifted.y = 0
            self.lifted = None

    def on_parent(self, _: Any, parent: Any) -> None:
        if parent is None:
            self.drop()

    # --- keys ---------------------------------------------------------------------------------------------
    def on_target(self, _: Any, target: Any) -> None:
        """A name field (``capitalise``) shows the capitals while it is empty, as a phone's keyboard does."""
        if self._watched is not None:
            self._watched.unbind(text=self.auto_capitals)
        self._watched = target if getattr(target, "capitalise", False) else None
        if self._watched is not None:
            self._watched.bind(text=self.auto_capitals)
        self.auto_capitals()

    def auto_capitals(self, *_: Any) -> None:
        field = self._watched
        self.have_shift = (field is not None and field.auto_capital and not self.have_capslock
                           and not field.text.strip())

    def capslock_changed(self, *_: Any) -> None:
        """The case key on capitals shown by themselves reads "abc": small letters for this name, the field's
        own capital too."""
        field = self._watched
        if field is not None and self.have_capslock and self.have_shift:
            field.auto_capital = False
            self.have_capslock = False
        self.auto_capitals()

    def change_layout(self) -> None:
        self.layout = layouts.next_layout(self.layout)

    def on_touch_down(self, touch: Any) -> bool:
        if self.collide_point(*touch.pos):
            FocusBehavior.ignored_touch.append(touch)  # a key pressed must not take the focus off the field
        return bool(super().on_touch_down(touch))

    def on_key_down(self, keycode: Any, internal: Any = None, modifiers: Any = None) -> None:
        if keycode == "kana":
            self.layout = layouts.KANA.get(self.layout, self.layout)
        elif keycode == "dakuten":
            self._voice_before_cursor()

    def _voice_before_cursor(self) -> None:
        field = self.target
        index = getattr(field, "cursor_index", lambda: 0)()
        if not index:
            return
        before = field.text[index - 1]
        voiced = layouts.voice(before)
        if voiced != before:
            field.do_backspace()
            field.insert_text(voiced)


def use_screen_keyboard(on: bool) -> None:
    """Switch the window between the system keyboard alone and system + our docked keyboard. Kivy reads its
    keyboard mode when the window is made; tests and Settings change it on the running window."""
    Config.set("kivy", "keyboard_mode", "systemanddock" if on else "system")
    Window.release_all_keyboards()
    Window.use_syskeyboard = True  # a physical keyboard, when there is one, still types
    Window.allow_vkeyboard = on
    Window.single_vkeyboard = True
    Window.docked_vkeyboard = on
    Window.set_vkeyboard_class(TableKeyboard if on else None)


def install(setting: str) -> bool:
    """At start: the keyboard's look, and the screen's keyboard if ``setting`` (or KIVY_KEYBOARD) calls for it."""
    from pathlib import Path

    from kivy.lang import Builder

    from companion.hardware.typing_keyboard import wants_screen_keyboard

    kv = str(Path(__file__).with_name("keyboard.kv"))
    if kv not in Builder.files:
        Builder.load_file(kv)
    on = wants_screen_keyboard(setting)
    use_screen_keyboard(on)
    return on
