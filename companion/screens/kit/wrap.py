"""Where a line of text may break, per script, and lines filled to a width (docs/design.md#line-breaks).

Kivy's Label breaks at spaces and, when a word does not fit, anywhere inside it: "Unexplore / d", "ルー / ル",
a line starting with "っ" or ")". Here the breaks are chosen first and Kivy is handed the lines:

- Japanese breaks between phrases (BudouX, the segmenter Chrome uses), with kinsoku: no line starts with a small
  kana, a long-vowel mark, an iteration mark or closing punctuation; none ends with opening punctuation. A phrase
  wider than the line breaks between characters, under the same rules, never inside a run of Latin letters.
- English and French break between words; a word wider than the line breaks at a hyphenation point (pyphen),
  the hyphen shown, or after a hyphen it already has. Punctuation set apart by a space (French " ?", "« ")
  stays with its word.

Pure (no Kivy): ``wrap`` is handed a ``measure`` (the label's font's own), so a test can wrap without a window.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

Measure = Callable[[str], float]  # a string's drawn width in pixels

# JIS X 4051's line-start and line-end rules (kinsoku shori), the characters a UI text meets.
NO_LINE_START = frozenset(
    ")]}）］｝〕〉》」』】〙〗〟’”｠»"  # closing brackets and quotes
    "、。，．,.:;!?！？：；・…‥"  # punctuation
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"  # small kana
    "ー〜～ゝゞヽヾ々〻"  # long-vowel mark, wave dash, iteration marks
)
NO_LINE_END = frozenset("([{（［｛〔〈《「『【〘〖〝‘“｟«")
# A hyphen already in a word: a break after it shows no other.
HYPHENS = "-‐"
PYPHEN_LANGUAGES = {"en": "en_US", "fr": "fr"}


@dataclass(frozen=True)
class Word:
    """A run of text a line breaks before or after, never inside unless it is wider than the line."""

    text: str
    space: str = ""  # what follows it when the next word is on the same line; dropped at a line's end


def is_cjk(char: str) -> bool:
    """Kana, kanji and the fullwidth forms: text set as Japanese."""
    name = unicodedata.name(char, "")
    return name.startswith(("CJK", "HIRAGANA", "KATAKANA", "FULLWIDTH", "IDEOGRAPHIC", "HALFWIDTH KATAKANA"))


def _latin(char: str) -> bool:
    return char.isascii() and (char.isalnum() or char in "{}_'")


def _katakana(char: str) -> bool:
    return "ァ" <= char <= "ヺ" or char == "ー"


def _one_word(before: str, after: str) -> bool:
    """Whether these two characters are inside one word a line never cuts: a Latin word or number, a katakana
    word ("ルー / ル"), a number and its counter ("5 / 人")."""
    return ((_latin(before) and _latin(after)) or (_katakana(before) and _katakana(after))
            or (before.isdigit() and (is_cjk(after) or after in "%")))


_NO_START_RUN = re.compile(rf"\s*[{re.escape(''.join(NO_LINE_START))}]+\s*")
_NO_END_RUN = re.compile(rf"[{re.escape(''.join(NO_LINE_END))}]+$")


def _merge(pieces: list[str]) -> list[str]:
    """The pieces with no break left where one is not allowed: a piece inside a word joins the one before; what
    may not start a line moves to the end of the piece before ("Pourquoi ?", "ちょっ"), what may not end one to
    the start of the piece after ("« mot", "（準備"); a space stays with what it follows."""
    merged: list[str] = []
    for piece in pieces:
        if merged:
            before = merged[-1]
            inside = not before[-1:].isspace() and not piece[:1].isspace() and _one_word(before[-1:], piece[:1])
            if inside or not piece.strip() or not before.strip() or _NO_END_RUN.fullmatch(before.strip()):
                merged[-1] += piece
                continue
            head = _NO_START_RUN.match(piece)
            if head:
                merged[-1], piece = before + head.group(), piece[head.end():]
            tail = _NO_END_RUN.search(merged[-1])
            if tail and piece:
                merged[-1], piece = merged[-1][:tail.start()], tail.group() + piece
        if piece:
            merged.append(piece)
    return merged


@lru_cache(maxsize=1)
def _phrases_parser():  # type: ignore[no-untyped-def]
    import budoux

    return budoux.load_default_japanese_parser()


def _japanese_pieces(text: str) -> list[str]:
    """BudouX's phrases, split again at each space inside one (as a browser does): "大学・交換 レンガ / 木材" breaks
    before "木材" rather than inside it."""
    pieces: list[str] = []
    for phrase in _phrases_parser().parse(text):
        pieces.extend(p for p in re.split(r"(?<= )(?=\S)", phrase) if p)
    return pieces


@lru_cache(maxsize=4096)
def words(paragraph: str, language: str) -> tuple[Word, ...]:
    """The paragraph (no newline) cut where a line may break; each word's trailing spaces apart."""
    japanese = language == "ja" or any(is_cjk(c) for c in paragraph)
    pieces = _japanese_pieces(paragraph) if japanese else re.findall(r"\s*\S+\s*|\s+", paragraph)
    found: list[Word] = []
    for piece in _merge(pieces):
        lead = len(piece) - len(piece.lstrip(" "))
        if found and lead:  # a space between two words is the first one's: a line never starts with it
            found[-1], piece = Word(found[-1].text, found[-1].space + piece[:lead]), piece[lead:]
        text = piece.rstrip(" ")
        found.append(Word(text, piece[len(text):]))
    return tuple(found)


