"""Kilia through the real window: a new game by touch (the box's figures typed page by page in Settings first),
cards turned up on the reveal entry, counts set on a counts entry's steppers, the side panel's buttons."""

from __future__ import annotations

from typing import Any

from kivy.core.window import Window
from kivy.uix.modalview import ModalView

from companion.screens.i18n import tr
from companion.screens.kilia import words
from companion.screens.kilia.data_entry import DataEntry
from companion.screens.kilia.forms import CountsEntry, Entry
from companion.screens.kit.widgets import MINUS
from companion.screens.kilia.reveal import ActionCardEntry, ContractPick
from companion.screens.kit import specs
from companion.screens.kit.overlay import Sheet
from games.kilia import SKILLS, cards
from games.kilia.model import COLOURS, ActionCard, Contract
from games.kilia.samples import SAMPLE_OPTIONS
from tests.ui.harness import Harness
from tests.ui.ilos_helpers import overlay, quick_tap
from tests.ui.kilim_helpers import create_on_new_game

UNLISTED_DATA = {**SAMPLE_OPTIONS, "action_cards": "unlisted", "contracts": "unlisted"}


def data_entry() -> DataEntry | None:
    return overlay(DataEntry)  # type: ignore[no-any-return]


def counts_entry() -> CountsEntry | None:
    """The counts entry on top (a start contract's entry opens over the data entry)."""
    found = [w for w in Window.children if isinstance(w, CountsEntry)]
    return found[0] if found else None


def widget(entry: Entry, key: str) -> Any:
    """The entry's kit widget showing the spec of this key (a button, a stepper)."""
    return next(w for w in entry.body.walk(restrict=True) if getattr(getattr(w, "spec", None), "key", "") == key)


def problem_text(entry: Entry) -> str:
    """What the entry says is wrong now, as the table reads it ("" when nothing)."""
    found = entry.problem
    if isinstance(found, specs.Refused):
        return tr.message(found.refusal.key, dict(found.refusal.params))
    return found.text if isinstance(found, specs.Text) else ""


def in_sight(app: Harness, entry: Entry, key: str) -> Any:
    """The entry's widget of this key, scrolled into sight."""
    found = widget(entry, key)
    entry.body.parent.scroll_to(found, padding=4, animate=False)
    app.settle()
    return found


def set_counts(app: Harness, values: dict[str, int]) -> None:
    """On the open counts entry: tap each stepper's - or + until it shows the value."""
    entry = counts_entry()
    assert entry is not None, "no counts entry is open"
    for key, value in values.items():
        stepper = widget(entry, key)
        if stepper.value != value:
            in_sight(app, entry, key)
        while stepper.value != value:
            sign = "+" if stepper.value < value else MINUS
            quick_tap(app, next(w for w in stepper.walk(restrict=True) if getattr(w, "text", None) == sign
                                and hasattr(w, "refused")), settle=False)
    app.settle()
    assert {key: entry.counts[key] for key in values} == values


def contract_counts(contract: Contract) -> dict[str, int]:
    found = {f"cost:{g}": v for g, v in zip(("salt", "grain", "brick", "wood"), contract.cost.as_tuple())}
    found.update({f"reward:{g}": v for g, v in zip(("salt", "grain", "brick", "wood"), contract.reward.as_tuple())})
    found.update(cost_any=contract.cost_any, cost_coins=contract.cost_coins, reward_any=contract.reward_any,
                 reward_coins=contract.reward_coins, reward_contracts=contract.reward_contracts,
                 points=contract.points)
    return found


def answer_data(app: Harness, answers: dict[str, Any] | None = None) -> None:
    """Every page of the component data, by touch, then Keep these and start."""
    answers = answers or UNLISTED_DATA
    entry = data_entry()
    assert entry is not None, "the component data is not asked"
    while True:
        option = entry.question.option
        answer = answers[option]
        if option == "market_bonuses":
            for space, word in enumerate(str(answer).split()):
                while str(entry.answers[option]).split()[space] != word:
                    quick_tap(app, widget(entry, f"bonus{space}"))
        elif option == "start_contracts":
            for colour, contract in zip(COLOURS, cards.start_contracts(str(answer))):
                app.tap(in_sight(app, entry, f"board-{colour.value}"))
                set_counts(app, contract_counts(contract))
                app.tap(counts_entry().confirm_button)  # type: ignore[union-attr]
        elif option in ("action_cards", "contracts"):
            app.tap(widget(entry, "list0" if answer == "unlisted" else "list1"))
        else:
            entry.body.parent.scroll_to(widget(entry, "key-erase").parent, padding=4, animate=False)
            app.settle()
            while entry.answers[option]:
                quick_tap(app, widget(entry, "key-erase"), settle=False)
            for figure in str(answer).split():
                for digit in figure:
                    quick_tap(app, widget(entry, f"key-{digit}"), settle=False)
                quick_tap(app, widget(entry, "key-space"), settle=False)
        app.settle()
        last = entry.page == len(entry.questions) - 1
        app.tap(entry.confirm_button)  # Next, or Keep these and start
        if last:
            break
        assert entry.page > 0 and problem_text(entry) == "", problem_text(entry)
    assert data_entry() is None, problem_text(entry)


