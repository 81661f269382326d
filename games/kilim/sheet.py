"""The end of a game of Kilim line by line for the shared result screen (docs/design.md#the-engine-face): the
rulebook's scoring lines ("2ÈME ÉTAPE : LE TISSAGE"), the tie-break in words when it decided ("FIN DE LA
PARTIE": "le Tisserand qui a le plus grand Kilim l'emporte"), and the readings that changed a score."""

from __future__ import annotations

from typing import Any

from games.base import N_, Phrase
from games.kilim import carpet, scoring
from games.kilim.model import KilimState
from games.scoresheet import ReadingNote, ScoreLine, ScoreSheet

LINES = (("shape", N_("Rectangle or square")), ("types", N_("Motif types")), ("groups", N_("Groups")),
         ("largest", N_("Largest groups")), ("torn", N_("Torn motifs")))
TIE_BREAK = N_("the larger kilim (more motifs)")
READING_NAMES = {"largest_tie": N_("Largest groups: who gets the bonus on a tie"),
                 "largest_min": N_("Largest groups: how many motifs count as a group"),
                 "adjacent_torn": N_("Torn motifs side by side")}


def score_sheet(state: KilimState) -> ScoreSheet:
    grids = [carpet.grid_of(s.kilim) for s in state.seats]
    breakdowns = scoring.score_grids(grids, state.rules)
    outcome = scoring.outcome_of(breakdowns)
    lines = tuple(ScoreLine(Phrase.of(label), tuple(getattr(b, key) for b in breakdowns)) for key, label in LINES)
    tie_break = Phrase.of(TIE_BREAK) if outcome.tie_break is not None else None
    notes = tuple(_note(state.name(seat), seat, effect) for seat, effects in enumerate(scoring.reading_effects(grids, state.rules))
                  for effect in effects)
    return ScoreSheet(outcome, lines, tie_break, notes)


def _note(player: str, seat: int, effect: dict[str, Any]) -> ReadingNote:
    return ReadingNote(seat, Phrase.of(N_("{player}: {reading} changed the score: {points} (the other reading: "
                                          "{other})"), player=player, reading=Phrase.of(READING_NAMES[effect["option"]]),
                                       points=effect["points"], other=effect["other"]["points"]))
