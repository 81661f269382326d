"""What every Kilia screen shares: the session plumbing, the names and colours of goods, zones, boards, goals,
bonuses and skills, how a card and a contract read on screen, and small widgets (a good chip, a stepper, labels
and buttons for the side panel). Loads common.kv beside it once.

Screens render ``session.view(None)``: the fulfilled contracts come as "?" and no contract points show. Why an
action is refused is the engine's own RuleError, asked of the session's state by a dry run (no rule of Kilia
looks inside a face-down contract, so the reason never tells one).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Mapping

from kivy.factory import Factory
from kivy.lang import Builder
from kivy.metrics import dp, sp
from kivy.properties import ListProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label

from companion.screens.base import SCREENS_DIR
from companion.screens.game_screen import GameScreen
from companion.screens.i18n import tr
from games import serial
from games.base import N_, RuleError
from games.kilia import GOODS, Good, Goods

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
MUTED_RGBA: RGBA = (0.75, 0.80, 0.88, 1)
PLENTY = Goods(99, 99, 99, 99)


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


def reveal_due(view: View) -> bool:
    """A card waits to be turned up into an empty slot; once the last round is over, nobody refills the supply."""
    return view["phase"] in ("colours", "turns", "sailing") and bool(
        view["reveal_due"]["actions"] or view["reveal_due"]["contracts"])


def player_name(view: View, seat: int) -> str:
    return str(view["players"][seat]["name"])


def seat_rgba(view: View, seat: int) -> RGBA:
    """The seat's board colour once chosen (grey before)."""
    colour = view["seats"][seat]["colour"]
    return BOARD_RGBA[colour] if colour else (0.5, 0.5, 0.5, 1)


# --- how things read ----------------------------------------------------------------------------------------
def goods_text(goods: Mapping[str, int] | Goods) -> str:
    """ "2 Salt, 1 Wood" (or "nothing")."""
    counts = {g.value: goods.get(g) for g in GOODS} if isinstance(goods, Goods) else goods
    parts = [f"{counts[g.value]} {good_name(g.value)}" for g in GOODS if counts.get(g.value)]
    return ", ".join(parts) if parts else tr._("nothing")


def skill_text(skill: Mapping[str, Any]) -> str:
    kind = skill["kind"]
    if kind == "exchange":
        first, second = skill["goods"]
        return tr.message("Exchange {first} / {second}", {"first": good_name(first), "second": good_name(second)})
    if kind == "extra":
        return tr.message("Extra action: {zone}", {"zone": zone_name(skill["zone"])})
    return tr.message("Points: {good}", {"good": good_name(skill["goods"][0])})


def card_text(card: Mapping[str, Any] | None) -> str:
    """An action card: its zone (colour) and its skill; None is a smoked sprats card under a zone."""
    if card is None:
        return tr._("Smoked sprats")
    return f"{zone_name(card['zone'])} · {skill_text(card['skill'])}"


def _side(goods: Mapping[str, int], any_: int, coins: int, contracts: int = 0) -> str:
    parts = [f"{goods[g.value]} {good_name(g.value)}" for g in GOODS if goods[g.value]]
    if any_:
        parts.append(tr.message("{count} any", {"count": any_}))
    if coins:
        parts.append(tr.message("{count} coins", {"count": coins}))
    if contracts:
        parts.append(tr.message("{count} new contract", {"count": contracts}))
    return " + ".join(parts) if parts else "-"


def contract_text(contract: Mapping[str, Any] | str) -> str:
    """ "1 Grain + 1 Brick → 2 coins · 2 points"; a face-down contract ("?") reads as such."""
    if isinstance(contract, str):
        return tr._("A face-down contract")
    cost = _side(contract["cost"], contract["cost_any"], contract["cost_coins"])
    reward = _side(contract["reward"], contract["reward_any"], contract["reward_coins"], contract["reward_contracts"])
    return tr.message("{cost} → {reward} · {points} points", {"cost": cost, "reward": reward,
                                                              "points": contract["points"]})


def coins_text(count: int) -> str:
    return tr._("1 coin") if count == 1 else tr.message("{count} coins", {"count": count})


def keys_text(count: int) -> str:
    return tr._("1 key") if count == 1 else tr.message("{count} keys", {"count": count})


def price_text(price: int) -> str:
    return tr._("free") if price == 0 else coins_text(price)


def reason(error: RuleError) -> str:
    return tr.message(error.key, error.params)


# --- widgets ------------------------------------------------------------------------------------------------
class GoodChip(Label):
    """A good: its colour, with a count on it."""

    chip_rgba = ListProperty([0.5, 0.5, 0.5, 1])
    text_rgba = ListProperty([1, 1, 1, 1])

    def __init__(self, good: str, count: int | str, **kwargs: Any) -> None:
        super().__init__(text=str(count), **kwargs)
        self.chip_rgba = list(good_rgba(good))
        self.text_rgba = list(text_colour(good_rgba(good)))


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


def label(text: str, style: str = "KiliaLabel", **kwargs: Any) -> Any:
    return getattr(Factory, style)(text=text, **kwargs)


def button(text: str, handler: Callable[[], Any], style: str = "KiliaButton", disabled: bool = False) -> Any:
    widget = getattr(Factory, style)(text=text, disabled=disabled)
    widget.bind(on_release=lambda *_: handler())
    return widget


def wrapped(text: str, size: float = 17, **kwargs: Any) -> Label:
    """A label as tall as its text, wrapped to its width (French and Japanese run longer)."""
    widget = Label(text=text, font_size=sp(size), halign="left", valign="middle", size_hint_y=None, height=dp(28),
                   **kwargs)
    widget.bind(width=lambda w, width: setattr(w, "text_size", (width, None)),
                texture_size=lambda w, s: setattr(w, "height", max(dp(28), s[1] + dp(6))))
    return widget


def goods_of(data: Mapping[str, int]) -> Goods:
    return Goods(*(int(data[g.value]) for g in GOODS))


def good_of(name: str | None) -> Good | None:
    return None if name is None else Good(name)


class KiliaScreen(GameScreen):
    """A Kilia screen: the session plumbing of every game screen, and the engine's reason for a refusal."""

    def view(self, seat: int | None = None) -> Any:
        """The engine's typed view, as the JSON these screens read (a face-down contract as "?")."""
        if self.session is None:
            return None
        data: dict[str, Any] = serial.to_json(self.session.view(seat))
        for held in data["seats"]:
            held["fulfilled"] = ["?" if c is None else c for c in held["fulfilled"]]
        return data

    def refusal(self, action: Any, plenty_for: int | None = None) -> RuleError | None:
        """Why the rules refuse ``action`` now (a dry run); None if it may be played. With ``plenty_for``, that
        seat's personal supply is taken as plentiful: what is left is a reason other than the goods."""
        assert self.session is not None
        state = self.session.state
        if plenty_for is not None:
            state = state.with_seat(plenty_for, replace(state.seats[plenty_for], goods=PLENTY))
        try:
            self.session.game.apply(state, action)
        except RuleError as error:
            return error
        return None
