"""The points: each seat's buildings, mission track steps and leader cards, and the total against the target;
the scenario's mission tracks side by side (each player's space and points on each), then each track space by
space with their points and who stands where; the win. Also a seat's cards, pieces left and spice village
advantages, and a hex's facts."""

from __future__ import annotations

from typing import Any

from kivy.metrics import dp, sp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout

from companion.screens.catan_ep.common import (View, build_name, button, cards_text, header, kind_key, kind_name,
                                               label, lighter, mission_name, player_name, seat_rgba)
from companion.screens.catan_ep.mission_play import advantage_name
from companion.screens.i18n import tr
from companion.screens.chooser import show_choices
from games.catan_ep import (Advantage, CatanState, DeclareEnd, Mission, Phase, SCENARIO_MISSIONS, building_points,
                            leader, near_start_island, track_points)


def points_summary(view: View, state: CatanState, box: BoxLayout) -> None:
    box.add_widget(label(tr.message("Points (target {target})", {"target": state.rules.target}), "heading"))
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
        box.add_widget(label(title, "heading"))
    else:
        box.add_widget(header(screen, tr.message("Points (target {target})", {"target": state.rules.target})))
    table = GridLayout(cols=4, size_hint_y=None, spacing=dp(2),
                       cols_minimum={0: dp(78), 1: dp(92), 2: dp(76), 3: dp(48)})
    table.bind(minimum_height=table.setter("height"))
    for text in ("", tr._("Buildings"), tr._("Missions"), tr._("Total")):
        table.add_widget(label(text, bold=True, size_name="small"))  # read whole in French's longer words
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
        widget = button(tr._("End the game here"), lambda: confirm_end(screen), "danger")
        screen.end_button = widget
        box.add_widget(widget)
    if len(state.tracks) > 1:
        tracks_side_by_side(screen, view, state, box)
    for track in state.tracks:
        box.add_widget(label(tr.message("{mission} track", {"mission": mission_name(track.mission.value)}),
                             "heading"))
        holder = leader(track.markers)
        box.add_widget(label(tr.message("Leader card (1 point): {player}", {"player": player_name(view, holder)})
                             if holder is not None else tr._("Leader card: nobody yet")))
        for step, value in enumerate(track.points):
            here = sorted((m for m in track.markers if m.step == step), key=lambda m: m.arrival)
            names = ", ".join(player_name(view, m.seat) for m in here)
            space = "S" if step == 0 else str(step)
            box.add_widget(label(tr.message("{space} · {points} pts · {names}",
                                            {"space": space, "points": value, "names": names or "-"})))


