"""The side panel of the table as kit specs over the typed view, one function a phase (``PHASES``); a refused
choice shows disabled and a tap on it says why (docs/design.md#the-kit).

With a camera fitted (docs/design.md#hardware-is-optional), the roll's panel also reads the dice in the tray:
"Read the dice" asks the worker while the panel stays live (the two taps still work); two dice read are entered
with one tap, as the two taps would. It never reads by itself when it opens: it opens as soon as the last turn
ends, while that turn's dice still lie in the tray, so the table asks once it has rolled."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from companion.screens.catan_ep import build, moves, points, reveal
from companion.screens.catan_ep.common import (Items, cards_text, choice_grid, die_row, number_grid, player_name,
                                               resource_name)
from companion.screens.catan_ep.names import status
from companion.screens.catan_ep.produced import produced_lines
from companion.screens.i18n import tr
from companion.screens.kit import specs
from companion.screens.kit.overlay import ask
from games.base import N_, Plural
from games.catan_ep import (CatanState, CatanView, Discard, FlipLair, HeroRoll, HeroStep, NEUTRAL, Phase, PirateDue,
                            PlacePirate, RESOURCES, Resource, Resources, Roll, robbable)

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen

CAMERA_KIND = "dice"  # what the roll's panel asks the camera's worker for
WAITING = "waiting"  # sel.entry["camera"]: asked, no answer yet; else the values read, ascending
PIECE_NAMES = {"harbor": N_("harbor settlement"), "settlement": N_("settlement"), "road": N_("road"),
               "settler_ship": N_("settler ship")}


def status_text(view: CatanView) -> str:
    said = status(view)
    if isinstance(said, Plural):
        return tr.plural(said.one, said.many, said.count, dict(said.params))
    return tr.message(said.key, dict(said.params))


def items(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    sel = screen.sel
    if sel.mode == "points" or view.phase is Phase.OVER:
        shown = points.points_panel(screen, view, state)
    elif sel.mode == "seat" and sel.seat is not None:
        shown = points.seat_panel(screen, view, sel.seat)
    elif sel.mode == "hex" and sel.hex is not None:
        shown = points.hex_panel(screen, view, state, sel.hex)
    else:
        shown = PHASES[view.phase](screen, view, state)
        if view.phase is not Phase.SETUP:
            shown += [specs.Gap(), specs.Button(tr._("Points and mission tracks"),
                                                partial(screen.select, mode="points"), key="points")]
    if sel.note is not None:
        shown.append(specs.Refused(sel.note))
    return shown


# --- set-up ---------------------------------------------------------------------------------------------------
def setup_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    step = state.plan[0]
    names = {"player": player_name(view, step.seat), "piece": tr._(PIECE_NAMES[step.piece.value])}
    text = (tr.message("{player} places a neutral {piece} (the colours nobody plays): tap a ringed place", names)
            if step.owner == NEUTRAL else tr.message("{player} places their {piece}: tap a ringed place on the map",
                                                     names))
    return [specs.Heading(text), specs.Text(tr.plural("{count} set-up piece to place", "{count} set-up pieces to place",
                                                      len(state.plan)))]


# --- the dice ---------------------------------------------------------------------------------------------------
def roll_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    shown: Items = [specs.Heading(tr.message("{player} rolls: tap the two dice",
                                             {"player": player_name(view, state.seat)}))]
    shown += camera_rows(screen)
    dice = screen.sel.entry.setdefault("dice", {})
    for index in (1, 2):
        shown += [specs.Text(tr.message("Die {number}", {"number": index})),
                  die_row(f"die{index}", dice.get(index), partial(tap_die, screen, index))]
    return shown + produced_lines(screen) + points.points_summary(view)


def tap_die(screen: CatanTableScreen, index: int, value: int) -> None:
    seat = screen.catan_state().seat
    collect(screen, "dice", index, value, (1, 2), lambda dice: Roll(seat, *dice))


def collect(screen: CatanTableScreen, name: str, key: int, value: int, keys: tuple[int, ...],
            make: Callable[[tuple[int, ...]], Any]) -> None:
    """A die among several tapped one by one (``sel.entry[name]``): once each has its value, their action is
    played."""
    dice = screen.sel.entry.setdefault(name, {})
    dice[key] = value
    if all(k in dice for k in keys):
        screen.sel.entry = {}
        screen.attempt(make(tuple(dice[k] for k in keys)))
        return
    screen.refresh()


def camera_rows(screen: CatanTableScreen) -> Items:
    """The camera's part of the roll's panel: its reading (for one tap) or why not, and "Read the dice"."""
    if screen.context.camera is None:
        return []
    read = screen.sel.entry.get("camera")
    shown: Items = []
    if read == WAITING:
        shown.append(specs.Text(tr._("The camera is reading the dice…")))
    elif isinstance(read, tuple) and len(read) == 2:
        first, second = read
        shown += [specs.Heading(tr.message("Camera: {die1} + {die2} = {total}",
                                           {"die1": first, "die2": second, "total": first + second})),
                  specs.Button(tr._("Enter this roll"), partial(enter_reading, screen, first, second),
                               tone="primary", key="camera")]
    elif isinstance(read, tuple):
        shown.append(specs.Text(tr._("The camera read no dice: tap the two dice below") if not read else
                                tr.message("The camera read {values}, not two dice: tap the two dice below",
                                           {"values": ", ".join(str(v) for v in read)}), "warning"))
    return shown + [specs.Button(tr._("Read the dice"), partial(read_roll, screen), key="read dice")]


def read_roll(screen: CatanTableScreen) -> None:
    """Ask the worker for the dice in the tray; returns at once (a second tap replaces a waiting request)."""
    from companion.vision.dice import read_dice  # OpenCV only once a camera is used

    camera = screen.context.camera
    if camera is None:
        return
    screen.sel.entry["camera"] = WAITING
    camera.request(CAMERA_KIND, read_dice)
    screen.refresh()


def take_reading(screen: CatanTableScreen, result: Any) -> None:
    """A camera event: the dice asked for by this roll's panel are offered; any other reading is ignored."""
    entry = screen.sel.entry
    if result.kind != CAMERA_KIND or entry.get("camera") != WAITING or screen.catan_state().phase is not Phase.ROLL:
        return  # another screen's request, or one this panel no longer waits for (a roll tapped meanwhile)
    entry["camera"] = tuple(sorted(int(die.value) for die in result.reading or []))
    screen.refresh()


