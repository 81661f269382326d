"""The Japanese catalogue counts one way (docs/translation.md#japanese-numbers-and-counters): the rules a program
can check, on every message and plural form of companion/locale/ja/LC_MESSAGES/companion.po."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from companion.locale.compile import po_path

# A number as a message writes it: digits, or a placeholder filled with one.
NUMBER = r"\d+|\{\w+\}"
# Counters and units the catalogue puts after a number (longest first, so "枚目" is read before "枚").
COUNTERS = ("枚目", "番目", "手目", "日目", "回目", "か所", "文字", "種類", "ラウンド", "コイン", "ゲーム", "プレイ",
            "ピン", "マス", "ターン", "枚", "個", "人", "点", "回", "隻", "番", "分", "秒", "日", "手", "件", "つ", "色",
            "行", "列", "勝", "本", "匹", "桁", "段", "席", "歩", "組", "度")
COUNTER = "|".join(COUNTERS)
JAPANESE = r"[\u3040-\u30ff\u4e00-\u9fff]"
SPACE = r"[ \u3000]"
LETTER = r"[\u3041-\u30fa\u30fc-\u30ff\u4e00-\u9fff]"  # kana and kanji, not the middle dot ・ that lists words
RANGE = r"\d+(?:〜(?:\d+|\{\w+\}))?"  # a number as written, or a range from one

RULES = {
    "a space between a number and its counter (write 5枚, {count}人)": re.compile(rf"(?:{NUMBER}){SPACE}+(?:{COUNTER})"),
    "a space before a counted number (write 残り7枚, カード8枚)":
        re.compile(rf"{JAPANESE}{SPACE}+(?:{NUMBER})(?:{COUNTER})"),
    "a space around × (write 木材×2)": re.compile(rf"{SPACE}×|×{SPACE}"),
    "a number before what it counts (write 木材×2, not 2 木材)": re.compile(rf"\{{count\}}{SPACE}+\{{\w+\}}"),
    "gold without its counter (write 金貨1枚)": re.compile(rf"金貨(?:{NUMBER})(?!枚)"),
    # docs/translation.md#japanese-beside-latin-letters-and-numbers
    "a space between Japanese and a number (write 0〜5です, 最大40メガピクセル)":
        re.compile(rf"{LETTER}{SPACE}+{RANGE}(?![\w\-])|(?<![A-Za-z\-\d])(?<![A-Za-z] ){RANGE}{SPACE}+{LETTER}"),
    "a Latin word joined to Japanese (write 枠ピース D2 ではなく, a と b; USBメモリ, PVカード, H指数 are one word)":
        re.compile(rf"{LETTER}[A-Za-z]|(?<![A-Za-z])(?!USB|PV|H指数)[A-Za-z][A-Za-z0-9\-]*{LETTER}"),
}


def style_faults(text: str) -> list[str]:
    return [rule for rule, pattern in RULES.items() if pattern.search(text)]


def test_the_japanese_catalogue_counts_one_way() -> None:
    with po_path("ja").open("rb") as source:
        catalogue = read_po(source)
    faults = []
    for message in catalogue:
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        faults += [f"{form!r}: {fault}" for form in forms if form for fault in style_faults(form)]
    assert faults == []


def test_the_rules_see_what_the_issue_saw() -> None:
    # The issue: "2 木材" beside "金貨1"; "5コイン" beside "4 コイン"; "カード8枚" beside "残り 7 枚".
    assert "a space between a number and its counter (write 5枚, {count}人)" in style_faults("4 コイン")
    assert style_faults("残り {count}枚") == ["a space before a counted number (write 残り7枚, カード8枚)"]
    assert style_faults("残り 7 枚") != []
    assert style_faults("木材 ×{count}") == ["a space around × (write 木材×2)"]
    assert style_faults("{count} {resource}") == ["a number before what it counts (write 木材×2, not 2 木材)"]
    assert style_faults("手札 · 金貨{gold}") == ["gold without its counter (write 金貨1枚)"]
    for good in ("5コイン", "カード8枚", "残り7枚", "木材×2", "金貨1枚", "{count}人中{locked}人", "{player} は"):
        assert style_faults(good) == [], good


def test_japanese_beside_latin_letters_and_numbers_is_set_one_way() -> None:
    # Mixed before: "枠ピースD2" beside "SEAT 3 BID 12 のような"; "0〜5 です" beside "0と1の上".
    assert style_faults("市場スペースは 0〜5 です") == ["a space between Japanese and a number (write 0〜5です, 最大40メガピクセル)"]
    assert style_faults("席は 1〜{count}番です") != []
    assert len(style_faults("枠ピースはD2ではなく")) == 1 and style_faults("aとbは2つの港") != []
    for good in ("市場スペースは0〜5です", "枠ピースは D2 ではなく D1", "a と b は2つの港", "USBメモリに書き出す",
                 "PVカード", "（例: SEAT 3 BID 12）", "UTF-8 ではありません", "SHA-256 チェックサム",
                 "salt（塩）・grain（小麦）", "{player} が置く"):
        assert style_faults(good) == [], good
