"""The Kilia table: whose turn and what is due (top bar and primary button, also the hardware turn button:
InputEvent "advance"), the council board (the action cards and the contracts with their price for the player
whose turn it is, the six goals with their wheels), the side panel (panel.py: what the player may do now, a
card, a contract, a seat), and each seat's box.

It renders ``session.view(None)``: the fulfilled contracts are face-down "?" and no contract points show. The
cards the table turns up are told on the reveal entry (reveal.py); payments, ship income, deliveries and
corrections on a counts entry (forms.py). The final score is the next screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from kivy.clock import Clock
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout

from companion.core.inbox import InputEvent
from companion.screens.card_camera import CardCamera
from companion.screens.i18n import tr
from companion.screens.kilia import forms, panel
from companion.screens.kilia.card_deck import action_deck, contract_deck
from companion.screens.kilia.board import KiliaSeatBox, SupplyCard, goal_rows
from companion.screens.kilia.common import KiliaScreen, View, label, player_name, reveal_due
from companion.screens.kilia.reveal import ActionCardEntry, ContractPick
from games.base import RuleError
from games.kilia import cards
from games.kilia.actions import Deliver, EndTurn, RevealContract, RevealContracts
from games.kilia.council import points_goods


@dataclass
class Selection:
    """What the side panel shows: the overview, a supply card, a contract of the supply, a seat."""

    mode: str = "overview"
    slot: int | None = None
    seat: int | None = None
    reversed: bool = False  # a warehouse laid the other way round


class KiliaTableScreen(KiliaScreen):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sel = Selection()
        self.overlay: Any = None

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.sel = Selection()
        super().enter(**kwargs)
        view = self.view()
        if view is not None and view["phase"] == "over":  # a finished game opened from the history
            Clock.schedule_once(lambda *_: self.navigator.show("kilia_scoring", session=self.session))

    # --- the primary button and the hardware turn button ------------------------------------------------
    def overlay_open(self) -> bool:
        return self.overlay is not None and self.overlay.parent is not None

    def advance(self) -> None:
        if not self.overlay_open() and not self.ids.primary_button.disabled:
            self.primary()

    def handle_input(self, event: InputEvent) -> None:
        if event.command == "camera":  # the card entry asked the camera (a reading for no open entry is dropped)
            if self.overlay_open() and hasattr(self.overlay, "camera_reading"):
                self.overlay.camera_reading(event.reading)
            return
        super().handle_input(event)

    def primary(self) -> None:
        view = self.view()
        if view is None:
            return
        phase = view["phase"]
        if phase == "over":
            self.navigator.show("kilia_scoring", session=self.session)
        elif reveal_due(view):
            self.open_reveal()
        elif phase == "turns":
            if self.play(EndTurn(view["seat"])):
                self.sel = Selection()
                self.refresh()
        elif phase == "sailing":
            self.open_income(next(s for s, data in enumerate(view["seats"]) if not data["sailed"]))
        elif phase == "delivery":
            waiting = [s for s, data in enumerate(view["seats"]) if data["delivered"] is None]
            if waiting:
                self.open_delivery(waiting[0])
            elif self.play(RevealContracts()):
                self.navigator.show("kilia_scoring", session=self.session)

    # --- entries ----------------------------------------------------------------------------------------
    def commit(self, action: Any) -> RuleError | None:
        """Play an action told on an entry: the engine's refusal goes back to the entry, else it is played."""
        refused = self.refusal(action)
        if refused is not None:
            return refused
        self.play(action)
        self.sel = Selection("seat", seat=self.sel.seat) if self.sel.mode == "seat" else Selection()
        self.refresh()
        return None

    def keep(self, overlay: Any) -> Any:
        self.overlay = overlay
        overlay.bind(on_dismiss=lambda *_: self.refresh())
        return overlay

    def open_reveal(self) -> None:
        """The entry for the next card to turn up (action cards first, as the slots fill left to right)."""
        view = self.view()
        if view is None or self.session is None:
            return
        state = self.session.state
        if view["reveal_due"]["actions"]:
            slot = view["action_slots"].index(None) + 1
            deck = cards.deck_actions(state) if state.components.action_cards is not None else None
            camera = CardCamera.offered(self.context.camera, action_deck(state.components.action_cards))
            entry: Any = ActionCardEntry(slot, deck, self.reveal, camera)
        elif view["reveal_due"]["contracts"]:
            slot = view["contract_slots"].index(None) + 1
            if state.components.contracts is not None:
                camera = CardCamera.offered(self.context.camera, contract_deck(state.components.contracts))
                entry = ContractPick(slot, cards.deck_contracts(state), self.reveal, camera)
            else:
                self.keep(forms.open_contract(
                    tr.message("Turn up a contract for contract slot {slot}: what it prints", {"slot": slot}),
                    None, lambda contract: self.reveal(RevealContract(contract)), tr._("Turn it up")))
                return
        else:
            return
        self.keep(entry)
        entry.open()

    def reveal(self, action: Any) -> RuleError | None:
        refused = self.commit(action)
        if refused is None:
            Clock.schedule_once(lambda *_: self._next_reveal())
        return refused

    def _next_reveal(self) -> None:
        """After a card turned up, the entry for the next one (the last entry is closing: no need to wait)."""
        view = self.view()
        if view is not None and reveal_due(view):
            self.open_reveal()

    def open_income(self, seat: int, *_: Any) -> None:
        view = self.view()
        if view is not None:
            self.keep(forms.open_income(view, seat, self.commit))

    def open_delivery(self, seat: int, *_: Any) -> None:
        view = self.view()
        if view is None or self.session is None:
            return
        scored = sorted((g.value for g in points_goods(self.session.state.seats[seat])),
                        key=lambda g: ("salt", "grain", "brick", "wood").index(g))
        if not scored:
            self.commit(Deliver(seat))
            return
        self.keep(forms.open_delivery(view, seat, scored, self.commit))

    def open_correction(self, seat: int, *_: Any) -> None:
        view = self.view()
        if view is not None:
            self.keep(forms.open_correction(view, seat, self.commit))

    # --- the panel's selection ----------------------------------------------------------------------------
    def select(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self.sel, name, value)
        self.refresh()

    def back(self, *_: Any) -> None:
        self.sel = Selection()
        self.refresh()

    def act(self, action: Any) -> bool:
        """Play a public action from the panel; on success the panel shows the overview."""
        if self.play(action):
            self.sel = Selection()
            self.refresh()
            return True
        return False

    def tap_card(self, card: SupplyCard) -> None:
        mode = "card" if card.kind == "action" else "contract"
        if self.sel.mode == mode and self.sel.slot == card.slot:
            self.sel = Selection()
        else:
            self.sel = Selection(mode, slot=card.slot)
        self.refresh()

    # --- rendering --------------------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.view()
        if view is None:
            return
        self.show_undo()
        self._check_selection(view)
        self.ids.status.text = status_text(view)
        self.ids.end_banner.text = end_banner_text(view)
        self._render_primary(view)
        self._render_board(view)
        panel.render(self, view)
        self._render_seats(view)

    def _check_selection(self, view: View) -> None:
        """After an undo or a turn, the card selected may be gone."""
        if self.sel.mode == "card" and (self.sel.slot is None or view["action_slots"][self.sel.slot - 1] is None):
            self.sel = Selection()
        if self.sel.mode == "contract" and (self.sel.slot is None
                                            or view["contract_slots"][self.sel.slot - 1] is None):
            self.sel = Selection()

    def _render_primary(self, view: View) -> None:
        button = self.ids.primary_button
        phase, enabled = view["phase"], True
        if phase == "over":
            text = tr._("Final score")
        elif reveal_due(view):
            text = tr._("Turn up a card")
        elif phase == "colours":
            text, enabled = tr._("Choose a board"), False
        elif phase == "turns":
            text = tr._("End turn")
        elif phase == "sailing":
            text = tr._("Ship income")
        elif any(data["delivered"] is None for data in view["seats"]):
            text = tr._("Deliver goods")
        else:
            text = tr._("Turn over the contracts")
        button.text = text
        button.disabled = not enabled

    def _render_board(self, view: View) -> None:
        board = self.ids.board
        board.clear_widgets()
        prices = view.get("prices")
        for kind, title, slots in (("action", tr._("Action cards"), view["action_slots"]),
                                   ("contract", tr._("Contracts"), view["contract_slots"])):
            price_list = prices["actions" if kind == "action" else "contracts"] if prices else [None] * 5
            header = tr.message("{title} · {count} in the deck", {
                "title": title, "count": view["action_deck" if kind == "action" else "contract_deck"]})
            board.add_widget(label(header, "KiliaMuted"))
            selected = self.sel.slot if self.sel.mode == ("card" if kind == "action" else "contract") else None
            # Only while a player takes cards: in the council phase nobody pays for one.
            coins = view["seats"][view["seat"]]["coins"] if prices and view["phase"] == "turns" else None
            key = (repr(slots), repr(price_list), selected, coins)
            board.add_widget(self.built(kind, key, partial(self._supply_row, kind, slots, price_list, selected, coins)))
        board.add_widget(label(tr._("Goals and scoring wheels"), "KiliaMuted"))
        goals = (repr([s["claims"] for s in view["seats"]]), repr(view["components"]["wheels"]),
                 repr([s["colour"] for s in view["seats"]]))
        board.add_widget(self.built("goals", goals, partial(goal_rows, view)))

    def _supply_row(self, kind: str, slots: list[Any], prices: list[int | None], selected: int | None,
                    coins: int | None) -> BoxLayout:
        row = BoxLayout(size_hint_y=None, height=dp(104 if kind == "action" else 140), spacing=dp(3))
        for slot, card in enumerate(slots, start=1):
            widget = SupplyCard(kind, slot, card, prices[slot - 1] if card is not None else None,
                                selected=slot == selected, coins=coins)
            widget.bind(on_release=self.tap_card)
            row.add_widget(widget)
        return row

    def _render_seats(self, view: View) -> None:
        box = self.ids.seats
        box.clear_widgets()
        for seat in range(len(view["players"])):
            chosen = self.sel.mode == "seat" and self.sel.seat == seat
            data = view["seats"][seat]
            key = (data["colour"], data["coins"], repr(data["goods"]), data["keys"], view["players"][seat],
                   view["phase"], view["seat"], chosen)
            box.add_widget(self.built(f"seat{seat}", key, partial(self._seat_box, view, seat, chosen)))

    def _seat_box(self, view: View, seat: int, chosen: bool) -> KiliaSeatBox:
        widget = KiliaSeatBox(view, seat, selected=chosen)
        widget.bind(on_release=lambda w: self.select(mode="seat", seat=w.seat, slot=None))
        return widget


def status_text(view: View) -> str:
    phase, player = view["phase"], player_name(view, view["seat"])
    if phase == "colours":
        return tr.message("Set-up · {player} chooses a board", {"player": player})
    if phase == "turns":
        return tr.message("Round {round} · {player}'s turn", {"round": view["round"], "player": player})
    if phase == "sailing":
        return tr.message("Round {round} · council phase", {"round": view["round"]})
    if phase == "delivery":
        return tr._("The end · goods for the points skills")
    return tr._("The game is over")


def end_banner_text(view: View) -> str:
    if view["phase"] in ("delivery", "over") or view["final_round"] is None:
        return ""
    if view["last_round"]:
        return tr._("This round is the last: after its council phase (no ship sails), goods go to the points "
                    "skills and the scores are counted")
    return tr.message("A player placed their 4th scoring token: round {round} will be the last",
                      {"round": view["final_round"]})
