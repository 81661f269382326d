"""The points (each seat's against the target, each mission track space by space) and the win; a seat's cards,
pieces left and spice village advantages; a hex's facts. A track whose Mission card is not read yet shows every marker
on S and says when it will be asked (docs/design.md#box-data-once-shared): no figure is made up."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from companion.screens.catan_ep.build import BUILDS
from companion.screens.catan_ep.common import (Items, advantage_name, build_name, cards_text, kind_name,
                                               mission_name, player_name)
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.overlay import confirm
from games.base import N_
from games.catan_ep import (Advantage, CatanState, CatanView, Coord, DeclareEnd, Kind, Mission, Phase,
                            SCENARIO_MISSIONS, building_points, leader, near_start_island, track_points)

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen


UNREAD_TRACK_NOTE = N_("The rulebook does not print the points beside the spaces: the table reads them off the "
                       "Mission card when a marker first leaves S, once for every game")


def target_text(view: CatanView) -> str:
    return tr.message("Points (target {target})", {"target": view.rules.target})


def points_summary(view: CatanView) -> Items:
    shown: Items = [specs.Heading(target_text(view))]
    return shown + [
        specs.Text(tr.message("{player}: {points}", {"player": player_name(view, s), "points": seat.points}))
        for s, seat in enumerate(view.seats)]


def points_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    shown: Items
    if view.phase is Phase.OVER:
        winner = view.winner
        shown = [specs.Heading(tr.plural("{player} wins: {count} point on their own turn",
                                         "{player} wins: {count} points on their own turn",
                                         view.seats[winner].points, {"player": player_name(view, winner)})
                               if winner is not None else tr._("The table ended the game: ranked by points"))]
    else:
        shown = [specs.Button(tr._("Back"), screen.back, key="back"), specs.Heading(target_text(view))]
    for seat in range(len(view.players)):
        missions = sum(track_points(t, seat) + (1 if leader(t.markers) == seat else 0) for t in view.tracks)
        caption = " · ".join((player_name(view, seat), f"{tr._('Buildings')} {building_points(state, seat)}",
                              f"{tr._('Missions')} {missions}"))
        shown.append(specs.Figure(caption, str(view.seats[seat].points)))
    if view.phase not in (Phase.OVER, Phase.SETUP):
        shown.append(specs.Button(tr._("End the game here"), partial(confirm_end, screen), tone="danger", key="end"))
    if view.tracks:
        shown.append(specs.Heading(tr._("Mission tracks")))
    for track in view.tracks:
        holder = leader(track.markers)
        shown += [specs.Heading(tr.message("{mission} track", {"mission": mission_name(track.mission.value)})),
                  specs.Text(tr.message("Leader card (1 point): {player}", {"player": player_name(view, holder)})
                             if holder is not None else tr._("Leader card: nobody yet"))]
        if track.points is None:
            shown += [specs.Text(tr._("Every marker is on S."), "muted"), specs.Text(tr._(UNREAD_TRACK_NOTE), "muted")]
            continue
        for seat in range(len(view.players)):
            step = next((m.step for m in track.markers if m.seat == seat), 0)
            space = tr.message("{space} · {points} pts", {"space": "S" if step == 0 else str(step),
                                                          "points": track_points(track, seat)})
            shown.append(specs.Text(tr.message("{player}: {points}", {"player": player_name(view, seat),
                                                                      "points": space})))
        for step, value in enumerate(track.points):
            here = sorted((m for m in track.markers if m.step == step), key=lambda m: m.arrival)
            names = ", ".join(player_name(view, m.seat) for m in here)
            shown.append(specs.Text(tr.message("{space} · {points} pts · {names}", {
                "space": "S" if step == 0 else str(step), "points": value, "names": names or "-"}), "muted"))
    return shown


def confirm_end(screen: CatanTableScreen) -> None:
    screen.overlay = confirm(tr._("End the game now? Nobody reached the target; the players are ranked by points."),
                             "", tr._("End the game"), lambda: screen.attempt(DeclareEnd()))


def seat_panel(screen: CatanTableScreen, view: CatanView, seat: int) -> Items:
    data = view.seats[seat]
    shown: Items = [specs.Button(tr._("Back"), screen.back, key="back"), specs.Heading(player_name(view, seat)),
                    specs.Text(tr.message("Cards: {cards}", {"cards": cards_text(data.hand)})),
                    specs.Text(tr.message("Gold: {gold} · points: {points}",
                                          {"gold": data.gold, "points": data.points}))]
    shown += village_advantages(view, seat) + [specs.Heading(tr._("Pieces left in the supply"))]
    return shown + [specs.Text(f"{build_name(build)}: {getattr(data.pieces_left, build)}") for build in BUILDS]


def village_advantages(view: CatanView, seat: int) -> Items:
    """What the seat's spice villages give it (scenarios with Spices for Catan): "vous procurent l'avantage
    illustré, que vous pouvez utiliser dès maintenant"."""
    if Mission.SPICES not in SCENARIO_MISSIONS[view.rules.scenario]:
        return []
    data = view.seats[seat]
    lines = []
    swift = sum(1 for h in view.hexes if h.kind is Kind.VILLAGE and h.advantage is Advantage.SWIFT_VOYAGE
                and seat in h.crews)
    if swift:
        lines.append(tr.plural("Swift voyage x{swift}: each ship starts with {count} move",
                               "Swift voyage x{swift}: each ship starts with {count} moves", data.moves,
                               {"swift": swift}))
    bonus = [str(face) for face in data.chase_wins if face != 6]
    if bonus:
        lines.append(tr.message("Pirate bonus: {faces} and 6 chase the pirate", {"faces": ", ".join(bonus)}))
    if data.sales:
        lines.append(tr.plural("Fast gold: up to {count} resource sold for 1 gold a turn",
                               "Fast gold: up to {count} resources sold for 1 gold each a turn", data.sales))
    shown: Items = [specs.Heading(tr._("Spice village advantages"))]
    return shown + [specs.Text(line) for line in lines or [tr._("No crew in a spice village yet")]]


