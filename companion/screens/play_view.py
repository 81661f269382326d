"""What the play log screen shows of one play, as the kit's specs (docs/records.md#the-play-log): when and how
long, the players in seat order with their colours, the first player, scores, winners and the tie-break, the
table options in force. Plain Python over a play log entry: testable without a window."""

from __future__ import annotations

from typing import Any, Sequence

from games import base

from companion.core.playlog import Play
from companion.core.turn_clock import minutes_seconds
from companion.screens.dates import day_text
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.stats_view import minutes
from companion.screens.theme import player_colour


def when(play: Play) -> str:
    """"1 Nov 2026 · 20:00–20:30 · 30 minutes", in the table's time."""
    start, end = play.start.astimezone(), play.end.astimezone()
    return " · ".join((day_text(start.date(), tr.language), f"{start:%H:%M}–{end:%H:%M}",
                       minutes(play.minutes)))


def result_line(play: Play) -> str:
    names = play.winner_names
    if not names:
        return tr._("Not finished")
    if len(names) == 1:
        return tr.message("{player} wins", {"player": names[0]})
    return tr.message("{players} share the win", {"players": ", ".join(names)})


def option_lines(play: Play) -> list[str]:
    """Each table option as the set-up screen words it: its label, then the choice in force."""
    try:
        game = base.get(play.game)
    except base.RuleError:
        return []
    lines = []
    for option in game.table_options:
        value: Any = play.options.get(option.name, option.values[0])
        text = next((t for v, t in option.choices if v == value), None)
        if text is not None:
            lines.append(tr.message("{option}: {choice}", {"option": tr._(option.label), "choice": tr._(text)}))
    return lines


def seat_line(play: Play, seat_index: int, thinking_ms: Sequence[int] = ()) -> str:
    """``thinking_ms``: each seat's time on the turn clock, when the table kept one."""
    seat = play.seats[seat_index]
    parts = [tr.message("Seat {seat}: {player}", {"seat": seat.seat + 1, "player": seat.name}),
             tr._(player_colour(seat.colour).name)]
    if seat.score is not None:
        parts.append(tr.plural("{count} point", "{count} points", seat.score))
    if seat.seat == play.first_seat:
        parts.append(tr._("first player"))
    if seat.seat in play.winners:
        parts.append(tr._("winner"))
    if seat_index < len(thinking_ms):
        parts.append(tr.message("thinking time {time}", {"time": minutes_seconds(thinking_ms[seat_index])}))
    return " · ".join(parts)


def play_items(play: Play, thinking_ms: Sequence[int] = ()) -> list[specs.Item]:
    items: list[specs.Item] = [specs.Text(when(play), tone="muted")]
    items.append(specs.Text(result_line(play), size="title"))
    if play.tie_break:
        items.append(specs.Text(tr.message("Tie broken by: {rule}", {"rule": tr._(play.tie_break)}),
                                tone="warning"))
    items += [specs.Gap(), specs.Heading(tr._("Players, in seat order"))]
    items += [specs.Text(seat_line(play, i, thinking_ms)) for i in range(len(play.seats))]
    options = option_lines(play)
    if options:
        items += [specs.Gap(), specs.Heading(tr._("Table options"))]
        items += [specs.Text(line, tone="muted") for line in options]
    items.append(specs.Text(tr.plural("{count} move", "{count} moves", play.moves), tone="muted", size="small"))
    return items

