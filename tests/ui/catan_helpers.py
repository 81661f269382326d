"""Catan: Explorers & Pirates through the real window: a new game by touch (the board painted on the board
entry, the mission track typed on its keypad the first time), taps on the map's intersections, sea routes and
hexes where the map draws them, the dice tapped, the turn button on mock GPIO pins (ilos_helpers)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from kivy.core.window import Window
from kivy.tests.common import UnitTestTouch

from companion.screens.catan_ep.board_entry import BoardEntry, board_text, frame
from companion.screens.catan_ep.table import CatanTableScreen
from companion.screens.catan_ep.prepare import TrackEntry
from companion.screens.i18n import tr
from games.catan_ep.actions import Roll
from games.catan_ep.board import parse_board
from games.catan_ep.hexgrid import Coord, Corner, Edge
from games.catan_ep.model import RESOURCES, Kind
from games.catan_ep.scenarios import check_board
from games.catan_ep.setup import TABLE_OPTIONS
from games.catan_ep.production import income
from tests.ui.harness import Harness
from tests.ui.panel_helpers import panel_texts  # noqa: F401 (re-exported)
from tests.ui.ilos_helpers import overlay, press_advance, quick_tap
from tests.ui.kilim_helpers import create_on_new_game

# The 14 base-game terrains of the start island (3 mountains, 4 forests, 3 pastures, 2 fields, 2 hills) and 14
# of the 15 tokens, on the blank hexes of the app's first drawing of the frame (board_entry.frame).
ISLAND: dict[Coord, tuple[str, int]] = {
    (1, 1): ("forest", 8), (2, 1): ("pasture", 5),
    (0, 2): ("mountains", 10), (1, 2): ("fields", 6), (2, 2): ("hills", 4),
    (0, 3): ("forest", 3), (1, 3): ("pasture", 9), (2, 3): ("mountains", 11),
    (-1, 4): ("hills", 12), (0, 4): ("forest", 6), (1, 4): ("fields", 10),
    (-1, 5): ("pasture", 3), (0, 5): ("mountains", 8), (1, 5): ("forest", 4),
}
TRACK = "001122334"  # the points typed for the Pirate Lairs track (the card's figures are not in the rulebook)
TRACKS = {"pirate_lairs": TRACK, "fish": "01122233", "spices": "001122334"}  # made up as TRACK is


def island_board(scenario: int) -> str:
    """The board option the board entry makes of ISLAND on the app's frame."""
    cells, numbers, harbors = frame(scenario)
    for at, (kind, number) in ISLAND.items():
        cells[at], numbers[at] = kind, number
    return board_text(cells, numbers, harbors)


def store_board(app: Harness, scenario: int) -> str:
    """As if the table had entered the board (and the tracks) before: scenarios 1 and 2 start at once; from
    scenario 3 the board entry opens prefilled with it (the start island is shuffled each game), and
    create_catan_game keeps it. Returns the board text (the app's frame with ISLAND; from scenario 3 the frame
    has the Council of Catan), checked as the engine checks a new game's."""
    board = island_board(scenario)
    check_board(scenario, parse_board(board))
    app.context.preferences.set(f"catan_ep_board_{scenario}", board)
    for mission, figures in TRACKS.items():
        app.context.preferences.set(f"catan_ep_track_{mission}", " ".join(figures))
    return board


SCENARIO_LABELS = [label for _, label in next(o for o in TABLE_OPTIONS if o.name == "scenario").choices]
PAIRS = {total: next((a, total - a) for a in range(1, 7) if 1 <= total - a <= 6) for total in range(2, 13)}


def table_move(game: Any, state: Any, rng: random.Random) -> Any:
    """What the table does next: the engine's random legal moves, with dice that favour the player on turn
    (a 7 now and then), and no stop after the sampler's turn limit: the games run to a win."""
    action = game.sample_action(replace(state, turns=0), rng)
    if isinstance(action, Roll):
        if rng.random() < 0.08:
            return Roll(action.seat, 3, 4)
        best = max((t for t in PAIRS if t != 7), key=lambda t: (income(state, t)[state.seat][0].total, rng.random()))
        return Roll(action.seat, *PAIRS[best])
    return action


