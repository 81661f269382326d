"""The turn (rulebook "COMMENT JOUER"): whose turn it is, the Market card, production, the draw, and the end
of the game ("FIN DE LA PARTIE"); plus the table's bookkeeping: tiles turned up, the opening redraw, a seat
correcting its stash, the screens lifted.
"""

from __future__ import annotations

from dataclasses import replace

from games.base import Plural, RuleError
from games.ilos import archipelago, costs, figures
from games.ilos.actions import CorrectStash, EndTurn, Market, Redraw, RevealStashes, RevealTile
from games.ilos.costs import Card
from games.ilos.model import RESOURCES, IlosState, Phase, Resource, Resources, SpotKind, TurnEnd
from games.ilos.setup import BUILDING_TOKENS, DRAW_BASE, MARKET_TOKENS, MAX_RAISES, PIONEERS

RESOURCE_TOKENS = 152  # "152 JETONS RESSOURCE": no stash can hold more
NO_SPOT_LEFT = -1  # IlosState.end_trigger when no free spot can ever take a pioneer


# --- who may act ---------------------------------------------------------------------------------------
def check_seat(state: IlosState, seat: int) -> None:
    if not 0 <= seat < len(state.players):
        raise RuleError("There is no seat {seat}; this table has seats 0 to {last}",
                        seat=seat, last=len(state.players) - 1)


def check_turn(state: IlosState, seat: int) -> None:
    """``seat`` may play a card now: it is its turn, the exploration area is full, its first island is down."""
    check_seat(state, seat)
    if state.phase is Phase.FIRST_ISLANDS:
        raise RuleError("The first-islands round comes first: {current} places a tile from the exploration area "
                        "and a ship on it", current=state.name(state.seat))
    if state.phase is Phase.FINAL_REVEAL:
        raise RuleError("The last round is over: every player has played as many turns; lift the screens")
    if seat != state.seat:
        raise RuleError("It is {current}'s turn; {player} plays in their own turn",
                        current=state.name(state.seat), player=state.name(seat))
    if state.reveal_due:
        raise RuleError("Turn up the next tile of the exploration pile first: a tile taken from the exploration "
                        "area is replaced at once")
    if not state.seats[seat].first_island:
        raise RuleError("{player} first places their first island: a tile from the exploration area and a ship "
                        "on it", player=state.name(seat))


def pioneer_placed(state: IlosState, seat: int) -> IlosState:
    """After a pioneer: the 10th triggers the end ("FIN DE LA PARTIE")."""
    if state.end_trigger is None and state.pioneers_of(seat) == PIONEERS:
        return replace(state, end_trigger=seat)
    return state


def usable_spots(state: IlosState) -> int:
    """Free spots a pioneer could still take (a building spot needs a building token left)."""
    taken = {(p.tile, p.spot) for p in state.pioneers}
    tokens_left = BUILDING_TOKENS - sum(1 for p in state.pioneers if p.building is not None)
    return sum(1 for t, placed in enumerate(state.tiles) for s, spot in enumerate(placed.tile.spots)
               if (t, s) not in taken and (spot.kind is not SpotKind.BUILDING or tokens_left > 0))


# --- the table's bookkeeping ---------------------------------------------------------------------------
def reveal_tile(state: IlosState, action: RevealTile) -> IlosState:
    if not state.reveal_due:
        if state.tile_pile == 0:
            raise RuleError("The exploration pile is empty; no tile is left to turn up")
        raise RuleError("The exploration area already shows 3 tiles; the next tile is turned up when one is taken")
    archipelago.check_tile(action.tile)
    return replace(state, area=(*state.area, action.tile), tile_pile=state.tile_pile - 1)


