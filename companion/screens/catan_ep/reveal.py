"""The hex a ship just pointed at, turned up by the table: what it shows, chosen among what the scenario's
stacks hold (a kind whose stack is used up shown disabled with the engine's reason), then its number token, the
die face of a fish shoal or the advantage of a spice village."""

from __future__ import annotations

from typing import Any

from kivy.uix.boxlayout import BoxLayout

from companion.screens.catan_ep.common import View, button, kind_name, label
from companion.screens.catan_ep.entries import DIE, choice_grid, number_grid
from companion.screens.catan_ep.mission_play import advantage_name
from companion.screens.i18n import tr
from games.base import RuleError
from games.catan_ep import (Advantage, CatanState, Coord, Kind, PRODUCES, Reveal, check_turned_up, hex_at,
                            turned_up_kinds)

LAIR = "lair"  # a gold river with a pirate lair token: one choice of its own
ORDER = (*(k.value for k in PRODUCES), "sea", "gold_river", LAIR, "fish", "village")
NO_NUMBER = ("sea", LAIR, "fish", "village")


def kinds(state: CatanState) -> list[str]:
    """What the hex may turn up as: scenario 1 terrain and sea, 2 gold rivers too, 3-5 what the stacks hold."""
    held = {k.value for k in turned_up_kinds(state.rules.scenario)}
    return [k for k in ORDER if (k if k != LAIR else "gold_river") in held]


def used_up(state: CatanState, at: Coord, kind: str) -> RuleError | None:
    """The engine's refusal when the zone's stack holds no more tiles of this kind (scenarios 3-5)."""
    hidden = hex_at(state, at)
    try:
        check_turned_up(state, hidden.zone if hidden is not None else None,
                                  Kind(kind if kind != LAIR else "gold_river"))
    except RuleError as error:
        return error
    return None


def reveal_panel(screen: Any, view: View, state: CatanState, box: BoxLayout) -> None:
    at = state.reveal[0]
    entry = screen.sel.entry
    hidden = hex_at(state, at)
    zone = hidden.zone.value if hidden is not None and hidden.zone is not None else "north"
    box.add_widget(label(tr.message("Turn up the ringed hex ({zone}) and enter what it shows",
                                    {"zone": kind_name(zone)}), "heading"))
    shown = kinds(state)
    refused = {k: used_up(state, at, k) for k in shown}
    texts = [kind_name(k) if k != LAIR else tr._("Gold river with a pirate lair") for k in shown]
    grid = choice_grid(shown, texts, entry.get("kind"), lambda k: set_entry(screen, kind=k), cols=2, font=16,
                       enabled=lambda k: refused[k] is None)
    screen.kind_grid = grid
    box.add_widget(grid)
    for kind, error in refused.items():
        if error is not None:
            box.add_widget(label(tr.message("{kind}: {reason}", {"kind": kind_name(kind) if kind != LAIR else
                                                                  tr._("Gold river with a pirate lair"),
                                                                  "reason": tr.message(error.key, error.params)}),
                                 "note"))
    details(screen, state, at, entry, box)
    action = reveal_action(at, entry)
    confirm = button(tr._("Turn it up"), lambda: screen.attempt(action), "primary", disabled=action is None)
    screen.reveal_button = confirm
    box.add_widget(confirm)


def details(screen: Any, state: CatanState, at: Coord, entry: dict[str, Any], box: BoxLayout) -> None:
    """The number token; a fish shoal's die face ("Chaque tuile Banc de poissons montre un dé numéroté de 1 à
    6"); a spice village's advantage. A face or an advantage the engine refuses here is disabled."""
    kind = entry.get("kind")
    if kind == "fish":
        box.add_widget(label(tr._("The die face the fish shoal shows")))
        row = choice_grid(DIE, [str(v) for v in DIE], entry.get("face"), lambda f: set_entry(screen, face=f),
                          cols=6, font=22, enabled=lambda f: screen.legal(Reveal(at, Kind.FISH, f)))
        screen.face_row = row
        box.add_widget(row)
        return
    if kind == "village":
        box.add_widget(label(tr._("The advantage the spice village shows")))
        values = [a.value for a in Advantage]
        grid = choice_grid(values, [advantage_name(a) for a in values], entry.get("advantage"),
                           lambda a: set_entry(screen, advantage=a), cols=2, font=15,
                           enabled=lambda a: screen.legal(Reveal(at, Kind.VILLAGE, advantage=Advantage(a))))
        screen.advantage_grid = grid
        box.add_widget(grid)
        return
    wants = kind is not None and kind not in NO_NUMBER
    box.add_widget(label(tr._("Its number token") if wants else tr._("No number token")))
    grid = number_grid(entry.get("number"), lambda n: set_entry(screen, number=n), enabled=wants)
    screen.number_grid = grid
    box.add_widget(grid)


def reveal_action(at: Coord, entry: dict[str, Any]) -> Reveal | None:
    """The Reveal the entry makes, None while something is missing."""
    kind = entry.get("kind")
    if kind is None:
        return None
    if kind == LAIR:
        return Reveal(at, Kind.GOLD_RIVER, None, True)
    if kind == "sea":
        return Reveal(at, Kind.SEA)
    if kind == "fish":
        return None if entry.get("face") is None else Reveal(at, Kind.FISH, entry["face"])
    if kind == "village":
        advantage = entry.get("advantage")
        return None if advantage is None else Reveal(at, Kind.VILLAGE, advantage=Advantage(advantage))
    number = entry.get("number")
    return None if number is None else Reveal(at, Kind(kind), number)


def set_entry(screen: Any, **changes: Any) -> None:
    if "kind" in changes:  # a new kind: a face or an advantage goes, a number unless it takes one too
        for key in ("face", "advantage") + (("number",) if changes["kind"] in NO_NUMBER else ()):
            screen.sel.entry.pop(key, None)
    screen.sel.entry.update(changes)
    screen.refresh()