def enter_figures_now(app: Harness, answers: dict[str, Any] | None = None) -> None:
    """Home -> Settings -> "Enter the box's figures now": Kilia -> every page by touch -> Home: the table that
    prefers to enter the box's figures before its first game (the games after ask nothing)."""
    app.tap(app.screen.ids.settings_button)
    app.tap(next(w for w in app.screen.ids.component_data.children if w.text == tr._("Kilia")))
    answer_data(app, answers)
    app.tap(tr._("Back"))


def create_kilia_game(app: Harness, names: list[str], first_time: bool = True) -> Any:
    """Home -> New game -> Kilia -> names -> Start, by touch; the first time, the box's figures entered first in
    Settings (every page), so the game asks none of them when a move first needs it."""
    if first_time:
        enter_figures_now(app)
    app.tap(app.screen.ids.new_game_button)
    app.tap(app.button(tr._("Kilia")))
    create_on_new_game(app, names)
    assert app.wait_until(lambda: app.screen.name == "kilia"), app.screen.name
    return app.screen


def reveal_card(app: Harness, card: ActionCard) -> None:
    """On the open action card entry: its colour, its skill, Turn it up."""
    assert app.wait_until(lambda: overlay(ActionCardEntry) is not None), \
        f"the action card entry is not open: {app.visible_texts()}"
    entry = overlay(ActionCardEntry)
    quick_tap(app, in_sight(app, entry, f"zone-{card.zone.value}"))
    quick_tap(app, in_sight(app, entry, f"skill{SKILLS.index(card.skill)}"))
    app.tap(entry.confirm_button)


def described_pick() -> Sheet | None:
    """The question offering the contracts described before (the box's list not entered)."""
    return next((w for w in Window.children if isinstance(w, Sheet) and hasattr(w, "answer_buttons")), None)


def reveal_contract(app: Harness, contract: Contract) -> None:
    """The contract turned up: picked in the deck's list or among those described before, or described on the
    counts entry."""
    assert app.wait_until(lambda: overlay(ContractPick) is not None or counts_entry() is not None
                          or described_pick() is not None), \
        f"no contract entry is open: {[type(w).__name__ for w in Window.children]} {app.visible_texts()[:12]}"
    pick_sheet = described_pick()
    if pick_sheet is not None:
        known = contract in pick_sheet.answer_buttons
        app.tap(pick_sheet.answer_buttons[contract if known else None])
        if known:
            return
        assert app.wait_until(lambda: counts_entry() is not None)
    pick = overlay(ContractPick)
    if pick is not None:
        quick_tap(app, in_sight(app, pick, f"contract{sorted(pick.counts, key=words.contract).index(contract)}"))
        app.tap(pick.confirm_button)
        return
    set_counts(app, contract_counts(contract))
    app.tap(counts_entry().confirm_button)  # type: ignore[union-attr]


def supply_card(app: Harness, kind: str, slot: int) -> Any:
    """The board's button of an action card ("action") or a contract ("contract") of the supply, in sight."""
    board = app.screen.board
    key = f"{'card' if kind == 'action' else kind}{slot}"
    found = next(w for w in board.widgets() if getattr(getattr(w, "spec", None), "key", None) == key)
    # Well inside the view, as a finger leaves it: the board then ends between two items (kit/panel.py), which
    # scrolls past an item its top edge would cut.
    board.scroll_to(found, padding=board.height / 3, animate=False)
    app.settle()
    return found


def close_overlays(app: Harness) -> None:
    """Close every entry and question still open (a test that plays moves straight on the session leaves them
    stale)."""
    for widget in list(Window.children):
        if isinstance(widget, ModalView):
            widget.dismiss()
    app.settle()


def panel_texts(app: Harness) -> list[str]:
    """The side panel's texts, top to bottom."""
    return [w.text for w in app.screen.ids.panel.widgets() if isinstance(getattr(w, "text", None), str) and w.text]


def panel_button(app: Harness, text: str) -> Any:
    """The side panel's button that shows ``text``, scrolled into sight."""
    matches = [w for w in app.screen.ids.panel.widgets() if getattr(w, "text", None) == text
               and getattr(w, "spec", None) is not None and hasattr(w, "refused")]
    assert matches, f"no panel button {text!r}; panel: {panel_texts(app)}"
    app.screen.ids.panel.scroll_to(matches[0], padding=4, animate=False)
    app.settle()
    return matches[0]


def tap_panel(app: Harness, text: str) -> None:
    button = panel_button(app, text)
    assert not button.refused, f"{text!r} is refused; panel: {panel_texts(app)}"
    app.tap(button)
