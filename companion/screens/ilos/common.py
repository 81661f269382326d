"""What every Ilos screen shares: the session plumbing (play, refusals said on the toast, undo / redo / advance
from the inbox), the names and colours of resources, spots and cards, and the cost helper's dry run.

Loads common.kv beside it once.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Mapping

from kivy.lang import Builder

from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from companion.screens.palette import rgba
from games import serial
from games.base import N_, RuleError
from games.ilos.actions import CorrectStash
from games.ilos.model import RESOURCES, IlosState, Resources

_KV = str(Path(__file__).with_name("common.kv"))
if _KV not in Builder.files:
    Builder.load_file(_KV)

View = Mapping[str, Any]
RGBA = tuple[float, float, float, float]

RESOURCE_NAMES = {"ebony": N_("Ebony"), "dye": N_("Dye"), "gold": N_("Gold"), "spices": N_("Spices")}
SPOT_NAMES = {"ebony": N_("Ebony"), "dye": N_("Dye"), "gold": N_("Gold"), "spices": N_("Spices"),
              "ruins": N_("Ruins"), "building": N_("Building spot")}
CARD_NAMES = {"ship": N_("Ship"), "plantation": N_("Plantation"), "gold_mine": N_("Gold mine"),
              "building": N_("Building"), "ruins": N_("Ruins"), "market": N_("Market")}
BUILDING_NAMES = {"fort": N_("Fort"), "trading_post": N_("Trading post")}

# Drawn colours of the spots on the tiles and of the resource tokens.
SPOT_RGBA: dict[str, RGBA] = {
    "ebony": (0.36, 0.22, 0.12, 1),
    "dye": (0.58, 0.26, 0.68, 1),
    "gold": (0.96, 0.78, 0.16, 1),
    "spices": (0.90, 0.42, 0.12, 1),
    "ruins": (0.62, 0.62, 0.60, 1),
    "building": (0.95, 0.95, 0.92, 1),
}
SEA_RGBA: RGBA = (0.14, 0.33, 0.50, 1)
LAND_RGBA: RGBA = (0.56, 0.66, 0.36, 1)
WARN_RGBA: RGBA = (1.0, 0.72, 0.40, 1)
PLENTY = Resources(99, 99, 99, 99)


def resource_name(resource: str) -> str:
    return tr._(RESOURCE_NAMES[resource])


def spot_name(kind: str) -> str:
    return tr._(SPOT_NAMES[kind])


def card_name(card: str) -> str:
    return tr._(CARD_NAMES[card])


def player_name(view: View, seat: int) -> str:
    return str(view["players"][seat]["name"])


def seat_rgba(view: View, seat: int) -> RGBA:
    return rgba(view["players"][seat]["colour"])


def text_colour(colour: RGBA) -> RGBA:
    return (0, 0, 0, 1) if sum(colour[:3]) > 1.9 else (1, 1, 1, 1)


def island_label(island: int) -> str:
    """How the screens name an island: its id from 1 (ids never change for a tile's land, and a merged island
    keeps the lowest)."""
    return str(island + 1)


def blind(state: IlosState) -> IlosState:
    """The state with every stash replaced by plenty: a dry run on it never refuses for a stash, so the reason
    it gives can be shown on the shared screen."""
    return replace(state, seats=tuple(replace(s, stash=PLENTY) for s in state.seats))


class IlosScreen(GameScreen):
    """An Ilos screen: the session plumbing of every game screen, the cost helper's stash-blind dry run, and
    an undo that stops at a secret stash correction."""

    def view(self, seat: int | None = None) -> View | None:
        """The engine's typed view as the nested mapping these screens read (games.serial's JSON form)."""
        typed = super().view(seat)
        return None if typed is None else serial.to_json(typed)

    def refusal(self, action: Any) -> RuleError | None:
        """Why the rules refuse ``action`` now, asked of a stash-blind copy of the state (the reason never
        depends on what lies behind a screen); None if it may be played."""
        assert self.session is not None
        try:
            self.session.game.apply(blind(self.session.state), action)
        except RuleError as error:
            return error
        return None

    def last_is_secret(self) -> bool:
        """The last action is a CorrectStash: a public undo would take back a seat's secret correction, which
        nobody at the table could see happen. Undo stops there, as it stops at a reveal."""
        return self.session is not None and bool(self.session.history) and isinstance(self.session.history[-1],
                                                                                       CorrectStash)

    def undo_blocked(self) -> str | None:
        if self.last_is_secret():
            return N_("The last change is a stash corrected behind the cover; undo stops there (its owner can "
                      "correct it again)")
        return None


def stash_of(view: View, seat: int) -> dict[str, int] | None:
    """A seat's stash as its own view (or the revealed public view) shows it; None when hidden."""
    stash = view["seats"][seat]["stash"]
    return None if stash is None else {r.value: int(stash[r.value]) for r in RESOURCES}

