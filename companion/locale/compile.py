"""`./dev i18n`: add new message ids to every .po (empty, to be translated), drop unused ones, compile .mo.

Needs babel (a test dependency). The i18n test fails while any id lacks a translation.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from companion.locale import DOMAIN, LANGUAGES, LOCALE_DIR
from companion.locale.extract import message_ids, plural_ids

TRANSLATED = [code for code in LANGUAGES if code != "en"]  # English is the message id itself


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(language: str) -> Catalog:
    path = po_path(language)
    if not path.is_file():
        return Catalog(locale=language, domain=DOMAIN, project="Table Companion")
    with path.open("rb") as source:
        return read_po(source, locale=language)


def update(language: str, ids: set[str], plurals: set[tuple[str, str]] | None = None) -> Catalog:
    plurals = plurals or set()
    catalog = read(language)
    catalog.fuzzy = False  # a fuzzy header would be left out of the .mo, and its charset with it
    for message_id in sorted(ids):
        if message_id not in catalog:
            catalog.add(message_id, "")
    for pair in sorted(plurals):
        if pair[0] not in catalog:
            catalog.add(pair, ("",) * catalog.num_plurals)
    wanted = ids | {one for one, _ in plurals}
    for message in list(catalog):
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        if key and key not in wanted:  # the code no longer shows it
            catalog.delete(message.id)
    return catalog


def untranslated(catalog: Catalog) -> list[str]:
    """Ids with a form still empty (a plural needs every form of the language)."""
    def done(string: object) -> bool:
        return all(string) if isinstance(string, tuple) else bool(string)
    return [str(m.id) for m in catalog if m.id and not done(m.string)]


def write(language: str, catalog: Catalog) -> None:
    path = po_path(language)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as target:
        write_po(target, catalog, width=110, sort_output=True, omit_header=False)
    with path.with_suffix(".mo").open("wb") as target:
        write_mo(target, catalog)


def main() -> None:
    ids, plurals = message_ids(), plural_ids()
    for language in TRANSLATED:
        catalog = update(language, ids, plurals)
        write(language, catalog)
        missing = untranslated(catalog)
        print(f"{language}: {len(catalog)} messages, {len(missing)} to translate")


if __name__ == "__main__":
    main()
