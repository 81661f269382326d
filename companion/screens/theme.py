"""The app's one look, in one place: named colours, a type scale in sp, spacing and touch targets in dp.

Every widget and every .kv rule asks this module (``theme`` in kv, ``companion.screens.theme`` in Python); no
screen types a colour number or a font size (``tests/ui/test_theme.py`` greps for them). The idea is KivyMD's
``ThemeManager`` without the dependency: the app needs a dozen colours and six text sizes, not Material widgets.

Sizes follow the screen (``fit_to_window``): the 7" 800x480 touch screen is 1 dp = 1 px; a larger window
grows the units by half its extra size, so 1280x720 reads a little larger *and* shows more (layouts use the
rest for a wider map and side panels side by side). No Kivy window or widget is made here.
"""

from __future__ import annotations

from dataclasses import dataclass

from kivy.metrics import Metrics, dp, sp

from games.base import N_

RGBA = tuple[float, float, float, float]


def hex_rgba(code: str, alpha: float = 1.0) -> RGBA:
    """'#1f2630' -> (r, g, b, a) in 0..1."""
    code = code.lstrip("#")
    r, g, b = (int(code[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return (r, g, b, alpha)


@dataclass(frozen=True)
class Colours:
    """The app's colours by what they are for. Text colours are chosen against the ground they sit on for a
    contrast of at least 4.5:1 (WCAG AA), checked by a test for every pair the screens use (``TEXT_PAIRS``)."""

    surface: RGBA = hex_rgba("#12151b")      # the ground of every screen and overlay
    raised: RGBA = hex_rgba("#1f2530")       # panels, rows, seat bars: one step above the ground
    raised_high: RGBA = hex_rgba("#2d3644")  # a chosen row, a pressed key, the seat on turn
    line: RGBA = hex_rgba("#4a5566")         # outlines and dividers
    text: RGBA = hex_rgba("#f2f4f7")
    muted: RGBA = hex_rgba("#b4bdca")        # secondary text: still read from a chair
    primary: RGBA = hex_rgba("#1a7f55")      # the screen's main action
    on_primary: RGBA = hex_rgba("#ffffff")
    danger: RGBA = hex_rgba("#b3362d")       # abandon, remove, end early
    on_danger: RGBA = hex_rgba("#ffffff")
    warning: RGBA = hex_rgba("#ffb561")      # a refusal's reason, a doubt to confirm (text on the ground)
    notice: RGBA = hex_rgba("#f5c451")       # a lasting notice's ground (journal in memory, repaired)
    on_notice: RGBA = hex_rgba("#14171c")
    focus: RGBA = hex_rgba("#ffffff")        # the outline of what is chosen
    disabled: RGBA = hex_rgba("#262c36")     # a button that cannot be pressed now: visibly flat...
    on_disabled: RGBA = hex_rgba("#9aa3b0")  # ...and still legible
    scrim: RGBA = hex_rgba("#000000", 0.6)   # behind an overlay
    pressed: RGBA = hex_rgba("#ffffff", 0.16)  # laid over a button while a finger is on it
    clear: RGBA = hex_rgba("#000000", 0.0)    # nothing drawn
    code_paper: RGBA = hex_rgba("#ffffff")    # a QR code's light ground: the code's own black on white, untinted


COLOURS = Colours()

# Every (text, ground) pair a screen draws, for the contrast test.
TEXT_PAIRS: dict[str, tuple[RGBA, RGBA]] = {
    "text on surface": (COLOURS.text, COLOURS.surface),
    "text on raised": (COLOURS.text, COLOURS.raised),
    "text on raised_high": (COLOURS.text, COLOURS.raised_high),
    "muted on surface": (COLOURS.muted, COLOURS.surface),
    "muted on raised": (COLOURS.muted, COLOURS.raised),
    "on_primary on primary": (COLOURS.on_primary, COLOURS.primary),
    "on_danger on danger": (COLOURS.on_danger, COLOURS.danger),
    "warning on surface": (COLOURS.warning, COLOURS.surface),
    "warning on raised": (COLOURS.warning, COLOURS.raised),
    "on_notice on notice": (COLOURS.on_notice, COLOURS.notice),
    "on_disabled on disabled": (COLOURS.on_disabled, COLOURS.disabled),
}


@dataclass(frozen=True)
class PlayerColour:
    name: str  # message id of the colour's name
    rgba: RGBA
    text: RGBA  # what is written on it: dark or light, whichever reads better


def _luminance(rgba: RGBA) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgba[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fore: RGBA, back: RGBA) -> float:
    """WCAG 2 contrast ratio of two opaque colours (1 to 21)."""
    high, low = sorted((_luminance(fore), _luminance(back)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable_on(back: RGBA) -> RGBA:
    """The app's dark or light text colour, whichever contrasts more with ``back``."""
    dark, light = COLOURS.surface, COLOURS.text
    return dark if contrast(dark, back) >= contrast(light, back) else light


def _player(name: str, code: str) -> PlayerColour:
    rgba = hex_rgba(code)
    return PlayerColour(name, rgba, readable_on(rgba))


# The colours players pick (ids are stored in set-ups; the names are message ids).
PLAYER_COLOURS: dict[str, PlayerColour] = {
    "red": _player(N_("Red"), "#cc2f2f"),
    "blue": _player(N_("Blue"), "#2e66d6"),
    "green": _player(N_("Green"), "#2f9e4a"),
    "yellow": _player(N_("Yellow"), "#f2cc26"),
    "purple": _player(N_("Purple"), "#9544b8"),
    "orange": _player(N_("Orange"), "#f28019"),
    "pink": _player(N_("Pink"), "#f274b3"),
    "white": _player(N_("White"), "#ebebeb"),
    "brown": _player(N_("Brown"), "#8a5a2b"),  # a board colour of a game's box (marron)
    "black": _player(N_("Black"), "#3d3d3d"),  # a box's pieces (noir): lifted off black to show on the ground
}
NEUTRAL = PlayerColour(N_("Grey"), hex_rgba("#808080"), readable_on(hex_rgba("#808080")))


def player_colour(colour_id: str) -> PlayerColour:
    return PLAYER_COLOURS.get(colour_id, NEUTRAL)


@dataclass(frozen=True)
class TypeScale:
    """Text sizes in sp. Nothing a player must read is below ``small`` (18 sp at 800x480); the numbers that
    matter (scores, gold, points, costs) are ``figure`` or larger."""

    small: float = 18   # seat figures' captions, a map's labels, hints
    body: float = 20    # panels, lists, buttons
    title: float = 24   # a screen's or an overlay's title
    figure: float = 28  # scores, coins, points, costs
    big: float = 40     # totals on the score sheet, the winner


@dataclass(frozen=True)
class Spacing:
    """Distances in dp."""

    gap: float = 8       # between neighbours
    pad: float = 12      # inside a panel
    target: float = 48   # the smallest thing a finger taps
    button: float = 56   # a button's height
    bar: float = 64      # the top bar and the seat bar
    edge: float = 6      # a seat's colour edge


TYPE = TypeScale()
SPACE = Spacing()


class Theme:
    """What kv rules read (``#:import theme companion.screens.theme.theme``): colours as they are, sizes in
    pixels for the window's current density (so read them when a widget is built, not at import)."""

    c = COLOURS

    @property
    def small(self) -> float:
        return float(sp(TYPE.small))

    @property
    def body(self) -> float:
        return float(sp(TYPE.body))

    @property
    def title(self) -> float:
        return float(sp(TYPE.title))

    @property
    def figure(self) -> float:
        return float(sp(TYPE.figure))

    @property
    def big(self) -> float:
        return float(sp(TYPE.big))

    @property
    def gap(self) -> float:
        return float(dp(SPACE.gap))

    @property
    def pad(self) -> float:
        return float(dp(SPACE.pad))

    @property
    def target(self) -> float:
        return float(dp(SPACE.target))

    @property
    def button(self) -> float:
        return float(dp(SPACE.button))

    @property
    def bar(self) -> float:
        return float(dp(SPACE.bar))

    @property
    def edge(self) -> float:
        return float(dp(SPACE.edge))


theme = Theme()

BASE_SIZE = (800, 480)  # the official 7" Raspberry Pi touch screen: 1 dp = 1 px


def density_for(width: int, height: int) -> float:
    """1 at 800x480; a larger window grows the units by half of its extra size (1.25 at 1280x720), so text
    reads larger from a chair and the other half of the room shows more."""
    scale = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    return round(max(1.0, 1.0 + (scale - 1.0) / 2), 3)


def fit_to_window(width: int, height: int) -> None:
    """Set Kivy's density for a window of this size; call before the widgets are built."""
    Metrics.density = density_for(width, height)
