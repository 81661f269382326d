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

RULES = {
    "a space between a number and its counter (write 5枚, {count}人)": re.compile(rf"(?:{NUMBER}){SPACE}+(?:{COUNTER})"),
    "a space before a counted number (write 残り7枚, カード8枚)":
        re.compile(rf"{JAPANESE}{SPACE}+(?:{NUMBER})(?:{COUNTER})"),
    "a space around × (write 木材×2)": re.compile(rf"{SPACE}×|×{SPACE}"),
    "a number before what it counts (write 木材×2, not 2 木材)": re.compile(rf"\{{count\}}{SPACE}+\{{\w+\}}"),
    "gold without its counter (write 金貨1枚)": re.compile(rf"金貨(?:{NUMBER})(?!枚)"),
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
    assert style_faults("4 コイン") == ["a space between a number and its counter (write 5枚, {count}人)"]
    assert style_faults("残り {count}枚") == ["a space before a counted number (write 残り7枚, カード8枚)"]
    assert style_faults("残り 7 枚") != []
    assert style_faults("木材 ×{count}") == ["a space around × (write 木材×2)"]
    assert style_faults("{count} {resource}") == ["a number before what it counts (write 木材×2, not 2 木材)"]
    assert style_faults("手札 · 金貨{gold}") == ["gold without its counter (write 金貨1枚)"]
    for good in ("5コイン", "カード8枚", "残り7枚", "木材×2", "金貨1枚", "{count}人中{locked}人", "{player} は"):
        assert style_faults(good) == [], good
