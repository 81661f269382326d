"""The Explorers & Pirates table through the real window: the board entry, the map's rings and refusals, the
dice and what each player got, the build panel's costs and reasons, a ship moved step by step to a discovery,
zoom and pan, the pirate ship on a 7, the points and the mission track."""

from __future__ import annotations

import random
from typing import Any, Callable

from gpiozero.pins.mock import MockFactory
from kivy.core.window import Window

from companion.screens.catan_ep.board_entry import BoardEntry
from companion.screens.catan_ep.common import KIND_RGBA
from companion.screens.theme import readable_on
from companion.screens.kit.zoom_map import ZOOMS
from companion.screens.catan_ep.prepare import TrackEntry
from games.catan_ep import board as geo
from games.catan_ep.actions import (BuildRoad, BuildShip, EndTurn, MoveShip, Place, PlacePirate, PlayerTrade, ReadIsland,
                                    Reveal, Roll, Transfer)
from games.catan_ep.hexgrid import corners_of, next_edges, sides_of
from games.catan_ep.model import RESOURCES, CatanState, Kind, Phase, Piece, Resources
from games.catan_ep.pieces import Build, left
from games.catan_ep.production import income
from tests.ui.catan_helpers import (ISLAND, choose, create_catan_game, keys, enter_board, island_board, panel_texts, perform, roll,
                                   key_button, store_board, table_move, tap_corner, tap_edge, tap_hex, tap_key,
                                   touch)
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay, quick_tap

NAMES = ["Ana", "Bo", "Cy"]


def play_until(app: Harness, rng: random.Random, until: Callable[[CatanState], bool], limit: int = 3000) -> None:
    """The table's moves straight on the session (the screens under test come after)."""
    session = app.screen.session
    for _ in range(limit):
        if until(session.state):
            app.screen.refresh()
            app.settle()
            return
        session.play(table_move(session.game, session.state, rng))
    raise AssertionError("the state wanted never came")


def started(app: Harness, scenario: int = 1, names: list[str] = NAMES) -> Any:
    store_board(app, scenario)
    return create_catan_game(app, names, scenario=scenario, first_time=False)


