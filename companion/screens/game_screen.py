"""What every game's screen does alike: hold the session, take undo / redo / advance / seat buttons from
the inbox, play public actions (a refusal said on the toast) and sealed ones (a refusal kept private), and
change the screen only after the journal has committed."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Mapping

from companion.core.inbox import InputEvent
from companion.core.session import Session
from companion.screens.base import CompanionScreen
from companion.screens.i18n import tr
from games.base import RuleError

View = Mapping[str, Any]


class GameScreen(CompanionScreen):
    session: Session | None = None

    def enter(self, **kwargs: Any) -> None:
        if "session" in kwargs:
            self.session = kwargs["session"]
        self.refresh()

    def view(self, seat: int | None = None) -> View | None:
        return None if self.session is None else self.session.view(seat)

    # --- input ----------------------------------------------------------------------------------------
    def submit(self, command: str) -> None:
        """A touch button: it joins the inbox like a hardware button or a key (one path for every input)."""
        self.context.inbox.put(InputEvent(command=command, source="touch"))

    def handle_input(self, event: InputEvent) -> None:
        if self.session is None:
            return
        if event.command == "undo":
            blocked = self.undo_blocked()
            if blocked is not None:
                self.say(blocked)
                return
            self.change(self.session.undo)
        elif event.command == "redo":
            self.change(self.session.redo)
        elif event.command == "advance":
            self.advance()
        elif event.command == "seat":
            self.seat_event(event)

    def advance(self) -> None:
        """The hardware turn button: the screen's main public step, if one is due."""

    def seat_event(self, event: InputEvent) -> None:
        """A seat's own button (bid stations); a game without them ignores it."""

    def undo_blocked(self) -> str | None:
        """A message id when the shared Undo must not take back the last action (beyond the session's own
        reveal barriers), else None."""
        return None

    # --- playing --------------------------------------------------------------------------------------
    def play(self, action: Any) -> bool:
        """A public action: a refusal is said on the toast (its reason holds no secret)."""
        assert self.session is not None
        return self.change(partial(self.session.play, action))

    def play_privately(self, action: Any) -> RuleError | None:
        """A sealed or secret action: its refusal goes back to the covered view only, never to the toast."""
        assert self.session is not None
        try:
            self.session.play(action)
        except RuleError as error:
            return error
        finally:
            self.refresh()
        return None

    def change(self, change: Callable[[], None]) -> bool:
        try:
            change()  # the journal has committed when this returns: only now does the screen change
        except RuleError as error:
            self.say(error.key, error.params)
            self.refresh()
            return False
        self.refresh()
        return True

    # --- rendering --------------------------------------------------------------------------------------
    def built(self, name: str, key: Any, build: Callable[[], Any]) -> Any:
        """A widget built again only when what it shows (``key``, with the language) changed: building a board
        or a seat's box at every refresh would stall the screen."""
        cache: dict[str, tuple[Any, Any]] = self.__dict__.setdefault("_built", {})
        key = (key, tr.language)
        found = cache.get(name)
        if found is None or found[0] != key:
            found = (key, build())
            cache[name] = found
        widget = found[1]
        if widget.parent is not None:
            widget.parent.remove_widget(widget)
        return widget

    def show_undo(self) -> None:
        if self.session is not None and "undo_button" in self.ids:
            self.ids.undo_button.disabled = not self.session.can_undo or self.undo_blocked() is not None
        if self.session is not None and "banner" in self.ids:
            warning = self.session.warning
            self.ids.banner.text = tr.message(warning.key, warning.params) if warning else ""
