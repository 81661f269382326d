"""Which of the table's readings changed a player's score: the final breakdown says so, with the points the other
reading would have given (each game lists the table options that change a score without changing the play)."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence


def effects(score: Callable[[dict[str, Any]], Sequence[int]], chosen: Mapping[str, Any],
            alternatives: Mapping[str, Sequence[Any]]) -> list[list[dict[str, Any]]]:
    """Per seat, each option whose other value would have scored it otherwise: {"option", "value", "points",
    "other": {"value", "points"}}. ``score(changes)`` gives every seat's points with those options changed
    ({}: as played); ``alternatives`` the values each option may take."""
    played = list(score({}))
    found: list[list[dict[str, Any]]] = [[] for _ in played]
    for name, values in alternatives.items():
        for other in values:
            if other == chosen[name]:
                continue
            for seat, (mine, theirs) in enumerate(zip(played, score({name: other}))):
                if mine != theirs:
                    found[seat].append({"option": name, "value": chosen[name], "points": mine,
                                        "other": {"value": other, "points": theirs}})
    return found
