"""The phone faces of Ilos, Kilia and Catan: Explorers & Pirates (companion/seat_page.py, docs/phones.md), on games
played through a real Session on a real journal file: a seat's page holds its own secrets and never another seat's,
the table's part is the same on every phone, the choices are exactly what the engine accepts now (greyed with the
engine's refusal otherwise), a tapped key plays the engine's action or says the engine's clause, and every word is in
the French and Japanese catalogues. No Kivy."""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any, Iterator

import pytest
from babel.messages.pofile import read_po

from companion.core.journal import Journal
from companion.core.session import Session
from companion.locale.compile import TRANSLATED, po_path
from companion.plugins import plugin_for, resolve
from companion.seat_faces import NOT_OFFERED, OVER, Moment, SeatFace
from companion.seat_page import Play, Refuse, SeatPage
import games.catan_ep as catan
import games.kilia as kilia
from games import base
from games.base import Phrase, Plural, RuleError, Setup
from games.refusals import ENTRY, Refusal

PLAYERS = [("Ana", "red"), ("Ben", "blue"), ("Chloé", "white")]
# Each game's secret, a field of each seat of its state (None: the game has none; games/catan_ep/view.py says why).
SECRET = {"ilos": "stash", "kilia": "fulfilled", "catan-ep": None}
GAMES = tuple(SECRET)
SEEDS = range(4)
STRIDE = 3  # the pages are checked every third move of a playout (a game is 100 to 300 moves)


def face_of(engine: str) -> SeatFace:
    plugin = plugin_for(engine)
    assert plugin is not None and plugin.phone is not None
    face: SeatFace = resolve(plugin.phone)()
    return face


def started(tmp_path: Path, engine: str, seed: int) -> tuple[Journal, Session]:
    game = base.get(engine)
    journal = Journal.open(tmp_path / f"{engine}-{seed}.sqlite3")
    return journal, Session.new(journal, game, Setup.of(PLAYERS, first_seat=seed % 3, **game.sample_options()))


def playout(session: Session, face: SeatFace, rng: random.Random, limit: int = 2000) -> Iterator[None]:
    """A random game to its end, each move the engine's sample or, one time in three, a choice a phone offers
    (played through act(), as the phones adapter plays it); yields before every STRIDE-th move."""
    for move in range(limit):
        if session.outcome is not None:
            return
        if move % STRIDE == 0:
            yield
        seat = rng.randrange(len(PLAYERS))
        playable = [c.key for c in face.page(session, seat).choices if c.refusal is None]
        if playable and rng.random() < 1 / 3:
            answer = face.act(session, seat, rng.choice(playable))
            assert isinstance(answer, Play)
            session.play(answer.action)  # the engine accepts it: a RuleError here fails the test
            continue
        action = session.game.sample_action(session.state, rng)
        assert action is not None
        session.play(action)
    raise AssertionError("the playout did not end")


# --- the words ------------------------------------------------------------------------------------------------------
def catalogues() -> dict[str, Any]:
    found = {}
    for language in TRANSLATED:
        with po_path(language).open("rb") as source:
            found[language] = read_po(source)
    return found


CATALOGUES = catalogues()


def message_ids(value: Any) -> Iterator[str]:
    """Every message id a page carries: its phrases, counted phrases and refusals, and those in their params."""
    if isinstance(value, Phrase):
        yield value.key
        yield from message_ids(value.params)
    elif isinstance(value, Plural):
        yield value.one
        yield from message_ids(value.params)
    elif isinstance(value, Refusal):
        yield value.key
        yield from message_ids(value.params)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from message_ids(item)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from message_ids(getattr(value, f.name))


def untranslated(page: SeatPage) -> set[str]:
    return {key for key in message_ids(page) for po in CATALOGUES.values() if key not in po or not po[key].string}


