"""Asking the table a colour of its box the rulebook does not name (docs/design.md#players-remembered), by touch: the
theme's colours as big buttons, each painted in its colour, the box's known ones left out. Asked once, when a seat
first needs it (New game), kept for every later game (companion/core/box_colours.py), and corrected from Settings.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from kivy.factory import Factory

from companion.core.box_colours import BoxColours, box_colours, keep_answers
from companion.screens.i18n import tr
from companion.screens.kit.overlay import Sheet, ask
from companion.screens.palette import COLOUR_IDS
from companion.screens.theme import PLAYER_COLOURS
from games.messages import LISTED_COMMAS, Phrase


def colour_names(colours: tuple[str, ...]) -> Phrase | str:
    """The colours' names, listed in the table's language (commas, or Japanese 、)."""
    return Phrase.listing([Phrase(PLAYER_COLOURS[c].name) for c in colours], link=LISTED_COMMAS)


def palette(question: str, detail: str, offered: list[str], chosen: Callable[[str], object]) -> Sheet:
    """One big button a colour of ``offered``, in its colour, under ``question`` and ``detail``; Cancel asks nothing."""
    sheet = ask(question, [(tr._(PLAYER_COLOURS[c].name), c) for c in offered], chosen, cols=3)
    for colour, button in sheet.answer_buttons.items():
        button.ground = PLAYER_COLOURS[colour].rgba
    sheet.body.add_widget(Factory.KitText(text=detail), index=len(sheet.body.children))  # above the buttons
    return sheet


def ask_colour(preferences: Any, package: str, game: str, then: Callable[[str], object]) -> Sheet:
    """The next colour of the box the table has not told, asked now; kept, then ``then(colour)``. ``game``: its name,
    translated."""
    box = box_colours(package, preferences, COLOUR_IDS)

    def answered(colour: str) -> None:
        keep_answers(package, preferences, [*box.asked, colour])
        then(colour)

    return palette(tr.message("Which other colour does your {game} box hold?", {"game": game}),
                   tr.plural("The rulebook names {count} colour: {colours}. Tap the colour of another player's set in "
                             "the box: the app keeps it for every game (Settings can correct it).",
                             "The rulebook names {count} colours: {colours}. Tap the colour of another player's set "
                             "in the box: the app keeps it for every game (Settings can correct it).",
                             len(box.known), {"colours": colour_names(box.known)}),
                   [c for c in COLOUR_IDS if c not in box.known], answered)


def asks_colours(package: str, preferences: Any) -> bool:
    """True for a game whose rulebook does not name every colour of its box (Settings offers the correction)."""
    box = box_colours(package, preferences, COLOUR_IDS)
    return len(box.named) < box.count


class BoxColoursPage(Sheet):
    """Settings' "<game>: the box's colours": the rulebook's colours said, and a button for each of the others (the
    table's answer, or "Not told yet"); a tap offers the colours no other seat of the box has."""

    def __init__(self, preferences: Any, package: str, game: str) -> None:
        super().__init__(title=tr.message("{game}: the box's colours", {"game": game}))
        self.preferences, self.package = preferences, package
        box = self.box()
        self.body.add_widget(Factory.KitText(text=tr.message("Named by the rulebook: {colours}",
                                                            {"colours": colour_names(box.named)})))
        self.body.add_widget(Factory.KitText(text=tr._("The others, told by the table: tap one to correct it")))
        self.slots = [Factory.KitButton() for _ in range(box.count - len(box.named))]
        for place, button in enumerate(self.slots):
            button.bind(on_release=partial(self.choose, place))
            self.body.add_widget(button)
        self.add_button(tr._("Done"), self.dismiss, tone="primary", key="done")
        self.show()
        self.open()

    def box(self) -> BoxColours:
        return box_colours(self.package, self.preferences, COLOUR_IDS)

    def show(self) -> None:
        asked = self.box().asked
        for place, button in enumerate(self.slots):
            colour = asked[place] if place < len(asked) else None
            button.text = tr._(PLAYER_COLOURS[colour].name) if colour else tr._("Not told yet: tap to choose")
            button.ground = PLAYER_COLOURS[colour].rgba if colour else None

    def choose(self, place: int, *_: Any) -> None:
        box = self.box()
        others = set(box.named) | {c for i, c in enumerate(box.asked) if i != place}
        self.colour_sheet = palette(tr._("Which colour is this set in your box?"), tr.message(
            "Named by the rulebook: {colours}", {"colours": colour_names(box.named)}),
            [c for c in COLOUR_IDS if c not in others], partial(self.chosen, place))

    def chosen(self, place: int, colour: str) -> None:
        asked = list(self.box().asked)
        asked[place:place + 1] = [colour]
        keep_answers(self.package, self.preferences, asked)
        self.show()
