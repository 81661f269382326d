"""The tile the table turns up, described by touch (RevealTile): how many lands (island parts) it holds, the
spots on each land, which lands reach each side (clockwise along the edge: north west to east, east north to
south, south east to west, west south to north; a side with none is sea), and a pirate lair. A tile with one
land reaching every side needs only its spots. The drawing beside it is the tile as entered.

The engine checks the description (games.ilos.archipelago.check_tile); a refusal is said inside the entry.
After each tile, the entry stays open while the exploration area still has room. With a camera, each tile
accepted is kept with its description, and "Read the tile" fills the entry with a tile kept before, turned as
it lies (tile_camera.py).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.factory import Factory
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.scrollview import ScrollView

from companion.screens.i18n import tr
from companion.screens.ilos.common import SPOT_NAMES, SPOT_RGBA, WARN_RGBA, View, spot_name, text_colour
from companion.screens.ilos.explore import land_letter, land_pieces
from companion.screens.ilos.tile_camera import TileCamera
from companion.screens.ilos.tiles import SIDES, TilePicture
from companion.screens.widgets import Overlay, entry_page
from games.base import N_, RuleError
from games.ilos import Spot, SpotKind, TileSpec

MAX_LANDS = 6
SIDE_NAMES = {"north": N_("North"), "east": N_("East"), "south": N_("South"), "west": N_("West")}


def _wrapped(text: str, size: float, **kwargs: Any) -> Label:
    """A label as tall as its text, wrapped to its width (French and Japanese run longer)."""
    label = Label(text=text, font_size=sp(size), halign="left", valign="middle", size_hint_y=None, **kwargs)
    label.bind(width=lambda w, width: setattr(w, "text_size", (width, None)),
               texture_size=lambda w, s: setattr(w, "height", s[1] + dp(4)))
    return label


def _label(text: str, size: float = 17, **kwargs: Any) -> Label:
    label = Label(text=text, font_size=sp(size), halign="left", valign="middle", **kwargs)
    label.bind(size=lambda w, s: setattr(w, "text_size", s))
    return label


class TileEntry(Overlay):
    def __init__(self, commit: Callable[[TileSpec], RuleError | None], view: Callable[[], View | None],
                 camera: TileCamera | None = None, **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.commit, self.camera = commit, camera
        self.current_view = view
        self.box = entry_page(6, 4)
        self.add_widget(self.box)
        self.error_text = ""
        self._blank()
        self.picture = TilePicture(spec=self.spec_json(), size_hint=(None, None), size=(dp(140), dp(140)))
        self.render()

    # --- the description -----------------------------------------------------------------------------
    def _blank(self) -> None:
        """One land reaching every side, no spot, no lair: the usual tile, before its spots."""
        self.lands, self.land, self.lair = 1, 0, False
        self.spots: list[tuple[int, str]] = []
        self.sides: dict[str, list[int]] = {side: [0] for side in SIDES}

    def reset(self) -> None:
        self._blank()
        self.render()

    def fill(self, spec: TileSpec) -> None:
        """The entry as if ``spec`` had been tapped in (the tile the camera read)."""
        self.lands, self.land, self.lair = spec.lands, 0, spec.lair
        self.spots = [(spot.land, spot.kind.value) for spot in spec.spots]
        self.sides = {side: list(lands) for side, lands in zip(SIDES, spec.sides)}
        self.error_text = ""
        self.render()

    def camera_reading(self, result: Any) -> None:
        """A camera event passed on by the table screen."""
        if self.camera is None:
            return
        spec = self.camera.take(result)
        if spec is not None:
            self.fill(spec)
        else:
            self.render()

    def spec(self) -> TileSpec:
        north, east, south, west = (tuple(self.sides[side]) for side in SIDES)
        return TileSpec(self.lands, tuple(Spot(land, SpotKind(kind)) for land, kind in self.spots),
                        north, east, south, west, self.lair)

    def spec_json(self) -> dict[str, Any]:
        return {"lands": self.lands, "spots": [{"land": land, "kind": kind} for land, kind in self.spots],
                **{side: list(self.sides[side]) for side in SIDES}, "lair": self.lair}

    def change_lands(self, step: int) -> None:
        self.lands = max(1, min(MAX_LANDS, self.lands + step))
        self.land = min(self.land, self.lands - 1)
        self.spots = [(land, kind) for land, kind in self.spots if land < self.lands]
        self.sides = {side: [land for land in lands if land < self.lands] for side, lands in self.sides.items()}
        self.render()

    def choose_land(self, land: int) -> None:
        self.land = land
        self.render()

    def add_spot(self, kind: str) -> None:
        self.spots.append((self.land, kind))
        self.render()

    def remove_spot(self, index: int) -> None:
        del self.spots[index]
        self.render()

    def add_stretch(self, side: str) -> None:
        self.sides[side].append(self.land)
        self.render()

    def sea(self, side: str) -> None:
        self.sides[side] = []
        self.render()

    def toggle_lair(self) -> None:
        self.lair = not self.lair
        self.render()

    def confirm(self) -> None:
        spec = self.spec()
        error = self.commit(spec)
        if error is not None:
            self.error_text = tr.message(error.key, error.params)
            self.render()
            return
        self.error_text = ""
        if self.camera is not None:
            self.camera.keep(spec)
        view = self.current_view()
        if view is not None and view["reveal_due"]:
            self.reset()
        else:
            self.dismiss()

    # --- drawing -------------------------------------------------------------------------------------
    def render(self) -> None:
        self.box.clear_widgets()
        view = self.current_view()
        area = len(view["area"]) if view is not None else 0
        pile = view["tile_pile"] if view is not None else 0
        self.box.add_widget(_wrapped(tr.message("Describe the tile turned up: it goes to the exploration area "
                                                "({area} of 3; {pile} left in the pile)", {"area": area, "pile": pile}),
                                     18, bold=True))
        body = BoxLayout(spacing=dp(8))
        body.add_widget(self._left())
        body.add_widget(self._right())
        self.box.add_widget(body)
        bottom = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(6))
        cancel = Factory.TouchButton(text=tr._("Cancel"), size_hint_x=None, width=dp(140))
        cancel.bind(on_release=lambda *_: self.dismiss())
        note, colour = self.camera.note() if self.camera is not None else ("", WARN_RGBA)
        error = _label(self.error_text or note, 15, color=WARN_RGBA if self.error_text else colour)
        self.confirm_button = Factory.PrimaryButton(text=tr._("Turn up this tile"), size_hint_x=None, width=dp(240))
        self.confirm_button.bind(on_release=lambda *_: self.confirm())
        read = self.camera.button(self.render) if self.camera is not None else None
        for widget in (cancel, error, read, self.confirm_button):
            if widget is not None:
                bottom.add_widget(widget)
        self.box.add_widget(bottom)

    def _left(self) -> BoxLayout:
        left = BoxLayout(orientation="vertical", size_hint_x=None, width=dp(330), spacing=dp(4))
        holder = BoxLayout(size_hint_y=None, height=dp(140))
        self.picture.show(self.spec_json(), land_pieces(self.spec_json()))
        if self.picture.parent is not None:
            self.picture.parent.remove_widget(self.picture)
        holder.add_widget(BoxLayout())
        holder.add_widget(self.picture)
        holder.add_widget(BoxLayout())
        left.add_widget(holder)
        self.add_buttons: dict[str, Any] = {}
        self.sea_buttons: dict[str, Any] = {}
        for side in SIDES:
            row = BoxLayout(size_hint_y=None, height=dp(50), spacing=dp(4))
            row.add_widget(_label(tr._(SIDE_NAMES[side]), 16, size_hint_x=None, width=dp(74)))
            stretches = " ".join(land_letter(land) for land in self.sides[side]) or tr._("sea")
            row.add_widget(_label(stretches, 18, bold=True))
            add = Factory.TouchButton(text=f"+ {land_letter(self.land)}", size_hint_x=None, width=dp(70))
            add.bind(on_release=lambda *_, s=side: self.add_stretch(s))
            sea = Factory.TouchButton(text=tr._("Sea"), size_hint_x=None, width=dp(84), font_size=sp(17))
            sea.bind(on_release=lambda *_, s=side: self.sea(s))
            self.add_buttons[side], self.sea_buttons[side] = add, sea
            row.add_widget(add)
            row.add_widget(sea)
            left.add_widget(row)
        return left

    def _right(self) -> BoxLayout:
        right = BoxLayout(orientation="vertical", spacing=dp(4))
        row = BoxLayout(size_hint_y=None, height=dp(52), spacing=dp(4))
        row.add_widget(_label(tr.message("Lands: {count}", {"count": self.lands}), 17))
        self.fewer_button = Factory.TouchButton(text="-", size_hint_x=None, width=dp(52))
        self.fewer_button.bind(on_release=lambda *_: self.change_lands(-1))
        self.more_button = Factory.TouchButton(text="+", size_hint_x=None, width=dp(52))
        self.more_button.bind(on_release=lambda *_: self.change_lands(1))
        self.lair_button = Factory.TouchButton(
            text=tr._("Pirate lair: yes") if self.lair else tr._("Pirate lair: no"), size_hint_x=None,
            width=dp(190), font_size=sp(15), shorten=False, max_lines=2)
        self.lair_button.bind(on_release=lambda *_: self.toggle_lair())
        for widget in (self.fewer_button, self.more_button, self.lair_button):
            row.add_widget(widget)
        right.add_widget(row)
        self.land_buttons: list[Any] = []
        if self.lands > 1:
            tabs = BoxLayout(size_hint_y=None, height=dp(52), spacing=dp(4))
            for land in range(self.lands):
                style = "PrimaryButton" if land == self.land else "TouchButton"
                tab = getattr(Factory, style)(text=tr.message("Land {letter}", {"letter": land_letter(land)}),
                                              font_size=sp(16))
                tab.bind(on_release=lambda *_, n=land: self.choose_land(n))
                self.land_buttons.append(tab)
                tabs.add_widget(tab)
            right.add_widget(tabs)
        kinds = GridLayout(cols=3, spacing=dp(4), size_hint_y=None, height=dp(108))
        self.kind_buttons: dict[str, Any] = {}
        for kind in SPOT_NAMES:
            button = Factory.TouchButton(text=f"+ {spot_name(kind)}", font_size=sp(15), shorten=False, max_lines=2,
                                         background_color=SPOT_RGBA[kind], color=text_colour(SPOT_RGBA[kind]))
            button.bind(on_release=partial(lambda k, *_: self.add_spot(k), kind))
            self.kind_buttons[kind] = button
            kinds.add_widget(button)
        right.add_widget(kinds)
        right.add_widget(_wrapped(tr.message("Spots on land {letter} and the others (tap one to take it off)",
                                             {"letter": land_letter(self.land)}), 15))
        chips = GridLayout(cols=3, spacing=dp(4), size_hint_y=None)
        chips.bind(minimum_height=chips.setter("height"))
        self.spot_buttons: list[Any] = []
        for index, (land, kind) in enumerate(self.spots):
            chip = Factory.TouchButton(text=f"{land_letter(land)}: {spot_name(kind)}", font_size=sp(15))
            chip.bind(on_release=partial(lambda i, *_: self.remove_spot(i), index))
            self.spot_buttons.append(chip)
            chips.add_widget(chip)
        scroll = ScrollView(do_scroll_x=False)
        scroll.add_widget(chips)
        right.add_widget(scroll)
        return right