def touch(app: Harness, x: float, y: float, settle: bool = True) -> None:
    assert 0 <= x < Window.width and 0 <= y < Window.height, f"{x}, {y} is off screen"
    finger = UnitTestTouch(x, y)
    finger.touch_down()
    app.settle()
    finger.touch_up()
    if settle:
        app.settle()


def enter_board(app: Harness, island: dict[Coord, tuple[str, int]] = ISLAND) -> Any:
    """On the open board entry: each terrain brush then its hexes, each number brush then its hexes; Keep."""
    entry = overlay(BoardEntry)
    assert entry is not None, "the board entry is not open"
    kinds = sorted({kind for kind, _ in island.values()})
    for brush in kinds + sorted({str(n) for _, n in island.values()}):  # a number goes on a terrain
        quick_tap(app, entry.brush_buttons[brush])
        for at, (kind, number) in island.items():
            if brush in (kind, str(number)):
                x, y = entry.map.to_window(*entry.map.place_pos("hex", at))
                touch(app, x, y, settle=False)
    app.settle()
    assert all(entry.cells[at] == kind and entry.numbers[at] == n for at, (kind, n) in island.items())
    app.tap(entry.done_button)
    return entry


def enter_track(app: Harness, figures: str = TRACK) -> None:
    entry = overlay(TrackEntry)
    assert entry is not None, "the track entry is not open"
    for digit in figures:
        quick_tap(app, entry.find(f"key:{digit}"))
    app.tap(entry.find("done"))


def create_catan_game(app: Harness, names: list[str], scenario: int = 1, first_time: bool = True,
                      known_tracks: bool = True) -> CatanTableScreen:
    """Home -> New game -> Explorers & Pirates -> (the scenario under Rules) -> names -> Start, by touch; scenarios 1
    and 2 ask the start island, and every scenario a mission track, when a move first needs it. From
    scenario 3 the board entry opens at every new game (painted the first time), prefilled with the board kept
    (store_board): Keep. ``known_tracks``: the tracks kept recorded at once (record_known_tracks)."""
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Catan: Explorers & Pirates")))
    if scenario > 1:
        app.tap(app.screen.ids.rules_button)
        for shown in SCENARIO_LABELS[:scenario - 1]:  # each tap shows the next scenario
            app.tap(tr._(shown))
        app.tap(tr._("OK"))
    create_on_new_game(app, names)
    if first_time and scenario >= 3:
        enter_board(app)
    elif scenario >= 3:
        assert app.wait_until(lambda: overlay(BoardEntry) is not None), "the board entry did not open"
        app.tap(overlay(BoardEntry).done_button)
    assert app.wait_until(lambda: app.screen.name == "catan_ep"), app.screen.name
    if known_tracks:
        record_known_tracks(app.screen)
    return app.screen  # type: ignore[no-any-return]


def record_known_tracks(screen: CatanTableScreen) -> None:
    """The tracks the table answered before (store_board) recorded at once, as the screen records them without asking
    at their first need (test_catan_tracks.py): the seeded games then play as with the tracks given at set-up."""
    for track in screen.session.state.tracks:
        fact = screen.stored_fact(f"track_{track.mission.value}") if track.points is None else None
        if fact is not None:
            screen.session.play(fact)
    screen.refresh()


def _map_point(app: Harness, local: tuple[float, float]) -> tuple[float, float]:
    screen = app.screen
    x, y = screen.map.to_window(*local)
    return x, y


