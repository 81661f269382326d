"""Exploring a free place of the map (the side panel's explore mode): choose a tile of the exploration area,
turn it, choose the land whose coast takes the ship, and play it: the first island (free) or the Ship card
(a ship from the reserve or one moved). The tile is drawn where it would go, outlined red with the engine's
reason when the exploration rules refuse it there.

Lands of a tile not yet placed are lettered A, B, ... (placed tiles show their island's number).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Mapping

from kivy.graphics import Color, Line
from kivy.metrics import dp
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.widget import Widget

from companion.screens.i18n import tr
from companion.screens.ilos.bits import button, chosen_source, header, label, refused_note, source_button
from companion.screens.ilos.common import View, player_name
from companion.screens.ilos.map import Preview
from companion.screens.ilos.tiles import Pieces, TilePicture, turned
from games.ilos.actions import FirstIsland, ShipExplore
from games.ilos.costs import Card, flat_quote

LAND_LETTERS = "ABCDEF"


def land_letter(land: int) -> str:
    return LAND_LETTERS[land] if 0 <= land < len(LAND_LETTERS) else str(land + 1)


def land_pieces(spec: Mapping[str, Any]) -> Pieces:
    return Pieces(labels=[land_letter(i) for i in range(int(spec["lands"]))])


class TileButton(ButtonBehavior, TilePicture):
    """A tile of the exploration area to pick: outlined white when picked."""

    def __init__(self, spec: Mapping[str, Any], picked: bool, **kwargs: Any) -> None:
        self.picked = picked
        super().__init__(spec=spec, pieces=land_pieces(spec), **kwargs)

    def redraw(self, *_: Any) -> None:
        super().redraw()
        if self.picked:
            with self.canvas:
                Color(1, 1, 1, 1)
                Line(rectangle=(self.x + 1, self.y + 1, self.width - 2, self.height - 2), width=dp(2))


def first_island_due(view: View) -> bool:
    return not view["seats"][view["seat"]]["first_island"]


def action(screen: Any, view: View, turns: int | None = None) -> Any:
    """The action the panel would play: FirstIsland, or ShipExplore with the chosen ship."""
    sel = screen.sel
    x, y = sel.cell
    turns = sel.turns if turns is None else turns
    if first_island_due(view):
        return FirstIsland(view["seat"], sel.pick, x, y, turns, sel.land)
    return ShipExplore(view["seat"], sel.pick, x, y, turns, sel.land, chosen_source(screen, view))


def fit_turn(screen: Any, view: View) -> None:
    """Turn the picked tile the first way that fits the chosen place (the table turns it on the table too)."""
    for turns in range(4):
        if screen.refusal(action(screen, view, turns)) is None:
            screen.sel.turns = turns
            return
    screen.sel.turns = 0


def preview(screen: Any, view: View) -> Preview | None:
    sel = screen.sel
    if sel.cell is None or not view["area"] or sel.pick >= len(view["area"]):
        return None
    spec = turned(view["area"][sel.pick], sel.turns)
    refused = screen.refusal(action(screen, view)) is not None
    return Preview(spec, sel.cell, refused, land_pieces(spec).labels)


def pick(screen: Any, index: int) -> None:
    view = screen.view()
    screen.sel.pick, screen.sel.land = index, 0
    fit_turn(screen, view)
    screen.refresh()


def render(screen: Any, view: View, box: BoxLayout) -> None:
    sel = screen.sel
    first = first_island_due(view)
    box.add_widget(header(screen, tr._("The first island goes here") if first else tr._("Explore here")))
    row = BoxLayout(size_hint_y=None, height=dp(88), spacing=dp(6))
    for index, spec in enumerate(view["area"]):
        tile = TileButton(spec, index == sel.pick, size_hint_x=None, width=dp(88))
        tile.bind(on_release=lambda w, i=index: pick(screen, i))
        row.add_widget(tile)
    row.add_widget(Widget())
    box.add_widget(row)
    spec = view["area"][sel.pick]
    lands = int(spec["lands"])
    if lands > 1:
        box.add_widget(label(tr._("Which land's coast takes the ship?")))
    grid = GridLayout(cols=min(3, 1 + lands) if lands > 1 else 1, spacing=dp(4), size_hint_y=None)
    grid.bind(minimum_height=grid.setter("height"))
    grid.add_widget(button(tr._("Turn the tile"), lambda: screen.select(turns=(sel.turns + 1) % 4)))
    for land in range(lands if lands > 1 else 0):
        style = "PrimaryButton" if land == sel.land else "IlosButton"
        grid.add_widget(button(tr.message("Land {letter}", {"letter": land_letter(land)}),
                               partial(screen.select, land=land), style))
    box.add_widget(grid)
    player = player_name(view, view["seat"])
    if first:
        box.add_widget(label(tr.message("Free: {player}'s first island and first ship", {"player": player})))
        text = tr._("Place the first island")
    else:
        box.add_widget(label(tr.message("Ship card: {cards} cards, no ship needed",
                                        {"cards": flat_quote(Card.SHIP).cards}), "IlosHeading"))
        box.add_widget(source_button(screen, view))
        text = tr._("Explore with the ship")
    chosen = action(screen, view)
    refused = screen.refusal(chosen) is not None
    box.add_widget(button(text, partial(screen.act, chosen, len(view["tiles"])),
                          "IlosButton" if refused else "PrimaryButton", disabled=refused))
    refused_note(screen, chosen, box)
