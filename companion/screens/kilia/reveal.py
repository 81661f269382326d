"""A card the table turns up, told by touch (RevealAction, RevealContract): an action card by its colour and its
skill; a contract picked from the cards still in the deck when the table gave the box's list, else described
on the counts entry (cost, reward, points). A reveal cannot be undone, so it is played only on "Turn it up".
With a camera taught the cards, the entry also offers the card the camera names (card_camera.py).

When the table gave the box's card lists, only what is still in the deck can be picked; the engine checks the
rest (games.kilia.cards) and its refusal is said inside the entry.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from kivy.factory import Factory
from kivy.graphics import Color, Rectangle
from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.scrollview import ScrollView

from companion.screens.card_camera import CardCamera
from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kilia.common import (WARN_RGBA, reason, text_colour, wrapped,
                                            zone_name, zone_rgba)
from companion.screens.widgets import Overlay
from games.base import RuleError
from games.kilia import RevealAction, RevealContract
from games.kilia import GOODS, ZONES, ActionCard, Contract, Skill, SkillKind, Zone

SKILLS = ([Skill(SkillKind.EXCHANGE, (a, b)) for i, a in enumerate(GOODS) for b in GOODS[i + 1:]]
          + [Skill(SkillKind.EXTRA, zone=z) for z in ZONES] + [Skill(SkillKind.POINTS, (g,)) for g in GOODS])
SELECTED_RGBA = (0.10, 0.55, 0.35, 1)
IDLE_RGBA = (0.22, 0.26, 0.32, 1)

Play = Callable[[Any], RuleError | None]


class _Entry(Overlay):
    def __init__(self, title: str, play: Play, camera: CardCamera | None = None, **kwargs: Any) -> None:
        super().__init__(size_hint=(1, 1), auto_dismiss=False, background_color=(0, 0, 0, 0), **kwargs)
        self.play, self.camera = play, camera
        self.box = BoxLayout(orientation="vertical", padding=dp(8), spacing=dp(6))
        with self.box.canvas.before:
            Color(0.09, 0.10, 0.13, 1)
            self._paint = Rectangle()
        self.box.bind(pos=lambda w, p: setattr(self._paint, "pos", p),
                      size=lambda w, s: setattr(self._paint, "size", s))
        self.box.add_widget(wrapped(title, 19, bold=True))
        self.camera_box = BoxLayout(size_hint_y=None, height=dp(56))
        if camera is not None:  # without one the entry is unchanged
            self.box.add_widget(self.camera_box)
            self.show_camera()
        self.add_widget(self.box)

    def finish(self, action: Any) -> None:
        error = self.play(action)
        if error is not None:
            self.error.text = reason(error)
            return
        self.dismiss()

    def bottom(self) -> None:
        self.error = wrapped("", 16, color=WARN_RGBA)
        self.box.add_widget(self.error)
        row = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
        cancel = Factory.TouchButton(text=tr._("Cancel"), size_hint_x=None, width=dp(170))
        cancel.bind(on_release=lambda *_: self.dismiss())
        self.confirm_button = Factory.PrimaryButton(text=tr._("Turn it up"), disabled=True)
        self.confirm_button.bind(on_release=lambda *_: self.confirm())
        row.add_widget(cancel)
        row.add_widget(self.confirm_button)
        self.box.add_widget(row)

    def confirm(self) -> None:
        raise NotImplementedError

    # --- the camera (companion.screens.card_camera) ---------------------------------------------------
    def show_camera(self) -> None:
        self.camera_box.clear_widgets()
        if self.camera is not None:
            self.camera_box.add_widget(self.camera.row(self.enter_card, self.show_camera))

    def camera_reading(self, result: Any) -> None:
        """A camera event passed on by the table screen."""
        if self.camera is not None and self.camera.take(result):
            self.show_camera()

    def enter_card(self, card: Any) -> None:
        """The card the camera named, entered as the taps would (and turned up: one tap confirms)."""
        raise NotImplementedError


class ActionCardEntry(_Entry):
    """The colour (zone) of the card, then its skill."""

    def __init__(self, slot: int, deck: list[ActionCard] | None, play: Play, camera: CardCamera | None = None,
                 **kwargs: Any) -> None:
        super().__init__(tr.message("Turn up an action card for supply slot {slot}: its colour, then its skill",
                                    {"slot": slot}), play, camera, **kwargs)
        self.deck = Counter(deck) if deck is not None else None
        self.zone: Zone | None = None
        self.skill: Skill | None = None
        colours = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(6))
        self.zone_buttons: dict[str, Any] = {}
        for zone in ZONES:
            colour = zone_rgba(zone.value)
            button = Factory.TouchButton(text=zone_name(zone.value), background_color=colour,
                                         color=text_colour(colour), bold=True)
            button.bind(on_release=lambda *_, z=zone: self.choose_zone(z))
            self.zone_buttons[zone.value] = button
            colours.add_widget(button)
        self.box.add_widget(colours)
        grid = GridLayout(cols=4, spacing=dp(4), size_hint_y=None)
        grid.bind(minimum_height=grid.setter("height"))
        self.skill_buttons: dict[Skill, Any] = {}
        for skill in SKILLS:
            button = Factory.KiliaButton(text=words.skill(skill), font_size=sp(16))
            button.bind(on_release=lambda *_, s=skill: self.choose_skill(s))
            self.skill_buttons[skill] = button
            grid.add_widget(button)
        self.scroll = ScrollView(do_scroll_x=False)
        self.scroll.add_widget(grid)
        self.box.add_widget(self.scroll)
        self.bottom()
        self.render()

    def left(self, zone: Zone, skill: Skill) -> int:
        return 1 if self.deck is None else self.deck[ActionCard(zone, skill)]

    def choose_zone(self, zone: Zone) -> None:
        self.zone = zone
        if self.skill is not None and not self.left(zone, self.skill):
            self.skill = None
        self.render()

    def choose_skill(self, skill: Skill) -> None:
        self.skill = skill
        self.render()

    def render(self) -> None:
        for zone in ZONES:
            button = self.zone_buttons[zone.value]
            chosen = zone is self.zone
            button.text = ("\u2714 " if chosen else "") + zone_name(zone.value)
        for skill, button in self.skill_buttons.items():
            button.disabled = self.zone is None or not self.left(self.zone, skill)
            button.background_color = SELECTED_RGBA if skill == self.skill else IDLE_RGBA
        self.confirm_button.disabled = self.zone is None or self.skill is None
        self.error.text = ""

    def confirm(self) -> None:
        if self.zone is not None and self.skill is not None:
            self.finish(RevealAction(ActionCard(self.zone, self.skill)))

    def enter_card(self, card: ActionCard) -> None:
        """The card the camera named, turned up as if its colour and skill had been tapped."""
        self.zone, self.skill = card.zone, card.skill
        self.render()
        self.confirm()


class ContractPick(_Entry):
    """A contract picked among those still in the deck (the table gave the box's list)."""

    def __init__(self, slot: int, deck: list[Contract], play: Play, camera: CardCamera | None = None,
                 **kwargs: Any) -> None:
        super().__init__(tr.message("Turn up a contract for contract slot {slot}: pick it among those still in "
                                    "the deck", {"slot": slot}), play, camera, **kwargs)
        self.chosen: Contract | None = None
        counts = Counter(deck)
        grid = GridLayout(cols=2, spacing=dp(4), size_hint_y=None)
        grid.bind(minimum_height=grid.setter("height"))
        self.contract_buttons: dict[Contract, Any] = {}
        for contract in sorted(counts, key=words.contract):
            text = words.contract(contract)
            if counts[contract] > 1:
                text = f"{text} (\u00d7{counts[contract]})"
            button = Factory.KiliaButton(text=text, font_size=sp(15))
            button.bind(on_release=lambda *_, c=contract: self.choose(c))
            self.contract_buttons[contract] = button
            grid.add_widget(button)
        self.scroll = ScrollView(do_scroll_x=False)
        self.scroll.add_widget(grid)
        self.box.add_widget(self.scroll)
        self.bottom()

    def choose(self, contract: Contract) -> None:
        self.chosen = contract
        for key, button in self.contract_buttons.items():
            button.background_color = SELECTED_RGBA if key == contract else IDLE_RGBA
        self.confirm_button.disabled = False
        self.error.text = ""

    def confirm(self) -> None:
        if self.chosen is not None:
            self.finish(RevealContract(self.chosen))

    def enter_card(self, card: Contract) -> None:
        self.choose(card)
        self.confirm()
