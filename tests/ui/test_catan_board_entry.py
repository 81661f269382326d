"""The board entry of scenarios 3 to 5 through the real window: the frame with the Council of Catan, its harbors
tapped, bad boards refused with the engine's reason, the start island laid anew at every game (the entry opens
prefilled, one tap keeps it), Settings' "enter again" for a chosen scenario, and the big frame zoomed and panned on
the 800x480 screen so that a hex is a finger wide."""

from __future__ import annotations

from typing import Any

from kivy.core.window import Window
from kivy.tests.common import UnitTestTouch

from companion.screens.catan_ep.board_entry import COUNCIL_AT, offset
from companion.screens.catan_ep.board_entry import BoardEntry
from companion.screens.catan_ep.prepare import TrackEntry
from companion.screens.i18n import tr
from games.catan_ep.hexgrid import Coord, Corner, corners_of
from games.catan_ep.model import Kind
from tests.ui.catan_helpers import TRACK, enter_board, island_board, question, touch
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay, quick_tap
from tests.ui.kilim_helpers import create_on_new_game

NAMES = ["Ana", "Bo", "Cy"]
SCENARIO_LABELS = ("1: Land Ho!", "2: Pirate Lairs", "3: Fish for Catan", "4: Spices for Catan",
                   "5: Pirates & Explorers")
NO_COUNCIL = ("From scenario 3 the board has the Council of Catan (frame piece D2), next to the start island: enter "
              "its hex as 'q,r council a b' with its two harbors")
HARBOR_OFF = ("The Council of Catan is entered as 'q,r council a b': a and b, its two harbors, are two different "
              "corners of its hex, 0 (the top one) to 5 clockwise")


def store_tracks(app: Harness) -> None:
    for mission in ("pirate_lairs", "fish", "spices"):
        app.context.preferences.set(f"catan_ep_track_{mission}", " ".join(TRACK))


def new_game(app: Harness, scenario: int) -> None:
    """Home -> New game -> Explorers & Pirates -> Rules: the scenario cycled to ``scenario`` -> names -> Start."""
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Catan: Explorers & Pirates")))
    app.tap(app.screen.ids.rules_button)
    for label in SCENARIO_LABELS[:scenario - 1]:
        app.tap(tr._(label))
    app.tap(tr._("OK"))
    create_on_new_game(app, NAMES)


def board_from_settings(app: Harness, scenario: int) -> None:
    """Home -> Settings -> "Enter the box's figures now": Explorers & Pirates -> the scenario: its board entry, for a
    table that enters the board before its first game (a new game of scenarios 1 and 2 asks it at first need)."""
    app.tap(app.screen.ids.settings_button)
    app.tap(tr._("Catan: Explorers & Pirates"))
    app.tap(next(w for w in Window.children if hasattr(w, "answer_buttons")).answer_buttons[scenario])


def tap_hex(app: Harness, entry: BoardEntry, at: tuple[int, int]) -> None:
    touch(app, *entry.map.to_window(*entry.map.place_pos("hex", at)))


def tap_corner(app: Harness, entry: BoardEntry, corner: Corner) -> None:
    """A tap on a ringed corner; where rings crowd, the map asks which (kit/map_tap.py): that corner."""
    touch(app, *entry.map.to_window(*entry.map.place_pos("corner", corner)))
    asked = question()
    if asked is not None and corner in asked.answer_buttons:
        app.tap(asked.answer_buttons[corner])


def refused(app: Harness, entry: BoardEntry, message: str) -> None:
    app.tap(entry.done_button)
    assert entry.error.text == message
    assert overlay(BoardEntry) is entry and app.screen.name != "catan_ep"