def tracks_side_by_side(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    """One column per mission in play: each player's space and the points it gives, the leader card's holder."""
    box.add_widget(label(tr._("Mission tracks"), "heading"))
    table = GridLayout(cols=1 + len(state.tracks), size_hint_y=None, spacing=dp(3), cols_minimum={0: dp(64)})
    table.bind(minimum_height=table.setter("height"))
    small = sp(14)
    narrow = 0.01  # the names' column keeps its minimum width: the tracks' columns share the rest
    table.add_widget(label("", font_size=small, size_hint_x=narrow))
    for track in state.tracks:
        table.add_widget(label(mission_name(track.mission.value), bold=True, font_size=small))
    screen.track_cells = {}
    for seat in range(len(state.players)):
        table.add_widget(label(player_name(view, seat), color=lighter(seat_rgba(view, seat)), font_size=small,
                               size_hint_x=narrow))
        for track in state.tracks:
            step = next((m.step for m in track.markers if m.seat == seat), 0)
            text = tr.message("{space} · {points} pts", {"space": "S" if step == 0 else str(step),
                                                          "points": track_points(track, seat)})
            screen.track_cells[(seat, track.mission.value)] = text
            table.add_widget(label(text, font_size=small))
    table.add_widget(label(tr._("Leader card"), font_size=small, size_hint_x=narrow))
    for track in state.tracks:
        holder = leader(track.markers)
        table.add_widget(label(player_name(view, holder) if holder is not None else "-", font_size=small,
                               color=lighter(seat_rgba(view, holder)) if holder is not None else (1, 1, 1, 1)))
    box.add_widget(table)


def confirm_end(screen: Any) -> None:
    question = tr._("End the game now? Nobody reached the target; the players are ranked by points.")
    screen.overlay = show_choices(question, [(tr._("End the game"), True)], lambda _yes: screen.attempt(DeclareEnd()))


def seat_panel(screen: Any, view: View, seat: int, box: BoxLayout) -> None:
    data = view["seats"][seat]
    box.add_widget(header(screen, player_name(view, seat), lighter(seat_rgba(view, seat))))
    box.add_widget(label(tr.message("Cards: {cards}", {"cards": cards_text(data["hand"])})))
    box.add_widget(label(tr.message("Gold: {gold} · points: {points}", {"gold": data["gold"],
                                                                       "points": data["points"]})))
    village_advantages(screen, view, seat, box)
    box.add_widget(label(tr._("Pieces left in the supply"), "heading"))
    for build, count in data["pieces_left"].items():
        box.add_widget(label(f"{build_name(build)}: {count}"))


def friends(view: View, seat: int, advantage: Advantage) -> int:
    """How many spice villages showing ``advantage`` hold one of the seat's crews (games.catan_ep.villages)."""
    return sum(1 for h in view["hexes"] if h["kind"] == "village" and h.get("advantage") == advantage.value
               and seat in h["crews"])


def village_advantages(screen: Any, view: View, seat: int, box: BoxLayout) -> None:
    """What the seat's spice villages give it (scenarios with Spices for Catan): "vous procurent l'avantage
    illustré, que vous pouvez utiliser dès maintenant"."""
    if Mission.SPICES not in SCENARIO_MISSIONS[int(view["rules"]["scenario"])]:
        return
    data = view["seats"][seat]
    box.add_widget(label(tr._("Spice village advantages"), "heading"))
    lines = []
    swift = friends(view, seat, Advantage.SWIFT_VOYAGE)
    if swift:
        lines.append(tr.message("Swift voyage x{count}: each ship starts with {moves} moves",
                                {"count": swift, "moves": data["moves"]}))
    bonus = [str(face) for face in data["chase_wins"] if face != 6]
    if bonus:
        lines.append(tr.message("Pirate bonus: {faces} and 6 chase the pirate", {"faces": ", ".join(bonus)}))
    if data["sales"]:
        lines.append(tr.plural("Fast gold: up to {count} resource sold for 1 gold a turn",
                               "Fast gold: up to {count} resources sold for 1 gold each a turn", data["sales"]))
    screen.advantage_lines = lines or [tr._("No crew in a spice village yet")]
    for line in screen.advantage_lines:
        box.add_widget(label(line))


def hex_panel(screen: Any, view: View, state: CatanState, at: tuple[int, int], box: BoxLayout) -> None:
    found = next((h for h in view["hexes"] if (h["q"], h["r"]) == tuple(at)), None)
    if found is None:
        screen.sel.mode = "overview"
        return
    box.add_widget(header(screen, kind_name(kind_key(found))))
    if found["kind"] == "fish":
        box.add_widget(label(tr.message("Die face: {face}", {"face": found["number"]})))
        box.add_widget(label(tr._("A fish lies here") if found.get("fish") else tr._("No fish here")))
    elif found["number"] is not None:
        box.add_widget(label(tr.message("Number token: {number}", {"number": found["number"]})))
    if found["kind"] == "village":
        if found.get("advantage"):
            box.add_widget(label(advantage_name(str(found["advantage"]))))
        box.add_widget(label(tr.message("Spice sacks left: {count}", {"count": found.get("sacks", 0)})))
        crews = ", ".join(player_name(view, s) for s in found["crews"]) or "-"
        box.add_widget(label(tr.message("Crews: {crews}", {"crews": crews})))
    if found["kind"] == "council":
        box.add_widget(label(tr._("Fish and spice sacks are delivered at its two harbors: one step on the track "
                                  "each")))
    if found["lair"]:
        text = tr._("Pirate lair, captured") if found["captured"] else tr._("Pirate lair, not captured yet")
        box.add_widget(label(text))
        crews = ", ".join(player_name(view, s) for s in found["crews"]) or "-"
        box.add_widget(label(tr.message("Crews: {crews}", {"crews": crews})))
    if state.pirate is not None and state.pirate.at == tuple(at):
        box.add_widget(label(tr.message("{player}'s pirate ship", {"player": player_name(view, state.pirate.seat)})))
    if near_start_island(state, (at[0], at[1])) and found["kind"] == "sea":
        box.add_widget(label(tr._("Next to the start island: no pirate ship here")))
