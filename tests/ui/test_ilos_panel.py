"""The Ilos side panel as data (kit specs), without a window: what is offered comes from the engine's legal places,
and what is refused carries the engine's stash-blind reason with its clause."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from companion.locale import Translator
from companion.screens.i18n import tr
from companion.screens.ilos import panel
from companion.screens.ilos.panel import explore_choice, explore_items, tile_items
from companion.screens.kit import specs
from games.ilos import PIONEER_CARDS, Action, Ilos, IlosView, Resource, dock_coasts, free_lairs, pioneer_spots
from games.refusals import Refusal
from tests.games.ilos.helpers import ANA, archipelago_start, with_hands

GAME = Ilos()


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    before = tr.language
    tr.switch("en")
    yield
    tr.switch(before)


class FakeDesk:
    def __init__(self, state: Any) -> None:
        self.state, self.played, self.selected = state, [], {}  # type: ignore[var-annotated]

    def check(self, action: Action) -> Refusal | None:
        return GAME.public_check(self.state, action)

    def act(self, action: Action, tile: int | None = None) -> object:
        self.played.append(action)
        return True

    def select(self, **changes: Any) -> None:
        self.selected.update(changes)

    def back(self) -> None: ...
    def open_stash(self, seat: int) -> None: ...
    def open_redraw(self, seat: int) -> None: ...
    def raise_price(self, resource: Resource) -> None: ...


def legal(state: Any, sel: panel.Selection) -> panel.Legal:
    return panel.Legal(frozenset(dock_coasts(state, state.seat)), frozenset(free_lairs(state, state.seat)),
                       {card: frozenset(pioneer_spots(state, state.seat, card)) for card in PIONEER_CARDS})


def buttons(items: list[specs.Item]) -> dict[str, specs.Button]:
    found: dict[str, specs.Button] = {}
    for item in items:
        inner = item.items if isinstance(item, (specs.Row, specs.Grid)) else [item]
        found.update({b.text: b for b in inner if isinstance(b, specs.Button)})
    return found


def test_a_ship_card_is_offered_where_the_engine_lets_a_ship_go_and_refused_with_its_clause() -> None:
    state = with_hands(archipelago_start(), ana=5)
    view: IlosView = GAME.view(state, None)
    sel = panel.Selection("tile", tile=0)
    desk = FakeDesk(state)
    dock = buttons(tile_items(desk, view, sel, legal(state, sel), 0))["Dock a ship on island 1"]
    assert dock.enabled
    dock.on_tap()
    assert desk.played[-1].tile == 0
    poor = with_hands(state, ana=1)  # "NAVIRE Coût : Défaussez 1 carte": the card and 1 more
    items = tile_items(FakeDesk(poor), GAME.view(poor, None), sel, legal(poor, sel), 0)
    refused = buttons(items)["Dock a ship on island 1"]
    assert refused.refusal is not None and refused.refusal.clause is not None
    assert Translator("fr").text(refused.refusal.clause.section) == "NAVIRE"  # the heading as printed
    assert any(isinstance(i, specs.Refused) for i in items)  # the reason on its own line too


def test_the_market_is_never_refused_for_what_lies_behind_a_screen() -> None:
    state = with_hands(archipelago_start(), ana=5)  # the app counts nothing behind Ana's screen
    raises = buttons(panel.overview(FakeDesk(state), GAME.view(state, None)))
    assert all(raises[f"Raise {r}"].enabled for r in ("Ebony", "Dye", "Gold", "Spices"))


def test_an_exploration_where_no_tile_fits_is_refused_with_the_exploration_rule() -> None:
    state = with_hands(archipelago_start(), ana=5)
    sel = panel.Selection("explore", cell=(0, -1))  # north of the first tile, whose north side is sea
    items = explore_items(FakeDesk(state), GAME.view(state, None), sel, legal(state, sel))
    explore = explore_choice(FakeDesk(state), GAME.view(state, None), sel, legal(state, sel))
    assert explore.text == "Explore with the ship" and any(isinstance(i, specs.Refused) for i in items)
    assert explore.refusal is not None and explore.refusal.clause is not None
    assert Translator("fr").text(explore.refusal.clause.section) == "RÈGLE D'EXPLORATION"
    assert state.seat == ANA
