"""The hex a ship just pointed at, turned up by the table: what it shows, chosen among what the scenario's
stacks hold (a kind whose stack is used up refused with the engine's reason), then its number token, the
die face of a fish shoal or the advantage of a spice village."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from companion.screens.catan_ep.common import KIND_RGBA, advantage_name, choice_grid, die_row, kind_name, number_grid
from companion.screens.i18n import tr
from companion.screens.kit import specs
from games.base import RuleError
from games.catan_ep import (Advantage, CatanState, CatanView, Coord, Kind, PRODUCES, Reveal, check_turned_up, hex_at,
                            turned_up_kinds)
from games.refusals import Refusal

if TYPE_CHECKING:
    from companion.screens.catan_ep.table import CatanTableScreen

LAIR = "lair"  # a gold river with a pirate lair token: one choice of its own
ORDER = (*(k.value for k in PRODUCES), "sea", "gold_river", LAIR, "fish", "village")
NO_NUMBER = ("sea", LAIR, "fish", "village")
KINDS_RGBA = {**KIND_RGBA, LAIR: KIND_RGBA["gold_river"]}  # each kind offered on the colour the map paints it


def kinds(state: CatanState) -> list[str]:
    """What the hex may turn up as: scenario 1 terrain and sea, 2 gold rivers too, 3-5 what the stacks hold."""
    held = {k.value for k in turned_up_kinds(state.rules.scenario)}
    return [k for k in ORDER if (k if k != LAIR else "gold_river") in held]


def used_up(screen: CatanTableScreen, state: CatanState, at: Coord, kind: str) -> Refusal | None:
    """The engine's refusal when the zone's stack holds no more tiles of this kind (scenarios 3-5)."""
    hidden = hex_at(state, at)
    try:
        check_turned_up(state, hidden.zone if hidden is not None else None,
                        Kind(kind if kind != LAIR else "gold_river"))
    except RuleError as error:
        assert screen.session is not None
        return screen.session.game.refusal(error)
    return None


def reveal_panel(screen: CatanTableScreen, view: CatanView, state: CatanState) -> list[specs.Item]:
    at = state.reveal[0]
    entry = screen.sel.entry
    hidden = hex_at(state, at)
    zone = hidden.zone.value if hidden is not None and hidden.zone is not None else "north"
    shown = kinds(state)
    refused = {k: used_up(screen, state, at, k) for k in shown}
    items: list[specs.Item] = [
        specs.Heading(tr.message("Turn up the ringed hex ({zone}) and enter what it shows", {"zone": kind_name(zone)})),
        choice_grid("kind", shown, [kind_label(k) for k in shown], entry.get("kind"),
                    lambda k: set_entry(screen, kind=k), 2, refused.get, KINDS_RGBA)]
    items += [specs.Text(tr.message("{kind}: {reason}", {"kind": kind_label(kind), "reason": tr.message(
        error.key, dict(error.params))}), "warning") for kind, error in refused.items() if error is not None]
    items += details(screen, at, entry)
    action = reveal_action(at, entry)
    if action is not None:
        items.append(specs.Button(tr._("Turn it up"), partial(screen.attempt, action), tone="primary", key="reveal"))
    return items


def kind_label(kind: str) -> str:
    return kind_name(kind) if kind != LAIR else tr._("Gold river with a pirate lair")


def details(screen: CatanTableScreen, at: Coord, entry: dict[str, Any]) -> list[specs.Item]:
    """The number token; a fish shoal's die face ("Chaque tuile Banc de poissons montre un dé numéroté de 1 à
    6"); a spice village's advantage. A face or an advantage the engine refuses here is refused."""
    kind = entry.get("kind")
    if kind == "fish":
        return [specs.Text(tr._("The die face the fish shoal shows")),
                die_row("face", entry.get("face"), lambda f: set_entry(screen, face=f),
                        lambda f: screen.check(Reveal(at, Kind.FISH, f)))]
    if kind == "village":
        values = [a.value for a in Advantage]
        return [specs.Text(tr._("The advantage the spice village shows")),
                choice_grid("advantage", values, [advantage_name(a) for a in values], entry.get("advantage"),
                            lambda a: set_entry(screen, advantage=a), 1,
                            lambda a: screen.check(Reveal(at, Kind.VILLAGE, advantage=Advantage(a))))]
    if kind is None or kind in NO_NUMBER:
        return [specs.Text(tr._("No number token"))] if kind is not None else []
    return [specs.Text(tr._("Its number token")),
            number_grid(entry.get("number"), lambda n: set_entry(screen, number=n))]


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


def set_entry(screen: CatanTableScreen, **changes: Any) -> None:
    if "kind" in changes:  # a new kind: a face or an advantage goes, a number unless it takes one too
        for key in ("face", "advantage") + (("number",) if changes["kind"] in NO_NUMBER else ()):
            screen.sel.entry.pop(key, None)
    screen.sel.entry.update(changes)
    screen.refresh()