def enter_reading(screen: CatanTableScreen, first: int, second: int) -> None:
    """The camera's roll, entered through the two taps' own path (a die tapped before is replaced)."""
    screen.sel.entry.pop("dice", None)
    tap_die(screen, 1, first)
    tap_die(screen, 2, second)


# --- a 7 --------------------------------------------------------------------------------------------------------
def discard_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    seat = state.discards[0]
    hand = state.seats[seat].hand
    due = hand.total // 2
    chosen: Resources = screen.sel.entry.get("discard", Resources())
    held = [r for r in RESOURCES if hand.get(r)]
    action = Discard(seat, chosen)
    return [
        specs.Heading(tr.plural("{player} holds {count} card and gives back {due}: tap the cards",
                                "{player} holds {count} cards and gives back {due}: tap the cards", hand.total,
                                {"player": player_name(view, seat), "due": due})),
        choice_grid("discard", held, [f"{resource_name(r.value)} {chosen.get(r)}/{hand.get(r)}" for r in held], None,
                    partial(add_discard, screen), 2),
        specs.Text(tr.message("Chosen: {cards}", {"cards": cards_text(chosen)})),
        specs.Button(tr._("Start again"), partial(screen.select, entry={}), key="again"),
        specs.Button(tr.plural("Give back {count} card", "Give back {count} cards", chosen.total),
                     partial(screen.attempt, action), screen.check(action), "primary", key="give"),
    ]


def add_discard(screen: CatanTableScreen, resource: Resource) -> None:
    state = screen.catan_state()
    chosen: Resources = screen.sel.entry.get("discard", Resources())
    if chosen.get(resource) < state.seats[state.discards[0]].hand.get(resource):
        screen.sel.entry["discard"] = chosen.plus(resource)
    screen.refresh()