def redraw(state: IlosState, action: Redraw) -> IlosState:
    check_seat(state, action.seat)
    seat = state.seats[action.seat]
    player = state.name(action.seat)
    if seat.redrawn:
        raise RuleError("{player} already redrew their opening hand; the redraw is once, at the start of the game",
                        player=player)
    started = state.phase is Phase.ACTIONS and state.seat == action.seat and state.acted
    if seat.turns or started or state.phase not in (Phase.FIRST_ISLANDS, Phase.ACTIONS):
        raise RuleError("The redraw is at the start of the game, before {player} plays a card; it is too late now",
                        player=player)
    if not 1 <= action.count <= seat.hand or action.count > state.deck:
        raise RuleError("{player} may discard 1 to {cards} of the opening hand and draw as many, not {count}",
                        player=player, cards=Plural.of("{count} card", "{count} cards", min(seat.hand, state.deck)),
                        count=action.count)
    return replace(state, deck=state.deck - action.count, discard=state.discard + action.count,
                   seats=state.seat_replaced(action.seat, redrawn=True))


def correct_stash(state: IlosState, action: CorrectStash) -> IlosState:
    check_seat(state, action.seat)
    values = action.stash.as_tuple()
    if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in values):
        raise RuleError("A stash counts whole resources, none below 0; {player} cannot have {values}",
                        player=state.name(action.seat), values=list(values))
    if sum(values) > max(RESOURCE_TOKENS, sum(state.seats[action.seat].stash.as_tuple())):
        raise RuleError("The box holds {max} resource tokens in all; a stash of {count} is a typing slip",
                        max=RESOURCE_TOKENS, count=sum(values))
    return replace(state, seats=state.seat_replaced(action.seat, stash=action.stash))


def reveal_stashes(state: IlosState, action: RevealStashes) -> IlosState:
    if state.phase is not Phase.FINAL_REVEAL:
        raise RuleError("The screens are lifted at the end: the game goes on until a player plays their 10th "
                        "pioneer and every player has played as many turns")
    figures.all_rows(state)  # "Chaque Ressource vaut le prix indiqué par le Marché"
    seats = tuple(replace(s, production=Resources()) for s in state.seats)  # "Défaussez les Ressources de votre
    return replace(state, seats=seats, phase=Phase.OVER)  # plateau de Production puis révélez les Ressources"


# --- the Market card -----------------------------------------------------------------------------------
AT_LAST_FIGURE_MESSAGES = {
    Resource.EBONY: "The price of ebony is at the last figure of its row, which is never covered; raise another "
                    "resource",
    Resource.DYE: "The price of dye is at the last figure of its row, which is never covered; raise another resource",
    Resource.GOLD: "The price of gold is at the last figure of its row, which is never covered; raise another "
                   "resource",
    Resource.SPICES: "The price of spices is at the last figure of its row, which is never covered; raise another "
                     "resource",
}
NONE_BEHIND_SCREEN_MESSAGES = {
    Resource.EBONY: "{player} has no ebony behind their screen by the app's count; the market is paid with 1 of the "
                    "resource it raises (correct the stash if the count is wrong)",
    Resource.DYE: "{player} has no dye behind their screen by the app's count; the market is paid with 1 of the "
                  "resource it raises (correct the stash if the count is wrong)",
    Resource.GOLD: "{player} has no gold behind their screen by the app's count; the market is paid with 1 of the "
                   "resource it raises (correct the stash if the count is wrong)",
    Resource.SPICES: "{player} has no spices behind their screen by the app's count; the market is paid with 1 of "
                     "the resource it raises (correct the stash if the count is wrong)",
}


def market(state: IlosState, action: Market) -> IlosState:
    check_turn(state, action.seat)
    player = state.name(action.seat)
    if state.market_played:
        raise RuleError("{player} already played a Market card this turn (one a turn); another Market card can "
                        "still pay for a different action", player=player)
    if state.market_tokens() >= MARKET_TOKENS:
        raise RuleError("All 8 market tokens are placed: prices are final and the Market card has no effect; it "
                        "can still pay for another action")
    row = RESOURCES.index(action.resource)
    if state.raises[row] >= MAX_RAISES:
        raise RuleError(AT_LAST_FIGURE_MESSAGES[action.resource])
    state = costs.pay(state, action.seat, costs.flat_quote(Card.MARKET))
    stash = state.seats[action.seat].stash
    if stash.get(action.resource) < 1:
        raise RuleError(NONE_BEHIND_SCREEN_MESSAGES[action.resource], player=player)
    figures.row(state, action.resource)  # "Augmentez le prix": the new price is read off the row
    raises = tuple(n + (i == row) for i, n in enumerate(state.raises))
    return replace(state, raises=raises, market_played=True,
                   seats=state.seat_replaced(action.seat, stash=stash.plus(action.resource, -1)))


