"""Each game's busiest screen for benchmarks/tap_to_frame.py, reached as a table reaches it: the game made by
touch, then played on by the engine's own random legal moves from a fixed seed (``sample_action``; Catan's
table dice, tests/ui/catan_helpers.py's ``table_move``) until the moment measured: Kilim's carpet with five
seats late on the last day, Kilia's table in its last round, Ilos's table with five seats late in the game,
Catan's scenario 5 map near the end, the statistics charts over 2,000 plays, the result screen of five players.

The whole game is first drawn on the pure engine to know where that moment is; the session then plays the
actions up to it (each journaled as at the table)."""

from __future__ import annotations

import random
from typing import Any, Callable

from benchmarks.tap_helpers import Probe, game_table, overlays, start_on_new_game, touch

LIMIT = 20_000  # actions: every sampled game ends well before
FIVE = ["Ayla", "Bora", "Cem", "Deniz", "Ece"]
Chooser = Callable[[Any, Any, random.Random], Any]


def sampled(game: Any, state: Any, rng: random.Random) -> Any:
    return game.sample_action(state, rng)


def play_until(app: Any, seed: int, moment: Callable[[list[Any]], int], choose: Chooser = sampled) -> Any:
    """The game on the app's table played on from a fixed seed: the whole game drawn on the engine, then the
    session plays its first ``moment(states)`` actions. Returns the table screen, refreshed."""
    screen = app.screen
    session = screen.session
    game, state, rng = session.game, session.state, random.Random(seed)
    states, actions = [state], []
    while len(actions) < LIMIT:
        action = choose(game, state, rng)
        if action is None:
            break
        state = game.apply(state, action)
        states.append(state)
        actions.append(action)
    for action in actions[:moment(states)]:
        session.play(action)
    screen.refresh()
    app.settle()
    return screen


def last(states: list[Any], wanted: Callable[[Any], bool]) -> int:
    """The number of actions after which the game stands at the last state that is ``wanted``."""
    return max(i for i, state in enumerate(states) if wanted(state))


def kilim_carpet_five(app: Any, factory: Any) -> Probe:
    """Kilim's carpet with five seats, laying the last day's last domino won: a tap on a free cell shows the
    domino there (two cells in turn)."""
    from games.kilim import carpet as rules
    from games.kilim.model import Phase
    from tests.ui.kilim_helpers import create_kilim_game, main_button

    create_kilim_game(app, FIVE)
    screen = play_until(app, 3, lambda states: last(states, lambda s: s.phase is Phase.WEAVE and s.day == 3))
    seat = screen.session.state.turn.winner
    app.tap(main_button(app))  # "Lay it on ...'s kilim"
    carpet = app.screen
    spots = rules.legal_placements(screen.session.state.seats[seat].kilim)
    first = (spots[0].row, spots[0].col)
    second = next((p.row, p.col) for p in spots if abs(p.row - first[0]) + abs(p.col - first[1]) > 2)
    cells, turn = [first, second], [0]

    def act() -> None:
        turn[0] += 1
        touch(carpet.grid, carpet.grid.cell_center(cells[turn[0] % 2]))

    return act, lambda: carpet.tool.anchor == cells[turn[0] % 2]


def kilia_last_round(app: Any) -> Any:
    from tests.ui.kilia_helpers import create_kilia_game

    create_kilia_game(app, FIVE[:4])
    return play_until(app, 4, lambda states: next(i for i, s in enumerate(states) if s.last_round) + 1)


def ilos_five(app: Any) -> Any:
    from tests.ui.ilos_helpers import create_ilos_game

    create_ilos_game(app, FIVE)
    return play_until(app, 5, lambda states: last(states[:len(states) * 4 // 5], lambda s: not s.acted))


def catan_late(app: Any, factory: Any) -> Probe:
    """Catan's map at scenario 5 near the game's end (the largest board, the most pieces on it): a tap on a hex,
    the panel shows that hex (two hexes in turn)."""
    from tests.ui.catan_helpers import create_catan_game, store_board, table_move

    store_board(app, 5)
    create_catan_game(app, FIVE[:4], scenario=5, first_time=False)

    def choose(game: Any, state: Any, rng: random.Random) -> Any:
        return None if game.outcome(state) is not None else table_move(game, state, rng)

    screen = play_until(app, 5, lambda states: last(states, lambda s: s.phase.value == "trade"), choose)
    hexes = [h.at for h in screen.session.state.hexes if h.kind.value != "sea"][:2]
    turn = [0]

    def act() -> None:
        turn[0] += 1
        touch(screen.map, screen.map.place_pos("hex", hexes[turn[0] % 2]))

    return act, lambda: screen.sel.hex == hexes[turn[0] % 2]


def statistics_charts(app: Any, factory: Any) -> Probe:
    """The Statistics screen over 2,000 finished plays (benchmarks/stats_bench.py's, played on sessions): the
    Charts tab tapped from the Games tab (that one shown again between samples, unmeasured)."""
    from benchmarks.stats_bench import PLAYS, journal_of
    from companion.core import journal as journal_module

    keep = journal_module.now_iso
    try:
        app.context.journal = journal_of(PLAYS)  # in memory: 24,000 fsyncs would take minutes, and the tab
    finally:                                      # reads the plays the screen loaded when it opened
        journal_module.now_iso = keep
    app.tap(app.screen.ids.statistics_button)
    screen = app.screen

    def reset() -> None:
        screen.show_tab("games")

    def act() -> None:
        touch(screen.ids.charts_tab)

    return Probe(act, lambda: screen.tab == "charts", reset)


def result_five(app: Any, factory: Any) -> Probe:
    """The result screen of five players after four rounds of scores (free play): "Yes" to "End the game?" shows
    it. Between samples the end is undone and "End the game" asked again, unmeasured."""
    from companion.screens.i18n import tr
    from games.freeplay.state import EndTurn, SetScore

    start_on_new_game(app, FIVE)
    table = app.screen
    rng = random.Random(6)
    for number in range(1, 5):
        for seat in range(len(FIVE)):
            table.session.play(SetScore(number, seat, rng.randint(0, 30)))
        for _ in FIVE:
            table.session.play(EndTurn(0))
    table.refresh()
    app.settle()

    def reset() -> None:
        if app.screen.name == "result":
            app.tap(app.screen.ids.undo_button)
        app.tap(app.button(tr._("End the game")))

    def act() -> None:
        touch(app.sheet_button("yes"))

    return Probe(act, lambda: app.screen.name == "result" and not overlays(), reset)


SCENARIOS = {
    "Kilim carpet, 5 seats, day 3: tap a cell": kilim_carpet_five,
    "Kilia table, last round: main action": game_table(kilia_last_round),
    "Ilos table, 5 seats, late: main action": game_table(ilos_five),
    "Catan map (scenario 5), late: tap a hex": catan_late,
    "Statistics, 2,000 plays: Charts tab": statistics_charts,
    "Result screen, 5 players: End the game": result_five,
}
