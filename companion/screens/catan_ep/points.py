"""The points: each seat's buildings, mission track steps and leader cards, and the total against the target;
the mission tracks space by space with their points and who stands where; the win. Also a seat's cards and
pieces left, and a hex's facts."""

from __future__ import annotations

from typing import Any

from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout

from companion.screens.catan_ep.common import (View, build_name, button, cards_text, kind_key, kind_name, lighter,
                                               mission_name, player_name, seat_rgba)
from companion.screens.i18n import tr
from companion.screens.ilos.bits import header, label
from companion.screens.chooser import show_choices
from games.catan_ep import board as geo
from games.catan_ep.actions import DeclareEnd
from games.catan_ep.missions import building_points, leader, track_points
from games.catan_ep.model import CatanState, Phase


def points_summary(view: View, state: CatanState, box: BoxLayout) -> None:
    box.add_widget(label(tr.message("Points (target {target})", {"target": state.rules.target}), "IlosHeading"))
    for seat in range(len(state.players)):
        box.add_widget(label(tr.message("{player}: {points}", {"player": player_name(view, seat),
                                                              "points": view["seats"][seat]["points"]}),
                             color=lighter(seat_rgba(view, seat))))


def points_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    if state.phase is Phase.OVER:
        winner = state.winner
        title = (tr.message("{player} wins: {points} points on their own turn",
                            {"player": player_name(view, winner), "points": view["seats"][winner]["points"]})
                 if winner is not None else tr._("The table ended the game: ranked by points"))
        box.add_widget(label(title, "IlosHeading"))
    else:
        box.add_widget(header(screen, tr.message("Points (target {target})", {"target": state.rules.target})))
    table = GridLayout(cols=4, size_hint_y=None, spacing=dp(2),
                       cols_minimum={0: dp(78), 1: dp(92), 2: dp(76), 3: dp(48)})
    table.bind(minimum_height=table.setter("height"))
    for text in ("", tr._("Buildings"), tr._("Missions"), tr._("Total")):
        table.add_widget(label(text, bold=True))
    screen.points_cells = {}
    for seat in range(len(state.players)):
        missions = sum(track_points(t, seat) + (1 if leader(t.markers) == seat else 0) for t in state.tracks)
        cells = [player_name(view, seat), str(building_points(state, seat)), str(missions),
                 str(view["seats"][seat]["points"])]
        screen.points_cells[seat] = cells
        for index, text in enumerate(cells):
            table.add_widget(label(text, color=lighter(seat_rgba(view, seat)) if index == 0 else (1, 1, 1, 1)))
    box.add_widget(table)
    if state.phase is not Phase.OVER and state.phase is not Phase.SETUP:
        widget = button(tr._("End the game here"), lambda: confirm_end(screen), "DangerButton")
        screen.end_button = widget
        box.add_widget(widget)
    for track in state.tracks:
        box.add_widget(label(tr.message("{mission} track", {"mission": mission_name(track.mission.value)}),
                             "IlosHeading"))
        holder = leader(track.markers)
        box.add_widget(label(tr.message("Leader card (1 point): {player}", {"player": player_name(view, holder)})
                             if holder is not None else tr._("Leader card: nobody yet")))
        for step, value in enumerate(track.points):
            here = sorted((m for m in track.markers if m.step == step), key=lambda m: m.arrival)
            names = ", ".join(player_name(view, m.seat) for m in here)
            space = "S" if step == 0 else str(step)
            box.add_widget(label(tr.message("{space} · {points} pts · {names}",
                                            {"space": space, "points": value, "names": names or "-"})))


def confirm_end(screen: Any) -> None:
    question = tr._("End the game now? Nobody reached the target; the players are ranked by points.")
    screen.overlay = show_choices(question, [(tr._("End the game"), True)], lambda _yes: screen.attempt(DeclareEnd()))


def seat_panel(screen: Any, view: View, seat: int, box: BoxLayout) -> None:
    data = view["seats"][seat]
    box.add_widget(header(screen, player_name(view, seat), lighter(seat_rgba(view, seat))))
    box.add_widget(label(tr.message("Cards: {cards}", {"cards": cards_text(data["hand"])})))
    box.add_widget(label(tr.message("Gold: {gold} · points: {points}", {"gold": data["gold"],
                                                                       "points": data["points"]})))
    box.add_widget(label(tr._("Pieces left in the supply"), "IlosHeading"))
    for build, count in data["pieces_left"].items():
        box.add_widget(label(f"{build_name(build)}: {count}"))


def hex_panel(screen: Any, view: View, state: CatanState, at: tuple[int, int], box: BoxLayout) -> None:
    found = next((h for h in view["hexes"] if (h["q"], h["r"]) == tuple(at)), None)
    if found is None:
        screen.sel.mode = "overview"
        return
    box.add_widget(header(screen, kind_name(kind_key(found))))
    if found["number"] is not None:
        box.add_widget(label(tr.message("Number token: {number}", {"number": found["number"]})))
    if found["lair"]:
        text = tr._("Pirate lair, captured") if found["captured"] else tr._("Pirate lair, not captured yet")
        box.add_widget(label(text))
        crews = ", ".join(player_name(view, s) for s in found["crews"]) or "-"
        box.add_widget(label(tr.message("Crews: {crews}", {"crews": crews})))
    if state.pirate is not None and state.pirate.at == tuple(at):
        box.add_widget(label(tr.message("{player}'s pirate ship", {"player": player_name(view, state.pirate.seat)})))
    if geo.near_start_island(state, (at[0], at[1])) and found["kind"] == "sea":
        box.add_widget(label(tr._("Next to the start island: no pirate ship here")))
