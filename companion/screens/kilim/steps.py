"""The auction's steps in words, from the public view: what is due now, what each seat shows, what happened.
And the covered keypad's requests, from the seat's own view (its hand is public; nothing else is needed).

No widget here: the auction screen puts these texts on its labels.
"""

from __future__ import annotations

from companion.screens.i18n import tr
from companion.screens.kilim.common import CLASSIC_LETTERS, View, player_name, seat_rgba, special_name
from companion.screens.kilim.keypad import Choice, Request
from games.kilim import can_beat, can_undercut

ROUND_PHASES = ("spy", "scrap", "artisan")

WON_RGBA = "7fe0a0"


def names(view: View, seats: list[int]) -> str:
    return ", ".join(player_name(view, s) for s in seats)


def waiting_seats(view: View) -> list[int]:
    """Seats still to choose in secret: unlocked bidders, or the seats of a sealed round yet to offer."""
    if view["phase"] == "bidding":
        return [s for s, sealed in enumerate(view["sealed"]) if sealed is None]
    rnd = view["round"]
    if view["phase"] in ROUND_PHASES and rnd is not None and len(rnd["seats"]) > 1:
        return [s for s, sealed in zip(rnd["seats"], rnd["sealed"]) if sealed is None]
    return []


def sealed_round(view: View) -> bool:
    rnd = view["round"]
    return view["phase"] in ROUND_PHASES and rnd is not None and len(rnd["seats"]) > 1


def step_text(view: View) -> str:
    """The instruction for the table: what happens now."""
    phase, day, turn, rnd = view["phase"], view["day"], view["turn"], view["round"]
    if phase == "reveal":
        return tr.message("Turn up the next domino of pile {day} and enter its two motifs", {"day": day})
    if phase == "bidding":
        locked = sum(1 for s in view["sealed"] if s is not None)
        return tr.message("Each weaver locks a gold card or a special card in secret: {locked} of {count} locked",
                          {"locked": locked, "count": len(view["sealed"])})
    if phase in ROUND_PHASES:
        seats = list(rnd["seats"])
        params = {"player": names(view, seats), "bar": turn["bar"]}
        if phase == "spy":
            if len(seats) > 1:
                return tr.message("The spies {player} have seen the bids and each chooses a gold card in secret",
                                  params)
            return tr.message("{player} played the Spy: having seen the bids, {player} plays a gold card", params)
        if phase == "scrap":
            if len(seats) > 1:
                return tr.message("Scrap bag: {player} offer more than {bar} in secret; a seat that cannot, "
                                  "discards", params)
            return tr.message("Scrap bag: {player} offers more than {bar}, or discards a card if they cannot",
                              params)
        if len(seats) > 1:
            return tr.message("Artisan: {player} offer less than {bar} in secret; a seat that cannot, discards",
                              params)
        return tr.message("Artisan: {player} offers less than {bar}, or discards a card if they cannot", params)
    if phase == "take_scrap":
        return tr.message("{player} searches the scrap bag and takes a scrap in secret",
                          {"player": player_name(view, turn["scrap_winner"])})
    if phase == "take_token":
        return tr.message("{player} calls the Artisan and takes a token from the board",
                          {"player": player_name(view, turn["artisan_winner"])})
    if phase == "weave":
        params = {"player": player_name(view, turn["winner"]), "count": len(view["to_lay"])}
        if len(view["to_lay"]) == 1:
            return tr.message("{player} lays the domino won on their kilim", params)
        return tr.message("{player} lays the {count} dominoes won on their kilim", params)
    if phase == "day_over":
        if day < 3:
            return tr.message("Day {day} is over: everyone takes back their played cards, the artisan tokens go "
                              "back to the board, and pile {next} comes out", {"day": day, "next": day + 1})
        return tr.message("The third day is over: the kilims are scored")
    return tr.message("The game is over")


def explanation(view: View) -> str:
    """The resolved turn in words: the engine's sentences for the auction, then the special cards; at the day's
    end, after them (the day's last domino may have just been lost), a word on the artisan tokens still held."""
    turn = view["turn"] or {"resolved": False}
    lines = [tr.message(said["key"], dict(said["params"])) for said in view["explanation"]]
    if turn["resolved"] and turn["scrap"]:
        winner = turn["scrap_winner"]
        lines.append(tr.message("{player} searches the scrap bag", {"player": player_name(view, winner)})
                     if winner is not None else tr.message("Nobody searches the scrap bag"))
    if turn["resolved"] and turn["artisan"]:
        winner = turn["artisan_winner"]
        lines.append(tr.message("{player} calls the Artisan", {"player": player_name(view, winner)})
                     if winner is not None else tr.message("Nobody calls the Artisan"))
    if view["phase"] == "day_over" and any(seat["tokens"] for seat in view["seats"]):
        lines.append(tr._("Artisan tokens still held can be used on the kilims now; they go back to the board when "
                          "the day ends"))
    return "\n".join(lines)