def test_scenario_5_board_with_the_council_and_its_harbors_by_touch(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    store_tracks(app)
    new_game(app, 5)
    entry: Any = overlay(BoardEntry)
    assert entry is not None and "shuffled each game" in entry.intro.text
    # catan-fr: "remplacer la pièce D1 par la pièce D2 - Le Conseil de Catane ... elle borde l'île de départ"
    assert entry.cells[COUNCIL_AT] == "council" and len(entry.harbors) == 2
    quick_tap(app, entry.brush_buttons["sea"])
    tap_hex(app, entry, COUNCIL_AT)
    enter_board(app)  # the island painted, then Keep: no Council at all
    assert entry.error.text == NO_COUNCIL and overlay(BoardEntry) is entry

    far = offset(13, 3)  # in the frame's east side, far from the start island
    quick_tap(app, entry.brush_buttons["council"])
    tap_hex(app, entry, far)
    assert entry.brush == "harbor" and entry.harbors == []  # the Council moved: its harbors are tapped anew
    assert app.screen.name != "catan_ep"
    tap_corner(app, entry, corners_of(*far)[0])
    tap_corner(app, entry, corners_of(*far)[3])
    refused(app, entry, NO_COUNCIL)  # not next to the start island

    council = offset(1, 6)  # the frame's south row, under two hexes of the start island
    quick_tap(app, entry.brush_buttons["council"])
    tap_hex(app, entry, council)
    assert entry.cells[far] == "sea" and entry.cells[council] == "council"
    island_corner = corners_of(*offset(2, 2))[3]
    tap_corner(app, entry, corners_of(*council)[2])
    tap_corner(app, entry, island_corner)  # a harbor that is not a corner of the Council
    assert ("harbor", corners_of(*council)[2]) in entry.map.figures
    refused(app, entry, HARBOR_OFF)
    tap_corner(app, entry, island_corner)  # tapped again: no longer a harbor
    tap_corner(app, entry, corners_of(*council)[4])
    assert {f[1] for f in entry.map.figures if f[0] == "harbor"} == {corners_of(*council)[i] for i in (2, 4)}
    app.tap(entry.done_button)
    assert app.wait_until(lambda: app.screen.name == "catan_ep"), entry.error.text
    state = app.screen.session.state
    placed = next(h for h in state.hexes if h.kind is Kind.COUNCIL)
    assert placed.at == council and placed.ports == (2, 4)
    kept = app.context.preferences.get("catan_ep_board_5")
    assert f"{council[0]},{council[1]} council 2 4" in kept and app.screen.session.setup.option("board") == kept

    # catan-fr: "Mélangez les tuiles Terrain du jeu de base et placez-les aléatoirement": each game, the entry again
    first = app.screen.session
    app.tap(app.screen.ids.home_button)
    new_game(app, 5)
    again: Any = overlay(BoardEntry)
    assert again is not None and again is not entry and again.text() == kept
    app.tap(again.done_button)  # nothing moved: one tap keeps it
    assert app.wait_until(lambda: app.screen.name == "catan_ep" and app.screen.session is not first)
    assert app.screen.session.setup.option("board") == kept


def test_scenarios_1_and_2_still_ask_the_board_once(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    store_tracks(app)
    app.context.preferences.set("catan_ep_board_2", island_board(2))
    new_game(app, 2)
    assert app.wait_until(lambda: app.screen.name == "catan_ep")
    assert overlay(BoardEntry) is None


def test_settings_enters_scenario_4_again(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    app.context.preferences.set("catan_ep_board_4", island_board(4))
    app.context.preferences.set("catan_ep_track_fish", "0 1 1 2 2 3 3 4")
    app.context.preferences.set("catan_ep_track_spices", "0 1 1 2 2 3 3 4")
    app.tap(app.screen.ids.settings_button)
    app.tap(tr._("Catan: Explorers & Pirates"))
    chooser = next(w for w in Window.children if hasattr(w, "answer_buttons"))
    assert sorted(chooser.answer_buttons) == [1, 2, 3, 4, 5]
    app.tap(chooser.answer_buttons[4])
    entry: Any = overlay(BoardEntry)
    assert entry is not None and entry.scenario == 4 and entry.text() == island_board(4)
    quick_tap(app, entry.brush_buttons["hills"])
    tap_hex(app, entry, (1, 1))  # the forest 8 and the hills 12 swapped places this game
    quick_tap(app, entry.brush_buttons["forest"])
    tap_hex(app, entry, (-1, 4))
    app.tap(entry.done_button)
    # catan-fr: scenario 4 plays "Du Poisson pour Catane" and "Des Épices pour Catane": both tracks, prefilled
    for mission in ("fish", "spices"):
        track: Any = overlay(TrackEntry)
        assert track is not None and track.questions[track.index].option == f"track_{mission}"
        assert track.spaces == "S:0 1 1 2 2 3 3 4"
        if mission == "spices":
            quick_tap(app, track.find("key:erase"))
            quick_tap(app, track.find("key:5"))
        app.tap(track.find("done"))
    assert overlay(TrackEntry) is None
    board = app.context.preferences.get("catan_ep_board_4")
    assert "1,1 hills 8" in board and "-1,4 forest 12" in board
    assert app.context.preferences.get("catan_ep_track_spices") == "0 1 1 2 2 3 3 5"
    assert app.context.preferences.get("catan_ep_track_fish") == "0 1 1 2 2 3 3 4"
    assert app.context.preferences.get("catan_ep_board_5") is None


def hex_width(entry: BoardEntry) -> float:
    """How wide a hex is drawn on the screen: from one hex's centre to its east neighbour's."""
    west, east = (entry.map.to_window(*entry.map.place_pos("hex", at)) for at in ((3, 3), (4, 3)))
    return float(east[0] - west[0])


def in_view(entry: BoardEntry, at: Coord) -> bool:
    """The whole hex inside the map's view, clear of the zoom buttons."""
    scroll, buttons = entry.zoom_map.scroll, entry.zoom_map.zoom_in.parent
    x, y = entry.map.to_window(*entry.map.place_pos("hex", at))
    left, bottom = scroll.to_window(scroll.x, scroll.y)
    margin = entry.map.layout.size
    inside_x = left + margin <= x <= left + scroll.width - margin
    inside_y = bottom + margin <= y <= bottom + scroll.height - margin
    return inside_x and inside_y and not buttons.collide_point(x, y)


def drag(app: Harness, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
    """A finger put down, moved a little every frame, lifted; then the view is left to come to rest."""
    finger = UnitTestTouch(*start)
    finger.touch_down()
    for step in range(1, steps + 1):
        finger.touch_move(start[0] + (end[0] - start[0]) * step / steps, start[1] + (end[1] - start[1]) * step / steps)
        app.settle()
    finger.touch_up()
    app.settle()


def pan_to(app: Harness, entry: BoardEntry, at: Coord) -> None:
    """Drag the map, as a person would, until the hex ``at`` is in the view (a drag reaches at most 60% across)."""
    scroll = entry.zoom_map.scroll
    for _ in range(8):
        if in_view(entry, at):
            return
        x, y = entry.map.to_window(*entry.map.place_pos("hex", at))
        left, bottom = scroll.to_window(scroll.x, scroll.y)
        cx, cy = left + scroll.width / 2, bottom + scroll.height / 2
        dx = max(-0.6 * scroll.width, min(0.6 * scroll.width, cx - x))
        dy = max(-0.6 * scroll.height, min(0.6 * scroll.height, cy - y))
        drag(app, (cx - dx / 2, cy - dy / 2), (cx + dx / 2, cy + dy / 2))
        app.wait_until(lambda: not scroll.effect_x.is_manual and abs(scroll.effect_x.velocity) < 1
                       and abs(scroll.effect_y.velocity) < 1)
    assert in_view(entry, at), "the drags did not bring the hex into view"


def test_scenario_5_at_800x480_zoomed_a_drag_pans_and_a_tap_paints(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app(size=(800, 480))
    store_tracks(app)
    app.context.preferences.set("catan_ep_board_5", island_board(5))
    new_game(app, 5)
    entry: Any = overlay(BoardEntry)
    assert "last game's is shown" in entry.intro.text and entry.text() == island_board(5)  # Keep: one tap
    far = offset(12, 4)  # a hex of the south zone at the frame's east end
    assert hex_width(entry) < 40 and in_view(entry, far)  # the whole frame in view: too small for a finger
    whole = hex_width(entry)
    app.tap(entry.zoom_map.zoom_in)
    assert hex_width(entry) >= 40
    app.tap(entry.zoom_map.zoom_in)
    assert hex_width(entry) >= 48 and not in_view(entry, far)

    quick_tap(app, entry.brush_buttons["forest"])
    board, seen = entry.text(), entry.map.to_window(*entry.map.place_pos("hex", far))
    pan_to(app, entry, far)  # drags across hexes of every kind
    assert entry.map.to_window(*entry.map.place_pos("hex", far)) != seen  # the map moved under the finger
    assert entry.text() == board  # and nothing was painted

    tap_hex(app, entry, far)
    assert entry.cells[far] == "forest"
    assert entry.text().replace(f"{far[0]},{far[1]} forest", f"{far[0]},{far[1]} south") == board
    app.tap(entry.zoom_map.zoom_out)
    app.tap(entry.zoom_map.zoom_out)
    assert abs(hex_width(entry) - whole) < 1


def test_a_terrain_dragged_across_the_whole_board_paints_every_hex_it_crosses(start_app) -> None:  # type: ignore[no-untyped-def]
    """Painting the 14 blank hexes of the start island one tap each is 14 taps and a brush's worth of aiming:
    at the whole board (nothing to pan) a terrain brush is dragged across a row; a number token is not."""
    app = start_app(size=(800, 480))
    store_tracks(app)
    board_from_settings(app, 2)
    entry: Any = overlay(BoardEntry)
    row = [at for at, kind in sorted(entry.cells.items(), key=lambda item: item[0][0]) if kind == "blank"
           and at[1] == 3]  # the island's middle row, west to east
    assert len(row) >= 3
    quick_tap(app, entry.brush_buttons["hills"])
    first, last = (entry.map.to_window(*entry.map.place_pos("hex", at)) for at in (row[0], row[-1]))
    drag(app, first, last, steps=12)
    assert [entry.cells[at] for at in row] == ["hills"] * len(row)
    assert entry.zoom_map.scroll.scroll_x == 0  # the drag painted; the whole board did not move

    quick_tap(app, entry.brush_buttons["8"])
    drag(app, first, last, steps=12)
    assert [entry.numbers.get(at) for at in row] == [None] * len(row)  # a token is put down, never smeared
    tap_hex(app, entry, row[1])
    assert [entry.numbers.get(at) for at in row] == [None, 8] + [None] * (len(row) - 2)
