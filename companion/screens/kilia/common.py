"""What Kilia's entries still share (the component data, the reveal and counts entries, not yet on the kit): the
names and colours of goods, zones, boards, goals and bonuses, a stepper, wrapped text, and the engine's reason for
a refusal. Loads common.kv beside it once."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping

from kivy.factory import Factory
from kivy.lang import Builder
from kivy.metrics import dp, sp
from kivy.properties import ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label

from companion.screens.base import SCREENS_DIR
from companion.screens.i18n import tr
from games.base import N_, RuleError
from games.kilia import GOODS, Goods

# The app's own rules first (TouchButton, PrimaryButton...): rules apply in the order they were loaded, so Kilia's
# styles (KiliaButton@TouchButton) override them even when a test imports this before the app is built.
for _KV in (str(SCREENS_DIR / "common.kv"), str(Path(__file__).with_name("common.kv"))):
    if _KV not in Builder.files:
        Builder.load_file(_KV)

View = Mapping[str, Any]
RGBA = tuple[float, float, float, float]

GOOD_NAMES = {"salt": N_("Salt"), "grain": N_("Grain"), "brick": N_("Brick"), "wood": N_("Wood")}
ZONE_NAMES = {"castle": N_("Castle"), "university": N_("University"), "shipyard": N_("Shipyard"),
              "warehouse": N_("Warehouse")}
BOARD_NAMES = {"white": N_("White"), "yellow": N_("Yellow"), "red": N_("Red"), "brown": N_("Brown")}
GOAL_NAMES = {"zone4": N_("1 zone developed 4 times"), "zones3": N_("2 zones developed 3 times"),
              "zones2": N_("4 zones developed 2 times"), "market": N_("A full market"),
              "contracts": N_("3 contracts fulfilled"), "coins": N_("Pay 15 coins")}
BONUS_NAMES = {"any_good": N_("Any good"), "coins": N_("3 coins"), "sprats": N_("Smoked sprats"),
               "contract": N_("New contract"), "none": N_("No bonus")}
# The market's spaces as players see them (games.kilia.market numbers them 0-5).
SPACE_NAMES = (N_("Bottom left"), N_("Bottom middle"), N_("Bottom right"), N_("Middle left"), N_("Middle right"),
               N_("Top"))

# The boards' colours, which are also the zones' and their goods' (castle white salt, warehouse yellow grain,
# university red brick, shipyard brown wood).
BOARD_RGBA: dict[str, RGBA] = {"white": (0.90, 0.89, 0.85, 1), "yellow": (0.93, 0.76, 0.20, 1),
                               "red": (0.78, 0.22, 0.20, 1), "brown": (0.55, 0.36, 0.20, 1)}
ZONE_BOARD = {"castle": "white", "warehouse": "yellow", "university": "red", "shipyard": "brown"}
GOOD_BOARD = {"salt": "white", "grain": "yellow", "brick": "red", "wood": "brown"}
WARN_RGBA: RGBA = (1.0, 0.72, 0.40, 1)


def good_name(good: str) -> str:
    return tr._(GOOD_NAMES[good])


def zone_name(zone: str) -> str:
    return tr._(ZONE_NAMES[zone])


def board_name(colour: str) -> str:
    return tr._(BOARD_NAMES[colour])


def goal_name(goal: str) -> str:
    return tr._(GOAL_NAMES[goal])


def bonus_name(bonus: str) -> str:
    return tr._(BONUS_NAMES[bonus])


def space_name(space: int) -> str:
    return tr._(SPACE_NAMES[space])


def text_colour(colour: RGBA) -> RGBA:
    """Black on a light colour (white, yellow), white on a dark one."""
    return (0, 0, 0, 1) if 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] > 0.6 else (1, 1, 1, 1)


def zone_rgba(zone: str) -> RGBA:
    return BOARD_RGBA[ZONE_BOARD[zone]]


def good_rgba(good: str) -> RGBA:
    return BOARD_RGBA[GOOD_BOARD[good]]



def player_name(view: View, seat: int) -> str:
    return str(view["players"][seat]["name"])



# --- how things read ----------------------------------------------------------------------------------------
def goods_text(goods: Mapping[str, int] | Goods) -> str:
    """ "2 Salt, 1 Wood" (or "nothing")."""
    counts = {g.value: goods.get(g) for g in GOODS} if isinstance(goods, Goods) else goods
    parts = [f"{counts[g.value]} {good_name(g.value)}" for g in GOODS if counts.get(g.value)]
    return ", ".join(parts) if parts else tr._("nothing")



def reason(error: RuleError) -> str:
    return tr.message(error.key, error.params)


# --- widgets ------------------------------------------------------------------------------------------------


class Stepper(BoxLayout):
    """ "name  - n +": a count the table sets (goods, coins, points...) between ``low`` and ``high``."""

    title = StringProperty("")
    value = NumericProperty(0)
    low = NumericProperty(0)
    high = NumericProperty(99)
    swatch = ListProperty([0, 0, 0, 0])

    def __init__(self, title: str, value: int = 0, low: int = 0, high: int = 99, swatch: RGBA | None = None,
                 on_change: Callable[[int], None] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.title, self.value, self.low, self.high = title, value, low, high
        self.swatch = list(swatch or (0, 0, 0, 0))
        self.on_change = on_change

    def step(self, by: int) -> None:
        value = min(self.high, max(self.low, int(self.value) + by))
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)


def wrapped(text: str, size: float = 17, **kwargs: Any) -> Label:
    """A label as tall as its text, wrapped to its width (French and Japanese run longer)."""
    widget = Label(text=text, font_size=sp(size), halign="left", valign="middle", size_hint_y=None, height=dp(28),
                   **kwargs)
    widget.bind(width=lambda w, width: setattr(w, "text_size", (width, None)),
                texture_size=lambda w, s: setattr(w, "height", max(dp(28), s[1] + dp(6))))
    return widget


def goods_of(data: Mapping[str, int]) -> Goods:
    return Goods(*(int(data[g.value]) for g in GOODS))


