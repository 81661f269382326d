"""Compile every locale/*/LC_MESSAGES/companion.po into its .mo (run by `./dev i18n`; needs babel)."""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from companion.locale import DOMAIN, LOCALE_DIR


def po_files() -> list[Path]:
    return sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compile_all() -> list[Path]:
    written = []
    for po in po_files():
        with po.open("rb") as source:
            catalog = read_po(source)
        mo = po.with_suffix(".mo")
        with mo.open("wb") as target:
            write_mo(target, catalog)
        written.append(mo)
    return written


if __name__ == "__main__":
    for path in compile_all():
        print(f"wrote {path}")
