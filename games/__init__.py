"""Pure rules engines: no Kivy, no hardware, no files, no clocks, no randomness (see games/base.py)."""

import importlib

# Each package registers its game on import (games.base.register).
BUILTIN_GAMES = ("games.freeplay", "games.kilim", "games.ilos", "games.kilia", "games.catan_ep")


def load_all() -> None:
    for module in BUILTIN_GAMES:
        importlib.import_module(module)
