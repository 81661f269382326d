"""Pure rules engines: no Kivy, no hardware, no files, no clocks, no randomness (see games/base.py)."""

import importlib

# The one list of games (docs/design.md#plugins): a package name each. The engine is games.<package> (it
# registers itself on import, games.base.register); its screens and plugin are companion.screens.<package>.
GAMES = ("freeplay", "kilim", "ilos", "kilia", "catan_ep")


def load_all() -> None:
    for package in GAMES:
        importlib.import_module(f"games.{package}")
