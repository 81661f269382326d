"""A "Why?" names the rulebook's section in the table's language (docs/design.md#refusals): the heading a clause
stands under is a message id like any word, never the French book's heading shown to an English or Japanese table."""

from __future__ import annotations

import re

import pytest

from companion.locale import Translator
from games.base import all_games
from games.refusals import Clause

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def sections() -> dict[str, set[str]]:
    """Every section a game's clauses name, with the games naming it."""
    found: dict[str, set[str]] = {}
    for game in all_games():
        clauses: list[Clause] = [c for c in game.clauses.values() if c.section]
        for clause in clauses:
            found.setdefault(clause.section, set()).add(game.name)
    return found


def test_every_game_with_a_rulebook_names_its_sections() -> None:
    named = {name for games in sections().values() for name in games}
    assert {"kilim", "kilia", "ilos", "catan-ep"} <= named


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_section_reads_in_french_at_an_english_or_japanese_table(language: str) -> None:
    french, table = Translator("fr"), Translator(language)
    untranslated = sorted(section for section in sections() if table.text(section) == french.text(section))
    assert not untranslated, f"{language}: these sections show the French book's heading: {untranslated}"


def test_a_japanese_table_reads_every_section_in_japanese() -> None:
    japanese = Translator("ja")
    latin = sorted(section for section in sections() if not JAPANESE.search(japanese.text(section)))
    assert not latin, f"no Japanese in: {latin}"

