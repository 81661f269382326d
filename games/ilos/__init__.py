"""Ilos: ships and pioneers on a growing archipelago, piracy, a market of four resources, hidden stashes
sold at the market's prices."""

from games.ilos.rules import Ilos

__all__ = ["Ilos"]
