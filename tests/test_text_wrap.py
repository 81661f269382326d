"""Lines break where each script allows (docs/design.md#line-breaks): every message of the catalogue, in French,
English and Japanese, its placeholders filled with plausible values, wrapped by the app's own font at three widths
a screen gives text: no Japanese line starts with a small kana, a long-vowel mark or closing punctuation, none
ends with opening punctuation, no katakana word is cut; no French or English word is cut without a hyphen.

The font is measured as Kivy draws it (its core text provider, no window needed)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion.core.settings import DisplayConfig
from companion.locale.compile import po_path
from companion.screens.kit.wrap import wrap

# The body size at 800x480 (theme.py: 20 sp, 1 dp = 1 px); a side panel's button, half the screen, its width.
FONT_SIZE = 20
WIDTHS = (220, 380, 760)
# The rules, as the issue and JIS X 4051 state them (written out here, not read from the code they check).
SMALL_KANA = "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
NO_START = SMALL_KANA + "ー" + ")）]」』】〕》〉、。，．・：；？！?!:;,."
NO_END = "(（[「『【〔《〈"
KATAKANA = re.compile(r"[ァ-ヺー]")

# Plausible values: players' names as a table types them, a count, a word of the game.
NAMES = {"en": "Amelia", "fr": "Amélie", "ja": "さくら"}
WORDS = {"en": "timber", "fr": "bois", "ja": "木材"}
REASONS = {"en": "the bank has none left", "fr": "la banque n'en a plus", "ja": "銀行に残りがありません"}
WHO = {"player", "current", "other", "winner", "victim", "name", "seat_name", "first_player", "owner"}


def filled(template: str, language: str) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in WHO:
            return NAMES[language]
        if name in ("names", "players"):
            return f"{NAMES[language]}, Bo"
        if name in ("reason", "problem"):
            return REASONS[language]
        if name in ("path", "file", "folder"):
            return "/media/usb/backup.zip"
        if re.search(r"count|number|max|min|most|least|points|price|coins|gold|left|cost|round|day|seat|index|"
                     r"limit|die|slot|total|value|figures|digits|pile|area|lands|locked|there|needed|kept|first|"
                     r"last|line|seconds|pin|header|torn|made|mine|theirs|width|height|a$|b$", name):
            return "12"
        return WORDS[language]

    return re.sub(r"\{(\w+)[^{}]*\}", value, template)


@lru_cache(maxsize=None)
def messages(language: str) -> tuple[str, ...]:
    """Every message of the language's catalogue (English: the ids), plural forms included, filled in."""
    with po_path("fr" if language == "en" else language).open("rb") as source:
        catalogue = read_po(source)
    found = []
    for message in catalogue:
        if not message.id:
            continue
        texts = message.id if language == "en" else message.string
        found.extend(text for text in ((texts,) if isinstance(texts, str) else texts) if text)
    return tuple(sorted({filled(text, language) for text in found}))


@lru_cache(maxsize=1)
def measure():  # type: ignore[no-untyped-def]
    from kivy.core.text import Label as CoreLabel
    from kivy.core.text import LabelBase

    font = DisplayConfig().font_path()
    if font is None:
        pytest.skip("no Japanese font installed (./dev installs IPA Gothic)")
    LabelBase.register(name="TextWrapTest", fn_regular=font)
    core = CoreLabel(font_size=FONT_SIZE, font_name="TextWrapTest")
    return lambda text: core.get_extents(text)[0]


def broken_words(paragraph: str, lines: list[str]) -> list[str]:
    """The words of ``paragraph`` that ``lines`` cut other than after a hyphen (one shown or one of the word's)."""
    words, cut = paragraph.split(), []
    at, rest = 0, ""  # the word being read, and what of it is still to come
    for line in lines:
        tokens = line.split()
        for index, token in enumerate(tokens):
            word = rest or words[at]
            if token == word:
                at, rest = at + 1, ""
            elif index == len(tokens) - 1 and token.endswith("-") and word.startswith(token.rstrip("-")):
                rest = word[len(token) if word.startswith(token) else len(token) - 1:]
            else:
                cut.append(f"{word!r} as {token!r}")
                return cut
    return cut