# --- the pirate ship --------------------------------------------------------------------------------------------
def pirate_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    shown: Items = [specs.Heading(tr.message("{player} places their pirate ship: tap a ringed sea hex (never next to "
                                             "the start island), then say whom it robs",
                                             {"player": player_name(view, state.seat)}))]
    if state.pirate_due is PirateDue.CHASE:
        shown.append(specs.Button(tr._("Leave the pirate ship in the supply"),
                                  partial(screen.attempt, PlacePirate(state.seat, None)), key="no pirate"))
    return shown


def pirate_hex(screen: CatanTableScreen, at: tuple[int, int]) -> None:
    """A tapped hex for the pirate ship: whom it robs (the ships of others along it) and which card, asked."""
    state, view = screen.catan_state(), screen.catan_view()
    victims = robbable(state, state.seat, at)
    if not victims or screen.check(PlacePirate(state.seat, at)) is not None:  # a refused hex: its reason only
        screen.attempt(PlacePirate(state.seat, at))
        return

    def rob(victim: int | None) -> None:
        if victim is None or state.seats[victim].hand.total == 0:
            screen.attempt(PlacePirate(state.seat, at, victim))
            return
        question = tr.message("Which card did {player} draw from {victim}'s hand?",
                              {"player": player_name(view, state.seat), "victim": player_name(view, victim)})
        build.ask_card(screen, question, [r for r in RESOURCES if state.seats[victim].hand.get(r)],
                       partial(PlacePirate, state.seat, at, victim))

    screen.overlay = ask(tr.message("Whom does {player}'s pirate rob?", {"player": player_name(view, state.seat)}),
                         [(player_name(view, v), v) for v in victims] + [(tr._("Nobody"), None)], rob)


# --- a capture ------------------------------------------------------------------------------------------------
def capture_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> Items:
    capture = state.capture
    assert capture is not None
    crews = ", ".join(f"{player_name(view, s)} {c}" for s, c in zip(capture.seats, capture.crews))
    shown: Items = [specs.Heading(tr.message("The ringed lair is captured (crews: {crews}). Each player of the "
                                             "capture gets 2 gold and one step on the track.", {"crews": crews}))]
    if not capture.flipped:
        return shown + [specs.Text(tr._("Turn the lair token over: tap the number it shows")),
                        number_grid(None, lambda n: screen.attempt(FlipLair(n)))]
    if capture.hero is not None:  # "peut avancer d'une autre case ..., mais il doit ... remettre une de ses unités"
        return shown + [specs.Text(tr.message("{player} is the hero", {"player": player_name(view, capture.hero)}))] + [
            specs.Button(tr._(text), partial(screen.attempt, HeroStep(capture.hero, step)), key=f"step:{step}")
            for step, text in ((True, N_("Step forward (a crew goes back)")), (False, N_("Keep the crew")))]
    dice = screen.sel.entry.setdefault("hero", {})
    shown.append(specs.Text(tr._("The hero: each player of the capture rolls a die (plus their crews); the highest "
                                 "may move one more step by giving back a crew")))
    if capture.rolls:
        shown.append(specs.Text(tr._("A tie with as many crews: everyone rolls again"), "warning"))
    for seat in capture.seats:
        shown += [specs.Text(player_name(view, seat)), die_row(f"hero{seat}", dice.get(seat),
                                                               partial(hero_die, screen, seat))]
    return shown


def hero_die(screen: CatanTableScreen, seat: int, value: int) -> None:
    capture = screen.catan_state().capture
    assert capture is not None
    collect(screen, "hero", seat, value, capture.seats, HeroRoll)


PHASES = {Phase.SETUP: setup_panel, Phase.ROLL: roll_panel, Phase.DISCARD: discard_panel, Phase.PIRATE: pirate_panel,
          Phase.TRADE: build.trade_panel, Phase.MOVE: moves.move_panel, Phase.REVEAL: reveal.reveal_panel,
          Phase.CAPTURE: capture_panel, Phase.OVER: points.points_panel}
