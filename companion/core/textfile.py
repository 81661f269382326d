"""Reading the files people write (the headless commands' JSON, the TOML configuration): a cap on the size
before anything is read into memory, UTF-8 checked with the line of the first bad byte, JSON and TOML faults
with their line, JSON nesting and numbers capped before they can exhaust the stack or the printer.

Each fault is a ``FileFault``: a translatable ``Notice`` (what is wrong and what is allowed) and the line and
column it is at (None when the whole file is at fault). No Kivy.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import sys
import tomllib
from pathlib import Path
from typing import Any, Iterator

from companion.core.ports import Notice
from games.base import Phrase
from games.json_input import at

MAX_BYTES = 1 << 20  # 1 MiB: a game's end, an auction or a config file is a few kilobytes
MAX_DEPTH = 20  # nesting of JSON lists and objects; the formats need 5
MAX_DIGITS = 9  # digits of a JSON number: every count on a table is far below 10**9
_LONG_DIGITS = re.compile(r"[0-9]{%d}" % (MAX_DIGITS + 1))
_TOML_LINE = re.compile(r"at line (\d+), column (\d+)")


class FileFault(ValueError):
    def __init__(self, notice: Notice, line: int | None = None, column: int | None = None) -> None:
        self.notice, self.line, self.column = notice, line, column
        super().__init__(notice.english())

    def said(self, file: Path) -> Notice:
        """The whole line: the file, where in it, and the fault."""
        reason = Phrase(self.notice.key, tuple(self.notice.params.items()))
        if self.line is None:
            return Notice("{file}: {reason}", {"file": str(file), "reason": reason})
        if self.column is None:
            return Notice("{file}, line {line}: {reason}", {"file": str(file), "line": self.line, "reason": reason})
        return Notice("{file}, line {line}, column {column}: {reason}",
                      {"file": str(file), "line": self.line, "column": self.column, "reason": reason})


class _TooManyDigits(ValueError):
    def __init__(self, digits: str) -> None:
        super().__init__(digits)
        self.digits = digits


class NotRegular(Exception):
    """A FIFO, a device, a socket or a folder where a file was expected."""


def read_regular(path: Path, most: int) -> bytes:
    """At most ``most`` bytes of a regular file; NotRegular for anything else, found without blocking (a FIFO
    opened for reading waits for a writer: ``companion replay`` on one never came back), OSError if unreadable."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegular(str(path))
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as source:
            return source.read(most)
    finally:
        os.close(fd)


def read_text(path: Path, most: int = MAX_BYTES) -> str:
    """The file as text: FileFault if it cannot be read, is bigger than ``most`` bytes or is not UTF-8."""
    try:
        data = read_regular(path, most + 1)  # never more than the cap, whatever the file's size
    except OSError as error:
        raise FileFault(Notice("The file cannot be read ({reason})",
                               {"reason": error.strerror or type(error).__name__})) from None
    except NotRegular:
        raise FileFault(Notice("Not a regular file (a pipe, a device or a folder); give a file saved on a disk",
                               {})) from None
    if len(data) > most:
        raise FileFault(Notice("The file is bigger than {most} bytes; files here are a few kilobytes", {"most": most}))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[:error.start].decode("utf-8")  # good up to the bad byte
        line, column = _position(before, len(before))
        raise FileFault(Notice("The byte {byte} is not UTF-8; save the file as UTF-8 text",
                               {"byte": f"0x{data[error.start]:02x}"}), line, column) from None


def read_toml(path: Path) -> tuple[str, dict[str, Any]]:
    """The file's text and its parsed TOML; FileFault with the line of the first fault."""
    text = read_text(path)
    try:
        data = tomllib.loads(text, parse_float=_finite_float)
    except _TooManyDigits as error:
        raise _number_fault(text, error.digits) from None
    except tomllib.TOMLDecodeError as error:
        found = _TOML_LINE.search(str(error))
        reason = _TOML_LINE.sub("", str(error)).rstrip(" ()")
        raise FileFault(Notice("Not valid TOML ({reason}): write name = value lines under [section] headers",
                               {"reason": reason}), *((int(found[1]), int(found[2])) if found else ())) from None
    except RecursionError:
        raise _too_deep() from None
    except ValueError:  # an integer past Python's 4,300 digits (tomllib has no hook for integers)
        raise _number_fault(text, _LONG_NUMBER.search(text)) from None
    _check_numbers(data, text)
    return text, data


_LONG_NUMBER = re.compile(r"[-+]?[0-9][0-9_]{%d,}" % MAX_DIGITS)


def _check_numbers(data: Any, text: str) -> None:
    """No integer of more than MAX_DIGITS digits anywhere in a parsed TOML file (walked without recursion)."""
    pending = [data]
    while pending:
        value = pending.pop()
        items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        for item in items:
            if isinstance(item, int) and not isinstance(item, bool) and abs(item) >= 10 ** MAX_DIGITS:
                raise _number_fault(text, _LONG_NUMBER.search(text))
            if isinstance(item, (dict, list)):
                pending.append(item)


def _finite_float(digits: str) -> float:
    """A number with a fraction or an exponent, refused from 10**MAX_DIGITS on, infinity (1e5000) and nan too."""
    value = float(digits)
    if not math.isfinite(value) or abs(value) >= 10 ** MAX_DIGITS:
        raise _TooManyDigits(digits)
    return value


