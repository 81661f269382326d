"""Kilim: sealed-bid auctions of carpet dominoes over three days, then the kilims are scored."""

from games.kilim.rules import Kilim

__all__ = ["Kilim"]
