"""A price-row refusal names its resource in the reader's language (a Phrase), and in English as before."""

from __future__ import annotations

import pytest

from companion.locale import Translator
from games.base import RuleError, Setup
from games.ilos.rules import Ilos


def test_a_missing_price_row_names_its_resource_in_each_language() -> None:
    with pytest.raises(RuleError) as refused:
        Ilos().initial_state(Setup.of([("Ana", "red"), ("Ben", "blue")]))
    error = refused.value
    assert error.english().startswith("The market price row of ebony is missing")
    assert "« Ébène »" in Translator("fr").message(error.key, error.params)
    assert "黒檀" in Translator("ja").message(error.key, error.params)
