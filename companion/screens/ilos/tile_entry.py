"""The tile the table turns up, described by touch (RevealTile): how many lands (island parts) it holds, the
spots on each land, which lands reach each side (clockwise along the edge: north west to east, east north to
south, south east to west, west south to north; a side with none is sea), and a pirate lair. A tile with one
land reaching every side needs only its spots. The drawing beside it is the tile as entered.

The engine checks the description (games.ilos.archipelago.check_tile); a refusal is said inside the entry.
After each tile, the entry stays open while the exploration area still has room. With a camera, each tile
accepted is kept with its description, and "Read the tile" fills the entry with a tile kept before, turned as
it lies (tile_camera.py). Camera or not, the tiles described before are offered as the first spots are tapped
(described.py). The page is built once per table and updated in place at every tap (kit/page.py).
"""

from __future__ import annotations

from typing import Any, Callable

from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.core.settings import Preferences
from companion.screens.ilos.common import SPOT_NAMES, spot_name
from companion.screens.ilos.described import described, matching, remember
from companion.screens.ilos.tile_camera import TileCamera
from companion.screens.ilos.tiles import SIDES, TilePicture, land_letter, land_pieces
from companion.screens.kit import specs
from companion.screens.kit.page import Page
from companion.screens.kit.panel import Panel
from companion.screens.theme import theme
from games.base import N_, RuleError
from games.ilos import IlosView, Spot, SpotKind, TileSpec

MAX_LANDS = 6
SIDE_NAMES = {"north": N_("North"), "east": N_("East"), "south": N_("South"), "west": N_("West")}


class TileEntry(Page):
    def __init__(self, commit: Callable[[TileSpec], RuleError | None], view: Callable[[], IlosView],
                 preferences: Preferences, **kwargs: Any) -> None:
        self.picture = TilePicture(size_hint_y=None, height=theme.target * 3)
        self.tools = Panel()
        side = BoxLayout(orientation="vertical", spacing=theme.gap)
        side.add_widget(self.picture)
        side.add_widget(self.tools)
        super().__init__(side=side, side_share=0.5, **kwargs)
        self.commit, self.current_view, self.preferences = commit, view, preferences
        self.camera: TileCamera | None = None
        self.error_text = ""
        self._blank()

    def start(self, camera: TileCamera | None) -> None:
        """Open on a blank tile."""
        self.camera, self.error_text = camera, ""
        self.reset()
        self.open()

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

    def change(self, **changes: Any) -> None:
        """A tap's change to the description, then the page again."""
        for key, value in changes.items():
            setattr(self, key, value)
        self.render()

    def change_lands(self, lands: int) -> None:
        self.lands = max(1, min(MAX_LANDS, lands))
        self.land = min(self.land, self.lands - 1)
        self.spots = [(land, kind) for land, kind in self.spots if land < self.lands]
        self.sides = {side: [land for land in lands if land < self.lands] for side, lands in self.sides.items()}
        self.render()

    def confirm(self) -> None:
        spec = self.spec()
        error = self.commit(spec)
        if error is not None:
            self.error_text = tr.message(error.key, error.params)
            self.render()
            self.panel.scroll_y = 1  # the reason, on top
            return
        self.error_text = ""
        remember(self.preferences, spec)
        if self.camera is not None:
            self.camera.keep(spec)
        if self.current_view().reveal_due:
            self.reset()
        else:
            self.dismiss()

    def render(self) -> None:
        view, spec = self.current_view(), self.spec()
        self.picture.show(spec, land_pieces(spec))
        self.tools.show([specs.Stepper(tr._("Lands"), self.lands, self.change_lands, 1, MAX_LANDS, key="lands"),
                         specs.Button(tr._("Pirate lair: yes") if self.lair else tr._("Pirate lair: no"),
                                      lambda: self.change(lair=not self.lair), key="lair")])
        note, tone = self.camera.note() if self.camera is not None else ("", "warning")
        items: list[specs.Item] = [specs.Text(self.error_text, "warning")] if self.error_text else \
            [specs.Text(note, tone)] if note else []
        items += self.known(spec)
        letter = land_letter(self.land)
        if self.lands > 1:
            items.append(specs.Grid([specs.Button(tr.message("Land {letter}", {"letter": land_letter(n)}),
                                                  lambda n=n: self.change(land=n),  # type: ignore[misc]
                                                  tone="primary" if n == self.land else "normal", key=f"land {n}")
                                     for n in range(self.lands)], cols=3))
        items.append(specs.Grid([specs.Button(f"+ {spot_name(kind)}", lambda k=kind: self.change(  # type: ignore[misc]
            spots=[*self.spots, (self.land, k)]), key=f"kind {kind}") for kind in SPOT_NAMES], cols=3))
        items.append(specs.Grid([self.side_row(side, letter) for side in SIDES], cols=2))
        items.append(specs.Text(tr.message("Spots on land {letter} and the others (tap one to take it off)",
                                           {"letter": letter}), "muted", "small"))
        items.append(specs.Grid([specs.Button(f"{land_letter(land)}: {spot_name(kind)}",
                                              lambda i=i: self.change(  # type: ignore[misc]
                                                  spots=self.spots[:i] + self.spots[i + 1:]), key=f"spot {i}")
                                 for i, (land, kind) in enumerate(self.spots)], cols=3))
        read = self.camera.button(self.render) if self.camera is not None else []
        self.show(tr.message("Describe the tile turned up: it goes to the exploration area ({area} of 3; {pile} "
                             "left in the pile)", {"area": len(view.area), "pile": view.tile_pile}), items,
                  [specs.Button(tr._("Cancel"), self.dismiss, key="cancel"), *read,
                   specs.Button(tr._("Turn up this tile"), self.confirm, tone="primary", key="confirm")], "body")

    def known(self, spec: TileSpec) -> list[specs.Item]:
        """The tiles described before that fit what is entered: the first few, to tap instead of describing."""
        found = matching(described(self.preferences), spec)
        if not found:
            return []
        return [specs.Text(tr.plural("{count} tile described before fits: tap it, or tap the spots you see to find it",
                                     "{count} tiles described before fit: tap one, or tap the spots you see to "
                                     "find it", len(found)), "muted", "small"),
                specs.Grid([specs.Button(tile_text(tile), lambda tile=tile: self.fill(tile),  # type: ignore[misc]
                                         key=f"known {i}") for i, tile in enumerate(found[:4])], cols=2)]

    def side_row(self, side: str, letter: str) -> specs.Row:
        lands = " ".join(land_letter(land) for land in self.sides[side]) or tr._("sea")
        return specs.Row([specs.Text(tr.message("{side}: {lands}", {"side": tr._(SIDE_NAMES[side]), "lands": lands})),
                          specs.Button(f"+ {letter}", lambda: self.change(sides={
                              **self.sides, side: [*self.sides[side], self.land]}), key=f"add {side}"),
                          specs.Button(tr._("Sea"), lambda: self.change(sides={**self.sides, side: []}),
                                       key=f"sea {side}")])


def tile_text(tile: TileSpec) -> str:
    """A tile described before, as the table sees it turned up: its lands, its spots, its lair."""
    spots = ", ".join([spot_name(spot.kind.value) for spot in tile.spots] + [tr._("Pirate lair")] * tile.lair)
    return tr.plural("{count} land: {spots}", "{count} lands: {spots}", tile.lands, {"spots": spots})