def japanese_faults(lines: list[str]) -> list[str]:
    faults = [f"starts with {line[0]!r}: {line!r}" for line in lines if line and line[0] in NO_START]
    faults += [f"ends with {line[-1]!r}: {line!r}" for line in lines if line and line[-1] in NO_END]
    faults += [f"cuts a katakana word: {a!r} / {b!r}" for a, b in zip(lines, lines[1:])
               if a and b and KATAKANA.match(a[-1]) and KATAKANA.match(b[0])]
    return faults


def wrapped(text: str, width: int, language: str) -> list[str]:
    return [line for paragraph in text.split("\n")
            for line in wrap(paragraph, width, measure(), language).split("\n")]


@pytest.mark.parametrize("width", WIDTHS)
def test_japanese_lines_keep_the_kinsoku_rules(width: int) -> None:
    faults = [f"{fault} in {text!r}" for text in messages("ja")
              for fault in japanese_faults(wrapped(text, width, "ja"))]
    assert faults == []


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_english_and_french_words_break_only_at_a_hyphen(language: str, width: int) -> None:
    faults = [f"{fault} in {paragraph!r}" for text in messages(language) for paragraph in text.split("\n")
              for fault in broken_words(paragraph, wrap(paragraph, width, measure(), language).split("\n"))]
    assert faults == []


@pytest.mark.parametrize("language", ["en", "fr", "ja"])
def test_every_line_fits_its_width(language: str) -> None:
    """The lines are what Kivy draws: one wider than the label would be broken again, by character."""
    width = WIDTHS[0]
    too_wide = [line for text in messages(language) for line in wrapped(text, width, language)
                if measure()(line) > width]
    assert too_wide == []


def test_the_checks_see_what_the_issue_saw() -> None:
    # What Kivy's own wrapping drew (issue: "Unexplore / d north", "ルー / ル", a lone ")", a line starting "っ").
    assert broken_words("Unexplored north", ["Unexplore", "d north"]) == ["'Unexplored' as 'Unexplore'"]
    assert broken_words("Unexplored north", ["Unex-", "plored north"]) == []
    assert broken_words("Set-up done", ["Set-", "up done"]) == []
    assert japanese_faults(["ルールブックのルー", "ルを見る"]) == [
        "cuts a katakana word: 'ルールブックのルー' / 'ルを見る'"]
    assert japanese_faults(["準備（", "）"]) == ["starts with '）': '）'", "ends with '（': '準備（'"]
    assert japanese_faults(["ちょ", "っと"]) == ["starts with 'っ': 'っと'"]


def test_a_word_too_wide_for_its_line_breaks_at_a_hyphenation_point() -> None:
    width = int(measure()("Unexplo"))
    assert wrap("Unexplored north", width, measure(), "en") == "Unex-\nplored\nnorth"
    # Kivy left "?" alone on the next line; here it stays with its word.
    assert wrap("Pourquoi ?", int(measure()("Pourquoi")), measure(), "fr") == "Pour-\nquoi ?"


def test_japanese_breaks_between_phrases() -> None:
    text = "各織り手が金貨カードか特殊カードを伏せて確定します"
    lines = wrap(text, int(measure()("各織り手が金貨カードか特殊")), measure(), "ja").split("\n")
    assert lines == ["各織り手が金貨カードか", "特殊カードを伏せて", "確定します"]
    # A space is a place to break too: Kivy cut this button's "木 / 材" (a Kilia card at 800x480).
    button = "大学・交換 レンガ / 木材"
    assert wrap(button, int(measure()(button)) - 1, measure(), "ja") == "大学・交換 レンガ /\n木材"


def test_the_catalogues_are_read_whole() -> None:
    for language in ("en", "fr", "ja"):
        assert len(messages(language)) > 1500
    assert Path(po_path("ja")).is_file()
