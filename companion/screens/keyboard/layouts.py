"""Which layout the keyboard opens on, and the order its layout key walks through them. No Kivy."""

from __future__ import annotations

import unicodedata
from pathlib import Path

FOLDER = Path(__file__).with_name("layouts")  # VKeyboard reads every JSON file there, named by its stem
FOR_LANGUAGE = {"fr": "azerty", "en": "qwerty", "ja": "hiragana"}
ORDER = ("azerty", "qwerty", "hiragana")  # the layout key: French, English, Japanese, then French again
KANA = {"hiragana": "katakana", "katakana": "hiragana"}  # the kana key swaps the two scripts
VOICED, HALF_VOICED = "\u3099", "\u309a"  # combining (han)dakuten


def first_layout(language: str) -> str:
    return FOR_LANGUAGE.get(language, "qwerty")


def next_layout(layout: str) -> str:
    base = "hiragana" if layout in KANA else layout
    return ORDER[(ORDER.index(base) + 1) % len(ORDER)] if base in ORDER else ORDER[0]


def voice(kana: str) -> str:
    """The voicing key ("が/ぱ"): は -> ば -> ぱ -> は, か -> が -> か; anything else stays as it is."""
    base = unicodedata.normalize("NFD", kana)[0] if kana else kana
    forms = [base] + [f for f in (unicodedata.normalize("NFC", base + mark) for mark in (VOICED, HALF_VOICED))
                      if len(f) == 1]
    if len(forms) == 1:
        return kana
    return forms[(forms.index(kana) + 1) % len(forms)] if kana in forms else kana
