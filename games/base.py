"""The engine contract every game follows (docs/design.md#pure-engines).

A game is its list of actions. An engine is pure: ``apply(state, action)`` returns a new state or raises
``RuleError``; it reads no clock, no file and no random source. What the table decides (dice, shuffles,
reveals, the time a turn ended) enters as an action. States and actions are frozen dataclasses made of
JSON-friendly values (ints, strs, bools, None, tuples, nested frozen dataclasses, enums), so that
``games.serial`` round-trips them without per-game code.
"""

from __future__ import annotations

import enum
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Iterator, Mapping, Sequence, TypeVar

from games import figures, serial
# Re-exported: engines and the app have always taken these from games.base.
from games.messages import LISTED as LISTED, LISTED_COMMAS as LISTED_COMMAS, N_ as N_, Phrase as Phrase  # noqa: F401
from games.messages import Plural as Plural, RuleError as RuleError, fill as fill  # noqa: F401
from games.refusals import ENTRY, Clause, Refusal

S = TypeVar("S")  # a game's state type
A = TypeVar("A")  # a game's action type (usually a union of frozen dataclasses)


class Termination(enum.Enum):
    """Why a game ended."""

    SCORE = "score"  # final scoring decided it
    TARGET = "target"  # someone reached the target (Catan's victory points)
    DECLARED = "declared"  # the table declared the game over


@dataclass(frozen=True)
class Outcome:
    """The end of a game: who won, the final ranking and how ties were settled.

    ``ranking`` lists seats best first; seats sharing a place are grouped in one tuple.
    ``tie_break`` names the rule that separated equal totals (None if none was needed), and
    ``shared`` is True when the winners could not be separated.
    """

    winners: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    termination: Termination
    tie_break: str | None = None

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1


@dataclass(frozen=True)
class Player:
    name: str
    colour: str  # a colour id from config (e.g. "red"), the app maps it to RGB and a translated name


# The set-up's own check (no count in it: the seats say it), an entry check whatever the game (#refusals).
FIRST_SEAT = N_("The first player must be one of the players: seat 0 to {last}")
SETUP_CLAUSES: Mapping[str, Clause] = {FIRST_SEAT: ENTRY}


@dataclass(frozen=True)
class Setup:
    """What the table chooses before the first action: players in seat order, first player, options."""

    players: tuple[Player, ...]
    first_seat: int = 0
    options: tuple[tuple[str, Any], ...] = field(default_factory=tuple)

    def option(self, name: str, default: Any = None) -> Any:
        return dict(self.options).get(name, default)

    @staticmethod
    def of(players: list[tuple[str, str]], first_seat: int = 0, **options: Any) -> "Setup":
        return Setup(tuple(Player(n, c) for n, c in players), first_seat, tuple(sorted(options.items())))

    def check_first_seat(self) -> None:
        """RuleError unless the first player is one of the players (a game that has no first player too: a
        seat out of range would only fail later, in some screen)."""
        count = len(self.players)
        if not 0 <= self.first_seat < count:
            raise RuleError(FIRST_SEAT, last=count - 1)


@dataclass(frozen=True)
class TableOption:
    """A rule the table settles at set-up where the rulebook leaves room (docs/rules/<game>.md says why).

    ``label`` and each choice's text are message ids; the first choice is the default.
    """

    name: str
    label: str
    choices: tuple[tuple[Any, str], ...]

    @property
    def values(self) -> tuple[Any, ...]:
        return tuple(value for value, _ in self.choices)


