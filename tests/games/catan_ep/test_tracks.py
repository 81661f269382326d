"""The mission tracks' points learnt when the game first needs them (docs/design.md#box-data-once-shared): a game starts
without them, nothing before a marker's first step needs them, the first mission step asks its track's, and the
table's reading enters as a fact (BoxFigure) that the journal keeps: undo takes it back, replay and resume rebuild it."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from companion.core.journal import Journal
from companion.core.session import Session
from companion.screens.i18n import Translator
from games import serial
from games.base import RuleError, Setup
from games.catan_ep.actions import (ACTION_TYPES, BoxFigure, EndTurn, FlipLair, HeroRoll, LandCrews, MoveShip, Place,
                                    Roll)
from games.catan_ep.missions import UNREAD_TRACK, points, step_of
from games.catan_ep.model import Mission, Phase, Piece
from games.catan_ep.sampling import SAMPLE_OPTIONS, SAMPLE_OPTIONS_5, SAMPLE_TRACKS
from games.figures import UNREAD, FigureNeeded

from .helpers import BLUE, GAME, RED, E, apply, new_game, ship, table
from .test_council import COUNCIL
from .test_lairs import BY_LAIR, LAIR, lair_table

LAIRS_TRACK = SAMPLE_TRACKS["track_pirate_lairs"]  # NOT the card's: the samples'
UNREAD_LAIRS = {"track_pirate_lairs": None}


def unread(options: dict[str, object] = SAMPLE_OPTIONS) -> dict[str, object]:
    """Set-up options with the mission tracks left out (as New game gives them now)."""
    return {k: v for k, v in options.items() if not k.startswith("track_")}


def capture_due() -> tuple[object, ...]:
    """Scenario 2 with the Pirate Lairs track unread: Red lands 2 crews beside Blue's, the lair is taken at the end of
    Red's turn (lairs: "Lorsqu'il y a exactement 3 unités sur un repaire de pirates, celui-ci est capturé")."""
    state = lair_table(crews=(BLUE,), ships=[ship(0, RED, BY_LAIR, Piece.CREW, Piece.CREW)])
    state = replace(state, tracks=tuple(replace(t, points=None) for t in state.tracks))
    return apply(state, LandCrews(RED, 0, LAIR, 2), EndTurn(RED)), FlipLair(8)


def test_a_game_starts_without_its_tracks_and_the_set_up_needs_none() -> None:
    # catan-ep-fr "Règles générales des missions": "Au début de la partie, chaque joueur place un de ses marqueurs sur
    # la case départ": no track's points are read before a marker leaves S.
    state = GAME.initial_state(Setup.of([("Red", "red"), ("Blue", "blue")], **unread(SAMPLE_OPTIONS_5)))
    assert [(t.mission, t.points) for t in state.tracks] == [(Mission.PIRATE_LAIRS, None), (Mission.FISH, None),
                                                              (Mission.SPICES, None)]
    assert all(m.step == 0 for t in state.tracks for m in t.markers)
    rng = random.Random(3)
    while state.phase is Phase.SETUP:  # the whole set-up and the first roll: nothing asks a track
        action = GAME.sample_action(state, rng)
        assert isinstance(action, Place) and GAME.needed(state, action) is None
        state = GAME.apply(state, action)
    assert GAME.needed(state, Roll(state.seat, 3, 5)) is None
    assert [points(state, s) for s in (RED, BLUE)] == [2 + 1, 2 + 1]  # a harbor settlement and a settlement; S: none
    assert all(t.points is None for t in state.tracks)


def test_the_first_lair_capture_needs_the_pirate_lairs_track_once() -> None:
    # catan-ep-fr scenario 2: "Chaque joueur participant à la capture reçoit 2 pièces d'or. De plus, chacun des
    # joueurs impliqués avance son marqueur d'une (1) case sur la fiche Mission": the first step off S reads the card.
    state, flip = capture_due()
    assert GAME.needed(state, flip) == "track_pirate_lairs"
    refusal = GAME.check(state, flip)
    assert refusal is not None and refusal.clause == UNREAD  # asked on the tap, never shown as refused
    with pytest.raises(FigureNeeded) as missing:
        GAME.apply(state, flip)
    said = missing.value.english()
    assert said.startswith("Look at the Pirate Lairs Mission card") and "track_" not in said  # words, never the id
    for language in ("fr", "ja"):
        translator = Translator(language)
        assert translator.text("Pirate Lairs") in translator.message(missing.value.key, missing.value.params)
    assert GAME.needed(state, FlipLair(7)) is None  # refused first for another reason (no 7 token): nothing read
    read = apply(state, BoxFigure("track_pirate_lairs", LAIRS_TRACK))
    assert read.tracks[0].points == (0, 0, 1, 1, 2, 2, 3, 3, 4) and GAME.needed(read, flip) is None
    fact = GAME.events(state, BoxFigure("track_pirate_lairs", LAIRS_TRACK), read)
    assert [str(p) for p in fact] == ["Read off the box, kept for the next games: Pirate Lairs track"]
    after = apply(read, flip, HeroRoll((5, 6)))  # Blue's 6 + 1 crew against Red's 5 + 2: Red on crews
    assert [step_of(after, s, Mission.PIRATE_LAIRS) for s in (RED, BLUE)] == [1, 1]
    assert after.capture is not None and after.capture.hero == RED


