"""Kilia: action cards taken by keys or coins, four zones developed with goods, a market of merchants, skills,
contracts, goals on scoring wheels, ships sailing the canal in the council phase."""

from games.kilia.rules import Kilia

__all__ = ["Kilia"]
