"""Home: continue or abandon an unfinished game; start one from its game's tile, which tells its last play; the
statistics, the history and the settings a tap away (docs/design.md#home)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Callable

from kivy.utils import escape_markup
from kivy.properties import BooleanProperty, ObjectProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.core.abandoned import Abandoned
from companion.core.datadir import data_dir
from companion.core.journal import GameRecord
from companion.core.session import CannotResume, Session
from companion.screens.base import CompanionScreen
from companion.screens.dates import day_text, local_time, long_date
from companion.screens.games import plugin_for, plugins, table_screen
from companion.screens.i18n import tr
from companion.screens.theme import theme
from companion.screens.kit.overlay import confirm
from companion.screens.kit.widgets import KitButton


class GameRow(BoxLayout):
    """A game in a list: what it is on two lines (never cut), an optional second button, the main one."""

    summary = StringProperty("")
    button_text = StringProperty("")
    open_tapped = ObjectProperty(lambda: None)
    other_text = StringProperty("")  # "" : no second button
    other_tapped = ObjectProperty(lambda: None)
    other_tone = StringProperty("danger")  # Abandon on Home; History's Details is a plain button
    muted = BooleanProperty(False)


def describe(record: GameRecord) -> str:
    """The game and its players, then when it was last played; a damaged row reads as such, never raises."""
    plugin = plugin_for(record.game)  # its title without its engine: Home imports no engine (docs/pi.md#start-up)
    title = tr._(plugin.title_key) if plugin is not None else record.game
    players = record.setup.get("players", [])
    names = ", ".join(str(p.get("name", "?")) for p in players if isinstance(p, dict)) if isinstance(
        players, list) else ""
    damaged = f" · {tr._('damaged')}" if record.damaged else ""
    return f"{title} · {names}\n{long_date(record.updated_at, tr.language)}{damaged}"


RECENT_DAYS = 60  # a play older than this is told by its date, not in days


def when_played(iso: str, now: datetime | None = None) -> str:
    """"today", "yesterday", "3 days ago", or the date when it is older; "" for a time that cannot be read."""
    when = local_time(iso)
    if when is None:
        return ""
    days = ((now or datetime.now().astimezone()).date() - when.date()).days
    if days <= 0:
        return tr._("today")
    if days == 1:
        return tr._("yesterday")
    if days <= RECENT_DAYS:
        return tr.plural("{count} day ago", "{count} days ago", days)
    return day_text(when.date(), tr.language)


def last_play(record: GameRecord | None) -> str:
    """A game's tile's second line: when it was last played, and who won (or that it goes on)."""
    if record is None:
        return tr._("Not played yet")
    players = record.setup.get("players", [])
    names = [str(p.get("name", "?")) for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    winners = [names[s] for s in (record.outcome or {}).get("winners", []) if isinstance(s, int) and s < len(names)]
    if not record.finished:
        result = tr._("not finished")
    elif winners:
        result = tr.plural("{names} won", "{names} won", len(winners), {"names": ", ".join(winners)})
    else:
        result = tr._("finished")
    return f"{when_played(record.updated_at)} · {result}"


class GameTile(KitButton):
    """A game on Home: its name large and its last play; a tap opens New game with it chosen."""

    game_title = StringProperty("")  # benchmarks/journeys.py finds a game's tile by it

    def __init__(self, game_title: str, detail: str, **kwargs: Any) -> None:
        super().__init__(markup=True, game_title=game_title, **kwargs)
        self.text = f"[size={round(theme.title)}][b]{escape_markup(game_title)}[/b][/size]\n{escape_markup(detail)}"


def resume(screen: CompanionScreen, record: GameRecord, on_notice: Callable[[str, dict[str, Any]], None]
           ) -> Session | None:
    try:
        return Session.resume(screen.context.journal, record.id)
    except CannotResume as refusal:  # the notice says why; the other games stay a tap away
        on_notice(refusal.notice.key, refusal.notice.params)
        return None


def abandoned_games() -> Abandoned:
    return Abandoned.in_folder(data_dir())


class HomeScreen(CompanionScreen):
    def enter(self, **kwargs: Any) -> None:
        self.refresh()

    def refresh(self) -> None:
        notices = self.context.startup_notices
        self.ids.banner.text = "\n".join(tr.message(n.key, n.params) for n in notices)
        rows = self.ids.games
        rows.clear_widgets()
        given_up = abandoned_games()
        records = self.context.journal.games()
        unfinished = [r for r in records if not r.finished and (table_screen(r.game) or r.damaged)
                      and (r.id, r.created_at) not in given_up]
        for record in unfinished:
            rows.add_widget(GameRow(summary=describe(record), button_text=tr._("Continue"),
                                    open_tapped=lambda record=record: self.open_game(record),
                                    other_text=tr._("Abandon"),
                                    other_tapped=lambda record=record: self.ask_abandon(record)))
        self.ids.start_label.text = tr._("Start a game: tap it") if not unfinished else tr._("Or start another")
        tiles = self.ids.tiles
        tiles.clear_widgets()
        for game in plugins():  # New game's games; the engine is loaded when one is chosen
            last = next((r for r in records if r.game == game.engine and not r.damaged
                         and (r.id, r.created_at) not in given_up), None)
            tile = GameTile(game_title=tr._(game.title_key), detail=last_play(last))
            tile.bind(on_release=lambda _, name=game.engine: self.navigator.show("new_game", game=name))
            tiles.add_widget(tile)

    def open_game(self, record: GameRecord) -> None:
        session = resume(self, record, self.show_notice)
        if session is not None:
            self.navigator.show(table_screen(record.game) or "home", session=session)

    def ask_abandon(self, record: GameRecord) -> None:
        confirm(tr._("Abandon this game?"),
                tr._("It stays in History as abandoned and can no longer be continued."),
                tr._("Abandon"), lambda: self.abandon(record))

    def abandon(self, record: GameRecord) -> None:
        if not abandoned_games().abandon(record.id, record.created_at):
            self.say("The disk refused to save it: the game is hidden only until the app closes")
        self.refresh()

    def show_notice(self, key: str, params: dict[str, Any]) -> None:
        self.ids.banner.text = tr.message(key, params)
