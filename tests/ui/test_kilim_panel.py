"""Kilim's side panel and seat bar as plain data over the typed view (companion/screens/kilim/steps.py): no
window needed. What a seat locked never shows before the reveal; the reveal's cards do after it."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from companion.screens.i18n import tr
from companion.screens.kilim.steps import panel, seat_status
from companion.screens.kit import specs
from games.kilim import Kilim, KilimView, Motif, Phase, RevealBids, RevealDomino, SealBid, Special
from tests.games.kilim.helpers import apply, new_game


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    tr.switch("en")
    yield


def texts(items: Any) -> list[str]:
    found: list[str] = []
    for item in items:
        if isinstance(item, (specs.Row, specs.Grid)):
            found += texts(item.items)
        elif hasattr(item, "text"):
            found.append(item.text)
    return found


def shown(state: Any) -> tuple[KilimView, list[str]]:
    view = Kilim().view(state, None)
    items = panel(view, lambda seat: None, lambda: None, lambda action: None, lambda: None)
    return view, texts(items) + [seat_status(view, s) for s in range(len(view.players))]


def test_a_locked_choice_shows_only_that_the_seat_locked() -> None:
    state = apply(new_game(3), RevealDomino(Motif.A, Motif.B), SealBid(0, 13), SealBid(1, Special.SPY))
    view, words = shown(state)
    assert view.phase is Phase.BIDDING
    assert {"Red: Change", "Blue: Change", "Green: Choose", "Pass the screen round"} <= set(words)
    assert words.count("Locked") == 2 and "Spy" not in words
    assert not any("13" in text for text in words if not text.startswith(("Red: 1-", "Blue: 1-", "Green: 1-")))
    assert shown(apply(new_game(3), RevealDomino(Motif.A, Motif.B), SealBid(0, 2), SealBid(1, 9)))[1] == words


def test_after_the_reveal_the_cards_and_the_hands_are_public() -> None:
    state = apply(new_game(3), RevealDomino(Motif.A, Motif.B), SealBid(0, 13), SealBid(1, 4), SealBid(2, 4),
                  RevealBids())
    _, words = shown(state)
    assert {"bid: 13 gold", "bid: 4 gold"} <= set(words) and "Red: 1-12, 14-15" in words


def test_the_seat_bar_says_what_each_figure_is() -> None:
    """A bare "3" under a name reads as points or cards left: each revealed figure says it is a bid or an offer."""
    # kilim-fr: "les joueurs ayant joué une carte Espion choisissent une carte Or de leur choix et la jouent"
    state = apply(new_game(3), RevealDomino(Motif.A, Motif.B), SealBid(0, Special.SPY), SealBid(1, 9),
                  SealBid(2, 4), RevealBids())
    view = Kilim().view(state, None)
    assert [seat_status(view, s) for s in range(3)] == ["Spy", "bid: 9 gold", "bid: 4 gold"]
    tr.switch("fr")
    assert [seat_status(view, s) for s in range(3)] == ["Espion", "mise : 9 Or", "mise : 4 Or"]