@lru_cache(maxsize=4)
def _hyphenator(language: str):  # type: ignore[no-untyped-def]
    import pyphen

    return pyphen.Pyphen(lang=PYPHEN_LANGUAGES.get(language, "en_US"))


@lru_cache(maxsize=4096)
def parts(word: str, language: str) -> tuple[tuple[str, str], ...]:
    """Where a word too wide for a line may break: (a part, what the line shows after it when it breaks there).
    Japanese: between characters, under kinsoku, a Latin or katakana word and a number with its counter kept
    whole. Others: after a hyphen the word has, else at its hyphenation points, with a hyphen shown."""
    if language == "ja" or any(is_cjk(c) for c in word):
        return tuple((part, "") for part in _merge(list(word)))
    found: list[tuple[str, str]] = []
    for chunk in re.findall(rf"[^{HYPHENS}]+[{HYPHENS}]*|[{HYPHENS}]+", word):
        core = chunk.rstrip(HYPHENS)
        points = [0, *_hyphenator(language).positions(core), len(core)] if len(core) > 3 else [0, len(core)]
        syllables = [core[a:b] for a, b in zip(points, points[1:])]
        found.extend((syllable, "-") for syllable in syllables[:-1])
        found.append((syllables[-1] + chunk[len(core):], ""))
    return tuple(found)


def prepare(language: str) -> None:
    """Load what the language's breaks need (BudouX's model, a hyphenation dictionary: 20 to 200 ms) before a
    tap needs it, so the first long word does not stall a frame."""
    if language == "ja":
        _phrases_parser()
    else:
        _hyphenator(language).positions("prepare")


def _break_word(word: str, width: float, measure: Measure, language: str, lines: list[str], line: str) -> str:
    """Lay a word wider than the line from ``line`` on: full lines go to ``lines``; the rest is returned."""
    pieces = parts(word, language)
    mark = ""
    for index, (part, after) in enumerate(pieces):
        shown = after if index < len(pieces) - 1 else ""
        if line.strip() and measure(line + part + shown) > width:
            lines.append(line.rstrip(" ") + mark)
            line = ""
        line, mark = line + part, after
    return line


def fill(paragraph: str, width: float, measure: Measure, language: str) -> list[str]:
    """The paragraph's lines, each as wide as ``width`` at most where its breaks allow."""
    lines: list[str] = []
    line = ""
    for word in words(paragraph, language):
        if not line.strip() or measure(line + word.text) > width:
            if line.strip():
                lines.append(line.rstrip(" "))
                line = ""
            if measure(line + word.text) > width:
                line = _break_word(word.text, width, measure, language, lines, line)
                line += word.space
                continue
        line += word.text + word.space
    lines.append(line.rstrip(" "))
    return lines


def wrap(text: str, width: float, measure: Measure, language: str) -> str:
    """``text`` with a newline at each place its lines break at ``width`` (its own newlines kept)."""
    return "\n".join(line for paragraph in text.split("\n") for line in fill(paragraph, width, measure, language))