def _number_fault(text: str, found: re.Match[str] | str | None) -> FileFault:
    """The fault for a number too big, at its place in ``text`` when it can be found."""
    digits = found.group() if isinstance(found, re.Match) else found
    where = _position(text, text.find(digits)) if digits and digits in text else ()
    return FileFault(Notice("The number {number} is too big; numbers here have at most {most} digits",
                            {"number": _shown_number(digits or "?"), "most": MAX_DIGITS}), *where)


def _shown_number(digits: str) -> str:
    return digits if len(digits) <= 24 else f"{digits[:10]}...{digits[-6:]}"


_HEADER_RE = re.compile(r"^\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?$")
_KEY_RE = re.compile(r"^\s*([A-Za-z0-9_-]+|\"[^\"]*\")\s*=")


def key_lines(text: str) -> dict[tuple[str, ...], int]:
    """Where each table header and key of a TOML text is, as (section parts..., key) -> line number.

    tomllib gives values but no positions; this scan is enough for the plain ``[a.b]`` / ``key = value``
    layout of the config files. Keys it cannot place fall back to their table's header line.
    """
    lines: dict[tuple[str, ...], int] = {}
    section: tuple[str, ...] = ()
    for number, line in enumerate(text.splitlines(), start=1):
        if header := _HEADER_RE.match(line):
            section = tuple(part.strip().strip('"') for part in header.group(1).split("."))
            lines.setdefault(section, number)
        elif key := _KEY_RE.match(line):
            lines.setdefault((*section, key.group(1).strip('"')), number)
    return lines


def read_json(path: Path, most: int = MAX_BYTES) -> Any:
    """The file's parsed JSON, strictly: FileFault for a file over ``most`` bytes, not UTF-8, not JSON, nested
    deeper than MAX_DEPTH, with a number of more than MAX_DIGITS digits or a text holding a lone surrogate."""
    text = read_text(path, most)
    try:
        # Each integer is read by Python's own int unless the text holds a longer run of digits somewhere.
        data = json.loads(text, parse_int=_small_int if _LONG_DIGITS.search(text) else None,
                          parse_float=_finite_float, parse_constant=_no_constant, object_pairs_hook=_shared_words)
    except _TooManyDigits as error:
        if error.digits.lstrip("-").isdigit():
            line, column = _position(text, text.find(error.digits))
            raise FileFault(Notice("A number of {digits} digits; numbers here have at most {most}",
                                   {"digits": len(error.digits.lstrip("-")), "most": MAX_DIGITS}), line,
                            column) from None
        raise _number_fault(text, error.digits) from None
    except json.JSONDecodeError as error:
        raise FileFault(Notice("Not JSON ({reason})", {"reason": error.msg}), error.lineno, error.colno) from None
    except RecursionError:
        raise _too_deep() from None
    if _SURROGATE_ESCAPE.search(text):
        _check_tree(data)
    else:
        _check_depth(data)
    return data


# A lone surrogate can only come from a \u escape: the text was decoded as strict UTF-8, which holds none. Without
# such an escape only the nesting is left to check, a walk over lists and objects alone (docs/records.md#replays-cost).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _check_depth(data: Any) -> None:
    """No list or object nested deeper than MAX_DEPTH, walked a level at a time without recursion."""
    level, depth = [data] if data.__class__ is dict or data.__class__ is list else [], 1
    while level:
        level = [child for node in level for child in (node.values() if node.__class__ is dict else node)
                 if child.__class__ is dict or child.__class__ is list]
        if level and depth >= MAX_DEPTH:
            raise _too_deep()
        depth += 1


def _shared_words(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object whose short texts are shared with every equal one: a record's 200,000 actions repeat a few
    words ("EndTurn", "SetScore"), and one copy each saves about 15 MB (docs/records.md#replays-cost)."""
    return {key: sys.intern(value) if value.__class__ is str and len(value) < 40 else value for key, value in pairs}


def _small_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _TooManyDigits(digits)
    return int(digits)


def _no_constant(name: str) -> Any:
    raise FileFault(Notice("{name} is no JSON number; write a whole number", {"name": name}))


def _check_tree(data: Any) -> None:
    """Nesting and text, walked without recursion: neither a deep file nor a long one can overflow the stack. One
    iterator a level, so the walk holds the path, not every item to come; a field's name is worked out only for a
    fault (a record of 200,000 moves spent a third of its replay on them)."""
    stack: list[tuple[Iterator[tuple[Any, Any]], tuple[Any, ...]]] = [(_items(data), ())]
    while stack:
        items, trail = stack[-1]
        for key, item in items:
            if (isinstance(key, str) and not _encodes(key)) or (isinstance(item, str) and not _encodes(item)):
                _check_text(key if isinstance(key, str) and not _encodes(key) else item, _field((*trail, key)))
            elif isinstance(item, (dict, list)):
                if len(stack) >= MAX_DEPTH:
                    raise _too_deep()
                stack.append((_items(item), (*trail, key)))
                break
        else:
            stack.pop()
    if isinstance(data, str):
        _check_text(data, "$")


def _items(value: Any) -> Iterator[tuple[Any, Any]]:
    return iter(value.items()) if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else iter(())


def _encodes(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _field(trail: tuple[Any, ...]) -> str:
    """``players[0].name`` from ("players", 0, "name")."""
    field = ""
    for key in trail:
        field = at(field, key)
    return field


def _too_deep() -> FileFault:
    return FileFault(Notice("Lists and objects are nested too deep; at most {most} levels", {"most": MAX_DEPTH}))


def _check_text(text: str, field: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise FileFault(Notice("{field}: the text holds a lone UTF-16 surrogate (such as \\ud800), which is no "
                               "character; write the character itself", {"field": field})) from None


def _position(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of ``offset`` in ``text``."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1
