"""A table whose game learns the box's figures when a move first needs them (docs/design.md#box-data-once-shared).

The game's engine raises games.figures.FigureNeeded and takes the table's reading as the fact BoxFigure; this table
records each figure a move needs before the move, from the table's earlier answer (kept in the preferences) without
asking, or asked now on one page with the box at hand; it shows the figures answered before ahead of the fact, and
never shows a move refused only because a figure is not read yet. A game's table says how its answers are kept
(``stored_figure``) and asked (``ask_figure``) and which figures it learns so (``figure_entries``).
"""

from __future__ import annotations

from typing import Any, Callable

from companion.screens.kit.frame import TableScreen
from games.base import RuleError
from games.figures import BoxFigure, waits
from games.refusals import Refusal


class FigureTable(TableScreen):
    figure_entries: tuple[str, ...] = ()  # the figures the game learns at first need
    overlay: Any = None  # the page or question open over the table

    def stored_figure(self, entry: str) -> str | None:
        """The table's earlier answer for ``entry`` as the fact takes it, or None (never asked, or no longer read)."""
        raise NotImplementedError

    def stored_fact(self, entry: str) -> BoxFigure | None:
        """The fact to record for ``entry`` from the table's earlier answer, or None (a game may record a wider one, a whole
        entry where the table gave it whole)."""
        known = self.stored_figure(entry)
        return None if known is None else BoxFigure(entry, known)

    def fact_refused(self, entry: str, value: str) -> RuleError | None:
        """What the engine would say of the table's reading of ``entry``, before it is kept (a dry play)."""
        assert self.session is not None
        try:
            self.session.game.apply(self.session.state, BoxFigure(entry, value))
        except RuleError as error:
            return error
        return None

    def ask_figure(self, entry: str, done: Callable[[str], object]) -> Any:
        """Open one page asking ``entry`` off the box (kept for every later game), then ``done(the answer)``; returns
        the page."""
        raise NotImplementedError

    def with_known_figures(self, state: Any) -> Any:
        """``state`` with the figures it lacks that the table answered in an earlier game: for showing, never played."""
        assert self.session is not None
        for entry in self.figure_entries:
            known = self.stored_figure(entry)
            if known is not None:
                try:
                    state = self.session.game.apply(state, BoxFigure(entry, known))
                except RuleError:
                    continue  # known in this game already, or not a figure this game reads
        return state

    def known_view(self, seat: int | None = None) -> Any:
        """The view of ``seat`` (None: the public) with the figures answered before shown; built once a state."""
        assert self.session is not None
        state, shown = self.session.state, self.__dict__.setdefault("_known_views", {})
        if shown.get("state") is not state:
            shown.clear()
            shown["state"] = state
        if seat not in shown:
            shown[seat] = self.session.game.view(self.with_known_figures(state), seat)
        return shown[seat]

    def unless_waiting(self, refusal: Refusal | None) -> Refusal | None:
        """``refusal``, or None where it only says a figure of the box is not read yet (asked on the tap)."""
        return None if waits(refusal) else refusal

    def with_figures(self, action: Any, then: Callable[[], object]) -> None:
        """Record each figure of the box ``action`` needs first as a journaled fact: the table's earlier answer, or
        asked now; then ``then()``. Cancelling the page plays nothing."""
        assert self.session is not None
        entry = self.session.game.needed(self.session.state, action)
        if entry is None:
            then()
            return

        def answered(value: str) -> None:
            if self.play(BoxFigure(entry, value)):
                self.with_figures(action, then)

        known = self.stored_fact(entry)
        if known is not None:
            if self.play(known):
                self.with_figures(action, then)
            return
        self.overlay = self.ask_figure(entry, answered)
