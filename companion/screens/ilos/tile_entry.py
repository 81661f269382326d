"""The tile the table turns up, described by touch (RevealTile): its lands (island parts), the spots on each land,
which lands reach each side (clockwise along the edge, as tiles.py reads them; a side with none is sea), a pirate
lair; the drawing beside it is the tile as entered. The engine checks it (games.ilos.archipelago.check_tile); a
refusal is said inside the entry, which stays open while the exploration area has room. The page is built once per
table and updated in place (kit/page.py); with a camera, "Read the tile" fills it (tile_camera.py).

The tiles described before are kept with the box data (docs/design.md#box-data-once-shared) and offered as the
first spots are tapped: a tile turned up again is found by its spots, not described edge by edge again. A tile is
kept once whichever way it lay: it is turned when it is placed, not when described.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any, Callable

from kivy.uix.boxlayout import BoxLayout

from companion.screens.i18n import tr
from companion.core.settings import Preferences
from companion.screens.ilos.common import SPOT_NAMES, spot_name
from companion.screens.ilos.tile_camera import TileCamera
from companion.screens.ilos.tiles import SIDES, TilePicture, land_letter, land_pieces
from companion.screens.kit import specs
from companion.screens.kit.page import Page
from companion.screens.kit.panel import Panel, in_room
from companion.screens.theme import theme
from games import serial
from games.base import N_, RuleError
from games.ilos import MAX_LANDS, IlosView, Spot, SpotKind, TileSpec, turned

SIDE_NAMES = {"north": N_("North"), "east": N_("East"), "south": N_("South"), "west": N_("West")}
BLANK = TileSpec(1, (), (0,), (0,), (0,), (0,))  # one land reaching every side, no spot, no lair: the usual tile
DESCRIBED = "ilos_described_tiles"  # the preference keeping the tiles described before


class TileEntry(Page):
    def __init__(self, commit: Callable[[TileSpec], RuleError | None], view: Callable[[], IlosView],
                 preferences: Preferences, **kwargs: Any) -> None:
        self.picture = TilePicture(size_hint_y=None, height=theme.target * 3)
        self.tools = Panel()
        side = BoxLayout(orientation="vertical", spacing=theme.gap)
        side.add_widget(self.picture)
        side.add_widget(in_room(self.tools))
        super().__init__(side=side, side_share=1 / 3, **kwargs)
        self.commit, self.current_view, self.preferences = commit, view, preferences
        self.camera: TileCamera | None = None
        self.tile, self.land, self.error_text = BLANK, 0, ""

    def start(self, camera: TileCamera | None) -> None:
        """Open on a blank tile."""
        self.camera = camera
        self.fill(BLANK)
        self.open()

    def fill(self, spec: TileSpec) -> None:
        """The entry as if ``spec`` had been tapped in (a blank tile, the tile the camera read, one described
        before)."""
        self.tile, self.land, self.error_text = spec, 0, ""
        self.render()

    def camera_reading(self, result: Any) -> None:
        """A camera event passed on by the table screen."""
        spec = self.camera.take(result) if self.camera is not None else None
        if spec is not None:
            self.fill(spec)
        else:
            self.render()

    def change(self, land: int | None = None, /, **changes: Any) -> None:
        """A tap's change (the land described, the description's TileSpec fields), then the page again."""
        self.tile = replace(self.tile, **changes)
        self.land = self.land if land is None else land
        self.render()

    def change_lands(self, lands: int) -> None:
        lands = max(1, min(MAX_LANDS, lands))
        self.change(min(self.land, lands - 1), lands=lands,
                    spots=tuple(s for s in self.tile.spots if s.land < lands),
                    **{side: tuple(n for n in getattr(self.tile, side) if n < lands) for side in SIDES})

    def confirm(self) -> None:
        error = self.commit(self.tile)
        if error is not None:
            self.error_text = tr.message(error.key, error.params)
            self.render()
            self.panel.scroll_y = 1  # the reason, on top
            return
        remember(self.preferences, self.tile)
        if self.camera is not None:
            self.camera.keep(self.tile)
        if self.current_view().reveal_due:
            self.fill(BLANK)
        else:
            self.dismiss()

    def render(self) -> None:
        view, tile, letter = self.current_view(), self.tile, land_letter(self.land)
        self.picture.show(tile, land_pieces(tile))
        self.tools.show([specs.Stepper(tr._("Lands"), tile.lands, self.change_lands, 1, MAX_LANDS, key="lands"),
                         specs.Button(tr._("Pirate lair: yes") if tile.lair else tr._("Pirate lair: no"),
                                      lambda: self.change(lair=not tile.lair), key="lair")])
        note, tone = self.camera.note() if self.camera is not None else ("", "warning")
        items: list[specs.Item] = [specs.Text(self.error_text, "warning")] if self.error_text else \
            [specs.Text(note, tone)] if note else []
        items += self.known(tile)
        if tile.lands > 1:
            items.append(specs.Grid([specs.Button(tr.message("Land {letter}", {"letter": land_letter(n)}),
                                                  lambda n=n: self.change(n),  # type: ignore[misc]
                                                  tone="primary" if n == self.land else "normal", key=f"land {n}")
                                     for n in range(tile.lands)], cols=3))
        items.append(specs.Grid([specs.Button(f"+ {spot_name(kind)}", lambda k=kind: self.change(  # type: ignore[misc]
            spots=(*tile.spots, Spot(self.land, SpotKind(k)))), key=f"kind {kind}") for kind in SPOT_NAMES], cols=3))
        items.append(specs.Grid([self.side_row(side, letter) for side in SIDES], cols=2))
        items.append(specs.Text(tr.message("Spots on land {letter} and the others (tap one to take it off)",
                                           {"letter": letter}), "muted", "small"))
        items.append(specs.Grid([specs.Button(f"{land_letter(spot.land)}: {spot_name(spot.kind.value)}",
                                              lambda i=i: self.change(  # type: ignore[misc]
                                                  spots=tile.spots[:i] + tile.spots[i + 1:]), key=f"spot {i}")
                                 for i, spot in enumerate(tile.spots)], cols=3))
        read = self.camera.button(self.render) if self.camera is not None else []
        self.show(tr.message("Describe the tile turned up: it goes to the exploration area ({area} of 3; {pile} "
                             "left in the pile)", {"area": len(view.area), "pile": view.tile_pile}), items,
                  [specs.Button(tr._("Cancel"), self.dismiss, key="cancel"), *read,
                   specs.Button(tr._("Turn up this tile"), self.confirm, tone="primary", key="confirm")], "body")

    def known(self, tile: TileSpec) -> list[specs.Item]:
        """The tiles described before that fit what is entered: the first few, to tap instead of describing."""
        found = matching(described(self.preferences), tile)
        if not found:
            return []
        return [specs.Text(tr.plural("{count} tile described before fits: tap it, or tap the spots you see to find it",
                                     "{count} tiles described before fit: tap one, or tap the spots you see to "
                                     "find it", len(found)), "muted", "small"),
                specs.Grid([specs.Button(tile_text(known), lambda known=known: self.fill(known),  # type: ignore[misc]
                                         key=f"known {i}") for i, known in enumerate(found[:4])], cols=2)]

    def side_row(self, side: str, letter: str) -> specs.Row:
        lands: tuple[int, ...] = getattr(self.tile, side)
        text = tr.message("{side}: {lands}", {"side": tr._(SIDE_NAMES[side]),
                                               "lands": " ".join(land_letter(n) for n in lands) or tr._("sea")})
        return specs.Row([specs.Text(text),
                          specs.Button(f"+ {letter}", lambda: self.change(**{side: (*lands, self.land)}),
                                       key=f"add {side}"),
                          specs.Button(tr._("Sea"), lambda: self.change(**{side: ()}), key=f"sea {side}")])


def described(preferences: Preferences) -> list[TileSpec]:
    found = []
    stored = preferences.get(DESCRIBED, [])
    for item in stored if isinstance(stored, list) else []:
        try:
            found.append(serial.from_json(TileSpec, item))
        except (RuleError, KeyError, TypeError, ValueError):
            continue  # a description the app no longer reads: described again when it turns up
    return found


def same(a: TileSpec, b: TileSpec) -> bool:
    return any(turned(a, turns) == b for turns in range(4))


def remember(preferences: Preferences, spec: TileSpec) -> None:
    known = described(preferences)
    if not any(same(spec, tile) for tile in known):
        preferences.set(DESCRIBED, [serial.to_json(tile) for tile in (*known, spec)])


def matching(known: list[TileSpec], entered: TileSpec) -> list[TileSpec]:
    """The tiles described before that hold every spot entered so far (by kind), as many lands at least, and the
    lair if one is entered; not the tile entered itself."""
    wanted = Counter(spot.kind for spot in entered.spots)
    return [tile for tile in known if tile.lands >= entered.lands and (tile.lair or not entered.lair)
            and not wanted - Counter(spot.kind for spot in tile.spots) and not same(tile, entered)]


def tile_text(tile: TileSpec) -> str:
    """A tile described before, as the table sees it turned up: its lands, its spots, its lair."""
    spots = ", ".join([spot_name(spot.kind.value) for spot in tile.spots] + [tr._("Pirate lair")] * tile.lair)
    return tr.plural("{count} land: {spots}", "{count} lands: {spots}", tile.lands, {"spots": spots})
