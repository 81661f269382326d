"""Catan: Explorers & Pirates, scenarios 1 and 2: a hex map entered at set-up and discovered by ships, settlers
and harbor settlements, gold, pirate ships and the Pirate Lairs mission."""

from games.catan_ep.rules import CatanExplorersPirates

__all__ = ["CatanExplorersPirates"]
