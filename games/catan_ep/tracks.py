"""The mission tracks' points, learnt when the game first needs them (docs/design.md#box-data-once-shared;
games/figures.py).

The rulebook prints none: they are beside each space of the Mission cards (config/games/catan_ep.toml). The first
move needs none: "Au début de la partie, chaque joueur place un de ses marqueurs sur la case départ de la ou des
missions (la case avec un S)". A track is needed when a marker first leaves S ("Chaque fois que vous réalisez
l'objectif d'une mission, avancez votre marqueur d'une case": the space it reaches, its points, and whether one lies
beyond): a lair's capture, a fish shoal or a spice sack unloaded at the Council (missions.read_points raises
FigureNeeded). A game may start without a track;
its points enter as the fact ``BoxFigure`` (entry: the set-up option, "track_pirate_lairs"; value: "0 0 1 1 2 ..."),
checked as at set-up. While a track is unread every marker on it stands on S, the start space, which counts no points
until the card is read (the same for every seat; a card whose S is worth more counts it from then on).
"""

from __future__ import annotations

from dataclasses import replace

from games.base import N_, Phrase, RuleError
from games.catan_ep.missions import TRACK_OPTIONS, UNREAD_TRACK as UNREAD_TRACK  # the question, re-exported
from games.catan_ep.model import CatanState, Mission
from games.catan_ep.setup import track_values
from games.catan_ep.words import mission_phrase
from games.figures import BoxFigure

ENTRIES = tuple(TRACK_OPTIONS.values())  # the figures a game may start without, in Mission order


def entry_mission(entry: str) -> Mission:
    """The mission whose track ``entry`` (a set-up option) holds; RuleError for no such entry."""
    found = next((m for m, option in TRACK_OPTIONS.items() if option == entry), None)
    if found is None:
        raise RuleError("Explorers & Pirates has no box figure {entry}; its figures are the mission tracks' points",
                        entry=entry)
    return found


def entry_phrase(entry: str) -> Phrase:
    return Phrase.of(N_("{mission} track"), mission=mission_phrase(entry_mission(entry)))


def record(state: CatanState, action: BoxFigure) -> CatanState:
    """The table read a track's points off its Mission card: checked as at set-up, then known for the rest of the
    game. Any time, anyone's turn: it is a fact, not a move."""
    mission = entry_mission(action.entry)
    track = next((t for t in state.tracks if t.mission is mission), None)
    if track is None:
        raise RuleError("This scenario plays no {mission} mission", mission=mission_phrase(mission))
    if track.points is not None:
        raise RuleError("The game already knows {entry}; a figure read off the box is not changed during a game",
                        entry=entry_phrase(action.entry))
    read = replace(track, points=track_values(action.entry, action.value))
    return replace(state, tracks=tuple(read if t is track else t for t in state.tracks))
