"""Auction resolution, pure arithmetic on revealed cards (rulebook "1ÈRE ÉTAPE : LE MARCHÉ").

- The auction: equal gold bids cancel, the highest bid left wins (``resolve_bids``).
- The Scrap bag and Artisan rounds: the highest (Scrap bag) or lowest (Artisan) offer wins, a tie gives the
  prize to nobody (``resolve_offers``); the bar they are measured against (``bar``).
- ``explain`` turns an auction into sentences for the screen ("Red 15 and Blue 15 cancel - Green wins with 5").
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from games.base import N_
from games.kilim.model import Rules, Spend

Message = tuple[str, dict[str, Any]]  # an English key with {placeholders} and its parameters


def resolve_bids(bids: Sequence[int | None], equal_bids: str = "cancel_all") -> tuple[int | None, int | None]:
    """(winning seat, winning bid), or (None, None) when nobody wins. ``bids[seat]`` is the seat's gold
    card in the auction (a spy's chosen card included), None for a seat that bid no gold.

    cancel_all (default): every group of equal bids cancels; the highest bid left wins.
    cancel_top: only a tie for the highest bid cancels; the second highest bid wins if one seat made it,
    else nobody wins.
    """
    counts = Counter(b for b in bids if b is not None)
    for value in _considered(counts, equal_bids):
        if counts[value] == 1:
            return bids.index(value), value
    return None, None


def _considered(counts: Counter[int], equal_bids: str) -> list[int]:
    """The bid values looked at, highest first, until one made by a single seat wins."""
    ranked = sorted(counts, reverse=True)
    if equal_bids == "cancel_top":
        return ranked[:2] if ranked and counts[ranked[0]] > 1 else ranked[:1]
    return ranked


def resolve_offers(offers: Sequence[Spend], highest: bool) -> int | None:
    """The seat whose offer wins a Scrap bag (``highest``) or Artisan round, or None: nobody offered,
    or the best offer is tied ("En cas d'égalité, personne ne fouille le sac" / "personne ne le peut")."""
    real = [o for o in offers if not o.discard]
    if not real:
        return None
    best = max(o.value for o in real) if highest else min(o.value for o in real)
    holders = [o.seat for o in real if o.value == best]
    return holders[0] if len(holders) == 1 else None


def bar(winning_bid: int | None, bids: Sequence[int | None], rules: Rules) -> int:
    """What Scrap bag offers must exceed and Artisan offers must undercut: the winning bid. When nobody
    won, the rulebook is silent: 0 by default (nothing was paid), or with ``bar_when_no_winner =
    "highest_played"`` the highest gold card played in the auction (0 if none)."""
    if winning_bid is not None:
        return winning_bid
    if rules.bar_when_no_winner == "highest_played":
        return max((b for b in bids if b is not None), default=0)
    return 0


def can_beat(hand: Sequence[int], bar_value: int) -> tuple[int, ...]:
    """The cards of ``hand`` a Scrap bag seat may offer."""
    return tuple(v for v in hand if v > bar_value)


def can_undercut(hand: Sequence[int], bar_value: int) -> tuple[int, ...]:
    """The cards of ``hand`` an Artisan seat may offer."""
    return tuple(v for v in hand if v < bar_value)


def explain(names: Sequence[str], bids: Sequence[int | None], equal_bids: str = "cancel_all",
            last_of_day: bool = False) -> list[Message]:
    """The auction in sentences: which bids cancelled, who won with what, or why nobody did."""
    counts = Counter(b for b in bids if b is not None)
    messages: list[Message] = []
    if not counts:
        messages.append((N_("Nobody bid a gold card"), {}))
    winner, value = resolve_bids(bids, equal_bids)
    for amount in _considered(counts, equal_bids):
        if amount == value:
            break
        if counts[amount] > 1:
            seats = [names[s] for s, b in enumerate(bids) if b == amount]
            messages.append(cancelled(seats, amount))
    if winner is not None:
        messages.append((N_("{player} wins with {value}"), {"player": names[winner], "value": value}))
    elif last_of_day:
        messages.append((N_("Nobody wins: this was the day's last domino, so it is lost"), {}))
    else:
        messages.append((N_("Nobody wins: the domino goes, with the next one, to the next auction's winner"), {}))
    return messages


CANCEL_MESSAGES = {
    2: "{a} and {b} bid {value}: equal bids cancel",
    3: "{a}, {b} and {c} bid {value}: equal bids cancel",
    4: "{a}, {b}, {c} and {d} bid {value}: equal bids cancel",
    5: "{a}, {b}, {c}, {d} and {e} bid {value}: equal bids cancel",
}


def cancelled(seats: Sequence[str], value: int) -> Message:
    """'Red and Blue bid 15: equal bids cancel', one key per number of seats (so that it translates)."""
    return CANCEL_MESSAGES[len(seats)], {"value": value, **dict(zip("abcde", seats))}


def english(messages: Sequence[Message]) -> str:
    return " - ".join(key.format(**params) for key, params in messages)
