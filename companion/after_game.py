"""The headless commands for after the game (docs/records.md): replay a record, export a game's record, the plays
(BG Stats, CSV), back up and restore the data folder. No Kivy. Data goes to stdout, every message to stderr in the
user's language; malformed input exits 2, a refusal of the rules exits 1 (as companion/headless.py)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from games import record
from games.base import Phrase, Plural
from games.record import RecordError, RecordRefused

from companion.core.datadir import journal_path
from companion.core.journal import Journal
from companion.core.textfile import FileFault, read_json
from companion.headless import EXIT_MALFORMED, EXIT_REFUSED, say, say_fault
from companion.locale import Translator, environment_language

RECORD_MAX_BYTES = 16 << 20  # a long game of Catan with its digests and times is about 1.5 MB


def write_out(text: str) -> None:
    """UTF-8 whatever the terminal's encoding."""
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.flush()


def write_json(data: Any) -> None:
    write_out(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def open_journal() -> Journal:
    """The data folder's journal; an empty one in memory when there is none yet (an export creates no file)."""
    path = journal_path()
    return Journal.open(path) if path.exists() else Journal.memory()


def summary(played: record.Replay) -> dict[str, Any]:
    """The end of a replayed game as `companion score` prints one: each player's total and breakdown, the winners."""
    players: list[dict[str, Any]] = [{"name": p.name, "colour": p.colour} for p in played.setup.players]
    sheet = played.game.score_sheet(played.final)
    if sheet is not None:
        for seat, player in enumerate(players):
            player["total"] = sheet.totals[seat]
            player["lines"] = {str(line.label): line.points[seat] for line in sheet.lines}
    outcome = played.outcome
    return {"game": played.game.name, "moves": played.moves, "finished": outcome is not None,
            "players": players, "winners": [players[s]["name"] for s in outcome.winners] if outcome else [],
            "termination": outcome.termination.value if outcome else None,
            "tie_break": outcome.tie_break if outcome else None}


def replay(path: Path) -> int:
    try:
        data = read_json(path, RECORD_MAX_BYTES)
    except FileFault as fault:
        return say_fault(path, fault)
    try:
        played = record.replay(data)
    except RecordRefused as refused:
        if refused.rule is not None and refused.index is not None:
            say("{file}: move {move} is refused: {reason}", {"file": str(path), "move": refused.index + 1,
                "reason": Phrase(refused.rule.key, tuple(refused.rule.params.items()))})
        else:
            say("{file}: today's rules do not play this game to its recorded end ({reason})",
                {"file": str(path), "reason": str(refused)})
        return EXIT_REFUSED
    except (RecordError, KeyError, AttributeError, IndexError) as error:
        say("{file}: not a game record this app can read ({reason})", {"file": str(path), "reason": str(error)})
        return EXIT_MALFORMED
    write_json(summary(played))
    return 0


def export_record(game_id: int) -> int:
    from companion.core.game_record import NoRecord, record_of

    journal = open_journal()
    try:
        write_json(record_of(journal, game_id))
    except KeyError:
        say("No game {id} in the journal", {"id": game_id})
        return EXIT_MALFORMED
    except NoRecord as error:
        say("Game {id} cannot be written as a record: {reason}", {"id": game_id, "reason": error.reason})
        return EXIT_REFUSED
    finally:
        journal.close()
    return 0


def _plays() -> list[Any]:
    from companion.core.abandoned import Abandoned
    from companion.core.playlog import plays

    journal = open_journal()
    try:
        return plays(journal, Abandoned.in_folder(journal_path().parent))
    finally:
        journal.close()


def export_plays(kind: str, since_text: str | None = None) -> int:
    """Every finished play (BG Stats' two formats) or every play (CSV) to stdout; none: a message and an empty,
    valid file."""
    from datetime import date

    from companion.core import exports, plays_files

    try:
        since = date.fromisoformat(since_text) if since_text else None
    except ValueError:
        say("--since {value}: expected a day as YYYY-MM-DD, e.g. 2026-11-01", {"value": since_text})
        return EXIT_MALFORMED
    plays = _plays()
    ids_file = plays_files.bgg_ids_file()
    try:
        ids = plays_files.read_bgg_ids(ids_file) if kind not in ("csv", "turns") else {}
    except FileFault as fault:
        return say_fault(ids_file, fault)
    chosen = plays if kind in ("csv", "turns") else exports.finished_since(plays, since)
    data, count = plays_files.contents(kind, chosen, ids)
    write_out(data.decode("utf-8"))
    if not count:
        say("No plays to export: the file holds none", {})
    else:
        print(Translator(environment_language()).plural("{count} play exported", "{count} plays exported",
                                                         count), file=sys.stderr)
    return 0


def _said(done: Plural) -> None:
    print(Translator(environment_language()).plural(done.one, done.many, done.count, dict(done.params)),
          file=sys.stderr)


def backup_command(target: Path, replace: bool | None = None) -> int:
    """``replace`` None: back the data folder up to ``target``; else restore it from ``target``."""
    from companion.core import restore_diff
    from companion.core.backup import BackupError, backup, left_out_words, restore, restored_without_words
    from companion.core.datadir import data_dir

    try:
        if replace is None:
            done = backup(data_dir(), target)
            _said(Plural("Backup written to {file}: {count} file", "Backup written to {file}: {count} files",
                         done.files, (("file", str(target)),)))
            if done.sealed_left_out:
                _said(left_out_words(done.sealed_left_out))
            return 0
        done = restore(target, data_dir(), replace)
    except BackupError as error:
        say(error.notice.key, error.notice.params)
        return EXIT_MALFORMED if error.malformed else EXIT_REFUSED
    _said(Plural("Restored {count} file from {file}", "Restored {count} files from {file}", done.files,
                 (("file", str(target)),)))
    if done.kept is not None and done.lacking:
        say("The data folder as it was is kept as {path}, with {lacking} the backup lacks: {list}",
            {"path": str(done.kept), "lacking": restore_diff.count(done.lacking),
             "list": restore_diff.listed(done.lacking)})
    elif done.kept is not None:
        say("The data folder as it was is kept as {path}", {"path": str(done.kept)})
    if done.sealed_left_out:
        _said(restored_without_words(done.sealed_left_out))
    return 0


def bring_back_command(folder: Path | None) -> int:
    """No folder: the folders a restore kept aside, with the games the journal lacks; else those games brought back
    into the journal (docs/records.md#bringing-kept-games-back)."""
    import sqlite3

    from companion.core import bring_back, restore_diff
    from companion.core.datadir import JOURNAL_NAME, data_dir
    from companion.core.journal import JournalWriteError

    data = data_dir()
    if folder is None:
        kept = bring_back.kept_folders(data)
        for each in kept:
            _said(Plural("{path}: {count} game the journal lacks: {list}", "{path}: {count} games the journal lacks: "
                         "{list}", len(each.lacking), (("path", str(each.folder)),
                                                       ("list", restore_diff.listed([g.said for g in each.lacking])))))
        if not kept:
            say("No folder kept aside by a restore holds a game the journal lacks", {})
        return 0
    if not (folder / JOURNAL_NAME).is_file() or folder.resolve() == data.resolve():
        say("{folder} is not a data folder a restore kept aside (a folder holding a journal, not the data folder "
            "itself); companion bring-back alone lists them", {"folder": str(folder)})
        return EXIT_MALFORMED
    journal = Journal.open(data / JOURNAL_NAME)
    try:
        if journal.in_memory:  # another copy of the app writes to it, or the card takes no writes
            assert journal.warning is not None
            say(journal.warning.key, journal.warning.params)
            return EXIT_REFUSED
        brought = bring_back.bring_back(journal, folder)
    except (OSError, sqlite3.Error, JournalWriteError) as error:
        say("The games cannot be brought back ({reason}); the journal is as it was", {"reason": str(error)})
        return EXIT_REFUSED
    finally:
        journal.close()
    if brought.games:
        _said(Plural("{count} game brought back: {list}", "{count} games brought back: {list}", len(brought.games),
                     (("list", restore_diff.listed(brought.games)),)))
    else:
        say("The journal already holds every game of {folder}: nothing was brought back", {"folder": str(folder)})
    return 0


def main(args: Any) -> int:
    """The parsed command line of companion/cli.py. Output that cannot be written (a full or pulled stick under
    ``> FILE``) is said, exit 1: the shell made that file, so it is named as incomplete rather than removed."""
    try:
        return _run(args)
    except OSError as error:
        say("The output cannot be written ({reason}); what was written is incomplete",
            {"reason": error.strerror or str(error)})
        # What is left in stdout's buffer would fail again at exit, with a traceback and status 120.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_REFUSED


def _run(args: Any) -> int:
    if args.command == "replay":
        return replay(args.file)
    if args.command == "export" and args.what == "record":
        return export_record(args.game_id)
    if args.command == "export":
        return export_plays(args.what, getattr(args, "since", None))
    if args.command == "bring-back":
        return bring_back_command(args.folder)
    if args.command in ("backup", "restore"):
        return backup_command(args.file, args.replace if args.command == "restore" else None)
    return EXIT_MALFORMED