def test_the_first_fish_unloaded_needs_the_fish_track_alone() -> None:
    # catan-ep-fr scenario 3: "Si l'une des extrémités d'un de vos bateaux chargés d'un banc de poissons pointe l'un
    # de ces ports, vous devez décharger votre bateau. ... Ensuite, vous avancez votre marqueur d'une (1) case"
    state = table(players=2, scenario=3, ships=[ship(0, RED, E((3, -1), (3, 0)), Piece.FISH)])
    state = replace(state, tracks=tuple(replace(t, points=None) for t in state.tracks))
    sail = MoveShip(RED, 0, E((3, -1), COUNCIL))  # its end points at the Council's top harbor
    assert GAME.needed(state, sail) == "track_fish"
    state = apply(state, BoxFigure("track_fish", SAMPLE_TRACKS["track_fish"]), sail)
    assert step_of(state, RED, Mission.FISH) == 1 and points(state, RED) == 1 + 1  # fish sample: S 0, then 1; the PV card
    assert [t.points is None for t in state.tracks] == [True, False]  # the lairs' card still unread


def test_a_track_read_off_its_card_is_checked_as_at_set_up_and_never_changed() -> None:
    state, _ = capture_due()
    known = apply(state, BoxFigure("track_pirate_lairs", LAIRS_TRACK))
    refused = [(state, "track_pirate_lairs", "5", "The Pirate Lairs track lists the points beside each space, S first"),
               (state, "track_pirate_lairs", "0 1 12", "at least 2 whole numbers from 0 to 9, not 0 1 12"),
               (state, "track_wool", "0 1", "Explorers & Pirates has no box figure track_wool"),
               (state, "track_spices", "0 1", "This scenario plays no Spices for Catan mission"),
               (known, "track_pirate_lairs", LAIRS_TRACK, "The game already knows Pirate Lairs track"),
               (new_game(2, scenario=2), "track_pirate_lairs", LAIRS_TRACK, "The game already knows")]  # at set-up
    for before, entry, value, said in refused:
        with pytest.raises(RuleError, match=said):
            apply(before, BoxFigure(entry, value))
    assert apply(state, BoxFigure("track_pirate_lairs", LAIRS_TRACK)).seat == state.seat  # a fact, anyone's turn


def test_the_fact_is_journaled_undone_replayed_and_resumed_like_a_move(tmp_path: Path) -> None:
    # A scenario 2 game started without its track, played on a real journal (SQLite file) until the table reads the
    # card: the fact is an entry like a move; undo takes it back; a resume replays it to the same state.
    journal = Journal.open(tmp_path / "journal.sqlite")
    session = Session.new(journal, GAME, Setup.of([("Red", "red"), ("Blue", "blue")], **unread()))
    rng = random.Random(5)
    while not any(isinstance(a, BoxFigure) for a in session.history):
        action = GAME.sample_action(session.state, rng)
        assert action is not None and GAME.needed(session.state, action) is None
        session.play(action)
    fact = session.history[-1]
    assert fact == BoxFigure("track_pirate_lairs", LAIRS_TRACK) and session.state.tracks[0].points is not None
    session.play(GAME.sample_action(session.state, rng))
    session.undo()
    session.undo()
    assert fact not in session.history and session.state.tracks[0].points is None
    session.play(fact)
    session.play(GAME.sample_action(session.state, rng))
    kept, game_id = session.state, session.game_id
    journal.close()
    journal = Journal.open(tmp_path / "journal.sqlite")
    resumed = Session.resume(journal, game_id)
    assert resumed.state == kept and resumed.history.count(fact) == 1
    journal.close()
    replayed = GAME.initial_state(Setup.of([("Red", "red"), ("Blue", "blue")], **unread()))
    for action in resumed.history:
        replayed = GAME.apply(replayed, serial.tagged_from_json(ACTION_TYPES, serial.tagged_to_json(action)))
    assert replayed == kept
