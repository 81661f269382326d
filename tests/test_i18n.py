"""Everything a user sees exists in French, English and Japanese (English is the message id itself)."""

from __future__ import annotations

import gettext
import string

import pytest
from babel.messages.pofile import read_po

from companion.locale import LOCALE_DIR, Translator
from companion.locale.compile import TRANSLATED, po_path
from companion.locale.extract import message_ids, plural_ids

IDS = sorted(message_ids())
PLURALS = sorted(plural_ids())


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.fixture(params=TRANSLATED)
def catalog(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    with po_path(request.param).open("rb") as source:
        return request.param, read_po(source)


def test_every_message_the_app_shows_is_translated(catalog) -> None:  # type: ignore[no-untyped-def]
    language, po = catalog
    untranslated = [m for m in IDS if m not in po or not po[m].string]
    assert not untranslated, f"{language}: run ./dev i18n and translate: {untranslated}"


def test_every_counted_message_has_each_plural_form_of_the_language(catalog) -> None:  # type: ignore[no-untyped-def]
    language, po = catalog
    missing = [one for one, _ in PLURALS if one not in po or not isinstance(po[one].string, tuple)
               or len(po[one].string) != po.num_plurals or not all(po[one].string)]
    assert not missing, f"{language}: run ./dev i18n and give every plural form: {missing}"


def forms(message: object) -> list[tuple[str, str]]:
    """(source, translation) pairs of a catalogue entry: one for a plain message, one per form of a plural (the
    plural source stands for every form but the first, which may write the count as a word)."""
    source, string = getattr(message, "id"), getattr(message, "string")
    if isinstance(source, tuple):
        return [(source[1], form) for form in string if form]
    return [(source, string)] if string else []


def test_translations_keep_the_placeholders(catalog) -> None:  # type: ignore[no-untyped-def]
    language, po = catalog
    wrong = [(source, text) for m in po if m.id for source, text in forms(m)
             if placeholders(source) - {"count"} != placeholders(text) - {"count"}]
    assert not wrong, f"{language}: placeholders differ: {wrong}"


def test_compiled_catalogues_match_their_sources(catalog) -> None:  # type: ignore[no-untyped-def]
    language, po = catalog
    compiled = gettext.translation("companion", localedir=str(LOCALE_DIR), languages=[language])
    stale = [m.id for m in po if m.id and m.string and not isinstance(m.id, tuple)
             and compiled.gettext(m.id) != m.string]
    stale += [m.id for m in po if isinstance(m.id, tuple) and all(m.string)
              and compiled.ngettext(m.id[0], m.id[1], 1) != m.string[0]]
    assert not stale, f"{language}: the .mo is older than the .po, run ./dev i18n: {stale[:5]}"


def test_counted_words_take_the_languages_plural_forms() -> None:
    one, many = "{count} point", "{count} points"
    assert [Translator("en").plural(one, many, n) for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert [Translator("fr").plural(one, many, n) for n in (0, 1, 2)] == ["0 point", "1 point", "2 points"]
    assert Translator("ja").plural(one, many, 2) == "2点"


def test_a_refusal_reads_in_each_language() -> None:
    key, params = "Free play needs {min} to {max} players, not {count}", {"min": 2, "max": 6, "count": 7}
    assert Translator("en").message(key, params) == "Free play needs 2 to 6 players, not 7"
    assert Translator("fr").message(key, params) == "La partie libre se joue de 2 à 6 joueurs, pas 7"
    assert "2〜6" in Translator("ja").message(key, params)
