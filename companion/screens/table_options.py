"""New game's "Rules": each rule the table settles at set-up read as a sentence, its choices a visible list
(the one chosen stands out; a scenario says its target and player counts when the game's plugin knows them)."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.factory import Factory

from companion.plugins import ChoiceFacts, choice_facts
from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet
from games.base import TableOption


def choice_text(option: TableOption, value: Any) -> str:
    return tr._(next(text for v, text in option.choices if v == value))


def option_sentence(option: TableOption, value: Any) -> str:
    """"Equal gold bids cancel at every level": the option's words then its choice's (each a message id)."""
    return tr.message("{option} {choice}", {"option": tr._(option.label), "choice": choice_text(option, value)})


def facts_text(facts: ChoiceFacts | None) -> str:
    if facts is None:
        return ""
    parts = []
    if facts.points_to_win is not None:
        parts.append(tr.plural("{count} point to win", "{count} points to win", facts.points_to_win))
    if facts.players is not None:
        low, high = facts.players
        parts.append(tr.message("{low} to {high} players", {"low": low, "high": high}) if low != high else
                     tr.plural("{count} player", "{count} players", low))
    return " · ".join(parts)


def next_value(option: TableOption, value: Any) -> Any:
    values = option.values
    return values[(values.index(value) + 1) % len(values)]


def show_table_options(engine: str, options: tuple[TableOption, ...], chosen: dict[str, Any],
                       on_close: Callable[[], None]) -> Sheet:
    """Edit ``chosen`` (option name -> value) in place; ``on_close`` once the table is done. A tap on another
    choice chooses it; a tap on the chosen one moves to the next (as the old cycling button did)."""
    sheet = Sheet(title=tr._("Rules the table chooses"))
    buttons: dict[str, dict[Any, Any]] = {}

    def show(option: TableOption) -> None:
        for value, button in buttons[option.name].items():
            button.tone = "primary" if value == chosen[option.name] else "normal"

    def tapped(option: TableOption, value: Any, *_: Any) -> None:
        current = chosen[option.name]
        chosen[option.name] = next_value(option, current) if value == current else value
        show(option)

    for option in options:
        sheet.body.add_widget(Factory.KitLabel(text=tr._(option.label), bold=True))
        buttons[option.name] = {}
        for value, text in option.choices:
            button = Factory.KitButton(text=tr._(text))
            button.bind(on_release=partial(tapped, option, value))
            buttons[option.name][value] = button
            sheet.body.add_widget(button)
            note = facts_text(choice_facts(engine, option.name, value))
            if note:
                sheet.body.add_widget(Factory.KitLabel(text=note, tone="muted", size_name="small"))
        show(option)

    def close() -> None:
        sheet.dismiss()
        on_close()

    sheet.add_button(tr._("OK"), close, tone="primary", key="ok")
    sheet.open()
    return sheet
