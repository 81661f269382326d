"""The checks of config/companion.toml's [display], [language], [input], [screen] and [power]: each setting read
with its line, a wrong one replaced by its default and said in a translatable Notice (the file, the line, what is
allowed, what the app uses instead), so that the app still starts and the Home screen says why it looks as it
does. ([camera] is the camera's own: companion/vision/config.py.) The games' component files
(config/games/NAME.toml) are read here too: one that cannot be read counts as absent (the app asks the table
for its values) and is said at start-up. No Kivy."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from companion.core.ports import Notice
from companion.core.textfile import FileFault, key_lines, read_toml
from companion.locale import DEFAULT_LANGUAGE, LANGUAGES
from games.base import N_, Phrase
from games.json_input import shown


@dataclass(frozen=True)
class Setting:
    default: Any
    allowed: Phrase  # what may be written, for the notice
    accepts: Callable[[Any], bool]


WIDTHS, HEIGHTS = (320, 7680), (240, 4320)  # pixels: a small touch display to an 8K screen


def _pixels(default: int, least: int, most: int) -> Setting:
    return Setting(default, Phrase.of(N_("a whole number of pixels from {least} to {most}"), least=least, most=most),
                   lambda value: type(value) is int and least <= value <= most)


def _number(default: float, least: float, most: float) -> Setting:
    return Setting(default, Phrase.of(N_("a number from {least} to {most}"), least=least, most=most),
                   lambda value: type(value) in (int, float) and least <= value <= most)


def _command(default: list[str]) -> Setting:
    return Setting(default, Phrase.of(N_("a list of words in quotes, such as [\"sudo\", \"-n\", \"/usr/bin/systemctl\", "
                                         "\"poweroff\"]")),
                   lambda value: isinstance(value, list) and bool(value) and all(isinstance(w, str) and w for w in value))


SETTINGS: dict[str, dict[str, Setting]] = {
    "display": {"width": _pixels(800, *WIDTHS), "height": _pixels(480, *HEIGHTS),
                "fullscreen": Setting(False, Phrase.of(N_("true or false")), lambda value: isinstance(value, bool)),
                "font": Setting("", Phrase.of(N_("the path of a font file in quotes, or \"\"")),
                                lambda value: isinstance(value, str))},
    "language": {"default": Setting(DEFAULT_LANGUAGE,
                                    Phrase.of(N_("one of {choices}"), choices=", ".join(f'"{c}"' for c in LANGUAGES)),
                                    lambda value: isinstance(value, str) and value in LANGUAGES)},
    # The appliance's screen and power (docs/pi.md#screen, #power).
    "screen": {"rotation": Setting(0, Phrase.of(N_("one of {choices}"), choices="0, 90, 180, 270"),
                                   lambda value: type(value) is int and value in (0, 90, 180, 270)),
               "touch_x_ratio": _number(1.0, -4, 4), "touch_y_ratio": _number(1.0, -4, 4),
               "touch_x_offset": _number(0.0, -2, 2), "touch_y_offset": _number(0.0, -2, 2),
               "dim_after_min": _number(10, 0, 1440), "dim_level": _number(0.2, 0.01, 1),
               "backlight": Setting("auto", Phrase.of(N_("\"auto\", \"\" or the path of a backlight folder in quotes")),
                                    lambda value: isinstance(value, str))},
    "power": {"shutdown_command": _command(["sudo", "-n", "/usr/bin/systemctl", "poweroff"]),
              "restart_command": _command(["sudo", "-n", "/usr/bin/systemctl", "reboot"])},
    "input": {"keyboard": Setting("auto", Phrase.of(N_("one of {choices}"), choices='"auto", "screen", "physical"'),
                                  lambda value: value in ("auto", "screen", "physical"))},
}


def read_settings(path: Path) -> tuple[dict[str, dict[str, Any]], list[Notice]]:
    """Every setting of SETTINGS (the file's when it is right, else the default) and a notice per problem."""
    values = {section: {key: s.default for key, s in settings.items()} for section, settings in SETTINGS.items()}
    if not path.is_file():
        return values, []
    try:
        text, data = read_toml(path)
    except FileFault as fault:
        said = fault.said(path)
        return values, [Notice("{problem}; the app uses its default display and language settings",
                               {"problem": Phrase(said.key, tuple(said.params.items()))})]
    lines, notices = key_lines(text), []
    for section, settings in SETTINGS.items():
        table = data.get(section, {})
        where = _where(path, lines, (section,))
        if not isinstance(table, dict):
            notices.append(Notice("{where}: [{section}] must be a table of name = value lines; the app uses its "
                                  "defaults", {"where": where, "section": section}))
            continue
        for key, value in table.items():
            where = _where(path, lines, (section, key))
            setting = settings.get(key)
            if setting is None:
                notices.append(Notice("{where}: [{section}] has no setting {key}; its settings: {known}",
                                      {"where": where, "section": section, "key": shown(key),
                                       "known": ", ".join(settings)}))
            elif not setting.accepts(value):
                notices.append(Notice("{where}: [{section}] {key} = {value} cannot be used; write {allowed}. The app "
                                      "uses {default}", {"where": where, "section": section, "key": key,
                                                         "value": shown(value), "allowed": setting.allowed,
                                                         "default": shown(setting.default)}))
            else:
                values[section][key] = value
    return values, notices


def game_config(path: Path) -> dict[str, Any]:
    """A game's component file, parsed; {} when it is absent or cannot be read (``game_file_notices`` says why)."""
    try:
        return read_toml(path)[1] if path.is_file() else {}
    except FileFault:
        return {}


def game_file_notices(folder: Path) -> list[Notice]:
    """A notice for each game component file in ``folder`` that cannot be read."""
    notices = []
    for path in sorted(folder.glob("*.toml")):
        try:
            read_toml(path)
        except FileFault as fault:
            said = fault.said(path)
            notices.append(Notice("{problem}; until it is mended, the app asks the table for what the file holds",
                                  {"problem": Phrase(said.key, tuple(said.params.items()))}))
    return notices


def _where(path: Path, lines: dict[tuple[str, ...], int], key: tuple[str, ...]) -> Phrase | str:
    line = lines.get(key) or lines.get(key[:1])
    return Phrase.of(N_("{file}, line {line}"), file=str(path), line=line) if line else str(path)
