"""Fish for Catan and Spices for Catan played through the real window: the fish die in the ship list, a
ship's "Take the fish" and "Leave a crew on the spice village", the Council's harbors unloading, the fast-gold
sale and the discovery of a fish shoal or a spice village, each rule tapped and checked as the table sees it.

Each test starts a scenario-5 game by touch (the board kept from store_board), plays the set-up straight on the
session, then lays out the pieces the rule needs as if the game had brought them there (the session's last
state replaced, as test_ilos_table does) and taps.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from games.catan_ep import board as geo
from games.catan_ep.hexgrid import Coord, Edge, corners_of, edges_at, hexes_of, next_edges, sides_of
from games.catan_ep.missions import step_of
from games.catan_ep.actions import PlacePirate
from games.catan_ep.model import (Advantage, CatanState, Hex, Kind, Mission, Phase, Piece, PirateDue, PirateShip,
                                  Resource, Resources, Ship, Zone)
from tests.ui.catan_helpers import (choose, choose_ship, create_catan_game, panel_texts, question, store_board,
                                    table_move, key_button, keys, tap_edge, tap_hex, tap_key)
from tests.ui.harness import Harness

NAMES = ["Ana", "Bo", "Cy"]
SHOAL = (3, 2)  # a sea hex of the frame between the start island and the zones: the fish shoal or spice village


def started(app: Harness) -> Any:
    """A scenario-5 game at Ana's trade and build, after the set-up and her first roll."""
    store_board(app, 5)
    screen = create_catan_game(app, NAMES, scenario=5, first_time=False)
    session = screen.session
    rng = random.Random(3)
    while not (session.state.phase is Phase.TRADE and session.state.seat == 0):
        session.play(table_move(session.game, session.state, rng))
    screen.refresh()
    app.settle()
    return screen


def arrange(app: Harness, **changes: Any) -> CatanState:
    """The state as if the game had brought these pieces there."""
    session = app.screen.session
    state = replace(session.state, **changes)
    session._states[-1] = state
    app.screen.sel.note = None
    app.screen.refresh()
    app.settle()
    return state


def with_hex(state: CatanState, at: Coord, **changes: Any) -> tuple[Hex, ...]:
    assert geo.hex_at(state, at) is not None, at
    return tuple(replace(h, **changes) if h.at == at else h for h in state.hexes)


def open_route(state: CatanState, at: Coord, avoid: frozenset[Any] = frozenset()) -> Edge:
    """A side of the hex that is a sea route and touches no unexplored hex (nor a corner of ``avoid``)."""
    return next(e for e in sides_of(*at) if geo.is_route(state, e) and not geo.hidden_touching(state, e)
                and not avoid & set(e.ends))


def ana_ships(state: CatanState, *ships: tuple[Edge, tuple[Piece, ...]]) -> tuple[Ship, ...]:
    """Ana's ships replaced by these (ids 0, 1, ...): edge and cargo."""
    others = tuple(s for s in state.ships if s.seat != 0)
    used = {s.id for s in others}
    ids = [i for i in range(20) if i not in used]
    return (*others, *(Ship(ids[n], 0, edge, cargo) for n, (edge, cargo) in enumerate(ships)))


def fish_die(app: Harness, die: int) -> None:
    tap_key(app, f"fish:{die}")