def hex_panel(screen: CatanTableScreen, view: CatanView, state: CatanState, at: Coord) -> Items:
    found = next((h for h in view.hexes if h.at == tuple(at)), None)
    if found is None:
        return []
    lines = []
    kind = found.kind
    if kind is Kind.FISH:
        lines += [tr.message("Die face: {face}", {"face": found.number}),
                  tr._("A fish lies here") if found.fish else tr._("No fish here")]
    elif found.number is not None:
        lines.append(tr.message("Number token: {number}", {"number": found.number}))
    crews = tr.message("Crews: {crews}", {"crews": ", ".join(player_name(view, s) for s in found.crews) or "-"})
    if kind is Kind.VILLAGE:
        lines += ([advantage_name(found.advantage.value)] if found.advantage is not None else []) + [
            tr.message("Spice sacks left: {count}", {"count": found.sacks}), crews]
    if kind is Kind.COUNCIL:
        lines.append(tr._("Fish and spice sacks are delivered at its two harbors: one step on the track each"))
    if found.lair:
        lines += [tr._("Pirate lair, captured") if found.captured else tr._("Pirate lair, not captured yet"), crews]
    if view.pirate is not None and view.pirate.at == tuple(at):
        lines.append(tr.message("{player}'s pirate ship", {"player": player_name(view, view.pirate.seat)}))
    if kind is Kind.SEA and near_start_island(state, (at[0], at[1])):
        lines.append(tr._("Next to the start island: no pirate ship here"))
    title = kind_name(found.zone.value if kind is Kind.HIDDEN and found.zone is not None else kind.value)
    return [specs.Button(tr._("Back"), screen.back, key="back"), specs.Heading(title), *map(specs.Text, lines)]