def seat_status(view: View, seat: int) -> str:
    """What a seat shows in the auction: locked or not while sealed, its revealed card(s) after."""
    phase, turn, rnd = view["phase"], view["turn"], view["round"]
    if phase == "bidding":
        return tr._("Locked") if view["sealed"][seat] is not None else tr._("Choosing")
    if turn is None:
        return ""
    bid = turn["bids"][seat]
    if isinstance(bid, int):
        text = str(bid)
    else:
        text = special_name(bid)
        spends = {"spy": turn["spies"], "scrap": turn["scrap"], "artisan": turn["artisan"]}[bid]
        spend = next((s for s in spends if s["seat"] == seat), None)
        if spend is not None:
            text += " " + (tr.message("discards {value}", {"value": spend["value"]}) if spend["discard"]
                           else str(spend["value"]))
        elif rnd is not None and phase == bid and seat in rnd["seats"] and len(rnd["seats"]) > 1:
            sealed = rnd["sealed"][rnd["seats"].index(seat)]
            text += " · " + (tr._("Locked") if sealed is not None else tr._("Choosing"))
    won = {turn["winner"]: True, turn["scrap_winner"]: bid == "scrap", turn["artisan_winner"]: bid == "artisan"}
    if won.get(seat):
        text = f"[b][color={WON_RGBA}]{text}[/color][/b]"
    return text


def specials_text(view: View, seat: int) -> str:
    """The special cards a seat still holds today (public), the used ones greyed."""
    used = view["seats"][seat]["used"]
    parts = [special_name(card) if card not in used else f"[color=666b75]{special_name(card)}[/color]"
             for card in ("spy", "scrap", "artisan")]
    return " · ".join(parts)


# --- the keypad's requests ------------------------------------------------------------------------------
def bid_request(view: View, seat: int) -> Request:
    """A seat's sealed choice for the auction: its gold cards (spent ones greyed) and its special cards."""
    hand = set(view["hands"][seat])
    used = view["seats"][seat]["used"]
    choices = [Choice(v, str(v), v in hand) for v in range(1, view["max_gold"] + 1)]
    allowed = {"spy": True, "scrap": view["bag"] > 0, "artisan": bool(view["board_tokens"])}
    choices += [Choice(card, special_name(card), card not in used and allowed[card])
                for card in ("spy", "scrap", "artisan")]
    name = player_name(view, seat)
    return Request(seat, name, seat_rgba(view, seat), tr._("choose a gold card or a special card"), choices,
                   tr._("Lock"), tr.message("{player} has locked", {"player": name}), extra={"kind": "bid"})


def offer_request(view: View, seat: int) -> Request:
    """A spy's gold card, or a Scrap bag / Artisan offer (above / below the bar), or the card discarded by a
    seat that can do neither."""
    kind, turn = view["phase"], view["turn"]
    hand = list(view["hands"][seat])
    bar = turn["bar"]
    able = hand if kind == "spy" else list(can_beat(hand, bar) if kind == "scrap" else can_undercut(hand, bar))
    discard = not able
    allowed = set(hand if discard else able)
    choices = [Choice((v, discard), str(v), v in allowed) for v in range(1, view["max_gold"] + 1)]
    params = {"bar": bar}
    if kind == "spy":
        prompt = tr._("choose the gold card you play in the auction")
    elif discard:
        prompt = (tr.message("no card above {bar}: discard a gold card", params) if kind == "scrap"
                  else tr.message("no card below {bar}: discard a gold card", params))
    else:
        prompt = (tr.message("offer more than {bar} for the scrap bag", params) if kind == "scrap"
                  else tr.message("offer less than {bar} to call the Artisan", params))
    name = player_name(view, seat)
    covered = len(view["round"]["seats"]) > 1
    return Request(seat, name, seat_rgba(view, seat), prompt, choices,
                   tr._("Discard") if discard else tr._("Lock"),
                   tr.message("{player} has made an offer", {"player": name}), covered=covered,
                   extra={"kind": "offer"})


def scrap_request(view: View, seat: int) -> Request:
    """The Scrap bag winner's secret pick: the bag's motifs when the table gave them (only this seat's view
    holds them), else any of A-E (the table's bag decides)."""
    bag = [m for m in view["bag_motifs"] if m != "?"]
    letters = sorted(set(bag)) if bag else list(CLASSIC_LETTERS)
    choices: list[Choice] = [Choice(letter, letter, True, letter) for letter in letters]
    name = player_name(view, seat)
    return Request(seat, name, seat_rgba(view, seat), tr._("take a scrap from the bag; it stays face down"),
                   choices, tr._("Take it"), tr.message("{player} has taken a scrap", {"player": name}),
                   extra={"kind": "scrap"})


def sew_request(view: View, seat: int, cell: tuple[int, int]) -> Request:
    """Choosing which held scrap to sew: only this seat's view shows its scraps."""
    held = sorted(set(m for m in view["seats"][seat]["scraps"] if m != "?"))
    choices: list[Choice] = [Choice(letter, letter, True, letter) for letter in held]
    name = player_name(view, seat)
    return Request(seat, name, seat_rgba(view, seat), tr._("choose the scrap to sew there"), choices,
                   tr._("Sew it"), tr.message("{player} has sewn a scrap", {"player": name}),
                   extra={"kind": "sew", "cell": cell})
