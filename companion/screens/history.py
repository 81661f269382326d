"""History: finished games, newest first, each with its winners, opened read-only; and the games the table
abandoned (docs/design.md#history)."""

from __future__ import annotations

from typing import Any

from companion.core.journal import GameRecord
from companion.core.playlog import play_in
from companion.plugins import plugin_for, screen_classes, resolve
from companion.screens.base import CompanionScreen
from companion.screens.games import table_screen
from companion.screens.home import GameRow, abandoned_games, describe, resume
from companion.screens.i18n import tr


def on_the_kit(engine: str) -> bool:
    """A game whose table is the kit's frame ends on the one result screen, so History opens it there; a game
    not yet on the kit opens on its own table, which shows its own end."""
    from companion.screens.kit.frame import TableScreen

    plugin = plugin_for(engine)
    target = screen_classes().get(plugin.table, "") if plugin else ""
    return bool(target) and issubclass(resolve(target), TableScreen)


class HistoryScreen(CompanionScreen):
    def enter(self, **kwargs: Any) -> None:
        self.refresh()

    def refresh(self) -> None:
        rows = self.ids.games
        rows.clear_widgets()
        given_up = abandoned_games()
        shown = 0
        for record in self.context.journal.games():
            if not table_screen(record.game):
                continue
            if record.finished:
                names = [p["name"] for p in record.setup.get("players", [])]
                winners = ", ".join(names[s] for s in (record.outcome or {}).get("winners", []))
                summary = f"{describe(record)} · {tr.message('Won by {names}', {'names': winners})}"
                rows.add_widget(GameRow(summary=summary, button_text=tr._("Open"),
                                        open_tapped=lambda record=record: self.open_game(record),
                                        other_text=tr._("Details"), other_tone="normal",
                                        other_tapped=lambda record=record: self.show_play(record)))
            elif (record.id, record.created_at) in given_up:
                rows.add_widget(GameRow(summary=f"{describe(record)} · {tr._('abandoned')}", muted=True))
            else:
                continue
            shown += 1
        if not shown:
            rows.add_widget(GameRow(summary=tr._(
                "No finished game yet: a game shows here once it ends. Start one from Home."), muted=True))

    def open_game(self, record: GameRecord) -> None:
        """Read-only: its score sheet and turn log on the result screen, with no Undo."""
        open_game(self, record)

    def show_play(self, record: GameRecord) -> None:
        """Its play (docs/records.md#the-play-log), from which "Score sheet" opens the game read-only."""
        play = play_in(self.context.journal, record, abandoned_games())
        if play is None:
            open_game(self, record)
        else:
            self.navigator.show("play_log", play=play, record=record)

def open_game(screen: CompanionScreen, record: GameRecord) -> None:
    """Read-only: its score sheet and turn log on the result screen, with no Undo."""
    session = resume(screen, record, lambda key, params: screen.say(key, params))
    if session is None:
        return
    plugin = plugin_for(record.game)
    if plugin is not None and plugin.ending is not None:
        screen.navigator.show(plugin.ending, session=session)  # its own last step leads on to the result
    elif on_the_kit(record.game):
        screen.navigator.show("result", session=session, read_only=True)
    else:
        screen.navigator.show(table_screen(record.game) or "home", session=session)