def test_the_start_island_is_asked_at_the_first_settlement_once_and_survives_undo_and_restart(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-ep-fr scenario 1: "Placez les tuiles comme le montre l'illustration ... posez les jetons numérotés à
    # l'endroit indiqué" (a picture: the table enters it); "Chaque joueur place plutôt une colonie portuaire et un
    # bateau de colons puis une colonie": the harbor and the ship need only the island's shape; "Pour chaque tuile
    # Terrain adjacente à sa colonie, chaque joueur prend une carte": the settlement needs its terrains
    # (docs/design.md#box-data-once-shared).
    app = start_app()
    app.tap(app.screen.ids.new_game_button)
    app.tap("Catan: Explorers & Pirates")
    app.tap(app.screen.ids.start_button)
    app.tap(app.sheet().answer_buttons["hint"])  # no names typed: "Play as Player 1, Player 2, Player 3"
    assert app.wait_until(lambda: app.screen.name == "catan_ep") and overlay(BoardEntry) is None  # nothing asked
    screen = app.screen
    session = screen.session
    assert all(geo.hex_at(session.state, at).kind is Kind.UNREAD for at in ISLAND)  # type: ignore[union-attr]
    tap_corner(app, screen.current_target.marks[0])  # the harbor settlement
    tap_edge(app, screen.current_target.marks[0])  # its settler ship
    settlement = screen.current_target.marks[0]
    tap_corner(app, settlement)  # the settlement: its start resources need the terrains
    entry = overlay(BoardEntry)
    assert entry is not None and entry.intro.text.startswith("This move needs the start island")
    assert len(session.history) == 2
    app.tap(entry.done_button)  # nothing painted yet
    assert entry.error.text == "Some start-island hexes are still blank: paint each with its terrain"
    quick_tap(app, entry.brush_buttons["forest"])
    for at in ISLAND:
        touch(app, *entry.map.to_window(*entry.map.place_pos("hex", at)), settle=False)
    app.settle()
    app.tap(entry.done_button)  # terrains with no number token: the engine's reason
    assert "a terrain takes a number token" in entry.error.text
    enter_board(app)  # repainted as the table's island, with its tokens
    assert app.wait_until(lambda: len(session.history) == 4)  # the fact, then the settlement the tap asked for
    fact = session.history[2]
    assert isinstance(fact, ReadIsland) and session.history[3] == Place(0, corner=settlement)
    assert {h.at: (h.kind.value, h.number) for h in session.state.hexes if h.at in ISLAND} == ISLAND
    assert app.context.preferences.get("catan_ep_board_1") == fact.board  # kept for every later game

    app.tap(screen.ids.undo_button)  # the settlement, then the fact, undone like moves ...
    app.tap(screen.ids.undo_button)
    assert len(session.history) == 2 and geo.hex_at(session.state, (1, 1)).kind is Kind.UNREAD  # type: ignore[union-attr]
    tap_corner(app, settlement)  # ... and the fact recorded again from the earlier answer, not asked
    assert app.wait_until(lambda: len(session.history) == 4) and overlay(BoardEntry) is None
    assert session.history[2] == fact

    app = start_app()  # a restart: Continue replays the journal, the fact with it
    app.tap("Continue")
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    assert app.screen.session.history[2] == fact
    assert geo.hex_at(app.screen.session.state, (1, 1)).kind is Kind.FOREST  # type: ignore[union-attr]
    first = app.screen.session
    app.tap(app.screen.ids.home_button)
    app.tap(app.screen.ids.new_game_button)
    app.tap("Catan: Explorers & Pirates")
    app.tap(app.screen.ids.start_button)  # entered once: the next game starts on the same island, nothing asked
    app.tap(app.sheet().answer_buttons["hint"])
    assert app.wait_until(lambda: app.screen.name == "catan_ep" and app.screen.session is not first)
    assert app.screen.session.setup.option("board") == fact.board and overlay(BoardEntry) is None


def test_set_up_rings_the_legal_places_and_says_why_not(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = started(app)
    session = screen.session
    marks = screen.current_target.marks
    assert screen.current_target.kind == "corner" and marks
    assert all(screen.check(Place(0, corner=c)) is None for c in marks)
    island = {c for at in ISLAND for c in corners_of(*at)}
    inland = next(c for c in sorted(island) if c not in marks and not geo.on_coast(session.state, c))
    tap_corner(app, inland)
    assert session.history == ()
    assert "A harbor settlement stands on the coast: choose an intersection by the sea" in panel_texts(app)
    tap_corner(app, marks[0])
    assert session.history == (Place(0, corner=marks[0]),)
    assert screen.current_target.kind == "edge"  # the settler ship next, on a side by the harbor settlement
    assert "Ana places their settler ship: tap a ringed place on the map" in panel_texts(app)


def test_two_taps_enter_the_dice_and_each_player_s_production_shows(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    screen = started(app)
    session = screen.session
    rng = random.Random(1)
    while session.state.phase is Phase.SETUP:
        perform(app, factory, table_move(session.game, session.state, rng))
    assert screen.ids.status.text == "Ana: roll the dice" and screen.ids.main_button.refused
    before = session.state
    roll(app, 3, 5)
    assert session.history[-1] == Roll(0, 3, 5)
    got = income(before, 8)
    lines = panel_texts(app)
    assert "Roll: 8" in lines
    for seat, (cards, gold) in enumerate(got):
        assert any(line.startswith(f"{NAMES[seat]}: ") and line.endswith(f"· {gold} gold") for line in lines)
    assert [s.gold for s in session.state.seats] == [b.gold + g for b, (_, g) in zip(before.seats, got)]
    assert screen.ids.main_button.text == "End turn" and not screen.ids.main_button.refused


def test_the_build_panel_shows_costs_and_the_engine_s_reasons(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = started(app)
    session = screen.session
    rng = random.Random(4)

    def poor(state: CatanState) -> bool:
        hand = state.seats[state.seat].hand
        return state.phase is Phase.TRADE and (hand.wood == 0 or hand.brick == 0)

    play_until(app, rng, poor)
    road = key_button(app, "build:road")
    left = 15 - sum(1 for r in session.state.roads if r.owner == session.state.seat)  # base game: 15 roads
    assert road.refused and road.text == f"Road ({left} left)\n1 Wood · 1 Brick"
    player = NAMES[session.state.seat]
    assert any(t.startswith(f"{player} cannot pay") and "1 wood 1 brick" in t for t in panel_texts(app))

    def rich(state: CatanState) -> bool:
        seat = state.seat
        return (state.phase is Phase.TRADE and state.seats[seat].hand.wood > 0 and state.seats[seat].hand.brick > 0
                and any(session.game.apply(state, BuildRoad(seat, e)) for e in geo_edges(state)
                        if _legal(session, state, BuildRoad(seat, e))))

    play_until(app, rng, rich)
    roads = len(session.state.roads)
    tap_key(app, "build:road")
    marks = screen.current_target.marks
    assert marks and all(screen.check(BuildRoad(session.state.seat, e)) is None for e in marks)
    tap_edge(app, marks[0])
    assert session.history[-1] == BuildRoad(session.state.seat, marks[0]) and len(session.state.roads) == roads + 1
    assert screen.sel.build is None  # back to the trade panel


def geo_edges(state: CatanState) -> list[Any]:
    return sorted({e for h in state.hexes for e in sides_of(h.q, h.r)})


def _legal(session: Any, state: CatanState, action: Any) -> bool:
    try:
        session.game.apply(state, action)
    except Exception:
        return False
    return True


def test_a_ship_moves_step_by_step_to_a_discovery(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    screen = started(app)
    session = screen.session
    rng = random.Random(2)
    play_until(app, rng, lambda s: s.phase is Phase.TRADE)
    seat = session.state.seat
    ship = next(s for s in session.state.ships if s.seat == seat)
    tap_key(app, f"ship:{ship.id}")
    assert "Cargo: settler · moves left: 4" in panel_texts(app)
    moves = 0
    while session.state.phase is not Phase.REVEAL:
        state = session.state
        goals = [h.at for h in state.hexes if h.kind is Kind.HIDDEN]
        assert goals, (state.turns, [h.kind for h in state.hexes])
        marks = screen.current_target.marks
        if not marks:  # no move left this turn: the turn button, and on with it next turn
            assert "Cargo: settler · moves left: 0" in panel_texts(app)
            perform(app, factory, EndTurn(seat))
            play_until(app, rng, lambda s: s.phase is Phase.TRADE and s.seat == seat)
            tap_key(app, f"ship:{ship.id}")
            moves = 0
            continue
        best = min(marks, key=lambda e: sail_distance(state, e))
        tap_edge(app, best)
        assert session.history[-1] == MoveShip(seat, ship.id, best)
        moves += 1
        if session.state.phase is Phase.MOVE:
            assert f"Cargo: settler · moves left: {4 - moves}" in panel_texts(app)
    at = session.state.reveal[0]
    assert screen.current_target.marks == [at]  # the hex to turn up is ringed
    assert screen.ids.status.text == f"{NAMES[seat]}: a hex is discovered"
    cards = session.state.seats[seat].hand.wood
    for kind in ("forest", "hills", "pasture", "fields", "mountains", "sea"):  # each on its colour, as on the map
        button = key_button(app, f"kind:{kind}")
        assert tuple(button.ground) == KIND_RGBA[kind] and tuple(button.color) == readable_on(KIND_RGBA[kind])
    tap_key(app, "kind:forest")
    assert key_button(app, "kind:forest").ground is None and key_button(app, "kind:forest").tone == "primary"
    assert not key_button(app, "number:5").refused
    tap_key(app, "number:5")
    tap_key(app, "reveal")
    assert session.history[-1] == Reveal(at, Kind.FOREST, 5)
    assert session.state.seats[seat].hand.wood == cards + 1  # "vous recevez une ressource du type produit"
    assert screen.ids.undo_button.refused  # undo stops at a hex turned up (docs/design.md#undo-stops-at-reveals)


def sail_distance(state: CatanState, start: Any) -> int:
    """Moves from the route ``start`` to one that points at an unexplored hex (breadth first on sea routes)."""
    seen, frontier, steps = {start}, [start], 0
    while frontier:
        if any(geo.hidden_touching(state, e) for e in frontier):
            return steps
        frontier = [n for e in frontier for n in next_edges(e) if geo.is_route(state, n) and n not in seen
                    and not seen.add(n)]  # type: ignore[func-returns-value]
        steps += 1
    return 10 ** 6


def test_zoom_enlarges_the_map_and_a_panned_tap_still_hits(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = started(app)
    width = screen.map.width
    app.tap(screen.zoom_map.zoom_in)
    app.tap(screen.zoom_map.zoom_in)
    assert abs(screen.map.width - width * ZOOMS[2]) < 2
    marks = screen.current_target.marks
    # the northernmost ringed intersection
    corner = max(marks, key=lambda c: screen.map.place_pos("corner", c)[1])
    scroll, holder = screen.zoom_map.scroll, screen.zoom_map.holder
    cx, _ = screen.map.place_pos("corner", corner)  # panned to the north, that intersection across
    scroll.scroll_x = min(1.0, max(0.0, (screen.map.x + cx - scroll.width / 2) / (holder.width - scroll.width)))
    scroll.scroll_y = 1
    app.settle()
    x, y = screen.map.to_window(*screen.map.place_pos("corner", corner))
    assert scroll.collide_point(*scroll.to_parent(*scroll.to_widget(x, y)))
    touch(app, x, y)
    assert screen.session.history == (Place(0, corner=corner),)
    app.tap(screen.zoom_map.zoom_out)
    app.tap(screen.zoom_map.zoom_out)
    assert abs(screen.map.width - width) < 2


def test_the_pirate_ship_on_a_seven(start_app) -> None:  # type: ignore[no-untyped-def]
    factory = MockFactory()
    app = start_app(pin_factory=factory)
    screen = started(app, scenario=2)
    session = screen.session
    rng = random.Random(3)
    play_until(app, rng, lambda s: s.phase is Phase.ROLL and all(x.hand.total <= 7 for x in s.seats)
               and s.turns > 2)
    seat = session.state.seat
    roll(app, 3, 4)
    assert session.state.phase is Phase.PIRATE
    assert screen.ids.status.text == f"{NAMES[seat]}: the pirate ship"
    marks = screen.current_target.marks
    near = next(h.at for h in session.state.hexes if h.kind is Kind.SEA and geo.near_start_island(session.state, h.at))
    assert near not in marks
    played = len(session.history)
    tap_hex(app, near)
    assert len(session.history) == played
    assert ("A pirate ship goes on a sea hex (the frame's included) not next to the start island"
            in panel_texts(app))
    far = next(at for at in marks if not any(s.seat != seat and geo.touches_hex(s.edge, at)
                                             for s in session.state.ships))
    tap_hex(app, far)
    assert session.history[-1] == PlacePirate(seat, far) and session.state.pirate.at == far
    assert session.state.phase is Phase.TRADE


def test_points_and_the_mission_track(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = started(app, scenario=2, names=NAMES[:2])
    session = screen.session
    rng = random.Random(7)  # the whole scenario-2 game's: a lair is captured after ~730 actions
    play_until(app, rng, lambda s: s.phase is Phase.ROLL and any(m.step for t in s.tracks for m in t.markers))
    tap_key(app, "points")
    state = session.state
    track = state.tracks[0]
    texts = panel_texts(app)
    assert "Pirate Lairs track" in texts
    ahead = max(track.markers, key=lambda m: (m.step, -m.arrival))
    assert f"Leader card (1 point): {NAMES[ahead.seat]}" in texts
    for seat in range(2):
        total = session.view().seats[seat].points
        figure = next(w for w in screen.ids.panel.widgets() if getattr(w, "caption", "").startswith(NAMES[seat]))
        assert figure.value == str(total)
    assert "S · 0 pts · " + ", ".join(NAMES[m.seat] for m in track.markers if m.step == 0) in texts or \
        all(m.step for m in track.markers)


def test_pieces_pass_between_a_ship_and_its_harbor_settlement(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = started(app)
    session = screen.session
    play_until(app, random.Random(1), lambda s: s.phase is Phase.TRADE)
    seat = session.state.seat
    ship = next(s for s in session.state.ships if s.seat == seat and Piece.SETTLER in s.cargo)
    harbor = next(c for c in ship.edge.ends
                  if (b := geo.building_at(session.state, c)) is not None and b.harbor and b.owner == seat)
    tap_key(app, f"ship:{ship.id}")
    unload = next(k for k, w in keys(app).items() if w.text == "Ship: empty · dock: settler")
    tap_key(app, unload)  # "vous pouvez interchanger les figurines entre le bateau et la colonie portuaire"
    assert session.history[-1] == Transfer(seat, ship.id, harbor, (), (Piece.SETTLER,))
    assert geo.building_at(session.state, harbor).dock == (Piece.SETTLER,)
    assert session.state.phase is Phase.MOVE and "Cargo: empty · moves left: 4" in panel_texts(app)


def test_a_fourth_ship_takes_one_off_the_board(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = started(app)
    session = screen.session
    play_until(app, random.Random(0), lambda s: s.phase is Phase.TRADE and left(s, s.seat, Build.SHIP) == 0
               and s.seats[s.seat].hand.wood > 0 and s.seats[s.seat].hand.wool > 0)
    seat = session.state.seat
    mine = [s.id for s in session.state.ships if s.seat == seat]
    assert key_button(app, "build:ship").text.startswith("Ship (0 left)")
    tap_key(app, "build:ship")
    assert "All 3 ships are in play: one leaves the board (with its cargo) for the new one" in panel_texts(app)
    tap_key(app, f"replace:{mine[-1]}")
    marks = screen.current_target.marks
    assert marks, panel_texts(app)
    tap_edge(app, marks[0])
    assert session.history[-1] == BuildShip(seat, marks[0], mine[-1])
    assert session.state.ship(mine[-1]) is None and len([s for s in session.state.ships if s.seat == seat]) == 3


def test_settings_asks_again_for_a_chosen_scenarios_board_and_track(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    store_board(app, 1)
    store_board(app, 2)
    app.tap(app.screen.ids.settings_button)
    for scenario in (1, 2):  # Settings asks which scenario first: the table corrects one board at a time
        app.tap("Catan: Explorers & Pirates")
        chooser = next(w for w in Window.children if hasattr(w, "answer_buttons"))
        app.tap(chooser.answer_buttons[scenario])
        entry = overlay(BoardEntry)
        assert entry is not None and entry.text() == island_board(scenario)  # prefilled with the table's board
        if scenario == 1:
            quick_tap(app, entry.brush_buttons["hills"])
            # the forest 8 is in fact hills
            touch(app, *entry.map.to_window(*entry.map.place_pos("hex", (1, 1))))
        app.tap(entry.done_button)
        if scenario == 1:
            assert overlay(TrackEntry) is None  # scenario 1 plays no mission track
    track = overlay(TrackEntry)
    assert any(getattr(w, "text", "") == "S:0 0 1 1 2 2 3 3 4" for w in track.walk())  # the typed digits shown
    quick_tap(app, track.find("key:erase"))
    quick_tap(app, track.find("key:5"))
    app.tap(track.find("done"))
    assert app.context.preferences.get("catan_ep_track_pirate_lairs") == "0 0 1 1 2 2 3 3 5"
    assert "1,1 hills 8" in app.context.preferences.get("catan_ep_board_1")
    assert app.context.preferences.get("catan_ep_board_2") == island_board(2)


def test_a_trade_between_players_with_gold(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    screen = started(app)
    session = screen.session
    play_until(app, random.Random(5), lambda s: s.phase is Phase.TRADE and s.seats[s.seat].hand.total > 0
               and s.seats[(s.seat + 1) % 3].gold > 0 and any(r for r in RESOURCES if not
                                                                s.seats[(s.seat + 1) % 3].hand.get(r)))
    state = session.state
    seat, other = state.seat, (state.seat + 1) % 3
    mine = next(r for r in RESOURCES if state.seats[seat].hand.get(r))
    lacking = next(r for r in RESOURCES if not state.seats[other].hand.get(r))
    tap_key(app, "trade:player")
    choose(app, other)
    tap_key(app, f"deal give:{mine}")
    assert "A trade gives something each way: cards or gold" in panel_texts(app) and key_button(app, "deal").refused
    tap_key(app, f"deal take:{lacking}")  # a card the other player does not hold
    assert key_button(app, "deal").refused
    assert any(t.startswith(f"{NAMES[other]} does not hold") for t in panel_texts(app)), "|".join(panel_texts(app))
    tap_key(app, "again")
    tap_key(app, f"deal give:{mine}")
    tap_key(app, "deal take:gold")
    tap_key(app, "deal")
    assert session.history[-1] == PlayerTrade(seat, other, Resources().plus(mine), Resources(), 0, 1)
    assert session.state.seats[other].hand.get(mine) == state.seats[other].hand.get(mine) + 1
