"""A seat's stash, looked at and corrected on the shared screen without the others seeing it: "Pass the screen to
Ana", her stash as the app counts it and its worth at today's prices, - / + to match what is behind her screen,
Save. The page covers the whole screen; the seat's own view is read only once Ana taps to open, and every widget
that showed a count leaves the tree at each change of face and on close (docs/design.md#secrets).
"""

from __future__ import annotations

from typing import Any, Callable

from companion.screens.i18n import tr
from companion.screens.ilos.common import resource_name
from companion.screens.kit import specs
from companion.screens.kit.page import Page
from games.base import RuleError
from games.ilos import RESOURCES, CorrectStash, IlosView, Resources


class StashView(Page):
    def __init__(self, seat: int, name: str, own_view: Callable[[], IlosView | None],
                 commit: Callable[[Any], RuleError | None], note: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seat, self.name, self.own_view, self.commit = seat, name, own_view, commit
        self.note = note  # said only once the seat has opened the view (it may speak of the stash)
        self.counts: dict[str, int] = {}
        self.saved: dict[str, int] = {}
        self.prices: dict[str, int | None] = {}
        self.error = ""
        self.bind(on_dismiss=lambda *_: self._forget())
        self.show_cover()

    def show_cover(self) -> None:
        self._forget()
        player = {"player": self.name}
        self.show(tr.message("Pass the screen to {player}", player),
                  [specs.Text(tr.message("Only {player} looks; the others look away", player), size="title"),
                   specs.Button(tr.message("{player}: tap to see your stash", player), self.show_open,
                                tone="primary", key="open")],
                  [self.close_button()])

    def show_open(self) -> None:
        view = self.own_view()
        stash = view.seats[self.seat].stash if view is not None else None
        self._forget()
        if view is None or stash is None:
            self.dismiss()
            return
        self.counts = {r.value: stash.get(r) for r in RESOURCES}
        self.saved = dict(self.counts)
        self.prices = {r.value: view.market.price(r) for r in RESOURCES}
        self.render()

    def render(self) -> None:
        items: list[specs.Item] = [specs.Text(self.note, "warning")] if self.note else []
        steppers = [specs.Stepper(resource_name(r), n, lambda n, r=r: self.step(r, n), key=r)  # type: ignore[misc]
                    for r, n in self.counts.items()]
        items.append(specs.Grid(steppers, cols=2))
        unread = [r for r, n in self.counts.items() if n and self.prices[r] is None]
        if unread:  # a row not read off the board yet: no worth made up (docs/design.md#box-data-once-shared)
            items.append(specs.Text(tr._("Its worth is counted once the market's price rows are read off the board"),
                                    tone="muted"))
        else:
            worth = sum(n * (self.prices[r] or 0) for r, n in self.counts.items())
            items.append(specs.Text(tr.message("Worth {value} at today's market prices", {"value": worth}),
                                    size="title"))
        if self.error:
            items.append(specs.Text(self.error, "warning"))
        save = [specs.Button(tr._("Save the correction"), self.save, tone="primary", key="save")] \
            if self.counts != self.saved else []
        self.show(tr.message("{player}'s stash, behind the screen", {"player": self.name}), items,
                  [self.close_button(), *save])

    def step(self, resource: str, count: int) -> None:
        self.counts[resource] = max(0, count)
        self.render()

    def save(self) -> None:
        error = self.commit(CorrectStash(self.seat, Resources(*(self.counts[r.value] for r in RESOURCES))))
        if error is not None:
            self.error = tr.message(error.key, error.params)
            self.render()
            return
        self._forget()
        self.show(tr.message("{player}'s count is saved", {"player": self.name}), (), [self.close_button(tr._("OK"))])

    def close_button(self, text: str = "") -> specs.Button:
        return specs.Button(text or tr._("Close"), self.dismiss, key="close")

    def _forget(self) -> None:
        """Take every widget that showed a count out of the tree and forget the counts."""
        self.counts, self.saved, self.prices, self.error = {}, {}, {}, ""
        self.clear()
