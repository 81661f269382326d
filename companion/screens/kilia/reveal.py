"""A card the table turns up, told by touch: an action card by its colour and its skill, or a contract picked among
those still in the deck (without the box's list it is described on the counts entry, forms.py). A reveal cannot be
undone: it is played only on "Turn it up". A camera taught the cards offers the card it names (card_camera.py). The
table keeps one entry of each kind and opens it again for the next card (``reset``): its widgets are built once.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.card_camera import CardCamera
from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kilia.forms import Commit, Entry, choice
from companion.screens.kit import specs
from games.base import N_
from games.kilia import SKILLS, ZONES, ActionCard, Contract, RevealAction, RevealContract, Skill, Zone


class _Reveal(Entry):
    def __init__(self, play: Commit) -> None:
        super().__init__("", tr._("Turn it up"))
        self.commit = play
        self.camera: CardCamera | None = None
        self.camera_box = BoxLayout(size_hint_y=None, height=0)
        self.body.parent.parent.add_widget(self.camera_box, index=2)  # between the title and the body

    def open_for(self, title: str, camera: CardCamera | None) -> None:
        self.title, self.camera, self.problem = title, camera, None
        self.show_camera()
        self.show()
        self.body.parent.scroll_y = 1
        self.open()

    def show(self) -> None:
        super().show()
        self.confirm_button.refused = self.ready() is None

    # --- the camera (companion.screens.card_camera) ---------------------------------------------------
    def show_camera(self) -> None:
        self.camera_box.clear_widgets()
        self.camera_box.height = 0
        if self.camera is not None:  # without one the entry is unchanged
            row = self.camera.row(self.enter_card, self.show_camera)
            self.camera_box.add_widget(row)
            self.camera_box.height = row.height

    def camera_reading(self, result: Any) -> None:
        """A camera event passed on by the table screen."""
        if self.camera is not None and self.camera.take(result):
            self.show_camera()

    def enter_card(self, card: Any) -> None:
        """The card the camera named, entered as the taps would, and turned up (one tap confirms)."""
        self.pick(card)
        self.confirm()

    def pick(self, card: Any) -> None:
        raise NotImplementedError


class ActionCardEntry(_Reveal):
    """The colour (zone) of the card, then its skill."""

    missing = N_("Tap the card's colour, then its skill")

    def reset(self, slot: int, deck: list[ActionCard] | None, camera: CardCamera | None = None) -> None:
        self.deck = Counter(deck) if deck is not None else None
        self.zone: Zone | None = None
        self.skill: Skill | None = None
        self.open_for(tr.message("Turn up an action card for supply slot {slot}: its colour, then its skill",
                                 {"slot": slot}), camera)

    def left(self, zone: Zone | None, skill: Skill) -> bool:
        return self.deck is None or zone is None or self.deck[ActionCard(zone, skill)] > 0

    def items(self) -> list[specs.Item]:
        zones = [choice(words.zone_name(z), z is self.zone, partial(self.choose, z, self.skill),
                        f"zone-{z.value}") for z in ZONES]
        skills = [choice(words.skill(s), s == self.skill, partial(self.choose, self.zone, s), f"skill{i}")
                  for i, s in enumerate(SKILLS) if self.left(self.zone, s)]
        return [specs.Grid(zones, cols=4), specs.Grid(skills, cols=2)]

    def choose(self, zone: Zone | None, skill: Skill | None) -> None:
        self.zone, self.skill, self.problem = zone, skill if skill and self.left(zone, skill) else None, None
        self.show()

    def ready(self) -> Any:
        return None if self.zone is None or self.skill is None else RevealAction(ActionCard(self.zone, self.skill))

    def pick(self, card: ActionCard) -> None:
        self.choose(card.zone, card.skill)


class ContractPick(_Reveal):
    """A contract picked among those still in the deck (the table gave the box's list)."""

    missing = N_("Tap the contract turned up")

    def reset(self, slot: int, deck: list[Contract], camera: CardCamera | None = None) -> None:
        self.counts = Counter(deck)
        self.chosen: Contract | None = None
        self.open_for(tr.message("Turn up a contract for contract slot {slot}: pick it among those still in the "
                                 "deck", {"slot": slot}), camera)

    def items(self) -> list[specs.Item]:
        found = []
        for index, contract in enumerate(sorted(self.counts, key=words.contract)):
            text = words.contract(contract)
            text += f" (\u00d7{self.counts[contract]})" if self.counts[contract] > 1 else ""
            found.append(choice(text, contract == self.chosen, partial(self.pick, contract), f"contract{index}"))
        return [specs.Grid(found, cols=2)]

    def pick(self, contract: Contract) -> None:
        self.chosen, self.problem = contract, None
        self.show()

    def ready(self) -> Any:
        return None if self.chosen is None else RevealContract(self.chosen)