def test_the_fish_die_places_a_fish_on_the_shoal_it_names(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "Si vous obtenez le nombre d'une tuile Banc de poissons dévoilée, prenez une figurine banc de
    # poissons de la réserve et placez-la sur la tuile désignée par le dé"
    app = start_app()
    screen = started(app)
    arrange(app, hexes=with_hex(screen.session.state, SHOAL, kind=Kind.FISH, number=4))
    assert "Rolling it ends trade and build for this turn" in panel_texts(app)
    fish_die(app, 2)  # no shoal shows a 2: nothing placed
    state = screen.session.state
    assert not any(h.fish for h in state.hexes) and state.phase is Phase.MOVE
    assert "Fish die: 2. No fish shoal discovered shows 2: no fish" in panel_texts(app)
    arrange(app, turn=replace(state.turn, fished=False))  # another turn
    fish_die(app, 4)
    assert geo.hex_at(screen.session.state, SHOAL).fish
    assert "Fish die: 4. A fish is placed on the fish shoal showing 4" in panel_texts(app)


def test_no_fish_where_a_pirate_ship_or_a_fish_lies(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "deux situations peuvent faire en sorte que vous ne placez pas de figurine banc de poissons sur la
    # tuile désignée par le dé : il y déjà une figurine Banc de poissons sur la tuile, ou un bateau pirate occupe
    # déjà cette tuile."
    app = start_app()
    screen = started(app)
    state = screen.session.state
    arrange(app, hexes=with_hex(state, SHOAL, kind=Kind.FISH, number=5), pirate=PirateShip(1, *SHOAL))
    fish_die(app, 5)
    assert not geo.hex_at(screen.session.state, SHOAL).fish
    assert "Fish die: 5. A pirate ship lies on the fish shoal showing 5: no fish" in panel_texts(app)
    state = screen.session.state
    arrange(app, hexes=with_hex(state, SHOAL, fish=True), pirate=None, turn=replace(state.turn, fished=False))
    fish_die(app, 5)
    assert sum(1 for h in screen.session.state.hexes if h.fish) == 1
    assert "Fish die: 5. The fish shoal showing 5 holds a fish already: no other" in panel_texts(app)


def test_the_fish_die_is_rolled_once_a_turn(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "vous pouvez lancer un seul dé par tour pour essayer de placer un banc de poissons"
    app = start_app()
    screen = started(app)
    arrange(app, hexes=with_hex(screen.session.state, SHOAL, kind=Kind.FISH, number=1))
    fish_die(app, 3)
    played = len(screen.session.history)
    assert all(key_button(app, f"fish:{die}").refused for die in range(1, 7))
    assert "The fish die is rolled once a turn; Ana has rolled it" in panel_texts(app)
    app.tap(key_button(app, "fish:1"))  # a refused die: it says why, nothing is played
    assert len(screen.session.history) == played


def test_a_ship_takes_the_fish_into_its_empty_hold(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "Vous pouvez pêcher un banc de poissons lorsqu'une des extrémités d'un de vos bateaux pointe une
    # tuile avec une figurine banc de poissons (A) ou lorsque votre bateau est adjacent à cette tuile ... la
    # figurine banc de poissons occupe les deux espaces d'un bateau ... vous pouvez continuer le déplacement"
    app = start_app()
    screen = started(app)
    state = screen.session.state
    hexes = with_hex(state, SHOAL, kind=Kind.FISH, number=6, fish=True)
    along = open_route(replace(state, hexes=hexes), SHOAL)
    state = arrange(app, hexes=hexes, ships=ana_ships(state, (along, (Piece.CREW,))))
    ship = next(s for s in state.ships if s.seat == 0)
    choose_ship(app, ship.id)
    take = key_button(app, "act:fish")
    assert take.refused and take.text == "Take the fish"
    assert "A fish fills a ship's hold: empty the hold first" in panel_texts(app)
    tap_key(app, "act:back_crew")  # the crew back in the supply makes room
    tap_key(app, "act:fish")
    state = screen.session.state
    assert state.ship(ship.id).cargo == (Piece.FISH,) and not geo.hex_at(state, SHOAL).fish
    assert "Cargo: fish · moves left: 4" in panel_texts(app)  # it may go on moving
    assert "act:fish" not in keys(app)


def test_a_ship_pointing_at_a_council_harbor_delivers(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "Si l'une des extrémités d'un de vos bateaux chargés d'un banc de poissons pointe l'un de ces ports,
    # vous devez décharger votre bateau ... vous avancez votre marqueur d'une (1) case"; spices: "pour chaque sac
    # ainsi remis, vous avancez votre marqueur d'une (1) case"
    app = start_app()
    screen = started(app)
    state = screen.session.state
    harbors = geo.council_harbors(state)
    routes = [(e0, e1) for h in sorted(harbors) for e1 in edges_at(h) if geo.is_route(state, e1)
              and not geo.hidden_touching(state, e1) and len(geo.ships_on(state, e1)) == 0
              for e0 in next_edges(e1) if geo.is_route(state, e0) and not harbors & set(e0.ends)
              and not geo.hidden_touching(state, e0)]
    (fish_from, fish_to), (sack_from, sack_to) = routes[0], next(r for r in routes if r[1] != routes[0][1])
    state = arrange(app, ships=ana_ships(state, (fish_from, (Piece.FISH,)), (sack_from, (Piece.SACK, Piece.SACK))))
    fish_ship, sack_ship = (s.id for s in state.ships if s.seat == 0)
    choose_ship(app, fish_ship)
    tap_edge(app, fish_to)
    state = screen.session.state
    assert state.ship(fish_ship).cargo == () and step_of(state, 0, Mission.FISH) == 1
    assert "Ana delivered 1 fish at the Council: Fish for Catan +1" in panel_texts(app)
    assert "Cargo: empty · moves left: 3" in panel_texts(app)  # it may go on moving
    choose_ship(app, sack_ship)
    tap_edge(app, sack_to)
    state = screen.session.state
    assert state.ship(sack_ship).cargo == () and step_of(state, 0, Mission.SPICES) == 2
    assert "Ana delivered 2 spice sacks at the Council: Spices for Catan +2" in panel_texts(app)


def village_game(app: Harness, advantage: Advantage, cargo: tuple[Piece, ...]) -> tuple[Any, int]:
    """Ana's ship with ``cargo`` along a spice village showing ``advantage`` (3 sacks), her other ship away."""
    screen = started(app)
    state = screen.session.state
    hexes = with_hex(state, SHOAL, kind=Kind.VILLAGE, advantage=advantage, sacks=3)
    arranged = replace(state, hexes=hexes)
    along = open_route(arranged, SHOAL)
    away = next(e for e in sorted({e for s in state.ships for e in next_edges(s.edge)})
                if geo.is_route(arranged, e) and not set(e.ends) & set(corners_of(*SHOAL))
                and not geo.hidden_touching(arranged, e))
    state = arrange(app, hexes=hexes, ships=ana_ships(state, (along, cargo), (away, ())))
    return screen, next(s.id for s in state.ships if s.seat == 0 and s.edge == along)


def test_a_crew_left_on_a_spice_village_loads_one_sack(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "l'unité peut être placée sur cette tuile Village d'épices (A). En retour, vous chargez un sac
    # d'épices à bord de votre bateau (B)." "Vous ne pouvez placer qu'une seule unité par tuile Village d'épices,
    # pour laquelle vous recevez 1 seul sac d'épices"
    app = start_app()
    screen, ship = village_game(app, Advantage.PIRATE_BONUS_4, (Piece.CREW, Piece.CREW))
    choose_ship(app, ship)
    visit = key_button(app, "act:village")
    assert visit.text == "Leave a crew on the spice village: Pirate bonus (a 4 chases)"
    tap_key(app, "act:village")
    state = screen.session.state
    village = geo.hex_at(state, SHOAL)
    assert sorted(state.ship(ship).cargo, key=lambda p: p.value) == [Piece.CREW, Piece.SACK]
    assert village.crews == (0,) and village.sacks == 2
    assert "Cargo: spice sack, crew · moves left: 4" in panel_texts(app)
    again = key_button(app, "act:village")  # the second crew may not stay: one per village and player
    assert again.refused
    assert ("Ana has a crew on that spice village already: one crew per village and player, for one sack"
            in panel_texts(app))
    # catan-fr: "vous chassez désormais les pirates avec un 6 et le chiffre indiqué sur le village"
    sea = next(at for at in hexes_of(state.ship(ship).edge) if at != SHOAL)
    arrange(app, pirate=PirateShip(1, *sea))
    assert "Pirate bonus: also wins on 4" in panel_texts(app)
    tap_key(app, "chase:4")
    assert screen.session.state.pirate is None and screen.session.state.phase is Phase.PIRATE


def test_the_pirate_asks_only_whom_it_may_rob(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "un bateau pirate ne pille jamais un bateau adjacent chargé d'un banc de poissons"
    app = start_app()
    screen = started(app)
    state = screen.session.state
    arrange(app, phase=Phase.PIRATE, pirate_due=PirateDue.SEVEN, pirate=None)
    at = screen.current_target.marks[0]
    bo, cy = sides_of(*at)[:2]
    others = tuple(s for s in state.ships if s.seat == 0)
    arrange(app, ships=(*others, Ship(10, 1, bo, (Piece.FISH,)), Ship(11, 2, cy)))
    tap_hex(app, at)
    assert app.wait_until(lambda: question() is not None)
    assert set(question().answer_buttons) == {2, None}  # Cy's ship, or nobody: Bo's carries a fish
    choose(app, None)
    assert screen.session.history[-1] == PlacePirate(0, at, None)


def test_swift_voyage_adds_a_move_at_once(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "L'avantage Voyage rapide augmente immédiatement de 1 le nombre de points de déplacement de tous vos
    # bateaux. Ainsi, chacun de vos bateaux peut désormais se déplacer de 5 routes maritimes plutôt que 4."
    app = start_app()
    screen, ship = village_game(app, Advantage.SWIFT_VOYAGE, (Piece.CREW,))
    other = next(s.id for s in screen.session.state.ships if s.seat == 0 and s.id != ship)
    assert f"Ship {other + 1} · empty · 4 moves" in panel_texts(app)
    choose_ship(app, ship)
    tap_key(app, "act:village")
    assert "Cargo: spice sack · moves left: 5" in panel_texts(app)  # the ship under way at once
    choose_ship(app, other)
    assert "Cargo: empty · moves left: 5" in panel_texts(app)  # and every other ship


def test_fast_gold_sells_one_card_a_turn_per_village(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "vous pouvez leur vendre 1 ressource contre 1 pièce d'or une fois durant votre phase de commerce et
    # de construction. Si vous êtes ami avec les deux villages, vous pouvez alors vendre 1 ressource contre 1 pièce
    # d'or jusqu'à 2 fois"
    app = start_app()
    screen = started(app)
    state = screen.session.state
    arrange(app, seats=state.seat_changed(0, hand=Resources(wood=2, ore=1), gold=0))
    sell = key_button(app, "trade:sell")
    assert sell.refused  # friends with no fast-gold village
    assert ("Ana sells a resource for 1 gold 0 times a turn, once per fast-gold village they are friends with"
            in panel_texts(app))
    state = screen.session.state
    arrange(app, hexes=with_hex(state, SHOAL, kind=Kind.VILLAGE, advantage=Advantage.FAST_GOLD, crews=(0,),
                                sacks=2))
    tap_key(app, "trade:sell")
    choose(app, Resource.ORE)
    state = screen.session.state
    assert state.seats[0].hand == Resources(wood=2) and state.seats[0].gold == 1
    assert key_button(app, "trade:sell").refused  # once a turn for one village
    assert ("Ana sells a resource for 1 gold 1 time a turn, once per fast-gold village they are friends with"
            in panel_texts(app))
    second = next(h.at for h in state.hexes if h.kind is Kind.SEA and h.at != SHOAL)
    arrange(app, hexes=with_hex(state, second, kind=Kind.VILLAGE, advantage=Advantage.FAST_GOLD, crews=(0,),
                                sacks=2))
    tap_key(app, "trade:sell")  # friends with both: a second sale
    choose(app, Resource.WOOD)
    assert screen.session.state.seats[0].gold == 2 and key_button(app, "trade:sell").refused


def test_discovering_a_shoal_or_a_village_pays_2_gold(start_app) -> None:  # type: ignore[no-untyped-def]
    # catan-fr: "Lorsqu'un joueur découvre une tuile Banc de poissons, il reçoit 2 pièces d'or." "Lorsqu'un joueur
    # découvre une tuile Village d'épices, il reçoit 2 pièces d'or. Ensuite, placez sur cette tuile autant de sacs
    # d'épices qu'il y a de joueurs dans la partie."
    app = start_app()
    screen = started(app)
    state = screen.session.state
    north = [h.at for h in state.hexes if h.zone is Zone.NORTH]
    hexes = with_hex(state, SHOAL, kind=Kind.FISH, number=4)
    state = arrange(app, hexes=hexes, phase=Phase.REVEAL, reveal=(north[0],), seats=state.seat_changed(0, gold=1))
    assert {f"kind:{k}" for k in ("fish", "village", "lair", "sea")} <= set(keys(app))
    tap_key(app, "kind:fish")
    assert key_button(app, "face:4").refused  # "un dé numéroté de 1 à 6": a face another shoal shows
    tap_key(app, "face:3")
    tap_key(app, "reveal")
    state = screen.session.state
    found = geo.hex_at(state, north[0])
    assert (found.kind, found.number, state.seats[0].gold) == (Kind.FISH, 3, 3)
    state = arrange(app, phase=Phase.REVEAL, reveal=(north[1],))
    tap_key(app, "kind:village")
    tap_key(app, "advantage:fast_gold")
    tap_key(app, "reveal")
    state = screen.session.state
    found = geo.hex_at(state, north[1])
    assert (found.kind, found.advantage, found.sacks, state.seats[0].gold) == (Kind.VILLAGE, Advantage.FAST_GOLD,
                                                                              3, 5)
    # The north stack holds 3 fish shoals: once 3 are up, the table cannot enter a fourth there.
    hexes = with_hex(state, north[2], kind=Kind.FISH, number=5)
    hexes = with_hex(replace(state, hexes=hexes), north[3], kind=Kind.FISH, number=6)
    arrange(app, hexes=hexes, phase=Phase.REVEAL, reveal=(north[4],))
    assert key_button(app, "kind:fish").refused
    assert any(t.startswith("Fish shoal: The north stack of this scenario holds 3 tiles of this kind")
               for t in panel_texts(app))
