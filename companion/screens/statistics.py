"""Statistics (docs/records.md#the-statistics-screen): the leaderboard, a page per player, per game, and charts
of the scores per play (with a switch of game) and the win rates, over the play log, filtered by game, player and
period, all by touch. Opened from Home, History and the result screen; the play log is read from the journal each
time the screen opens, so it never disagrees with it. Export writes the
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
MINIMUM_KEY = "statistics_minimum_plays"


def kept_minimum(stored: Any) -> int:
    """The minimum of plays the table chose last (3, BG Stats' convention, if none or not one the stepper offers)."""
    low, high = view.MINIMUM_RANGE
    return stored if isinstance(stored, int) and not isinstance(stored, bool) and low <= stored <= high else 3


class StatisticsScreen(CompanionScreen):
    plays: list[Play] = []
    game: str | None = None
    player: str | None = None
    period: str = "all"
    tab: str = "players"
    minimum: int = 3  # plays before a win rate shows (BG Stats' convention), set with the leaderboard's stepper
    score_game: str | None = None  # the game the scores chart draws, set with its switch
    tone: dict[str, str] = {}
    _charts: Any = None
    _figures: tuple[Any, ...] = ()  # the charts' last figures and what they were of (chart_figures)
    today: Callable[[], date] = staticmethod(date.today)

    def enter(self, **kwargs: Any) -> None:
        self.plays = plays(self.context.journal, Abandoned.in_folder(data_dir()))
        self.minimum = kept_minimum(self.context.preferences.get(MINIMUM_KEY))
        self.tone = view.colours(self.plays)  # once a visit: each player's colour on every chart
        self._figures = ()
        if kwargs.get("reset", True):
            self.game, self.player, self.period, self.tab = None, None, "all", "players"
            self.score_game = None
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
        charts = self.charts_box()
        self.show_player_chart(only if self.tab == "players" and self.player is not None and self.plays else None)
        if self.tab == "charts":
            self.ids.panel.show([])
            self.show_charts(only)
        else:
            charts.opacity, charts.disabled, charts.size_hint_y = 0, True, None
            charts.height = 0
            self.charts_in_column(False)
            self.ids.page.size_hint_y = 1
            if self.tab == "games":
                items = view.game_items(self.plays, only)
            elif self.player is not None:
                items = view.one_player(self.plays, only, self.player, self.minimum)
            else:
                items = view.player_rows(self.plays, only, self.choose_player, self.minimum, self.set_minimum)
            if not self.plays:  # no game has ended yet: say what brings the first figures
                items = [specs.Text(tr._("No finished game yet: the statistics begin when a game ends. "
                                         "Start one from Home."), tone="muted")]
            self.ids.panel.show(items)
            self.ids.panel.scroll_y = 1

    def show_player_chart(self, only: Filter | None) -> None:
        """Beside a player's page, their plays per month in their colour of every chart; nothing elsewhere."""
        box = self.ids.player_chart
        if only is None or self.player is None:
            box.size_hint_x, box.width, box.opacity, self.ids.months.rows = None, 0, 0, []
            return
        box.size_hint_x, box.opacity = .36, 1
        self.ids.months_title.text = tr._("Plays per month")
        self.ids.months.rows = view.months(self.plays, only, self.player, self.today(), self.tone.get(self.player, ""))

    def charts_box(self) -> Any:
        """The charts' box, held here: ids are weak, and the box is out of the tree while hidden."""
        if self._charts is None:
            self._charts = self.ids.charts.__self__
        return self._charts

    def charts_in_column(self, shown: bool) -> None:
        """The charts out of the screen's column while hidden: a disabled widget takes the touches that land on
        it, and the chart's game switch, as tall as a button in a box of no height, lay over the list's foot."""
        charts, column = self.charts_box(), self.ids.page.parent
        if shown and charts.parent is None:
            column.add_widget(charts)  # at the column's foot, where statistics.kv puts it
        elif not shown and charts.parent is not None:
            column.remove_widget(charts)

    def show_charts(self, only: Filter) -> None:
        charts = self.charts_box()
        self.ids.page.size_hint_y, self.ids.page.height = None, 0
        charts.opacity, charts.disabled, charts.size_hint_y = 1, False, 1
        self.charts_in_column(True)
        days, lines, game, rates = self.chart_figures(only)
        self.ids.scores_title.text = tr._("Scores per play") if game else tr._("No finished game in this choice.")
        switch = self.ids.chart_game_button
        switch.text = view.titles(self.plays)[game] if game else ""
        switch.opacity, switch.disabled = (1, False) if game else (0, True)
        self.ids.legend.series = lines
        ends = dict.fromkeys(day_text(day, tr.language) for day in days[:1] + days[-1:])  # one day: said once
        self.ids.scores.x_labels = list(ends)
        self.ids.scores.series = lines
        self.ids.rates.rows = [(one, view.percent(wins, played)) for one, wins, played in rates]
        if not self.plays:
            self.ids.rates_title.text = ""
        elif rates:
            self.ids.rates_title.text = tr.plural("Win rate, from {count} play", "Win rate, from {count} plays",
                                                  self.minimum)
        else:  # no one has played enough: say so rather than an empty chart
            self.ids.rates_title.text = tr.plural("No win rate yet: one shows from {count} play",
                                                  "No win rate yet: one shows from {count} plays", self.minimum)

    def chart_figures(self, only: Filter) -> tuple[Any, ...]:
        """The charts' figures (score series, their game, win rates), computed again only when the choice they
        are of changed: over 2,000 plays they take about 30 ms here (a Pi: 2-5x), and a tap back on the tab, or
        a filter chosen again, changes nothing. The plays are read once a visit (``enter`` forgets these)."""
        key = (only, self.score_game, self.minimum)
        if not self._figures or self._figures[0] != key:
            days, lines = view.score_series(self.plays, only, self.score_game, tone=self.tone)
            game = view.chart_game(self.plays, only, self.score_game)
            rates = view.win_rates(self.plays, only, self.minimum, tone=self.tone)
            self._figures = (key, (days, lines, game, rates))
        return tuple(self._figures[1])

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

    def choose_chart_game(self) -> None:
        """The scores chart's switch: any game in the choice (the filters'), the one drawn first."""
        names = view.titles(self.plays)
        shown = view.chart_game(self.plays, self.only(), self.score_game)
        answers = sorted(((names[g], g) for g in stats.games(self.plays, self.only())), key=lambda a: a[1] != shown)
        ask(tr._("Which game?"), answers, lambda game: self._set(score_game=game), cols=2)

    def set_minimum(self, plays: int) -> None:
        self.context.preferences.set(MINIMUM_KEY, plays)  # the table's choice, kept for its next visit
        self._set(minimum=plays)

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