def tap_place(app: Harness, place: Any, at: tuple[float, float]) -> None:
    """A tap on the map where ``place`` is drawn; where ringed places crowd, the map asks which: ``place``."""
    touch(app, *_map_point(app, at))
    asked = question()
    if asked is not None and place in asked.answer_buttons:
        app.tap(asked.answer_buttons[place])


def tap_corner(app: Harness, corner: Corner) -> None:
    tap_place(app, corner, app.screen.map.place_pos("corner", corner))


def tap_edge(app: Harness, edge: Edge) -> None:
    tap_place(app, edge, app.screen.map.place_pos("edge", edge))


def tap_hex(app: Harness, at: Coord) -> None:
    tap_place(app, at, app.screen.map.place_pos("hex", at))


def roll(app: Harness, die1: int, die2: int) -> None:
    tap_key(app, f"die1:{die1}")
    tap_key(app, f"die2:{die2}")


def keys(app: Harness) -> dict[str, Any]:
    """The side panel's buttons by key (companion.screens.kit.specs.Button.key)."""
    return {w.spec.key: w for w in app.screen.ids.panel.widgets() if getattr(getattr(w, "spec", None), "key", "")}


def key_button(app: Harness, key: str) -> Any:
    found = keys(app)
    assert key in found, f"no panel button {key!r}: {sorted(found)}; panel: {panel_texts(app)}"
    return found[key]


def tap_key(app: Harness, key: str) -> None:
    """The panel's button with this key, scrolled into sight and tapped; it must not be refused."""
    app.settle()
    widget = key_button(app, key)
    assert not widget.refused, f"{widget.text!r} is refused; panel: {panel_texts(app)}"
    panel = app.screen.ids.panel

    def in_sight() -> bool:
        """Scrolled to once the panel is laid out (a panel changed this frame may still move)."""
        x, y = widget.to_window(*widget.center)
        left, bottom = panel.to_window(panel.x, panel.y)
        if left <= x <= left + panel.width and bottom + 4 <= y <= bottom + panel.height - 4:
            return True
        panel.scroll_to(widget, padding=10, animate=False)
        return False

    assert app.wait_until(in_sight), f"{widget.text!r} never scrolled into sight"
    app.tap(widget)


def question() -> Any:
    return next((w for w in Window.children if hasattr(w, "answer_buttons")), None)


def choose(app: Harness, value: object) -> None:
    """The open public question (a victim, a card, a trade, a crowded tap on the map): tap that answer."""
    assert app.wait_until(lambda: question() is not None), "no question is open"
    app.tap(question().answer_buttons[value])


def choose_ship(app: Harness, ship: int) -> None:
    """The seat's ship, chosen in the panel's list (Back first when another one is chosen)."""
    screen = app.screen
    if screen.sel.ship == ship:
        return
    if screen.sel.ship is not None or screen.sel.mode != "overview":
        tap_key(app, "back")
    tap_key(app, f"ship:{ship}")
    assert screen.sel.ship == ship