# --- production, the draw, the next turn ---------------------------------------------------------------
def draw_count(state: IlosState, seat: int) -> int:
    """ "PIOCHEZ 3 cartes, +1 carte par Navire en jeu, +1 carte par Fort en jeu" """
    return DRAW_BASE + state.ships_of(seat) + state.forts_of(seat)


def biggest_hands(state: IlosState, seat: int) -> tuple[int, ...]:
    """The seats whose hand the missing cards may come from: the biggest (the drawer's own only under the
    option take_from = "anyone"); () when every such hand is empty."""
    others = [s for s in range(len(state.players)) if s != seat or state.rules.take_from == "anyone"]
    most = max(state.seats[s].hand for s in others)
    return () if most == 0 else tuple(s for s in others if state.seats[s].hand == most)


def end_turn(state: IlosState, action: EndTurn) -> IlosState:
    check_turn(state, action.seat)
    seat = action.seat
    produced = state.seats[seat].production
    stash = state.seats[seat].stash.added(produced)
    want = draw_count(state, seat)
    deck, discard, reshuffled = state.deck, state.discard, False
    drew = min(want, deck)
    deck -= drew
    if drew < want and discard:  # "Si la pioche est vide mélangez les cartes de la défausse"
        deck, discard, reshuffled = discard, 0, True
        more = min(want - drew, deck)
        deck, drew = deck - more, drew + more
    victim, taken = _take(state, seat, want - drew, action.take_from)
    hands = [s.hand for s in state.seats]
    hands[seat] += drew + taken
    if victim is not None:
        hands[victim] -= taken
    seats = tuple(replace(s, hand=hands[i]) for i, s in enumerate(state.seats))
    seats = tuple(replace(s, stash=stash, turns=s.turns + 1) if i == seat else s for i, s in enumerate(seats))
    record = TurnEnd(seat, produced, drew, reshuffled, taken, victim if taken else None)
    state = replace(state, deck=deck, discard=discard, seats=seats, last_turn=record, acted=False,
                    market_played=False)
    if state.end_trigger is None and state.tile_pile == 0 and not state.area and usable_spots(state) == 0:
        state = replace(state, end_trigger=NO_SPOT_LEFT)  # no 10th pioneer can ever come: see docs/rules/ilos.md
    following = (seat + 1) % len(state.players)
    if state.end_trigger is not None and following == state.first_seat:
        return replace(state, seat=following, phase=Phase.FINAL_REVEAL)  # "le même nombre de tours"
    return replace(state, seat=following)


def _take(state: IlosState, seat: int, missing: int, take_from: int | None) -> tuple[int | None, int]:
    """ "s'il n'y a pas assez de cartes dans la pioche et la défausse, piochez les cartes qui vous manquent au
    hasard dans la main du joueur qui a le plus de cartes": (whose hand, how many cards)."""
    biggest = biggest_hands(state, seat) if missing else ()
    if not biggest:
        if take_from is not None:
            raise RuleError("No card is taken from a hand at this draw (deck and discard pile are enough, or every "
                            "hand is empty); end the turn without naming a hand")
        return None, 0
    if take_from is None:
        if len(biggest) > 1:
            raise RuleError("Deck and discard pile are empty and {count} hands tie for the biggest ({names}): say "
                            "whose hand gives the {missing}", count=len(biggest),
                            names=", ".join(state.name(s) for s in biggest),
                            missing=Plural.of("missing card", "{count} missing cards", missing))
        take_from = biggest[0]
    if take_from not in biggest:
        raise RuleError("The missing cards come from the biggest hand: {names}, not {player}'s",
                        names=", ".join(state.name(s) for s in biggest),
                        player=state.name(take_from) if 0 <= take_from < len(state.players) else str(take_from))
    if take_from == seat:
        return None, 0  # the drawer holds the biggest hand: taking from it changes nothing
    return take_from, min(missing, state.seats[take_from].hand)
