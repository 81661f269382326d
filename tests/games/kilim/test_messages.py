"""Every sentence the Kilim engine explains an auction with is found by the message extractor (so it is translated)."""

from __future__ import annotations

import itertools

from companion.locale.extract import message_ids
from games.kilim import auction


def test_every_explanation_the_engine_gives_is_a_known_message() -> None:
    names = ["Red", "Blue", "Green", "Pink", "Yellow"]
    keys = set()
    for count in range(2, 6):
        for bids in itertools.product([None, 3, 15], repeat=count):
            for rule, last in itertools.product(("cancel_all", "cancel_top"), (False, True)):
                keys |= {key for key, _ in auction.explain(names[:count], bids, rule, last)}
    keys |= {auction.cancelled(names[:n], 7)[0] for n in range(2, 6)}
    assert len(keys) == 8  # no winner, a winner, lost, carried over, and 2 to 5 seats cancelling
    assert keys <= message_ids()
