"""A kilim read by the camera at the final scoring: to check the app's carpet against the real one, or to score a
carpet whose last changes were made on the table only. The worker reads the photo (the UI never waits); a tap on
a cell, then on a motif, corrects it; without markers or a clear outline the table taps the carpet's corners.
Teaching, once per box: a photo of a carpet the app knows is labelled from it, corrected and saved (kilim.refs).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.factory import Factory
from kivy.uix.gridlayout import GridLayout

from companion.core.inbox import InputEvent
from companion.screens.i18n import tr
from companion.screens.kilim.common import MotifButton, kilim_view
from companion.screens.kilim.photo import MAX_SIDE, CarpetPhoto, PhotoView
from companion.screens.kit import specs
from companion.screens.kit.frame import Table, TableScreen
from companion.screens.theme import theme
from companion.vision.config import taught_path
from games.base import N_
from games.kilim import grid_of
from games.messages import Plural
from games.refusals import ENTRY, Refusal

REFS_NAME = "kilim.refs"
PALETTE = ("A", "B", "C", "D", "E", "T", "P", ".")


class KilimCameraScreen(TableScreen):
    """On the table frame, held at the game's end like the final carpets (kit/frame.py): the photo, its hint and
    the motifs to correct a cell on the board; the readings and steps in the panel; Take a photo bottom right."""

    holds_end = True
    panel_share = 0.62

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seat = 0
        self.photo = CarpetPhoto()
        self.photo_view = PhotoView(self.tap_photo)
        self.palette = GridLayout(rows=1, spacing=theme.gap / 2, size_hint_y=None, height=0)  # to correct a cell
        self.palette.bind(minimum_height=self.palette.setter("height"))
        self.hint = Factory.KitLabel(tone="warning")
        self.ids.main.orientation = "vertical"
        for widget in (self.photo_view, self.palette, self.hint):
            self.ids.main.add_widget(widget)
        self.waiting = False

    @property
    def refs_path(self) -> Any:
        return taught_path(REFS_NAME)

    def enter(self, **kwargs: Any) -> None:
        self.session = kwargs.get("session", self.session)
        self.show_seat(kwargs.get("seat", self.seat))

    def show_seat(self, seat: int) -> None:
        self.seat = seat
        self.photo = CarpetPhoto.for_carpet(grid_of(kilim_view(self.session).seats[seat].kilim))
        self.waiting = False
        self.refresh()

    def back(self) -> None:
        self.navigator.show("kilim_scoring", session=self.session)

    # --- asking the camera (the worker answers through the inbox) ------------------------------------------
    def take_photo(self, teach: bool = False) -> None:
        if not teach and not self.refs_path.is_file():
            self.say("The camera does not know this box's motifs yet: tap Teach the motifs first")
            return
        self.photo.start(teach)
        self._read(frame=None)

    def _ask(self, kind: str, reader: Any, frame: Any) -> None:
        worker = self.context.camera
        if worker is not None:
            self.waiting = True
            worker.request(kind, reader, frame)
            self.refresh()

    def _read(self, frame: Any) -> None:
        from companion.vision.taught import locate, read_taught

        grid = (self.photo.rows, self.photo.cols, self.photo.tapped_corners())
        self._ask("kilim_grid", partial(locate, *grid) if self.photo.teaching else
                  partial(read_taught, self.refs_path, *grid), frame)

    def tap_corners(self) -> None:
        self.photo.corners = []
        self.photo.choosing_corners = True
        self.refresh()

    def save_teaching(self) -> None:
        from companion.vision.taught import teach

        photo = self.photo
        if photo.frame is not None:
            self._ask("kilim_teach", partial(teach, self.refs_path, photo.rows, photo.cols, photo.labels_text(),
                                             photo.tapped_corners()), photo.frame)

    def handle_input(self, event: InputEvent) -> None:
        if event.command != "camera":
            super().handle_input(event)
            return
        result: Any = event.reading
        if result.kind not in ("kilim_grid", "kilim_teach") or not self.waiting:
            return  # another screen's request, or one this screen no longer waits for
        self.waiting = False
        if result.reading is None and result.frame is None:
            self.say("No reading: the camera gave no picture; check its cable and try again")
        elif result.reading is None:  # result.error is English, for the log only
            self.say("The photo could not be read: light the carpet evenly and keep it all in view, or tap its "
                     "four corners; if it keeps failing, teach the motifs again")
        elif result.kind == "kilim_teach":
            self.photo.teaching = False
            self.say("The camera learned {cells} of this box's motifs; it can read carpets now",
                     {"cells": Plural.of("{count} cell", "{count} cells", result.reading)})
        else:
            self.photo.take(result.frame, result.reading)
        self.refresh()

    # --- taps ------------------------------------------------------------------------------------------------
    def tap_photo(self, x: float, y: float) -> None:
        if self.photo.choosing_corners:
            if self.photo.add_corner((x, y)):
                self._read(frame=self.photo.frame)
        else:
            self.photo.select((x, y))
        self.refresh()

    def set_motif(self, letter: str, *_: Any) -> None:
        self.photo.correct(letter)
        self.refresh()

    def resize(self, rows: int, cols: int) -> None:
        self.photo.resize(rows, cols)
        self.refresh()

    # --- rendering -----------------------------------------------------------------------------------------
    def table(self) -> Table:
        view = kilim_view(self.session)
        self.seat = min(self.seat, len(view.players) - 1)
        photo = self.photo
        groups, lines = photo.scores(view, self.seat) if photo.reading is not None and not photo.teaching else ([], [])
        seats = [specs.Seat(p.name, p.colour, chosen=s == self.seat, on_tap=partial(self.show_seat, s))
                 for s, p in enumerate(view.players)]
        scores: list[specs.Item] = [specs.Text(tr.message(k, p)) for k, p in lines]
        busy = Refusal(N_("Reading the photo…"), (), ENTRY) if self.waiting else None
        return Table(tr.message("{player}'s kilim seen by the camera", {"player": view.name(self.seat)}),
                     seats, scores + self.panel_items(busy),
                     specs.Button(tr._("Take a photo"), self.take_photo, busy, "primary", "photo"),
                     extra={"groups": groups})

    def draw_board(self, table: Table) -> None:
        photo = self.photo
        self.photo_view.show(photo, table.extra["groups"])
        self.hint.text = tr.message(*photo.hint(self.waiting, self.refs_path.is_file()))
        if photo.reading is None or photo.selected is None:  # the motifs to correct a cell, while one is tapped
            self.palette.clear_widgets()
        elif not self.palette.children:
            for letter in PALETTE:
                self.palette.add_widget(MotifButton(letter=letter, on_release=partial(self.set_motif, letter)))

    def panel_items(self, busy: Refusal | None) -> list[specs.Item]:
        photo = self.photo
        items: list[specs.Item] = [
            specs.Stepper(tr._("Rows"), photo.rows, lambda n: self.resize(n, photo.cols), 1, MAX_SIDE, "rows"),
            specs.Stepper(tr._("Columns"), photo.cols, lambda n: self.resize(photo.rows, n), 1, MAX_SIDE, "cols")]
        if photo.reading is not None:
            items.append(specs.Button(tr._("Tap the four corners"), self.tap_corners, busy, key="corners"))
        if photo.teaching and photo.reading is not None:
            items.append(specs.Button(tr._("Save what the camera learned"), self.save_teaching, busy, "primary",
                                      "save"))
        items.append(specs.Button(tr._("Teach the motifs"), partial(self.take_photo, True), busy, key="teach"))
        items.append(specs.Button(tr._("Scores"), self.back, key="back"))
        return items
