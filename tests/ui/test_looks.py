"""The screenshot checks themselves (tests/ui/looks.py), and the kit's panel that ends between two items."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kivy.core.window import Window
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button
from kivy.uix.floatlayout import FloatLayout
from kivy.uix.label import Label
from kivy.uix.relativelayout import RelativeLayout
from kivy.uix.scrollview import ScrollView

from companion.screens.kit import specs
from companion.screens.kit.panel import Panel, WholeItemsScroll
from tests.ui import looks
from tests.ui.looks import covered


def on_window(app: Any, layer: FloatLayout) -> None:
    Window.add_widget(layer)
    app.settle()


def test_a_text_under_a_button_and_a_button_cut_by_its_scroll_view_are_covered(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    layer = FloatLayout()
    layer.add_widget(Label(text="Pourquoi ?", size_hint=(None, None), size=(200, 40), pos=(100, 100)))
    end_turn = Button(text="Fin du tour", size_hint=(None, None), size=(200, 56), pos=(100, 110))
    layer.add_widget(end_turn)
    scroll = ScrollView(size_hint=(None, None), size=(300, 150), pos=(400, 300), do_scroll_x=False)
    column = BoxLayout(orientation="vertical", size_hint_y=None, height=300)
    for text in ("Wood", "Brick", "Wool", "Grain", "Ore"):
        column.add_widget(Button(text=text))  # 60 px each: Wool half below the fold, Grain and Ore wholly
    scroll.add_widget(column)
    layer.add_widget(scroll)
    on_window(app, layer)
    try:
        found = covered(layer.walk(restrict=True))
        assert "'Pourquoi ?' under 'Fin du tour'" in found
        assert any(line.startswith("'Wool' cut at the edge of its scroll view (30 of 60") for line in found)
        assert not any("Grain" in line or "Ore" in line for line in found)  # wholly out of sight: scrolling brings it
        end_turn.y = 200  # beside, no longer over
        scroll.height = 120  # the fold between Brick and Wool
        app.settle()
        assert covered(layer.walk(restrict=True)) == []
    finally:
        Window.remove_widget(layer)


def test_a_panel_given_room_ends_between_two_items(start_app) -> None:  # type: ignore[no-untyped-def]
    app = start_app()
    layer = FloatLayout()
    panel = Panel(size_hint=(None, None), width=300, pos=(450, 40), room=300)
    layer.add_widget(panel)
    on_window(app, layer)
    try:
        items: list[specs.Item] = [specs.Heading("Cem holds 8 cards and gives back 4: tap the cards")]
        items += [specs.Grid([specs.Button(f"Resource {i} 0/2", lambda: None) for i in range(6)], cols=2)]
        items += [specs.Text("Chosen: -"), specs.Button("Give back these cards", lambda: None)]
        panel.show(items)
        app.settle()
        assert panel.column.height > 300  # more than the room: it scrolls
        assert 300 - 80 < panel.height <= 300  # at most a row given up to the margin below
        assert covered(layer.walk(restrict=True)) == []
        for scrolled in (0.5, 0.3, 0):  # scrolled down (a tap that brought a button into sight): whole items too
            panel.scroll_y = scrolled
            app.settle()
            assert covered(layer.walk(restrict=True)) == [], scrolled
        panel.show(items[:1])  # short: all of the room
        app.settle()
        assert panel.height == 300
    finally:
        Window.remove_widget(layer)


def test_rows_laid_out_in_their_own_coordinates_end_between_two_rows_too(start_app) -> None:  # type: ignore[no-untyped-def]
    # Free play's score rows are RelativeLayouts (a new round moves the row, not its cells): their cells stand at
    # y=0 in the row, and the fit reads where they stand in the sheet, not there.
    app = start_app()
    layer = FloatLayout()
    scroll = WholeItemsScroll(size_hint=(None, None), width=300, pos=(450, 40), room=200, do_scroll_x=False)
    sheet = BoxLayout(orientation="vertical", size_hint_y=None, height=600)
    for n in range(10):
        row = RelativeLayout()
        row.add_widget(Button(text=f"Round {n + 1}"))
        sheet.add_widget(row)  # 60 px each: 200 px of room is three whole rows and a third
    scroll.add_widget(sheet)
    layer.add_widget(scroll)
    on_window(app, layer)
    try:
        for scrolled in (1, 0.5, 0):
            scroll.scroll_y = scrolled
            app.settle()
            assert scroll.height == 180 and covered(layer.walk(restrict=True)) == [], scrolled
    finally:
        Window.remove_widget(layer)


def test_a_screenshot_listed_as_still_covered_fails_once_nothing_is(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(looks.STILL_COVERED, "800x480/en-mended.png", "a grid that scrolled to a cut row")
    found = looks.covered_in_shot(Path("screenshots/800x480/en-mended.png"), [])
    assert found == ["800x480/en-mended.png shows nothing covered now: take it off looks.STILL_COVERED"]
    assert looks.covered_in_shot(Path("screenshots/800x480/en-other.png"), []) == []
