"""Translations: gettext catalogues for fr and ja; English is the message id itself.

Kivy-free, so headless commands and tests can translate too. The Kivy side wraps ``Translator`` in an
observable (companion/screens/i18n.py) so that switching language re-labels the running app.
"""

from __future__ import annotations

import gettext
import os
from pathlib import Path
from typing import Any, Mapping

from games.messages import Phrase, Plural, fill

LOCALE_DIR = Path(__file__).parent
DOMAIN = "companion"
LANGUAGES = {"fr": "Français", "en": "English", "ja": "日本語"}
DEFAULT_LANGUAGE = "fr"


def environment_language(environ: Mapping[str, str] = os.environ) -> str:
    """The language of the user's locale for the command line (the first of LANGUAGE, LC_ALL, LC_MESSAGES, LANG
    that is set, as gettext reads them): fr or ja when it says so, else English."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return value[:2] if value[:2] in LANGUAGES else "en"
    return "en"


def catalogue(language: str) -> gettext.NullTranslations:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")
    if language == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[language])


class Translator:
    """Translates message ids, and messages with parameters (RuleError, Notice: a key and params)."""

    def __init__(self, language: str = DEFAULT_LANGUAGE) -> None:
        self.language = language
        self._catalogue = catalogue(language)

    def set_language(self, language: str) -> None:
        self._catalogue = catalogue(language)
        self.language = language

    def text(self, message_id: str) -> str:
        return self._catalogue.gettext(message_id) if message_id else ""

    def message(self, key: str, params: Mapping[str, Any] | None = None) -> str:
        """A message key with ``{placeholders}``, translated, then filled in: a ``Phrase`` or ``Plural`` param is
        translated the same way, any other param is shown as given."""
        return fill(self.text(key), self._params(params))

    def plural(self, one: str, many: str, count: int, params: Mapping[str, Any] | None = None) -> str:
        """A counted message in the language's plural form for ``count`` (``{count}`` is filled in too)."""
        return fill(self._catalogue.ngettext(one, many, count), {**self._params(params), "count": count})

    def _params(self, params: Mapping[str, Any] | None) -> dict[str, Any]:
        shown: dict[str, Any] = {}
        for name, value in (params or {}).items():
            if isinstance(value, Phrase):
                value = self.message(value.key, dict(value.params))
            elif isinstance(value, Plural):
                value = self.plural(value.one, value.many, value.count, dict(value.params))
            shown[name] = value
        return shown