class Game(ABC, Generic[S, A]):
    """One game's rules. Subclasses are stateless; they are registered once with ``register``."""

    name: ClassVar[str]  # registry id: the package name, a hyphen for an underscore
    title_key: ClassVar[str]  # message id of the game's display name
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_type: ClassVar[type]
    action_types: ClassVar[tuple[type, ...]]
    table_options: ClassVar[tuple[TableOption, ...]] = ()
    uses_table_clock: ClassVar[bool] = False  # the app passes the time the game started as option clock_ms
    # The clause each refusal enforces, by message id (games/<game>/clauses.py); a test finds every RuleError
    # an engine can raise and fails on one with no clause.
    clauses: ClassVar[Mapping[str, Clause]] = {}

    # --- the rules ---------------------------------------------------------------------------------
    @abstractmethod
    def initial_state(self, setup: Setup) -> S:
        """The state before the first action; raises RuleError for a setup the rules refuse."""

    @abstractmethod
    def apply(self, state: S, action: A) -> S:
        """The state after ``action``; raises RuleError (leaving ``state`` untouched) if it is illegal."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    def score_over_game(self, states: Sequence[S]) -> tuple[tuple[int, ...], ...]:
        """Each seat's score at the end of each round (or turn), from the states its actions made, the first
        being the initial state: the play log's chart of the score over the game. Empty for a game that is
        scored only at its end (the default)."""
        return ()

    def score_sheet(self, state: S) -> Any:
        """The end of the game line by line (games.scoresheet.ScoreSheet) once it is over, else None. The
        default shows each seat's total alone."""
        from games.scoresheet import ScoreSheet

        outcome = self.outcome(state)
        return None if outcome is None else ScoreSheet(outcome, ())

    def check(self, state: S, action: A) -> Refusal | None:
        """Why ``action`` is refused now, or None if it may be played: for greying a choice out and for its
        "Why?". The default tries it; a game may answer faster without building the next state."""
        try:
            self.apply(state, action)
        except RuleError as error:
            return self.refusal(error)
        return None

    def needed(self, state: S, action: A) -> str | None:
        """The figure of the box (a component option the rulebook does not print) that ``action`` needs and the game
        does not know yet, or None: the app records it first as a fact (docs/design.md#box-data-once-shared). The
        default tries ``action``: a rule needing such a figure raises games.figures.FigureNeeded."""
        return figures.needed(self.apply, state, action)

    def refusal(self, error: RuleError) -> Refusal:
        """The typed refusal of a raised RuleError: its message and the clause it enforces."""
        return Refusal.of(error, {**SETUP_CLAUSES, **self.clauses})

    def events(self, before: S, action: A, after: S) -> tuple[Phrase, ...]:
        """What an applied action did, in words for the turn log and the "last move" line (message ids with
        their parameters). The screens never work it out from the states."""
        return ()

    def reveals(self, action: A) -> bool:
        """True for actions that uncover hidden information: undo never goes back past them."""
        return bool(getattr(action, "reveals", False))

    def sealed(self, action: A) -> bool:
        """True for actions that carry a secret until a later reveal (a sealed bid, a hidden stash): the
        journal writes them encrypted. Read from the action's ``sealed`` ClassVar, like ``reveals``."""
        return bool(getattr(action, "sealed", False))

    # --- what each seat may see -------------------------------------------------------------------
    def view(self, state: S, seat: int | None) -> Any:
        """What ``seat`` may see (None: the public, i.e. the shared screen): the game's typed view (frozen
        dataclasses, docs/design.md#the-engine-face). Default: the whole state as JSON, for a game without
        secrets that has no view of its own yet."""
        return serial.to_json(state)

    def scramble_secrets(self, state: S, rng: random.Random) -> S:
        """The same state with every hidden value redrawn. The conformance suite checks that the public
        view does not change, which proves the view hides them. Games without secrets keep the default."""
        return state

    # --- for tests and fuzzing (pure: the caller supplies the random source) ----------------------
    @abstractmethod
    def sample_action(self, state: S, rng: random.Random) -> A | None:
        """A random legal action, or None when the game is over."""

    def sample_options(self) -> Mapping[str, Any]:
        """Setup options a test can start a game with, where the real ones come from the table (e.g. price
        rows the rulebook does not print)."""
        return {}

    def probe_actions(self, state: S, rng: random.Random) -> Iterator[A]:
        """Actions, legal or not, that tests throw at ``state`` to check that refusals change nothing."""
        return iter(())

    # --- JSON -------------------------------------------------------------------------------------
    def state_to_json(self, state: S) -> Any:
        return serial.to_json(state)

    def state_from_json(self, data: Any) -> S:
        return serial.from_json(self.state_type, data)  # type: ignore[no-any-return]

    def action_to_json(self, action: A) -> Any:
        return serial.tagged_to_json(action)

    def action_from_json(self, data: Any) -> A:
        return serial.tagged_from_json(self.action_types, data)  # type: ignore[no-any-return]


_REGISTRY: dict[str, Game[Any, Any]] = {}


def register(game_class: type[Game[Any, Any]]) -> type[Game[Any, Any]]:
    """Class decorator: make a game available to the app and to the conformance suite."""
    _REGISTRY[game_class.name] = game_class()
    return game_class


def get(name: str) -> Game[Any, Any]:
    _load_builtin_games()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise RuleError("Unknown game {name}; known games: {known}", name=name,
                        known=", ".join(sorted(_REGISTRY))) from None


def all_games() -> list[Game[Any, Any]]:
    _load_builtin_games()
    return [_REGISTRY[n] for n in sorted(_REGISTRY)]


def _load_builtin_games() -> None:
    # Importing a game package registers it; games.__init__ lists them.
    import games  # noqa: F401  (side effect: registration)

    games.load_all()
