"""The end of a game of Kilia as every game shows it (games.scoresheet): the score pad's rows ("Fin de la partie
et décompte des points"), the tie-break in words when it decided, and the table's readings that changed a
seat's wheel points, with what the other reading gives (docs/rules/kilia.md#readings)."""

from __future__ import annotations

from functools import partial
from typing import Any

from games.base import N_, Phrase
from games.kilia import scoring
from games.kilia.model import KiliaState, Phase
from games.kilia.setup import TABLE_OPTIONS
from games.scoresheet import ReadingNote, ScoreLine, ScoreSheet

PAD_ROWS = (("council", N_("Scoring wheels")), ("colour", N_("Cards under the zone of their colour")),
            ("contracts", N_("Fulfilled contracts")), ("goods", N_("Goods delivered to points skills")))
TIE_BREAK_WORDS = N_("more goods and coins left")
READING = N_("{option}: {value} gives {points} (the other reading, {other}, gives {other_points})")


def _choice(name: str, value: Any) -> Phrase:
    option = next(o for o in TABLE_OPTIONS if o.name == name)
    return Phrase(dict(option.choices)[value])


def _label(name: str) -> Phrase:
    return Phrase(next(o for o in TABLE_OPTIONS if o.name == name).label)


def score_sheet(state: KiliaState) -> ScoreSheet | None:
    if state.phase is not Phase.OVER:
        return None
    outcome = scoring.outcome(state)
    pads = [scoring.breakdown(state, s) for s in range(len(state.players))]
    lines = tuple(ScoreLine(Phrase(label), tuple(getattr(pad, row) for pad in pads)) for row, label in PAD_ROWS)
    tie_break = Phrase(TIE_BREAK_WORDS) if outcome.tie_break == scoring.TIE_BREAK else None
    effects = scoring.reading_effects(partial(scoring.council_under, state), state.rules)
    readings = tuple(
        ReadingNote(seat, Phrase.of(READING, option=_label(e["option"]), value=_choice(e["option"], e["value"]),
                                    points=e["points"], other=_choice(e["option"], e["other"]["value"]),
                                    other_points=e["other"]["points"]))
        for seat, found in enumerate(effects) for e in found)
    return ScoreSheet(outcome, lines, tie_break, readings)
