"""The start island entered when a move first needs it (games/catan_ep/island.py,
docs/design.md#box-data-once-shared): the rulebook draws it ("Placez les tuiles comme le montre l'illustration"),
the first placements need only its shape, its terrains matter at the first settlement and its tokens at the first
roll; the table's reading enters as the fact ReadIsland."""

from __future__ import annotations

import pytest

from games import serial
from games.base import RuleError
from games.catan_ep.actions import Place, ReadIsland, Roll
from games.catan_ep.island import MISSING, IslandNeeded
from games.catan_ep.model import PRODUCES, Kind, Phase, Resources
from games.catan_ep.sampling import SAMPLE_BOARD

from .helpers import BLUE, FIELDS, GAME, RED, apply, hex_of, new_game, table, with_hex
from .test_setup import H_BLUE, H_N1, H_N2, H_RED, S_BLUE, S_N1, S_N2, S_RED, E

# The sample board (NOT the box's) with the start island's terrains and tokens not entered: its shape only.
UNREAD_BOARD = "; ".join(f"{item.split()[0]} unread" if item.split()[1] in {k.value for k in PRODUCES} else item
                         for item in SAMPLE_BOARD.split("; "))
HARBORS = (Place(RED, corner=H_RED), Place(BLUE, corner=H_BLUE), Place(RED, corner=H_N1), Place(BLUE, corner=H_N2),
           Place(BLUE, corner=S_N1), Place(RED, corner=S_N2))  # the harbors, then the neutral settlements


def test_a_game_starts_on_the_island_s_shape_and_its_first_settlement_asks_for_the_terrains() -> None:
    # catan-ep-fr scenario 2: "chaque joueur place d'abord une colonie portuaire puis une colonie"; "Pour chaque
    # tuile Terrain adjacente à sa colonie, chaque joueur prend une carte de la ressource correspondante."
    state = apply(new_game(2, scenario=2, board=UNREAD_BOARD), *HARBORS)  # the shape is enough: nothing asked
    assert hex_of(state, FIELDS).kind is Kind.UNREAD
    settlement = Place(BLUE, corner=S_BLUE)
    assert GAME.needed(state, settlement) == "board"
    with pytest.raises(IslandNeeded) as missing:
        GAME.apply(state, settlement)
    assert missing.value.key == MISSING
    assert GAME.needed(state, Place(RED, corner=S_BLUE)) is None  # refused for whose turn it is: nothing to enter
    state = apply(state, ReadIsland(SAMPLE_BOARD))
    assert hex_of(state, FIELDS).kind is Kind.FIELDS and hex_of(state, FIELDS).number == 6
    state = apply(state, settlement, Place(RED, corner=S_RED), Place(RED, edge=E((0, -1), (1, -1))),
                  Place(RED, edge=E((1, -1), (1, -2))), Place(BLUE, edge=E((0, 0), (1, 0))),
                  Place(BLUE, edge=E((-1, 1), (-1, 2))))
    assert state.seats[RED].hand == Resources(brick=1, grain=1, wool=1)  # as on a board entered at set-up
    assert state.seats[BLUE].hand == Resources(wood=1, brick=1, grain=1)
    fact = serial.tagged_to_json(ReadIsland(SAMPLE_BOARD))  # journaled like a move
    assert serial.tagged_from_json(GAME.action_types, fact) == ReadIsland(SAMPLE_BOARD)


def test_the_reading_fills_only_the_blank_hexes_once_and_is_checked() -> None:
    state = new_game(2, scenario=2, board=UNREAD_BOARD)
    with pytest.raises(RuleError, match="still blank as a terrain with its number token"):
        apply(state, ReadIsland(UNREAD_BOARD))  # left blank
    with pytest.raises(RuleError, match="the rest of the board stays as the game began"):
        apply(state, ReadIsland(SAMPLE_BOARD.replace("3,0 sea", "3,0 forest 5")))
    with pytest.raises(RuleError, match="not 'q,r kind"):
        apply(state, ReadIsland("0,0 lava"))
    read = apply(state, ReadIsland(SAMPLE_BOARD))
    with pytest.raises(RuleError, match="The start island is entered already"):
        apply(read, ReadIsland(SAMPLE_BOARD))


def test_a_roll_reads_the_number_tokens() -> None:
    # catan-ep-fr: production by the number tokens; a token not entered cannot say who produces.
    state = with_hex(table(2, scenario=2, phase=Phase.ROLL), FIELDS, Kind.UNREAD)
    assert GAME.needed(state, Roll(RED, 3, 3)) == "board"
    assert GAME.needed(table(2, scenario=2, phase=Phase.ROLL), Roll(RED, 3, 3)) is None
