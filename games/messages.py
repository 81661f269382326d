"""Words the engines hand to the app: message ids, the phrases inside them, and the error a refused move raises.

The app translates a message id with its parameters (``companion.locale``); the English is the id itself with
its ``{placeholders}`` filled in, so logs and headless output read without a catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence


def N_(message_id: str) -> str:  # noqa: N802 (the gettext convention)
    """Marks a message id kept in a table (translated where it is shown), so the extractor finds it."""
    return message_id


# One more item of a listing (Phrase.listing), after a space or after a comma in English.
LISTED = N_("{list} {item}")
LISTED_COMMAS = N_("{list}, {item}")


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with its ``{placeholders}`` filled in, or as it stands if the params do not fit it."""
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


@dataclass(frozen=True)
class Phrase:
    """Words a message carries in a param (a resource, a zone, a list of cards): a message id with its own
    params, translated along with the message (``companion.locale.Translator.message``). A param that is a
    plain string (a player's name, a number's text) is shown as given. ``str()`` is the English, so
    ``RuleError.english()``, logs and headless output read as they would with the words spelt out."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(key: str, **params: Any) -> Phrase:
        return Phrase(key, tuple(params.items()))

    @staticmethod
    def listing(items: Sequence[Phrase], empty: str = "-", link: str = LISTED) -> Phrase | str:
        """The items one after another (``link`` joins each to the ones before it), or ``empty`` if none."""
        if not items:
            return empty
        listed = items[0]
        for item in items[1:]:
            listed = Phrase.of(link, list=listed, item=item)
        return listed

    def __str__(self) -> str:
        return fill(self.key, dict(self.params))


class RuleError(Exception):
    """An action the rules forbid. ``key`` is a message id the app translates; ``params`` fill it in.

    The English message is the key itself with its ``{placeholders}``, so logs stay readable.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = dict(params)
        super().__init__(self.english())

    def english(self) -> str:
        return fill(self.key, self.params)


def passes(check: Callable[[], object]) -> bool:
    """``check`` raises no RuleError: the rules allow what it checks (the engines' legal places ask it)."""
    try:
        check()
    except RuleError:
        return False
    return True


@dataclass(frozen=True)
class Plural:
    """A counted phrase: its singular and plural message ids (English, with ``{count}``) and the count that
    picks the form. The app translates it with the language's own plural rules (gettext's ngettext), so no
    message ever builds "1 point(s)" by hand. As a param of a message or a RuleError, or shown on its own."""

    one: str
    many: str
    count: int
    params: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(one: str, many: str, count: int, **params: Any) -> "Plural":
        return Plural(one, many, count, tuple(params.items()))

    def __str__(self) -> str:
        return fill(self.one if self.count == 1 else self.many, {**dict(self.params), "count": self.count})
