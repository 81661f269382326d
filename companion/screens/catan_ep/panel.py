"""The side panel of the table, by phase: the set-up's next piece, the dice (two taps) and what each seat got,
the discards of a 7, the pirate ship, trade and build (build.py), the movement phase (moves.py), the hex turned
up (reveal.py), the capture of a lair and its hero, and the points (points.py). A refused choice is shown
disabled with the engine's reason under it."""

from __future__ import annotations

from functools import partial
from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.catan_ep import build, dice_camera, moves, points, reveal
from companion.screens.catan_ep.common import (View, button, cards_text, label, player_name, resource_name,
                                               resources_json)
from companion.screens.catan_ep.entries import choice_grid, die_row, number_grid
from companion.screens.catan_ep.produced import produced_lines
from companion.screens.i18n import tr
from companion.screens.chooser import show_choices
from games.base import N_
from games.catan_ep import (CatanState, Discard, FlipLair, HeroRoll, HeroStep, NEUTRAL, Phase, PirateDue, PlacePirate,
                            RESOURCES, Resource, Resources, Roll, touches_hex)

PIECE_NAMES = {"harbor": N_("harbor settlement"), "settlement": N_("settlement"), "road": N_("road"),
               "settler_ship": N_("settler ship")}


def status_text(view: View, state: CatanState) -> str:
    player = player_name(view, state.seat)
    phase = state.phase
    if phase is Phase.SETUP:
        return tr.message("Set-up · {player}", {"player": player})
    if phase is Phase.OVER:
        if state.winner is None:
            return tr._("The game is over")
        return tr.message("{player} wins with {points} points",
                          {"player": player_name(view, state.winner), "points": view["seats"][state.winner]["points"]})
    texts = {Phase.ROLL: N_("{player}: roll the dice"), Phase.DISCARD: N_("A 7: cards go back"),
             Phase.PIRATE: N_("{player}: the pirate ship"), Phase.TRADE: N_("{player}: trade and build"),
             Phase.MOVE: N_("{player}: movement phase"), Phase.REVEAL: N_("{player}: a hex is discovered"),
             Phase.CAPTURE: N_("A pirate lair is captured")}
    return tr.message(texts[phase], {"player": player})


def render(screen: Any, view: View, state: CatanState) -> None:
    box = screen.ids.panel
    box.clear_widgets()
    shows = (screen.sel.mode, state.phase, screen.sel.ship, screen.sel.build)
    if shows != getattr(screen, "panel_shows", None):
        screen.ids.panel_scroll.scroll_y = 1
        screen.panel_shows = shows
    mode = screen.sel.mode
    if mode == "points" or (state.phase is Phase.OVER and mode == "overview"):
        points.points_panel(screen, view, state, box)
    elif mode == "seat" and screen.sel.seat is not None:
        points.seat_panel(screen, view, screen.sel.seat, box)
    elif mode == "hex" and screen.sel.hex is not None:
        points.hex_panel(screen, view, state, screen.sel.hex, box)
    else:
        PHASES[state.phase](screen, view, state, box)
    if screen.sel.note:
        box.add_widget(label(screen.sel.note, "note"))


# --- set-up ---------------------------------------------------------------------------------------------------
def setup_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    step = state.plan[0]
    piece = tr._(PIECE_NAMES[step.piece.value])
    if step.owner == NEUTRAL:
        text = tr.message("{player} places a neutral {piece} (the colours nobody plays): tap a ringed place",
                          {"player": player_name(view, step.seat), "piece": piece})
    else:
        text = tr.message("{player} places their {piece}: tap a ringed place on the map",
                          {"player": player_name(view, step.seat), "piece": piece})
    box.add_widget(label(text, "heading"))
    box.add_widget(label(tr.plural("{count} set-up piece to place", "{count} set-up pieces to place", len(state.plan))))


# --- the dice ---------------------------------------------------------------------------------------------------
def roll_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    box.add_widget(label(tr.message("{player} rolls: tap the two dice", {"player": player_name(view, state.seat)}),
                         "heading"))
    dice_camera.camera_rows(screen, box, partial(tap_die, screen))
    dice = screen.sel.entry.setdefault("dice", {})
    for index in (1, 2):
        box.add_widget(label(tr.message("Die {number}", {"number": index})))
        row = die_row(dice.get(index), partial(tap_die, screen, index))
        box.add_widget(row)
        setattr(screen, f"die{index}_row", row)
    produced_lines(screen, view, box)
    points.points_summary(view, state, box)


def tap_die(screen: Any, index: int, value: int) -> None:
    dice = screen.sel.entry.setdefault("dice", {})
    dice[index] = value
    if len(dice) == 2:
        state = screen.state()
        screen.sel.entry = {}
        screen.attempt(Roll(state.seat, dice[1], dice[2]))
        return
    screen.refresh()


