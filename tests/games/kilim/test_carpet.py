"""The weaving: rulebook "2ÈME ÉTAPE : LE TISSAGE", "Les Chutes de Tapis", "Les Tapis déchirés" and the
artisan tokens ("4 ARTISANE")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.base import RuleError
from games.kilim import carpet
from games.kilim.actions import (EndDay, LayDomino, LayPerfect, MovePiece, PlaceScrap, RemovePiece, RevealDomino,
                                 RotateDomino, TakePerfect)
from games.kilim.model import (Direction, Domino, Kilim, KilimState, LaidDomino, LaidScrap, Motif, Phase, Piece,
                               Placement, Token)
from games.kilim.scoring import Breakdown

from .helpers import DOWN, GAME, LEFT, RIGHT, UP, A, B, C, D, E, T, apply, bid_round, new_game

P = Motif.PERFECT


def kilim(*dominoes: tuple[str, int, int, Direction]) -> Kilim:
    """('AB', row, col, direction) per domino."""
    return Kilim(tuple(LaidDomino(Domino(Motif(m[0]), Motif(m[1])), Placement(r, c, d)) for m, r, c, d in dominoes))


def seat_with(state: KilimState, seat: int, **changes: object) -> KilimState:
    return replace(state, seats=state.seat_replaced(seat, **changes))


def score(state: KilimState, seat: int = 0) -> Breakdown:
    return GAME.scores(state)[seat]


RING = kilim(("AA", 0, 0, RIGHT), ("AA", 0, 2, DOWN), ("AA", 2, 2, LEFT), ("AA", 2, 0, UP))  # 3x3, centre empty


# --- laying won dominoes --------------------------------------------------------------------------------
def test_the_first_domino_goes_anywhere_in_any_orientation() -> None:
    # LE TISSAGE: "Lorsqu'un Tisserand remporte sa première enchère, il pose son domino Tapis devant lui dans le
    # sens qu'il veut."
    state = bid_round(new_game(3), 9, 3, 2, domino=(C, E))
    state = apply(state, LayDomino(0, 0, Placement(-7, 40, UP)))
    assert carpet.top_motifs(state.seats[0].kilim) == {(-7, 40): C, (-8, 40): E}
    assert state.phase is Phase.REVEAL


def test_a_later_domino_must_touch_a_motif_and_never_overlap() -> None:
    # LE TISSAGE: "Ce domino doit toujours être posé de façon à avoir 1 Motif en contact avec au moins 1 autre
    # Motif déjà présent"
    state = seat_with(bid_round(new_game(3), 9, 3, 2, domino=(C, E)), 0, kilim=kilim(("AB", 0, 0, RIGHT)))
    with pytest.raises(RuleError, match=r"^A domino there would touch no motif of the kilim; a "
                                        r"new domino must have a motif touching a motif already laid$") as refused:
        apply(state, LayDomino(0, 0, Placement(1, 2, RIGHT)))  # only a corner touches (0, 1)
    assert (refused.value.params["row"], refused.value.params["col"]) == (1, 2)  # the screen marks it
    with pytest.raises(RuleError, match=r"That cell is already covered") as refused:
        apply(state, LayDomino(0, 0, Placement(0, 1, DOWN)))
    assert (refused.value.params["row"], refused.value.params["col"]) == (0, 1)  # the screen marks it
    state = apply(state, LayDomino(0, 0, Placement(1, 1, RIGHT)))  # (1, 1) touches (0, 1)
    assert carpet.size(state.seats[0].kilim) == 4


def test_only_the_winner_lays_and_the_turn_waits_for_every_domino_won() -> None:
    # LE TISSAGE: "À chaque nouvelle enchère remportée, le joueur place son nouveau domino Tapis devant lui";
    # Les Tapis déchirés: "Un joueur qui remporte un domino Tapis Déchiré doit le placer dans son Kilim"
    state = bid_round(new_game(3), 9, 3, 2, domino=(T, E))
    with pytest.raises(RuleError, match="Red won this auction and lays its domino; Blue has nothing to lay"):
        apply(state, LayDomino(1, 0, Placement(0, 0, RIGHT)))
    with pytest.raises(RuleError, match="The next domino is turned up once the turn is over and its dominoes are laid"):
        apply(state, RevealDomino(A, B))
    with pytest.raises(RuleError, match="^Red has 1 domino to lay, numbered from 0; there is no domino 1$"):
        apply(state, LayDomino(0, 1, Placement(0, 0, RIGHT)))
    state = apply(state, LayDomino(0, 0, Placement(0, 0, RIGHT)))
    assert score(state).torn == -3  # "ce qui aura pour effet de lui faire perdre 3 points en fin de partie"


def test_a_laid_domino_stays_put_without_a_token() -> None:
    # LE TISSAGE: "et ne peut plus être bougé par la suite. Il fait partie du Kilim et est considéré comme Tissé."
    state = seat_with(new_game(3), 0, kilim=kilim(("AB", 0, 0, RIGHT)))
    for action in (MovePiece(0, 0, 0, Piece.DOMINO, 1, 0), RotateDomino(0, 0, 0, Placement(0, 0, DOWN)),
                   RemovePiece(0, 0, 0, Piece.DOMINO)):
        with pytest.raises(RuleError, match="Red holds no (move|rotate|remove) token today; the Artisan's tokens"):
            apply(state, action)


# --- scraps ---------------------------------------------------------------------------------------------
def test_a_scrap_restores_a_torn_motif() -> None:
    # Les Tapis déchirés: "Grâce à une Chute de Tapis, le joueur peut restaurer un Tapis Déchiré en plaçant sa
    # Chute par-dessus le Motif déchiré." Les Chutes: "Restaurer un Tapis Déchiré"
    state = seat_with(new_game(3), 0, kilim=kilim(("AT", 0, 0, RIGHT)), scraps=(A,))
    assert score(state).torn == -3
    state = apply(state, PlaceScrap(0, A, 0, 1))
    assert score(state).torn == 0 and score(state).groups == 1  # the restored cell is an A next to the A
    assert GAME.reveals(PlaceScrap(0, A, 0, 1))  # it was face down


def test_a_scrap_fills_a_hole() -> None:
    # Les Chutes: "Compléter un trou dans le Kilim"; Rectangulaire "Contient des trous : rectangle non valide"
    state = seat_with(new_game(3), 0, kilim=RING, scraps=(B,))
    assert score(state).shape == 0
    state = apply(state, PlaceScrap(0, B, 1, 1))
    assert score(state).shape == 10 and carpet.size(state.seats[0].kilim) == 9


def test_a_hole_lies_inside_the_kilim_unless_the_table_says_touching() -> None:
    # Ambiguous: "un trou dans le Kilim". Default "inside": within the kilim's rectangle; "touching": any empty
    # cell touching the kilim (a scrap laid like half a domino).
    for rule, accepted in (("inside", False), ("touching", True)):
        state = seat_with(new_game(3, scrap_hole=rule), 0, kilim=kilim(("AB", 0, 0, RIGHT)), scraps=(C,))
        action = PlaceScrap(0, C, 0, 2)
        if accepted:
            assert carpet.size(apply(state, action).seats[0].kilim) == 3
        else:
            with pytest.raises(RuleError, match=r"That cell is neither a motif of the kilim nor a hole in it") as refused:
                apply(state, action)
            assert (refused.value.params["row"], refused.value.params["col"]) == (0, 2)  # the screen marks it
    far = seat_with(new_game(3, scrap_hole="touching"), 0, kilim=kilim(("AB", 0, 0, RIGHT)), scraps=(C,))
    with pytest.raises(RuleError, match=r"That cell is neither a motif of the kilim nor next to it") as refused:
        apply(far, PlaceScrap(0, C, 0, 3))
    assert (refused.value.params["row"], refused.value.params["col"]) == (0, 3)  # the screen marks it


def test_a_scrap_reweaves_a_motif_once() -> None:
    # Les Chutes: "Retisser un Motif sur un domino du Kilim en plaçant sa Chute par-dessus"
    state = seat_with(new_game(3), 0, kilim=kilim(("AB", 0, 0, RIGHT)), scraps=(A, C))
    state = apply(state, PlaceScrap(0, A, 0, 1))
    assert carpet.top_motifs(state.seats[0].kilim)[(0, 1)] is A and score(state).groups == 1
    with pytest.raises(RuleError, match=r"A scrap already lies there") as refused:
        apply(state, PlaceScrap(0, C, 0, 1))
    assert (refused.value.params["row"], refused.value.params["col"]) == (0, 1)  # the screen marks it
    with pytest.raises(RuleError, match="Red holds no D scrap to sew"):
        apply(state, PlaceScrap(0, D, 0, 0))


def test_a_scrap_can_be_used_at_any_time_of_the_game() -> None:
    # FOUILLER: "peut l'utiliser à tout moment de la partie" -- here while bids are sealed on day 2.
    state = replace(apply(new_game(3), RevealDomino(A, B)), day=2)
    state = seat_with(state, 1, kilim=kilim(("AT", 0, 0, RIGHT)), scraps=(D,))
    assert apply(state, PlaceScrap(1, D, 0, 1)).seats[1].scraps == ()


# --- perfect carpets ------------------------------------------------------------------------------------
def test_the_perfect_carpet_token_gives_a_domino_that_counts_for_the_shape_only() -> None:
    # ARTISANE: "Prendre un domino Tapis Parfait (ses Motifs ne rapporteront aucun point mais permettent de
    # combler un vide dans le Kilim. Le domino peut être placé ou non, n'importe quand dans la partie)"
    # AA CC
    # AB ..   the perfect domino fills the two holes: only the shape line changes.
    shape = kilim(("AA", 0, 0, RIGHT), ("AB", 1, 0, RIGHT), ("CC", 0, 2, RIGHT))
    state = seat_with(new_game(3), 0, kilim=shape, tokens=(Token.PERFECT,))
    before = score(state)
    state = apply(state, TakePerfect(0))
    assert state.seats[0].perfect == 1 and state.perfect_left == 2 and state.seats[0].tokens == ()
    state = apply(state, LayPerfect(0, Placement(1, 2, RIGHT)))
    after = score(state)
    assert (before.shape, after.shape) == (0, 10)
    assert (before.types, before.groups, before.largest) == (after.types, after.groups, after.largest) == (10, 3, 10)
    assert carpet.size(state.seats[0].kilim) == 8 and state.seats[0].perfect == 0


def test_holding_no_perfect_carpet_refuses_laying_one() -> None:
    state = new_game(3)
    with pytest.raises(RuleError, match="Red holds no perfect carpet domino"):
        apply(state, LayPerfect(0, Placement(0, 0, RIGHT)))


# --- rotate, remove, move -------------------------------------------------------------------------------
def test_rotate_turns_a_domino_in_place_with_its_scraps() -> None:
    # ARTISANE: "Pivoter un domino (comme le joueur le souhaite)"
    base = kilim(("AB", 0, 0, RIGHT), ("CD", 0, 2, RIGHT))
    state = seat_with(new_game(3), 0, kilim=replace(base, scraps=(LaidScrap(E, 0, 1),)), tokens=(Token.ROTATE,))
    turned = apply(state, RotateDomino(0, 0, 1, Placement(0, 0, DOWN)))  # pivot on (0, 0): B goes below A
    assert carpet.top_motifs(turned.seats[0].kilim) == {(0, 0): A, (1, 0): E, (0, 2): C, (0, 3): D}
    assert turned.seats[0].tokens == ()
    with pytest.raises(RuleError, match="must keep one of its two cells"):
        apply(state, RotateDomino(0, 0, 0, Placement(1, 0, DOWN)))
    with pytest.raises(RuleError, match=r"That cell is already covered") as refused:
        apply(state, RotateDomino(0, 0, 0, Placement(0, 1, RIGHT)))
    assert (refused.value.params["row"], refused.value.params["col"]) == (0, 2)  # the screen marks it
    half_turn = apply(state, RotateDomino(0, 0, 0, Placement(0, 1, LEFT)))
    assert carpet.top_motifs(half_turn.seats[0].kilim)[(0, 0)] is E  # the scrap went round with B


def test_remove_takes_a_domino_or_a_scrap_out_of_the_game() -> None:
    # ARTISANE: "Enlever un domino ou une Chute (retiré du jeu)"
    base = kilim(("AT", 0, 0, RIGHT), ("CD", 1, 0, RIGHT))
    state = seat_with(new_game(3), 0, kilim=replace(base, scraps=(LaidScrap(B, 0, 1),)), tokens=(Token.REMOVE,))
    no_scrap = apply(state, RemovePiece(0, 0, 1, Piece.SCRAP))
    assert score(no_scrap).torn == -3 and len(no_scrap.seats[0].kilim.dominoes) == 2
    no_domino = apply(state, RemovePiece(0, 0, 0, Piece.DOMINO))
    assert carpet.top_motifs(no_domino.seats[0].kilim) == {(1, 0): C, (1, 1): D}
    with pytest.raises(RuleError, match=r"No scrap lies on that cell") as refused:
        apply(state, RemovePiece(0, 1, 0, Piece.SCRAP))
    assert (refused.value.params["row"], refused.value.params["col"]) == (1, 0)  # the screen marks it


def test_move_slides_a_piece_unturned_and_keeps_it_in_the_kilim() -> None:
    # ARTISANE: "Déplacer un domino ou une Chute (n'importe où dans le Kilim sans bouger les autres dominos ni
    # le faire tourner)"
    base = kilim(("AB", 0, 0, RIGHT), ("CD", 1, 0, RIGHT))
    state = seat_with(new_game(3), 0, kilim=base, tokens=(Token.MOVE,))
    moved = apply(state, MovePiece(0, 1, 1, Piece.DOMINO, 0, 3))  # D lands on (0, 3), C on (0, 2)
    assert carpet.top_motifs(moved.seats[0].kilim) == {(0, 0): A, (0, 1): B, (0, 2): C, (0, 3): D}
    with pytest.raises(RuleError, match="would touch no motif of the kilim there"):
        apply(state, MovePiece(0, 1, 0, Piece.DOMINO, 5, 5))
    with pytest.raises(RuleError, match=r"That cell is already covered") as refused:
        apply(state, MovePiece(0, 1, 0, Piece.DOMINO, 0, 1))
    assert (refused.value.params["row"], refused.value.params["col"]) == (0, 1)  # the screen marks it
    with_scrap = seat_with(state, 0, kilim=replace(RING, scraps=(LaidScrap(B, 0, 0),)))
    moved = apply(with_scrap, MovePiece(0, 0, 0, Piece.SCRAP, 1, 1))  # from a motif into the hole
    assert carpet.top_motifs(moved.seats[0].kilim)[(0, 0)] is A and score(moved).shape == 10


def test_the_day_cannot_end_while_a_domino_waits_to_be_laid() -> None:
    state = bid_round(new_game(2), 9, 3, domino=(A, B))
    with pytest.raises(RuleError, match="Day 1 ends when its pile is empty"):
        apply(state, EndDay())
