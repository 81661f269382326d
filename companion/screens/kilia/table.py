"""The Kilia table on the kit's frame (docs/design.md#the-kit): what is due on the status line and the main button
(also the hardware turn button: InputEvent "advance"), each seat's coins and keys on the seat bar (a tap shows the
board), the council board in the main area and the side panel (panel.py) for what may be done now or
what was tapped. The entries it opens are in reveal.py and forms.py."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, cast

from kivy.clock import Clock
from kivy.core.window import Window

from companion.core.inbox import InputEvent
from companion.screens.card_camera import CardCamera
from companion.screens.i18n import tr
from companion.screens.kilia.names import delivering, status as status_phrase
from companion.screens.kilia import card_deck, data_entry, figure_question, forms, panel, reveal, words
from companion.screens.kit import specs
from companion.screens.kit.figures import FigureTable
from companion.screens.kit.frame import Table
from companion.screens.kit.overlay import ask
from companion.screens.kit.panel import Panel, in_room
from games.base import RuleError
from games.kilia import (GOODS, LATE_OPTIONS, ONE_FIGURES, PAYMENT, Bonus, BoxFigure,
                         BuildWarehouse, Contract, Develop, EndTurn, Fulfil, Good, Goods, KiliaView, Payment, Phase,
                         PlaceMerchant, RevealContract, RevealContracts, Zone, cards, contract_plan, development_plan,
                         warehouse_spaces)
from games.refusals import Refusal


@dataclass
class Selection:
    """What the side panel shows: what is due ("overview"), a supply card, a contract of the supply, a seat."""

    mode: str = "overview"
    index: int = 0  # the slot of the card or the contract, or the seat


PAGE_ENTRIES = ("start_contracts",)  # learnt at first need on a whole page, not one figure on the pad


class KiliaTableScreen(FigureTable):
    figure_entries = (*LATE_OPTIONS, *ONE_FIGURES)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sel = Selection()
        self.reversed = False  # a warehouse laid the other way round
        self.board = Panel()  # the council board (panel.board_items)
        self.ids.main.add_widget(in_room(self.board))

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.sel, self.reversed = Selection(), False
        super().enter(**kwargs)
        session = self.session
        if session is not None and session.outcome is not None:  # a finished game opened from the history
            Clock.schedule_once(lambda *_: self.navigator.show("result", session=session))

    def kilia_view(self) -> KiliaView:
        """The public view; the box's figures the table answered before are shown before the game records them
        (a fact is journaled when a move first needs it: FigureTable.with_figures)."""
        return cast(KiliaView, self.known_view())

    def stored_figure(self, entry: str) -> str | None:
        return data_entry.stored_figure(self.context.preferences, entry)

    def stored_fact(self, entry: str) -> BoxFigure | None:
        return data_entry.stored_fact(self.context.preferences, entry)

    def ask_figure(self, entry: str, done: Callable[[str], object]) -> Any:
        if entry in PAGE_ENTRIES:  # cards, not a figure: their page, as Settings asks it
            return data_entry.ask_entry(self.context.preferences, entry, done)
        return figure_question.ask_figure(self.context.preferences, entry, partial(self.fact_refused, entry), done)

    @property
    def game_state(self) -> Any:
        """The engine's state, for the engine's queries of what is legal now (what is shown comes from the view)."""
        assert self.session is not None
        return self.session.state

    # --- the main button and the hardware turn button -----------------------------------------------------
    def overlay_open(self) -> bool:
        return self.overlay is not None and self.overlay.parent is not None

    def advance(self) -> None:
        main = self.table().main
        if main is not None and main.refusal is None and not self.overlay_open():
            main.on_tap()

    def handle_input(self, event: InputEvent) -> None:
        if event.command == "camera":  # the card entry asked the camera (a reading for no open entry is dropped)
            if self.overlay_open() and hasattr(self.overlay, "camera_reading"):
                self.overlay.camera_reading(event.reading)
            return
        super().handle_input(event)

    def main_action(self, view: KiliaView) -> specs.Button | None:
        main = partial(specs.Button, tone="primary", key="main")
        if panel.reveal_asked(view):
            return main(tr._("Turn up a card"), self.open_reveal)
        if view.phase is Phase.TURNS:
            return main(tr._("End turn"), partial(self.act, EndTurn(view.seat)), self.check(EndTurn(view.seat)))
        if view.phase is Phase.SAILING:
            waiting = next(s for s, held in enumerate(view.seats) if not held.sailed)
            return main(tr._("Ship income"), partial(self.open_form, forms.open_income, waiting))
        if view.phase is Phase.DELIVERY:
            due = delivering(view)
            if due is not None:
                return main(tr.message("Deliver {player}'s goods", {"player": view.name(due)}),
                            partial(self.open_form, forms.open_delivery, due))
            return main(tr._("Turn over the contracts"), partial(self.act, RevealContracts()))
        return None

    # --- what the table shows -------------------------------------------------------------------------------
    def table(self) -> Table:
        view = self.kilia_view()
        slots = {"card": view.action_slots, "contract": view.contract_slots}.get(self.sel.mode)
        if slots is not None and slots[self.sel.index - 1] is None:  # the card chosen is gone (an undo, a turn)
            self.sel = Selection()
        seats = [specs.Seat(view.name(s), held.colour.value if held.colour else p.colour,
                            [words.coins(held.coins), words.keys(held.keys)] if held.colour else [tr._("no board yet")],
                            on_turn=view.phase in (Phase.TURNS, Phase.COLOURS) and view.seat == s,
                            chosen=self.sel == Selection("seat", s), on_tap=partial(self.select, Selection("seat", s)))
                 for s, (p, held) in enumerate(zip(view.players, view.seats))]
        status = status_text(view)
        return Table(status, seats, self.panel_items(view), self.main_action(view), end_notice(view))

    def panel_items(self, view: KiliaView) -> list[specs.Item]:
        chosen = {"card": panel.card_items, "contract": panel.contract_items, "seat": panel.seat_items}
        if self.sel.mode in chosen:
            return chosen[self.sel.mode](view, self, self.sel.index)
        return panel.overview(view, self) + [specs.Text(
            tr._("Tap a card of the supply for what it can do, a player above for their board"), tone="muted",
            size="small")]

    def draw_board(self, table: Table) -> None:
        self.board.show(panel.board_items(
            self.kilia_view(), lambda kind, slot: self.select(Selection(kind, slot)), Window.width >= 1000))

    # --- what the panels ask (panel.py) -------------------------------------------------------------------
    def check(self, action: Any) -> Refusal | None:
        """Why ``action`` is refused now; None for a move that only waits for a box figure (asked on the tap)."""
        assert self.session is not None
        return self.unless_waiting(self.session.game.check(self.session.state, action))

    def act(self, action: Any) -> None:
        self.with_figures(action, lambda: self.played(action))

    def played(self, action: Any) -> None:
        if self.play(action):
            self.sel = Selection()
            self.refresh()

    def select(self, selection: Selection) -> None:
        self.sel = Selection() if selection == self.sel else selection
        self.refresh()

    def back(self) -> None:
        self.select(Selection())

    def flip_warehouse(self) -> None:
        self.reversed = not self.reversed
        self.refresh()

    def paid_refusal(self, plan: Payment | None, action: Any) -> Refusal | None:
        """Why a paid action is refused now; with no payment found, only a reason other than the payment's (the
        table may still find one on the payment entry)."""
        refusal = self.check(action)
        return refusal if plan is not None or refusal is None or refusal.clause != PAYMENT else None

    def develop_refusal(self, zone: Zone, slot: int | None) -> Refusal | None:
        seat = self.kilia_view().seat
        plan = development_plan(self.game_state, seat, zone, slot)
        return self.paid_refusal(plan, Develop(seat, zone, slot, plan or Payment()))

    def fulfil_refusal(self, index: int) -> Refusal | None:
        seat = self.kilia_view().seat
        plan, contract = contract_plan(self.game_state, seat, index), self.kilia_view().seats[seat].contracts[index]
        return self.paid_refusal(plan, Fulfil(seat, index, plan or Payment(), Goods(salt=contract.reward_any)))

    def choose_good(self, question: str, make: Callable[[Good | None], Any], coin: bool) -> None:
        answers: list[tuple[str, Any]] = [(words.coins(1), None)] if coin else []
        answers += [(words.good_name(g), g) for g in GOODS]
        self.overlay = ask(question, answers, lambda good: self.act(make(good)), cols=len(answers) if coin else 2)

    def place_merchant(self, seat: int, slot: int, space: int) -> None:
        """A merchant on market ``space``: the good it gives asked first where the space gives any good (the bonuses
        read off the box first if they are not known yet)."""
        self.with_figures(PlaceMerchant(seat, slot, space), partial(self.merchant_bonus, seat, slot, space))

    def merchant_bonus(self, seat: int, slot: int, space: int) -> None:
        view = self.kilia_view()
        bonuses = view.components.market_bonuses
        if not view.seats[seat].merchants[space] and bonuses is not None and bonuses[space] is Bonus.ANY_GOOD:
            self.choose_good(tr._("The space gives any good: which one?"), partial(PlaceMerchant, seat, slot, space),
                             False)
        else:
            self.played(PlaceMerchant(seat, slot, space))

    def choose_canal_space(self, slot: int) -> None:
        seat, reversed_ = self.kilia_view().seat, self.reversed
        self.with_figures(BuildWarehouse(seat, slot, 1, reversed_), lambda: self.ask_canal_space(seat, slot, reversed_))

    def ask_canal_space(self, seat: int, slot: int, reversed_: bool) -> None:
        spaces = warehouse_spaces(self.game_state, seat)
        self.overlay = ask(tr._("On which empty canal space?"), [(str(s), s) for s in spaces],
                           lambda space: self.act(BuildWarehouse(seat, slot, space, reversed_)))

    # --- entries (counts and reveals) -------------------------------------------------------------------------
    def commit(self, action: Any) -> RuleError | None:
        """Play an action told on an entry: the engine's refusal goes back to the entry (not to the toast)."""
        error = self.play_privately(action)
        if error is None:
            self.sel = Selection("seat", self.sel.index) if self.sel.mode == "seat" else Selection()
            self.refresh()
        return error

    def keep(self, overlay: Any) -> Any:
        self.overlay = overlay
        overlay.bind(on_dismiss=lambda *_: self.refresh())
        return overlay

    def entry(self, kind: type) -> Any:
        """The table's one entry of this kind (reveal.py), built once a language: the next one to open."""
        self.overlay = self.built(kind.__name__, None, lambda: self.keep(kind(self.reveal)))
        return self.overlay

    def open_reveal(self) -> None:
        """The entry for the next card to turn up (action cards first, as the slots fill left to right): a card
        of the box's list is picked from the list, an unlisted one described."""
        view, state = self.kilia_view(), self.game_state
        if view.phase is Phase.OVER:
            return
        if view.reveal_due.actions:
            slot = view.action_slots.index(None) + 1
            deck = cards.deck_actions(state) if view.components.action_cards is not None else None
            camera = CardCamera.offered(self.context.camera, card_deck.action_deck(view.components.action_cards))
            self.entry(reveal.ActionCardEntry).reset(slot, deck, camera)
        elif view.reveal_due.contracts:
            slot = view.contract_slots.index(None) + 1
            if view.components.contracts is not None:
                camera = CardCamera.offered(self.context.camera, card_deck.contract_deck(view.components.contracts))
                self.entry(reveal.ContractPick).reset(slot, cards.deck_contracts(state), camera)
            elif answers := [(words.contract(c), c) for c in data_entry.offered(self.context.preferences, view)]:
                self.overlay = ask(tr.message("Turn up a contract for contract slot {slot}: one described before, "
                                              "or a new one", {"slot": slot}),
                                   [*answers, (tr._("Describe a new contract"), None)],
                                   partial(self.reveal_described, slot), cols=1)
            else:
                self.reveal_described(slot, None)

    def reveal_described(self, slot: int, contract: Contract | None) -> None:
        """A contract described before, turned up at once; None: the table describes a new one."""
        if contract is None:
            self.keep(forms.open_contract(
                tr.message("Turn up a contract for contract slot {slot}: what it prints", {"slot": slot}),
                None, self.reveal_new, tr._("Turn it up")))
            return
        refused = self.reveal(RevealContract(contract))
        if refused is not None:
            self.say(refused.key, refused.params)

    def reveal_new(self, contract: Any) -> RuleError | None:
        refused = self.reveal(RevealContract(contract))
        if refused is None:
            data_entry.remember(self.context.preferences, contract)
        return refused

    def reveal(self, action: Any) -> RuleError | None:
        refused = self.commit(action)
        if refused is None:
            Clock.schedule_once(lambda *_: self.open_reveal())  # the next card due, if any
        return refused

    def open_form(self, form: forms.SeatForm, seat: int) -> None:
        entry = form(self.kilia_view(), seat, self.commit)
        if entry is not None:  # None: played at once, with nothing to ask
            self.keep(entry)

    def open_develop(self, zone: Zone, slot: int | None) -> None:
        seat = self.kilia_view().seat
        self.with_figures(Develop(seat, zone, slot), partial(self.open_payment, zone, slot))

    def open_payment(self, zone: Zone, slot: int | None) -> None:
        view = self.kilia_view()
        seat = view.seat
        price = 0 if slot is None or view.prices is None else view.prices.actions[slot - 1] or 0
        cost = view.seats[seat].development_costs.of(zone)
        need = Goods() if cost is None else Goods.of(cost.good, cost.count)
        title = tr.message("{player} develops the {zone}", {"player": view.name(seat), "zone": words.zone(zone)})
        note = (tr.message("Price of the card: {price}", {"price": words.price(price)}) if slot is not None else
                tr._("A smoked sprats card slides under the zone instead of a card"))
        self.keep(forms.open_payment(view, seat, title, words.goods(need), price,
                                     development_plan(self.game_state, seat, zone, slot),
                                     lambda pay, reward: Develop(seat, zone, slot, pay), self.commit,
                                     tr._("Pay and develop"), note=note))

    def open_fulfil(self, index: int) -> None:
        """The payment entry of active contract ``index``: a start contract not read yet is read off the box first."""
        seat = self.kilia_view().seat
        self.with_figures(Fulfil(seat, index), partial(self.fulfil_entry, seat, index))

    def fulfil_entry(self, seat: int, index: int) -> None:
        view = self.kilia_view()
        contract = view.seats[seat].contracts[index]
        title = tr.message("{player} fulfils: {contract}", {"player": view.name(seat),
                                                            "contract": words.contract(contract)})
        self.keep(forms.open_payment(view, seat, title, words.goods(contract.cost, contract.cost_any),
                                     contract.cost_coins, contract_plan(self.game_state, seat, index),
                                     lambda pay, reward: Fulfil(seat, index, pay, reward), self.commit,
                                     tr._("Pay and fulfil"), contract.reward_any))


def status_text(view: KiliaView) -> str:
    phrase = status_phrase(view)
    return tr.message(phrase.key, dict(phrase.params))


def end_notice(view: KiliaView) -> str:
    """The last round's banner, naming who set it off ("Lorsqu'un joueur place son 4e jeton de score, la dernière
    manche est déclenchée")."""
    if view.phase in (Phase.DELIVERY, Phase.OVER) or view.final_round is None:
        return ""
    trigger = view.name(view.final_trigger) if view.final_trigger is not None else ""
    if view.last_round:
        return tr.message("This round is the last ({player} placed their 4th scoring token): after its council "
                          "phase (no ship sails), goods go to the points skills and the scores are counted",
                          {"player": trigger})
    return tr.message("{player} placed their 4th scoring token: round {round} will be the last",
                      {"player": trigger, "round": view.final_round})