# --- a 7 --------------------------------------------------------------------------------------------------------
def discard_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    seat = state.discards[0]
    hand = state.seats[seat].hand
    due = hand.total // 2
    chosen: Resources = screen.sel.entry.get("discard", Resources())
    box.add_widget(label(tr.message("{player} holds {count} cards and gives back {due}: tap the cards",
                                    {"player": player_name(view, seat), "count": hand.total, "due": due}),
                         "heading"))
    held = [r for r in RESOURCES if hand.get(r)]
    grid = choice_grid(held, [f"{resource_name(r.value)} {chosen.get(r)}/{hand.get(r)}" for r in held], None,
                       lambda r: add_discard(screen, r), cols=2, font=16)
    screen.discard_grid = grid
    box.add_widget(grid)
    box.add_widget(label(tr.message("Chosen: {cards}", {"cards": cards_text(resources_json(chosen))})))
    box.add_widget(button(tr._("Start again"), lambda: screen.select(entry={})))
    action = Discard(seat, chosen)
    give = button(tr.message("Give back {count} cards", {"count": chosen.total}), lambda: screen.attempt(action),
                  "primary", disabled=chosen.total != due)
    screen.give_button = give
    box.add_widget(give)


def add_discard(screen: Any, resource: Resource) -> None:
    state = screen.state()
    chosen: Resources = screen.sel.entry.get("discard", Resources())
    if chosen.get(resource) < state.seats[state.discards[0]].hand.get(resource):
        screen.sel.entry["discard"] = chosen.plus(resource)
    screen.refresh()


# --- the pirate ship --------------------------------------------------------------------------------------------
def pirate_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    player = player_name(view, state.seat)
    box.add_widget(label(tr.message("{player} places their pirate ship: tap a ringed sea hex (never next to the "
                                    "start island), then say whom it robs", {"player": player}), "heading"))
    if state.pirate_due is PirateDue.CHASE:
        box.add_widget(button(tr._("Leave the pirate ship in the supply"),
                              lambda: screen.attempt(PlacePirate(state.seat, None))))


def pirate_hex(screen: Any, at: tuple[int, int]) -> None:
    state, view = screen.state(), screen.view()
    victims = sorted({s.seat for s in state.ships if s.seat != state.seat and touches_hex(s.edge, at)})
    if not victims or not screen.legal(PlacePirate(state.seat, at)):  # a refused hex: its reason, no question
        screen.attempt(PlacePirate(state.seat, at))
        return

    def rob(victim: int | None) -> None:
        if victim is None or state.seats[victim].hand.total == 0:
            screen.attempt(PlacePirate(state.seat, at, victim))
            return
        held = [r for r in RESOURCES if state.seats[victim].hand.get(r)]
        question = tr.message("Which card did {player} draw from {victim}'s hand?",
                              {"player": player_name(view, state.seat), "victim": player_name(view, victim)})
        screen.overlay = show_choices(question, [(resource_name(r.value), r) for r in held],
                                      lambda r: screen.attempt(PlacePirate(state.seat, at, victim, r)))

    question = tr.message("Whom does {player}'s pirate rob?", {"player": player_name(view, state.seat)})
    answers = [(player_name(view, v), v) for v in victims] + [(tr._("Nobody"), None)]
    screen.overlay = show_choices(question, answers,
                                  rob)


# --- a capture ------------------------------------------------------------------------------------------------
def capture_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    capture = state.capture
    assert capture is not None
    crews = ", ".join(f"{player_name(view, s)} {c}" for s, c in zip(capture.seats, capture.crews))
    box.add_widget(label(tr.message("The ringed lair is captured (crews: {crews}). Each player of the capture "
                                    "gets 2 gold and one step on the track.", {"crews": crews}), "heading"))
    if not capture.flipped:
        box.add_widget(label(tr._("Turn the lair token over: tap the number it shows")))
        grid = number_grid(None, lambda n: screen.attempt(FlipLair(n)))
        screen.number_grid = grid
        box.add_widget(grid)
        return
    if capture.hero is not None:  # "peut avancer d'une autre case ..., mais il doit ... remettre une de ses unités"
        box.add_widget(label(tr.message("{player} is the hero", {"player": player_name(view, capture.hero)})))
        screen.hero_buttons = {step: button(tr._(text), partial(screen.attempt, HeroStep(capture.hero, step)))
                               for step, text in ((True, N_("Step forward (a crew goes back)")),
                                                  (False, N_("Keep the crew")))}
        for widget in screen.hero_buttons.values():
            box.add_widget(widget)
        return
    dice = screen.sel.entry.setdefault("hero", {})
    box.add_widget(label(tr._("The hero: each player of the capture rolls a die (plus their crews); the highest "
                              "may move one more step by giving back a crew")))
    if capture.rolls:
        box.add_widget(label(tr._("A tie with as many crews: everyone rolls again"), "note"))
    for seat in capture.seats:
        box.add_widget(label(player_name(view, seat)))
        row = die_row(dice.get(seat), partial(hero_die, screen, seat))
        setattr(screen, f"hero_row{seat}", row)
        box.add_widget(row)


def hero_die(screen: Any, seat: int, value: int) -> None:
    state = screen.state()
    capture = state.capture
    dice = screen.sel.entry.setdefault("hero", {})
    dice[seat] = value
    if all(s in dice for s in capture.seats):
        screen.sel.entry = {}
        screen.attempt(HeroRoll(tuple(dice[s] for s in capture.seats)))
        return
    screen.refresh()


PHASES = {Phase.SETUP: setup_panel, Phase.ROLL: roll_panel, Phase.DISCARD: discard_panel, Phase.PIRATE: pirate_panel,
          Phase.TRADE: build.trade_panel, Phase.MOVE: moves.move_panel, Phase.REVEAL: reveal.reveal_panel,
          Phase.CAPTURE: capture_panel, Phase.OVER: points.points_panel}
