"""Secrets sealed on disk: a sealed choice is journaled encrypted with its game's key, kept in a 0600 file.

Was: sealed bids and Ilos stash corrections lay in plain text in the journal, its -wal and any damaged copy
before their reveal ({"card":13,"seat":0,"type":"SealBid"}).
"""

from __future__ import annotations

import stat
from pathlib import Path
from typing import Any

import pytest
from games import base
from games.base import Game, Setup
from games.ilos.actions import CorrectStash
from games.ilos.model import Resources
from games.kilim.actions import Offer, SealBid, TakeScrap
from games.kilim.model import Motif

from companion.core import journal as journal_module
from companion.core import sealing
from companion.core.journal import Journal
from companion.core.journal_read import NO_KEY
from companion.core.unwritable import KEY_REFUSED
from tests.core import playbook
from tests.core.disk_scenarios import committed_entries
from tests.games.ilos.helpers import PRICES
from companion.core.session import Session
from tests.core.sealed_guess import Reveal, Seal

SETUP = Setup.of([("Ana", "red"), ("Ben", "blue")])
SECRET = b'"number":77'


def on_disk(folder: Path) -> bytes:
    """Every byte the journal left in its folder, the keys aside."""
    return b"".join(p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file() and "keys" not in p.parts)


def test_the_secret_actions_of_the_games_are_sealed() -> None:
    kilim, ilos = base.get("kilim"), base.get("ilos")
    assert kilim.sealed(SealBid(0, 13)) and kilim.sealed(Offer(1, 4)) and kilim.sealed(TakeScrap(0, list(Motif)[0]))
    assert ilos.sealed(CorrectStash(0, Resources()))
    assert not base.get("freeplay").sealed(object())


def test_a_sealed_choice_is_nowhere_in_plain_text(path: Path, sealed_guess: Game[Any, Any]) -> None:
    journal = Journal.open(path)
    session = Session.new(journal, sealed_guess, SETUP)
    session.play(Seal(0, 77))
    session.play(Seal(1, 12))
    assert SECRET not in on_disk(path.parent)  # the main file, the -wal, the sidecar: before the reveal
    session.play(Reveal())
    journal.close()
    assert SECRET not in on_disk(path.parent) and b'"Seal"' not in on_disk(path.parent)
    key = path.parent / "keys" / f"game-{session.game_id}.key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and stat.S_IMODE(key.parent.stat().st_mode) == 0o700
    with Journal.open(path) as again:  # replay opens them with the key
        assert Session.resume(again, session.game_id).state == session.state


def test_a_damaged_copy_reveals_no_sealed_choice(path: Path, sealed_guess: Game[Any, Any]) -> None:
    with Journal.open(path) as journal:
        session = Session.new(journal, sealed_guess, SETUP)
        session.play(Seal(0, 77))
    with path.open("ab") as f:
        f.write(b"garbage")
    with Journal.open(path) as journal:
        assert journal.recovery is not None
        kept = journal.damaged_copy
        assert kept is not None
        assert SECRET not in kept.read_bytes()
        assert Session.resume(journal, session.game_id).state == session.state


def test_without_its_key_a_game_goes_on_before_its_first_sealed_move(path: Path,
                                                                    sealed_guess: Game[Any, Any]) -> None:
    with Journal.open(path) as journal:
        session = Session.new(journal, sealed_guess, SETUP)
        session.play(Seal(0, 77))
        session.play(Seal(1, 12))
    (path.parent / "keys" / f"game-{session.game_id}.key").unlink()
    with Journal.open(path) as journal:
        resumed = Session.resume(journal, session.game_id)
        assert resumed.history == () and resumed.notice is not None
        assert resumed.notice.params["reason"].key == NO_KEY
        assert "77" not in resumed.notice.english()
        resumed.play(Seal(0, 5))  # a new key is made: the game goes on
    with Journal.open(path) as journal:
        assert Session.resume(journal, session.game_id).history == (Seal(0, 5),)


def test_a_key_the_card_refuses_takes_its_move_to_memory_and_back_to_the_card_first(
        path: Path, sealed_guess: Game[Any, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The journal's file still takes writes, but the game's new key cannot be written (here its folder's name
    is taken by a file): the sealed move must not reach the card without its key. Was: it was committed there,
    and the next start set it aside ("the key of its sealed move is missing")."""
    monkeypatch.setattr(journal_module, "RETRY_S", 3600.0)
    journal = Journal.open(path)
    session = Session.new(journal, sealed_guess, SETUP)
    (path.parent / "keys").write_bytes(b"")
    session.play(Seal(0, 77))
    assert journal.in_memory and session.warning is not None and "goes on in memory" in session.warning.english()
    assert session.warning.params["reason"].key == KEY_REFUSED  # told in the table's words, not an errno
    assert committed_entries(path) == 0  # not on the card without its key
    session.play(Seal(1, 12))
    (path.parent / "keys").unlink()  # the card takes the key again
    monkeypatch.setattr(journal_module, "RETRY_S", 0.0)
    session.play(Reveal())
    assert not journal.in_memory and journal.restored is not None and committed_entries(path) == 3
    journal.close()
    with Journal.open(path) as again:
        resumed = Session.resume(again, session.game_id)
        assert resumed.notice is None and resumed.state == session.state


@pytest.mark.parametrize(("name", "options"), [("kilim", {}), ("ilos", PRICES)])
def test_every_sealed_payload_of_a_game_is_stored_at_one_length(path: Path, name: str, options: Any) -> None:
    """Was: a sealed Spy bid took 106 bytes on disk against 102 for any numbered bid, and an Ilos stash's length
    followed its digits: the file's sizes told who played the Spy."""
    game, setup = base.get(name), Setup.of([("Ana", "red"), ("Ben", "blue"), ("Cleo", "green")], **options)
    plain: set[int] = set()
    with Journal.open(path) as journal:
        for seed in range(3):
            session = Session.new(journal, game, setup)
            for op in playbook.operations(seed, 300, game, setup):
                playbook.perform(session, op)
            sealed = [e for e in journal.entries(session.game_id) if e.sealed]
            plain |= {len(str(e.payload)) for e in sealed}
        stored = {n for (n,) in journal._conn.execute("SELECT length(payload) FROM entries WHERE payload LIKE ?",
                                                      ('{"sealed":%',))}
    assert len(plain) > 1  # the secrets themselves differ in length
    assert len(stored) == 1, stored


def test_a_sealed_payload_stored_before_padding_still_opens(path: Path, sealed_guess: Game[Any, Any],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sealing, "PAD", 1)  # whole blocks of one byte: the payloads of journals before padding
    with Journal.open(path) as journal:
        session = Session.new(journal, sealed_guess, SETUP)
        session.play(Seal(0, 77))
        session.play(Seal(1, 5))
        lengths = {len(e.text or "") for e in journal.entries(session.game_id)}
    monkeypatch.undo()
    assert len(lengths) == 2  # unpadded indeed
    with Journal.open(path) as journal:
        resumed = Session.resume(journal, session.game_id)
        assert resumed.notice is None and resumed.state == session.state
        resumed.play(Reveal())
