"""The file formats of the headless commands, parsed, checked and answered; pure: a dict in, a
dict out. The lead wires them to ``companion score kilim FILE.json`` and ``companion kilim auction FILE.json``.

Malformed input raises HeadlessError (a ValueError with a one-line reason naming the field: exit 2); an offer
the rules refuse raises games.base.RuleError (its message says why: exit 1).

score_file: {"players": [{"name": "Red", "carpet": ["AAB.", "CDDT"]}], "options": {}}
  -> {"players": [{"name", "shape", "types", "groups", "largest", "torn", "total", "size", "rank"}],
      "winners": [names], "tie_break": null or "larger kilim"}

auction_file: {"bids": {"Red": 15, "Blue": "spy", "Green": "scrap", "Pink": "artisan"},
               "spy": {"Blue": 12}, "scrap": {"Green": 16}, "artisan": {"Pink": {"discard": 3}},
               optional "spent": {"Red": [1, 2]} (gold cards spent earlier today), "used": {"Red": ["spy"]}
               (special cards used earlier today), "last_of_day": false, "options": {}}
  -> {"winner", "winning_bid", "carry_over", "lost", "scrap_winner", "artisan_winner",
      "spent": {name: [gold cards spent this turn]}, "explanation": "Red 15 and Blue 15 ... "}
  With two seats the gold cards go from 1 to 10.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.base import N_, RuleError, Setup
from games.json_input import (THE_FILE, HeadlessError, at, flag, json_list, json_object, only_keys, player_name,
                              shown, whole_count)
from games.kilim import auction, scoring, setup
from games.kilim.actions import Offer, RevealBids, RevealDomino, RevealOffers, SealBid, TakeScrap, TakeToken
from games.kilim.model import CLASSIC, Fate, KilimState, Phase, Special
from games.kilim.rules import Kilim

ROUND_KEYS = {Special.SPY: "spy", Special.SCRAP: "scrap", Special.ARTISAN: "artisan"}


def _options(data: dict[str, Any]) -> dict[str, Any]:
    options = json_object(data.get("options", {}), "options")
    try:
        setup.rules_from(options)
    except RuleError as error:
        raise HeadlessError.of(error) from None
    return options


def _int(value: Any, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise HeadlessError("{field} must be a whole number, not {value}", field=field, value=shown(value))
    return value


# --- companion score kilim -----------------------------------------------------------------------------
def score_file(data: Any) -> dict[str, Any]:
    data = json_object(data, THE_FILE)
    only_keys(data, ("options", "players"), THE_FILE)
    players = json_list(data.get("players"), "players", 1, setup.MAX_PLAYERS)
    names: list[str] = []
    carpets: list[Any] = []
    for i, player in enumerate(players):
        field = at("players", i)
        player = json_object(player, field)
        only_keys(player, ("carpet", "name"), field)
        names.append(player_name(player.get("name"), at(field, "name"), names))
        if "carpet" not in player:
            raise HeadlessError("{field} is missing", field=at(field, "carpet"))
        scoring.parse_carpet(player["carpet"], at(field, "carpet"))
        carpets.append(player["carpet"])
    result = scoring.score_carpets(carpets, _options(data))
    rows = [{"name": name, **{k: row[k] for k in ("shape", "types", "groups", "largest", "torn", "total", "size",
                                                  "rank")}} for name, row in zip(names, result["players"])]
    return {"players": rows, "winners": [names[i] for i in result["winners"]], "tie_break": result["tie_break"]}


# --- companion kilim auction ---------------------------------------------------------------------------
def _card(value: Any, field: str) -> int | Special:
    if isinstance(value, str):
        try:
            return Special(value)
        except ValueError:
            raise HeadlessError("{field} must be a gold card's number, or spy, scrap or artisan; not {value}",
                                field=field, value=shown(value)) from None
    return _int(value, field)


def _start(data: dict[str, Any], names: list[str]) -> KilimState:
    """A state where this turn's domino is about to be revealed, with today's earlier spending."""
    if not setup.MIN_PLAYERS <= len(names) <= setup.MAX_PLAYERS:
        raise HeadlessError("{field} must list {least} to {most} players, not {count}", field="bids",
                            least=setup.MIN_PLAYERS, most=setup.MAX_PLAYERS, count=len(names))
    state = setup.initial_state(Setup.of([(n, f"seat{i}") for i, n in enumerate(names)], **_options(data)))
    spent = json_object(data.get("spent", {}), "spent")
    used = json_object(data.get("used", {}), "used")
    for key, table in (("spent", spent), ("used", used)):
        for name, cards in table.items():
            if name not in names:
                raise HeadlessError("{field} names {name}, who has no bid", field=key, name=shown(name))
            json_list(cards, at(key, name), 0, state.max_gold)
    seats = []
    for name, seat in zip(names, state.seats):
        values = sorted({whole_count(v, at(at("spent", name), i), state.max_gold, least=1)
                         for i, v in enumerate(spent.get(name, []))})
        specials = [_card(v, at(at("used", name), i)) for i, v in enumerate(used.get(name, []))]
        if any(not isinstance(s, Special) for s in specials):
            raise HeadlessError("{field} must list special cards: spy, scrap, artisan", field=at("used", name))
        seats.append(replace(seat, spent=tuple(values), used=tuple(dict.fromkeys(specials))))  # type: ignore[arg-type]
    if any(len(s.spent) == state.max_gold for s in seats):
        raise HeadlessError("{field}: a seat has spent every gold card, so no turn is left today", field="spent")
    last = flag(data.get("last_of_day", False), "last_of_day")
    pile = state.pile
    if last:  # one whole domino left in the pile: this turn's
        pile = replace(pile, revealed=pile.size - 1, torn_revealed=min(pile.torn, pile.size - 1))
    return replace(state, seats=tuple(seats), piles=(pile, *state.piles[1:]))


def _round_entry(data: dict[str, Any], kind: Special, name: str, seat: int) -> Offer:
    key = ROUND_KEYS[kind]
    table = json_object(data.get(key, {}), key)
    field = at(key, name)
    if name not in table:
        raise HeadlessError("{name} played {card}, so {field} is needed: the gold card offered", name=name,
                            card=key, field=field)
    entry = table[name]
    if isinstance(entry, dict):
        only_keys(entry, ("discard",), field)
        if kind is Special.SPY or "discard" not in entry:
            raise HeadlessError(N_("{field} must be a gold card's number") if kind is Special.SPY else
                                N_("{field} must be a gold card's number or {discard}"), field=field,
                                discard='{"discard": card}')
        return Offer(seat, _int(entry["discard"], at(field, "discard")), discard=True)
    return Offer(seat, _int(entry, field))


def auction_file(data: Any) -> dict[str, Any]:
    data = json_object(data, THE_FILE)
    only_keys(data, ("artisan", "bids", "last_of_day", "options", "scrap", "spent", "spy", "used"), THE_FILE)
    bids = json_object(data.get("bids"), "bids")
    names: list[str] = []
    for name in bids:
        names.append(player_name(name, at("bids", name), names))
    cards = [_card(bids[n], at("bids", n)) for n in names]
    for key in ROUND_KEYS.values():
        for name in json_object(data.get(key, {}), key):
            if name not in names or bids[name] != key:
                raise HeadlessError("{field} gives a card for {name}, who did not bid {card}", field=key,
                                    name=shown(name), card=key)
    game = Kilim()
    state = _start(data, names)
    state = game.apply(state, RevealDomino(CLASSIC[0], CLASSIC[1]))  # the motifs do not matter here
    for seat, card in enumerate(cards):
        state = game.apply(state, SealBid(seat, card))
    state = game.apply(state, RevealBids())
    while state.round is not None:
        rnd = state.round
        for seat in rnd.seats:
            state = game.apply(state, _round_entry(data, rnd.kind, names[seat], seat))
        if rnd.sealed_round:
            state = game.apply(state, RevealOffers())
        state = _take_prizes(game, state)
    return _answer(state, names, data.get("last_of_day", False))


def _take_prizes(game: Kilim, state: KilimState) -> KilimState:
    """The scrap and token a winner picks do not change the auction's answer; take the first ones."""
    turn = state.turn
    assert turn is not None
    if state.phase is Phase.TAKE_SCRAP and turn.scrap_winner is not None:
        state = game.apply(state, TakeScrap(turn.scrap_winner, (state.bag_motifs or CLASSIC)[0]))
        turn = state.turn
        assert turn is not None
    if state.phase is Phase.TAKE_TOKEN and turn.artisan_winner is not None:
        state = game.apply(state, TakeToken(turn.artisan_winner, state.board_tokens[0]))
    return state


