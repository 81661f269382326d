"""Statistics (docs/records.md#statistics): per player and per game, and charts of the scores per play and the
win rates, over the play log, filtered by game, player and period, all by touch. Opened from History; the play
log is read from the journal each time the screen opens, so it never disagrees with it. Export writes the
plays to a USB stick (companion/screens/plays_export.py)."""

from __future__ import annotations

from datetime import date
from typing import Any, Callable

from companion.core.abandoned import Abandoned
from companion.core import stats
from companion.core.datadir import data_dir
from companion.core.playlog import Play, plays
from companion.core.stats import Filter
from companion.screens import charts as charts  # the widgets statistics.kv draws with
from companion.screens import stats_view as view
from companion.screens.base import CompanionScreen
from companion.screens.dates import day_text
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.overlay import ask

TABS = ("players", "games", "charts")


class StatisticsScreen(CompanionScreen):
    plays: list[Play] = []
    game: str | None = None
    player: str | None = None
    period: str = "all"
    tab: str = "players"
    today: Callable[[], date] = staticmethod(date.today)

    def enter(self, **kwargs: Any) -> None:
        self.plays = plays(self.context.journal, Abandoned.in_folder(data_dir()))
        if kwargs.get("reset", True):
            self.game, self.player, self.period, self.tab = None, None, "all", "players"
        self.refresh()

    def only(self) -> Filter:
        return view.make_filter(self.game, self.player, self.period, self.today())

    def refresh(self) -> None:
        names = view.titles(self.plays)
        self.ids.game_button.text = names.get(self.game or "", tr._("All games"))
        self.ids.player_button.text = self.player or tr._("Everyone")
        self.ids.period_button.text = view.period_name(self.period)
        for tab in TABS:
            self.ids[f"{tab}_tab"].tone = "primary" if tab == self.tab else "normal"
        only = self.only()
        charts = self.ids.charts
        if self.tab == "charts":
            self.ids.panel.show([])
            self.show_charts(only)
        else:
            charts.opacity, charts.disabled, charts.size_hint_y = 0, True, None
            charts.height = 0
            self.ids.panel_room.size_hint_y = 1
            if self.tab == "games":
                items = view.game_items(self.plays, only)
            elif self.player is not None:
                items = view.one_player(self.plays, only, self.player)
            else:
                items = view.player_rows(self.plays, only, self.choose_player)
            if not self.plays:  # no game has ended yet: say what brings the first figures
                items = [specs.Text(tr._("No finished game yet: the statistics begin when a game ends. "
                                         "Start one from Home."), tone="muted")]
            self.ids.panel.show(items)
            self.ids.panel.scroll_y = 1

    def show_charts(self, only: Filter) -> None:
        charts = self.ids.charts
        self.ids.panel_room.size_hint_y, self.ids.panel_room.height = None, 0
        charts.opacity, charts.disabled, charts.size_hint_y = 1, False, 1
        days, lines = view.score_series(self.plays, only)
        game = view.chart_game(self.plays, only)
        self.ids.scores_title.text = (tr.message("Scores per play: {game}", {"game": view.titles(self.plays)[game]})
                                      if game else tr._("No finished game in this choice."))
        self.ids.legend.series = lines
        self.ids.scores.x_labels = [day_text(days[0], tr.language), day_text(days[-1], tr.language)] if days else []
        self.ids.scores.series = lines
        rates = view.win_rates(self.plays, only)
        self.ids.rates.rows = [(one, view.percent(wins, played)) for one, wins, played in rates]

    # --- filters and tabs, by touch -------------------------------------------------------------
    def show_tab(self, tab: str) -> None:
        self.tab = tab
        self.refresh()

    def choose_game(self) -> None:
        names = view.titles(self.plays)
        answers = [(tr._("All games"), "")] + sorted(((title, game) for game, title in names.items()))
        ask(tr._("Which game?"), answers, lambda game: self._set(game=game or None), cols=2)

    def choose_player(self, name: str | None = None) -> None:
        if name is not None:
            self._set(player=name)
            return
        everyone = stats.players(self.plays, Filter(game=self.game))
        ask(tr._("Which player?"), [(tr._("Everyone"), "")] + [(n, n) for n in everyone],
            lambda who: self._set(player=who or None), cols=3)

    def choose_period(self) -> None:
        ask(tr._("Which period?"), [(tr._(message), key) for key, message, _ in view.PERIODS],
            lambda key: self._set(period=key), cols=1)

    def _set(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self, name, value)
        if "player" in changes and self.tab == "games" and changes["player"]:
            self.tab = "players"
        self.refresh()

    def export(self) -> None:
        from companion.screens.plays_export import export_plays

        export_plays(self, self.plays, self.today())