# --- secrets --------------------------------------------------------------------------------------------------------
def scrambled(moment: Moment, seat: int, rng: random.Random) -> Moment:
    """The same moment with every other seat's secrets redrawn (the engine's scramble_secrets, the seat's own put
    back), in the state now and in the last move's two states."""
    field = SECRET[moment.game.name]

    def other_secrets(state: Any) -> Any:
        mixed = moment.game.scramble_secrets(state, rng)
        if field is None:
            return mixed
        seats = list(mixed.seats)
        seats[seat] = replace(seats[seat], **{field: getattr(state.seats[seat], field)})
        return replace(mixed, seats=tuple(seats))

    last = None if moment.last is None else \
        (other_secrets(moment.last[0]), moment.last[1], other_secrets(moment.last[2]))
    return Moment(moment.game, other_secrets(moment.state), last)


@pytest.mark.parametrize("engine", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_seats_page_holds_its_own_secrets_and_never_another_seats(tmp_path: Path, engine: str, seed: int) -> None:
    journal, session = started(tmp_path, engine, seed)
    face, rng = face_of(engine), random.Random(seed)
    own_shown = 0  # pages that changed when the seat's own secret was redrawn: the page does show it
    for _ in playout(session, face, rng):
        moment = Moment.of(session)
        pages = [face.build(moment, seat) for seat in range(len(PLAYERS))]
        assert all(page == face.page(session, seat) for seat, page in enumerate(pages))
        assert all(page.public == pages[0].public for page in pages)  # the table: the same on every phone
        for seat, page in enumerate(pages):
            assert face.build(scrambled(moment, seat, rng), seat) == page
            if SECRET[engine] is not None:
                everything = moment.game.scramble_secrets(moment.state, rng)
                own_shown += face.build(Moment(moment.game, everything, moment.last), seat) != page
    assert own_shown or SECRET[engine] is None
    journal.close()


# --- choices --------------------------------------------------------------------------------------------------------
def dry(session: Session, action: Any) -> RuleError | None:
    try:
        session.game.apply(session.state, action)
    except RuleError as error:
        return error
    return None


@pytest.mark.parametrize("engine", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_choices_are_exactly_what_the_engine_accepts_now(tmp_path: Path, engine: str, seed: int) -> None:
    journal, session = started(tmp_path, engine, seed)
    face, rng = face_of(engine), random.Random(100 + seed)
    accepted = refused = 0
    for _ in playout(session, face, rng):
        for seat in range(len(PLAYERS)):
            view, page = session.view(seat), face.page(session, seat)
            offers = face.offers(view, seat)
            assert [c.key for c in page.choices] == [o.key for o in offers]
            assert len({o.key for o in offers}) == len(offers)
            for choice, offer in zip(page.choices, offers):
                error = dry(session, offer.action)
                answer = face.act(session, seat, choice.key)
                if error is None:
                    accepted += 1
                    assert choice.refusal is None and answer == Play(offer.action)
                else:  # greyed, its "Why?" the engine's own refusal and clause; a tap says the same
                    refused += 1
                    assert choice.refusal == session.game.refusal(error) == answer.refusal  # type: ignore[union-attr]
                    assert isinstance(answer, Refuse) and answer.refusal.clause is not None
            assert face.act(session, seat, "no-such-choice") == Refuse(Refusal(NOT_OFFERED, (), ENTRY))
            assert not untranslated(page)
    assert accepted and (refused or engine == "ilos")  # Ilos offers no −1 of a resource the stash has none of
    for seat in range(len(PLAYERS)):  # the end: the result on every phone, the seat's own score sheet, no choice
        page = face.page(session, seat)
        sheet = session.game.score_sheet(session.state)
        assert page.finished and not page.choices and not page.your_turn and not untranslated(page)
        total = page.mine[0].lines[0].words
        assert isinstance(total, Phrase) and dict(total.params)["points"].count == sheet.totals[seat]
        assert isinstance(face.act(session, seat, "end-turn"), Refuse)
        assert face.act(session, seat, "end-turn").refusal.key == OVER  # type: ignore[union-attr]
    journal.close()


# What a phone may do that needs no place on the board, for each game: every such action the engine accepts now is
# offered on the seat's phone (the others stay on the table, and the page says so).
def phone_actions(engine: str, seat: int) -> list[Any]:
    if engine == "kilia":
        return [*(kilia.ChooseColour(seat, c) for c in kilia.COLOURS), kilia.Refresh(seat), kilia.Skip(seat),
                kilia.EndTurn(seat), kilia.PlaySprats(seat), *(kilia.PlaySprats(seat, g) for g in kilia.GOODS),
                *(kilia.PlaceToken(seat, g) for g in kilia.GOALS)]
    if engine == "catan-ep":
        return [catan.EndTurn(seat), catan.HeroStep(seat, True), catan.HeroStep(seat, False),
                *(catan.BankTrade(seat, give, take) for give in catan.RESOURCES for take in (*catan.RESOURCES, None)
                  if take is not give),
                *(catan.BuyResource(seat, r) for r in catan.RESOURCES),
                *(catan.SellResource(seat, r) for r in catan.RESOURCES)]
    return []


@pytest.mark.parametrize("engine", ["kilia", "catan-ep"])
@pytest.mark.parametrize("seed", SEEDS)
def test_every_action_a_phone_can_make_is_offered_when_the_engine_accepts_it(tmp_path: Path, engine: str,
                                                                                seed: int) -> None:
    journal, session = started(tmp_path, engine, seed)
    face, rng = face_of(engine), random.Random(200 + seed)
    offered = 0
    for _ in playout(session, face, rng):
        for seat in range(len(PLAYERS)):
            legal = [a for a in phone_actions(engine, seat) if dry(session, a) is None]
            offers, page = face.offers(session.view(seat), seat), face.page(session, seat)
            playable = {o.action for o, c in zip(offers, page.choices) if c.refusal is None}
            assert set(legal) == playable
            offered += len(playable)
    assert offered
    journal.close()


# --- the rules, on a phone ------------------------------------------------------------------------------------------
def play_until(session: Session, rng: random.Random, done: Any, limit: int = 2000) -> None:
    for _ in range(limit):
        if done(session):
            return
        session.play(session.game.sample_action(session.state, rng))
    raise AssertionError("never reached")


def secret_counts(page: SeatPage) -> list[int]:
    """The counts of the secret lines of a page (an Ilos stash: a count per resource, then its worth)."""
    said = [line.words for section in page.mine for line in section.lines if line.secret]
    return [dict(words.params)["count"] for words in said if "count" in dict(words.params)]


def test_ilos_a_stash_corrected_on_a_phone_stays_behind_the_screen(tmp_path: Path) -> None:
    """ilos-fr, Matériel: "Utilisez vos écrans pour cacher vos Ressources produites pendant le jeu": the stash is on
    its owner's phone only, as secret lines; a +1 tapped there is a sealed correction, and the other phones see only
    that a count was corrected (the table's "last move")."""
    from games.ilos import Phase, Resource

    journal, session = started(tmp_path, "ilos", 1)
    face, rng = face_of("ilos"), random.Random(1)
    play_until(session, rng, lambda s: s.state.phase is Phase.ACTIONS and sum(s.state.seats[0].stash.as_tuple()) > 0)
    before = [face.page(session, seat) for seat in range(3)]
    for seat, page in enumerate(before):  # each phone: its own stash, behind a tap-and-hold
        assert secret_counts(page) == list(session.view(seat).seats[seat].stash.as_tuple())
    stash = session.view(0).seats[0].stash
    answer = face.act(session, 0, "stash:gold:+1")
    assert isinstance(answer, Play) and session.game.sealed(answer.action)
    session.play(answer.action)
    assert session.view(0).seats[0].stash == stash.plus(Resource.GOLD)
    after = [face.page(session, seat) for seat in range(3)]
    assert after[1].mine == before[1].mine and after[2].mine == before[2].mine
    assert after[1].public[-1].lines[0].words == Phrase("{player} corrects the count behind their screen",
                                                        (("player", "Ana"),))
    entry = journal.entries(session.game_id)[-1]
    assert entry.sealed and entry.text is not None and "stash" not in entry.text  # encrypted (docs/journal.md)
    resumed = Session.resume(journal, session.game_id)  # the journal replayed: the same page on every phone
    assert [face.page(resumed, seat) for seat in range(3)] == after
    journal.close()


def test_ilos_a_stash_offers_no_resource_below_zero(tmp_path: Path) -> None:
    """As the covered stash view's stepper: no −1 of a resource the stash has none of; a hand-made key is refused."""
    journal, session = started(tmp_path, "ilos", 2)
    face = face_of("ilos")
    keys = [c.key for c in face.page(session, 0).choices]  # the start: nothing behind any screen yet
    assert keys == ["stash:ebony:+1", "stash:dye:+1", "stash:gold:+1", "stash:spices:+1"]
    assert face.act(session, 0, "stash:ebony:-1") == Refuse(Refusal(NOT_OFFERED, (), ENTRY))
    journal.close()


def test_kilia_fulfilled_contracts_lie_face_down_on_their_owners_phone_only(tmp_path: Path) -> None:
    """kilia-fr, Contrats: "Posez ensuite le contrat rempli face cachée devant vous"; "Placez tous vos contrats remplis
    en une pile face cachée devant vous. Vous pouvez regarder vos cartes à tout moment": the owner's phone shows each
    fulfilled contract as a secret line; every phone shows how many; no other phone shows what they are."""
    journal, session = started(tmp_path, "kilia", 4)
    face, rng = face_of("kilia"), random.Random(4)
    play_until(session, rng, lambda s: any(seat.fulfilled for seat in s.state.seats))
    owner = next(s for s, seat in enumerate(session.state.seats) if seat.fulfilled)
    fulfilled = session.state.seats[owner].fulfilled
    for seat in range(3):
        page = face.page(session, seat)
        secret = [line.words for section in page.mine for line in section.lines if line.secret]
        shown = [line.words for section in page.mine for line in section.lines]
        if seat == owner:
            assert [kilia.contract_phrase(c) for c in fulfilled] == secret[:len(fulfilled)]
            assert Plural.of("{count} fulfilled, face down", "{count} fulfilled, face down", len(fulfilled)) in shown
        else:
            own = session.state.seats[seat].fulfilled
            assert not any(kilia.contract_phrase(c) in secret for c in fulfilled if c not in own)
    journal.close()


def test_catan_the_bank_takes_3_identical_cards_and_the_phone_says_what_stays_on_the_table(tmp_path: Path) -> None:
    """catan-explorers-pirates-fr, Commerce: "vous remettez 3 ressources identiques dans la réserve pour y prendre 1
    autre ressource de votre choix ... ou 1 pièce d'or"; "Jusqu'à deux fois par tour, vous pouvez acheter ... une
    ressource de votre choix en payant 2 pièces d'or"."""
    from games.catan_ep import Phase, Resource

    journal, session = started(tmp_path, "catan-ep", 3)
    face, rng = face_of("catan-ep"), random.Random(3)
    play_until(session, rng, lambda s: s.state.phase is Phase.TRADE)
    seat = session.state.seat
    page = face.page(session, seat)
    assert page.your_turn and isinstance(page.prompt, Phrase) and "on the map" in page.prompt.key
    hand = session.view(seat).seats[seat].hand
    banked = {c.key.split(":")[1] for c in page.choices if c.key.startswith("bank:")}
    assert banked == {r.value for r in Resource if hand.get(r) >= 3}
    buy = next(c for c in page.choices if c.key == "buy:ore")
    gold = session.view(seat).seats[seat].gold
    assert (buy.refusal is None) == (gold >= 2)
    others = [s for s in range(3) if s != seat]
    assert all(not face.page(session, s).choices and not face.page(session, s).your_turn for s in others)
    answer = face.act(session, seat, "end-turn")
    assert isinstance(answer, Play)
    session.play(answer.action)
    assert not face.page(session, seat).your_turn
    journal.close()


def test_the_faces_import_no_kivy() -> None:
    """A phone's page is built without Kivy (the headless side may build one)."""
    code = ("import sys; from companion.plugins import plugins, resolve; "
            "[resolve(p.phone) for p in plugins() if p.phone]; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'kivy'))")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert found == "[]"
