"""The engine contract every game follows (see DESIGN.md, "Rules of the house").

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

from games import serial

S = TypeVar("S")  # a game's state type
A = TypeVar("A")  # a game's action type (usually a union of frozen dataclasses)


def N_(message_id: str) -> str:  # noqa: N802 (the gettext convention)
    """Marks a message id kept in a table (translated where it is shown), so the extractor finds it."""
    return message_id


# One more item of a listing (Phrase.listing), after a space or after a comma in English.
LISTED = N_("{list} {item}")
LISTED_COMMAS = N_("{list}, {item}")


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with its ``{placeholders}`` filled in, or as it stands if the params do not fit it."""
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


@dataclass(frozen=True)
class Phrase:
    """Words a message carries in a param (a resource, a zone, a list of cards): a message id with its own
    params, translated along with the message (``companion.locale.Translator.message``). A param that is a
    plain string (a player's name, a number's text) is shown as given. ``str()`` is the English, so
    ``RuleError.english()``, logs and headless output read as they would with the words spelt out."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(key: str, **params: Any) -> Phrase:
        return Phrase(key, tuple(params.items()))

    @staticmethod
    def listing(items: Sequence[Phrase], empty: str = "-", link: str = LISTED) -> Phrase | str:
        """The items one after another (``link`` joins each to the ones before it), or ``empty`` if none."""
        if not items:
            return empty
        listed = items[0]
        for item in items[1:]:
            listed = Phrase.of(link, list=listed, item=item)
        return listed

    def __str__(self) -> str:
        return fill(self.key, dict(self.params))


class RuleError(Exception):
    """An action the rules forbid. ``key`` is a message id the app translates; ``params`` fill it in.

    The English message is the key itself with its ``{placeholders}``, so logs stay readable.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = dict(params)
        super().__init__(self.english())

    def english(self) -> str:
        return fill(self.key, self.params)


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
            raise RuleError("The first player must be one of the {count} players (seat 0 to {last})",
                            count=count, last=count - 1)


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

    name: ClassVar[str]  # registry id, e.g. "kilim"
    title_key: ClassVar[str]  # message id of the game's display name
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_type: ClassVar[type]
    action_types: ClassVar[tuple[type, ...]]
    table_options: ClassVar[tuple[TableOption, ...]] = ()
    uses_table_clock: ClassVar[bool] = False  # the app passes the time the game started as option clock_ms

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

    def reveals(self, action: A) -> bool:
        """True for actions that uncover hidden information: undo never goes back past them."""
        return bool(getattr(action, "reveals", False))

    def sealed(self, action: A) -> bool:
        """True for actions that carry a secret until a later reveal (a sealed bid, a hidden stash): the
        journal writes them encrypted. Read from the action's ``sealed`` ClassVar, like ``reveals``."""
        return bool(getattr(action, "sealed", False))

    # --- what each seat may see -------------------------------------------------------------------
    def view(self, state: S, seat: int | None) -> Mapping[str, Any]:
        """What ``seat`` may see (None: the public, i.e. the shared screen). Default: no secrets."""
        view: Mapping[str, Any] = serial.to_json(state)
        return view

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
