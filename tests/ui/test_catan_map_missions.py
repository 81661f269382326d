"""Scenario 5 on the map and in the players' panels through the real window: a fish the die put on a shoal drawn
on it, the advantage a spice village gives listed on its friend's panel, the three mission tracks side by side in
the points panel. The table's moves are played straight on the session (the screens under test come after)."""

from __future__ import annotations

import random
from typing import Any, Callable

from companion.screens.catan_ep.board_entry import BoardEntry
from games.base import RuleError
from games.catan_ep.actions import FishRoll, VisitVillage
from games.catan_ep.missions import track_points
from games.catan_ep.model import Advantage, CatanState, Kind
from tests.ui.catan_helpers import island_board, panel_texts, table_move, tap_key
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay
from tests.ui.test_catan_board_entry import NAMES, new_game, store_tracks

SEED = 0  # with island_board(5) and 3 players: a fish on a shoal after ~50 actions, a crew in a village after ~80


def scenario_5(app: Harness) -> Any:
    """A 3-player scenario-5 game on the stored board (kept in one tap on the entry that opens every game)."""
    store_tracks(app)
    app.context.preferences.set("catan_ep_board_5", island_board(5))
    new_game(app, 5)
    entry = overlay(BoardEntry)
    assert entry is not None
    app.tap(entry.done_button)
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    return app.screen


def moves_until(game: Any, state: CatanState, rng: random.Random, until: Callable[[CatanState, Any], bool],
                limit: int = 3000) -> list[Any]:
    """The table's moves (legal ones: a move the engine refuses is drawn again) up to the first one after which
    ``until(state, move)`` holds."""
    moves: list[Any] = []
    for _ in range(limit):
        for _attempt in range(50):
            move = table_move(game, state, rng)
            try:
                state = game.apply(state, move)
                break
            except RuleError:  # the sampler's move refused: the table makes another
                continue
        moves.append(move)
        if until(state, move):
            return moves
    raise AssertionError("the state wanted never came")


def play(app: Harness, moves: list[Any]) -> None:
    session = app.screen.session
    for move in moves:
        session.play(move)
    app.screen.refresh()
    app.settle()


def fish_at(state: CatanState) -> set[tuple[int, int]]:
    return {h.at for h in state.hexes if h.fish}


def test_the_fish_the_die_put_on_a_shoal_is_drawn_there(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = scenario_5(app)
    session = screen.session
    moves = moves_until(session.game, session.state, random.Random(SEED), lambda s, _m: bool(fish_at(s)))
    # catan-fr: "Si le nombre obtenu correspond à un banc de poissons ... placez une figurine banc de poissons"
    assert isinstance(moves[-1], FishRoll)
    play(app, moves[:-1])
    assert not [f for f in screen.map.figures if f[0] == "fish"]
    shoals = {h.at: h.number for h in session.state.hexes if h.kind is Kind.FISH}
    assert shoals and all(("die", at, face) in screen.map.figures for at, face in shoals.items())
    play(app, moves[-1:])
    (at,) = fish_at(session.state)
    assert [f for f in screen.map.figures if f[0] == "fish"] == [("fish", at)]
    assert shoals[at] == moves[-1].die


def test_a_village_s_advantage_shows_on_its_friend_s_panel(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = scenario_5(app)
    session = screen.session
    moves = moves_until(session.game, session.state, random.Random(SEED),
                        lambda _s, m: isinstance(m, VisitVillage))
    play(app, moves)
    visit = moves[-1]
    village = next(h for h in session.state.hexes if h.at == visit.at)
    assert visit.seat in village.crews and ("crew", village.at, visit.seat) in screen.map.figures
    assert ("advantage", village.at, village.advantage.value) in screen.map.figures
    assert ("sacks", village.at, village.sacks) in screen.map.figures or village.sacks == 0
    bar = next(w for w in screen.ids.seats.chips() if w.name == NAMES[visit.seat])
    app.tap(bar)
    # catan-fr: "Ces derniers vous procurent l'avantage illustré, que vous pouvez utiliser dès maintenant."
    expected = {Advantage.SWIFT_VOYAGE: "Swift voyage x1: each ship starts with 5 moves",
                Advantage.PIRATE_BONUS_4: "Pirate bonus: 4 and 6 chase the pirate",
                Advantage.PIRATE_BONUS_5: "Pirate bonus: 5 and 6 chase the pirate",
                Advantage.FAST_GOLD: "Fast gold: up to 1 resource sold for 1 gold a turn"}[village.advantage]
    texts = panel_texts(app)
    assert "Spice village advantages" in texts and expected in texts
    other = next(s for s in range(len(NAMES)) if s != visit.seat and not any(
        s in h.crews for h in session.state.hexes if h.kind is Kind.VILLAGE))
    app.tap(next(w for w in screen.ids.seats.chips() if w.name == NAMES[other]))
    assert "No crew in a spice village yet" in panel_texts(app)


def test_the_three_mission_tracks_each_player_s_space(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = scenario_5(app)
    session = screen.session
    moves = moves_until(session.game, session.state, random.Random(SEED),
                        lambda s, _m: any(m.step for t in s.tracks[1:] for m in t.markers))
    play(app, moves)
    tap_key(app, "points")
    texts = panel_texts(app)
    assert {"Mission tracks", "Pirate Lairs track", "Fish for Catan track", "Spices for Catan track"} <= set(texts)
    state = session.state
    cells = []
    for track in state.tracks:
        for marker in track.markers:
            space = "S" if marker.step == 0 else str(marker.step)
            cells.append(f"{NAMES[marker.seat]}: {space} · {track_points(track, marker.seat)} pts")
    assert set(cells) <= set(texts)
    assert any(not c.endswith("S · 0 pts") for c in cells)
