"""Every stored figure checked (docs/journal.md, "Checksums"): a turn's time and a game's turn clock, what the play log,
its exports and the statistics read without replaying, each with a digest of its own (schema 7). One bit flipped in
the main file of a real journal (closed cleanly, so every row is in it): restored from the move log where it holds a
copy, with a notice; otherwise not shown, with a notice, never a figure that changed on the disk. Was: Ben's 25 s of
thinking read 27 s in History, Statistics, the turns CSV and the record, without a word."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from games.freeplay.state import SetScore

from companion.core import durable, game_record, stats, turn_clock as tc, turns_csv
from companion.core.exports import duration_min
from companion.core.journal import Journal
from companion.core.journal_file import SCHEMA_VERSION, TURN_COLUMNS
from companion.core.playlog import plays
from companion.core.session import Session
from tests.core import playbook
from tests.core.clocked import T0, played
from tests.core.turn_rows import int_bytes, times_at

THINKING = (33_000, 25_000, 12_000)  # Ana, Ben, Chloé in the game ``played`` (worked out by hand in test_turn_times)
BEN_TURN = 3  # the seq of the action that ended Ben's turn: it carries his 25 s and his 100 s of pause


def flip_thinking_time(path: Path, seq: int) -> None:
    """One bit of the thinking time of the turns row at ``seq``, in the main file."""
    at, (started, thinking, _) = times_at(path, seq)
    data = bytearray(path.read_bytes())
    data[at + int_bytes(started)] ^= 0x08  # its first byte: 25,000 ms -> 27,048 ms
    path.write_bytes(bytes(data))


def notices(journal: Journal) -> list[str]:
    return [notice.english() for notice in journal.notices]


def test_a_flipped_bit_in_a_turns_time_is_restored_from_the_move_log(path: Path) -> None:
    played(path)
    flip_thinking_time(path, BEN_TURN)
    with Journal.open(path) as journal:
        assert notices(journal) == ["The turns' times of a game of Free play were restored from the journal's second "
                                    "copy (they had changed on the disk)"]
        [play] = plays(journal)
        assert play.thinking_ms == THINKING and play.turns[1].thinking_ms == 25_000
    with Journal.open(path) as journal:
        assert journal.notices == []  # written back: said once
        assert plays(journal)[0].thinking_ms == THINKING


def test_a_flipped_bit_in_a_turns_time_with_no_second_copy_is_never_shown(path: Path) -> None:
    game_id, _ = played(path)
    flip_thinking_time(path, BEN_TURN)
    durable.log_path(path).unlink()  # no copy to restore it from
    with Journal.open(path) as journal:
        assert notices(journal) == ["The turns' times of a game of Free play changed on the disk: they are not shown"]
        [play] = plays(journal)
        # Not 27 s for Ben, nor any seat's time without his: none at all, everywhere the figure goes.
        assert play.turns == () and play.thinking_ms == ()
        assert turns_csv.to_csv([play]).splitlines()[1:] == []
        assert stats.player_thinking([play], "Ben").plays == 0
        assert "turns" not in game_record.record_of(journal, game_id)
        assert duration_min(play) == round(play.minutes)  # the pauses are not known: the whole span, as with no clock
    with Journal.open(path) as journal:  # still not shown, still said: nothing can work it out again
        assert len(journal.notices) == 1 and plays(journal)[0].thinking_ms == ()


def clock_kept_before_turns(path: Path) -> int:
    """A game whose thinking times are its clock's alone (kept before turns were journaled one by one): Ana's 40 s."""
    with Journal.open(path) as journal:
        session = Session.new(journal, playbook.freeplay(), playbook.SETUP)
        session.play(SetScore(1, 0, 3))
        session.save_clock(tc.to_json(replace(tc.new(3), used_ms=(40_000, 0, 0)), 0))
        assert plays(journal)[0].thinking_ms == (40_000, 0, 0)
        return session.game_id


def test_a_flipped_bit_in_a_turn_clock_is_never_shown(path: Path) -> None:
    game_id = clock_kept_before_turns(path)
    data = path.read_bytes()
    assert data.count(b"[40000, 0, 0]") == 1
    path.write_bytes(data.replace(b"[40000, 0, 0]", b"[50000, 0, 0]"))  # '4' -> '5' is one bit
    with Journal.open(path) as journal:
        assert notices(journal) == ["The turn clock of a game of Free play changed on the disk: its times are not "
                                    "shown, and it starts again from zero if the game goes on"]
        assert plays(journal)[0].thinking_ms == ()  # never Ana's 50 s
    with Journal.open(path) as journal:  # said once: the changed clock is gone, and still nothing is shown
        assert journal.notices == [] and plays(journal)[0].thinking_ms == ()
        session = Session.resume(journal, game_id)
        assert session.saved_clock() is None  # the seat bar's clock starts from zero (companion/screens/kit)


def test_a_flipped_bit_in_a_running_games_clock_is_worked_out_again_from_its_turns(path: Path) -> None:
    """The clock as saved is one copy; the turns' times the moves carried (in the move log too) are another."""
    game_id, table = played(path)
    saved = table.seat_clock.clock.used_ms
    assert saved == THINKING
    data = path.read_bytes()
    assert data.count(b"[33000, 25000, 12000]") == 1
    path.write_bytes(data.replace(b"[33000, 25000, 12000]", b"[33000, 25000, 13000]"))  # '2' -> '3': one bit
    with Journal.open(path) as journal:
        assert notices(journal) == ["The turn clock of a game of Free play changed on the disk: its times are worked "
                                    "out again from the turns' times its moves kept"]
        clock = tc.from_json(Session.resume(journal, game_id).saved_clock(), T0 + 600_000)
        assert clock is not None and clock.used_ms == THINKING and clock.turn == 4 and clock.seat == 0


