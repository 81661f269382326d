"""Where the app keeps its files: the platform's user data folder, or ``$COMPANION_DATA_DIR``."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

ENV_VAR = "COMPANION_DATA_DIR"
APP_NAME = "table-companion"
JOURNAL_NAME = "journal.sqlite3"


def data_dir() -> Path:
    """The data folder, created if missing.

    A folder that cannot be created (read-only card, no permission) is still returned rather than
    raising: ``Journal.open`` then falls back to memory and tells the players, so the app still starts.
    """
    override = os.environ.get(ENV_VAR, "").strip()
    path = Path(override).expanduser() if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def journal_path() -> Path:
    return data_dir() / JOURNAL_NAME