def perform(app: Harness, factory: Any, action: Any) -> None:
    """Play ``action`` the way the table would: by touch on the map and the panel, the turn button for EndTurn."""
    screen = app.screen
    kind = type(action).__name__
    if kind == "Place":
        tap_corner(app, action.corner) if action.corner is not None else tap_edge(app, action.edge)
    elif kind == "Roll":
        roll(app, action.die1, action.die2)
    elif kind == "EndTurn":
        played = len(screen.session.history)
        press_advance(app, factory)
        assert app.wait_until(lambda: len(screen.session.history) > played), "the turn button did nothing"
    elif kind == "Discard":
        for resource in RESOURCES:
            for _ in range(action.cards.get(resource)):
                tap_key(app, f"discard:{resource}")
        tap_key(app, "give")
    elif kind == "PlacePirate":
        if action.at is None:
            tap_key(app, "no pirate")
            return
        tap_hex(app, action.at)
        if question() is not None:
            choose(app, action.victim)
            if action.taken is not None:
                choose(app, action.taken)
    elif kind in ("BuildRoad", "BuildSettlement", "BuildHarbor", "BuildShip"):
        build = {"BuildRoad": "road", "BuildSettlement": "settlement", "BuildHarbor": "harbor",
                 "BuildShip": "ship"}[kind]
        _leave_ship(app)
        tap_key(app, f"build:{build}")
        tap_edge(app, action.edge) if hasattr(action, "edge") else tap_corner(app, action.corner)
    elif kind == "BuildCargo":
        _leave_ship(app)
        tap_key(app, f"build:{action.piece.value}")
        if action.corner is not None:
            tap_corner(app, action.corner)
        else:
            tap_key(app, f"into:{action.ship}")
    elif kind == "BankTrade":
        _leave_ship(app)
        tap_key(app, f"trade:{action.give.value}")
        choose(app, action.take)
    elif kind == "BuyResource":
        _leave_ship(app)
        tap_key(app, "trade:buy")
        choose(app, action.take)
    elif kind == "MoveShip":
        choose_ship(app, action.ship)
        tap_edge(app, action.edge)
    elif kind in ("BuyMoves", "Found", "LandCrews", "PickUpCrews", "Jettison", "Chase"):
        choose_ship(app, action.ship)
        if kind == "Chase":
            tap_key(app, f"chase:{action.die}")
            return
        piece, count = getattr(action, "piece", None), getattr(action, "count", 0)
        key = {"BuyMoves": "moves", "Found": "found", "Jettison": f"back_{piece.value if piece else ''}",
               "LandCrews": f"land{count}", "PickUpCrews": f"pick{count}"}[kind]
        tap_key(app, f"act:{key}")
        if kind == "Found":
            tap_corner(app, action.corner)
    elif kind in ("FishRoll", "SellResource"):
        _leave_ship(app)
        if kind == "FishRoll":
            tap_key(app, f"fish:{action.die}")
        else:
            tap_key(app, "trade:sell")
            choose(app, action.give)
    elif kind in ("TakeFish", "VisitVillage"):
        choose_ship(app, action.ship)
        key = "fish" if kind == "TakeFish" else "village"
        if f"act:{key}" not in keys(app):  # two shoals (or villages) by the ship: one button each
            key = f"{key} {action.at[0]},{action.at[1]}"
        tap_key(app, f"act:{key}")
    elif kind == "Reveal":
        choice = "lair" if action.lair else action.kind.value
        tap_key(app, f"kind:{choice}")
        if action.kind is Kind.FISH:
            tap_key(app, f"face:{action.number}")
        elif action.advantage is not None:
            tap_key(app, f"advantage:{action.advantage.value}")
        elif action.number is not None:
            tap_key(app, f"number:{action.number}")
        tap_key(app, "reveal")
    elif kind == "FlipLair":
        tap_key(app, f"number:{action.number}")
    elif kind == "HeroRoll":
        for seat, die in zip(screen.session.state.capture.seats, action.dice):
            tap_key(app, f"hero{seat}:{die}")
    elif kind == "HeroStep":
        tap_key(app, f"step:{action.step}")
    elif kind == "DeclareEnd":
        tap_key(app, "points")
        tap_key(app, "end")
        confirm_yes(app)
    else:
        raise AssertionError(f"no touch path for {action}")


def confirm_yes(app: Harness) -> None:
    """The open confirmation (kit.overlay.confirm): its yes."""
    def sheet() -> Any:
        return next((b for w in Window.children for b in w.walk(restrict=True) if getattr(b, "key", "") == "yes"),
                    None)

    assert app.wait_until(lambda: sheet() is not None), "no confirmation is open"
    app.tap(sheet())


def _leave_ship(app: Harness) -> None:
    """Back to the trade panel when a ship or a build is chosen."""
    screen = app.screen
    if screen.sel.ship is not None or screen.sel.build is not None or screen.sel.mode != "overview":
        tap_key(app, "back")