def as_schema_6(path: Path) -> None:
    """The file and its move log as the app of schema 6 left them: no digest for a turn or a clock, and the log's
    turns records without one either."""
    with sqlite3.connect(path) as raw:
        records = [durable.game_record(row) for row in raw.execute("SELECT * FROM games")]
        records += [durable.entry_record(row) for row in raw.execute("SELECT * FROM entries ORDER BY id")]
        records += [durable.turn_record(row) for row in raw.execute(
            f"SELECT {', '.join(TURN_COLUMNS[:-1])} FROM turns ORDER BY seq")]
        raw.executescript("ALTER TABLE turns DROP COLUMN digest; CREATE TABLE clocks_6 (game_id INTEGER PRIMARY KEY "
                          "REFERENCES games (id), clock TEXT NOT NULL, at TEXT NOT NULL); INSERT INTO clocks_6 SELECT "
                          "game_id, clock, at FROM clocks; DROP TABLE clocks; ALTER TABLE clocks_6 RENAME TO clocks; "
                          "PRAGMA user_version = 6;")
    raw.close()
    durable.log_path(path).write_bytes(b"".join(records))


def test_a_journal_of_schema_6_gains_the_digests_and_its_log_still_restores(path: Path) -> None:
    played(path)
    as_schema_6(path)
    with Journal.open(path) as journal:
        assert journal.warning is None and journal.recovery is None and journal.notices == []
        assert journal._conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        assert plays(journal)[0].thinking_ms == THINKING and journal.clocks() != {}
    flip_thinking_time(path, BEN_TURN)  # the older app's log record of it, with no digest, restores it
    with Journal.open(path) as journal:
        assert notices(journal) == ["The turns' times of a game of Free play were restored from the journal's second "
                                    "copy (they had changed on the disk)"]
        assert plays(journal)[0].thinking_ms == THINKING


def test_a_move_that_changed_with_no_second_copy_is_not_read_by_the_play_log(path: Path) -> None:
    """Was: until the game was opened (which sets the move aside), History, Statistics and the exports read the changed
    move as if it were the one played: its time in the play's length, itself in the count of moves."""
    game_id, _ = played(path)
    data = path.read_bytes()
    assert data.count(b'"type":"EndGame"') == 1
    path.write_bytes(data.replace(b'"type":"EndGame"', b'"type":"EndGamd"'))  # 'e' -> 'd' is one bit
    durable.log_path(path).unlink()
    with Journal.open(path) as journal:
        assert notices(journal) == ["Move 5 of a game of Free play changed on the disk: the game is shown up to the "
                                    "move before it until it is opened"]
        [play] = plays(journal)
        fourth = journal.entries(game_id)[3]
        assert play.moves == 4 and play.end.isoformat().replace("+00:00", "Z") == fourth.at
        assert len(game_record.record_of(journal, game_id)["times"]) == 4
        Session.resume(journal, game_id)  # sets move 5 aside, with its own notice
    with Journal.open(path) as journal:
        assert journal.notices == [] and plays(journal)[0].moves == 4