def _answer(state: KilimState, names: list[str], last_of_day: bool) -> dict[str, Any]:
    turn = state.turn
    assert turn is not None and turn.resolved

    def name(seat: int | None) -> str | None:
        return None if seat is None else names[seat]

    spent: dict[str, list[int]] = {n: [] for n in names}
    for seat, card in enumerate(turn.bids):
        if isinstance(card, int):
            spent[names[seat]].append(card)
    for spend in (*turn.spies, *turn.scrap, *turn.artisan):
        spent[names[spend.seat]].append(spend.value)
    messages = auction.explain(names, turn.gold_bids(), state.rules.equal_bids, last_of_day)
    messages += _round_messages(state, names)
    return {"winner": name(turn.winner), "winning_bid": turn.winning_bid, "carry_over": turn.fate is Fate.CARRIED,
            "lost": turn.fate is Fate.LOST, "scrap_winner": name(turn.scrap_winner),
            "artisan_winner": name(turn.artisan_winner), "spent": spent, "explanation": auction.english(messages)}


def _round_messages(state: KilimState, names: list[str]) -> list[auction.Message]:
    turn = state.turn
    assert turn is not None
    messages: list[auction.Message] = []
    rounds = ((turn.scrap, turn.scrap_winner, ("{player} cannot pay for the scrap bag and discards {value}",
                                                "{player} pays {value} for the scrap bag",
                                                "Equal offers for the scrap bag: nobody searches it")),
              (turn.artisan, turn.artisan_winner, ("{player} cannot pay for the Artisan and discards {value}",
                                                   "{player} pays {value} for the Artisan",
                                                   "Equal offers for the Artisan: nobody calls her")))
    for spends, winner, (discards, pays, tied) in rounds:
        for spend in spends:
            if spend.discard:
                messages.append((discards, {"player": names[spend.seat], "value": spend.value}))
        if winner is not None:
            value = next(s.value for s in spends if s.seat == winner)
            messages.append((pays, {"player": names[winner], "value": value}))
        elif any(not s.discard for s in spends):
            messages.append((tied, {}))
    return messages

