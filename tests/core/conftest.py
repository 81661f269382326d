"""Fixtures for the core tests: a journal file in a fresh folder, Free play, and the sealed-guess game."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from games import base
from games.base import Game

from companion.core.journal import Journal
from tests.core.sealed_guess import SealedGuess


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "journal.sqlite3"


@pytest.fixture
def journal(path: Path) -> Iterator[Journal]:
    journal = Journal.open(path)
    assert journal.recovery is None and journal.warning is None
    yield journal
    journal.close()


@pytest.fixture
def freeplay() -> Game[Any, Any]:
    return base.get("freeplay")


@pytest.fixture
def sealed_guess() -> Iterator[Game[Any, Any]]:
    """Registered for the test only: Session.resume finds games through the registry."""
    base.register(SealedGuess)
    try:
        yield base.get(SealedGuess.name)
    finally:
        base._REGISTRY.pop(SealedGuess.name, None)  # no public unregister: a test-only game must not linger
