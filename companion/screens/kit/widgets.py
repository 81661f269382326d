"""The kit's widgets: one per panel item (kit/specs.py), each built once and updated in place (``update``).

Their look is in kit/kit.kv, read from the theme. A button that is refused now looks disabled but still
takes a tap: it explains why (Kivy's own ``disabled`` would swallow the tap and say nothing).
"""

from __future__ import annotations

from typing import Any, Callable

from kivy.properties import BooleanProperty, NumericProperty, ObjectProperty, OptionProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.button import Button as KivyButton
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.widget import Widget

from companion.screens.kit import specs
from companion.screens.kit.why import explain
from companion.screens.kit.wrapped import WrapsText
from companion.screens.theme import theme


class KitTextBase(WrapsText, Label):
    """The kit's text: a tone (normal, muted, warning) and a size of the type scale; its lines break where the
    language allows (kit/wrapped.py)."""

    tone = OptionProperty("normal", options=("normal", "muted", "warning"))
    size_name = OptionProperty("body", options=("small", "body", "title", "figure", "big"))


class KitLabel(KitTextBase):
    """Text wrapped to its width, as tall as its lines: never cut, never shortened."""


class KitBoxLabel(KitTextBase):
    """Text inside a box it is given (a status line, a seat's name, a grid's caption)."""


class KitHeading(KitLabel):
    def update(self, spec: specs.Heading) -> None:
        self.text = spec.text


class KitText(KitLabel):
    def update(self, spec: specs.Text) -> None:
        self.text, self.tone, self.size_name = spec.text, spec.tone, spec.size


class KitButtonBase(WrapsText, KivyButton):
    """The kit's button: its words wrapped as the kit's text (kit/wrapped.py), a tone, and ``refused`` (looks
    disabled, yet a tap explains why instead of doing nothing). ``update(spec)`` shows a specs.Button; a tap runs its ``on_tap`` or explains its refusal."""

    tone = OptionProperty("normal", options=("normal", "primary", "danger"))
    refused = BooleanProperty(False)
    spec = ObjectProperty(None, allownone=True)
    ground = ObjectProperty(None, allownone=True)  # an RGBA of its own (a player's, a motif's) over the tone's

    def update(self, spec: specs.Button) -> None:
        self.spec = spec
        self.text, self.tone, self.refused = spec.text, spec.tone, spec.refusal is not None
        self.ground = spec.ground

    def on_release(self) -> None:
        spec = self.spec
        if spec is None:
            return
        if spec.refusal is not None:
            explain(spec.refusal)
        else:
            spec.on_tap()


class KitTagButton(KitButtonBase):
    """A short button as wide as its word."""


class KitButton(KitButtonBase):
    """A button as wide as it is given, its text wrapped."""


class KitRefused(BoxLayout):
    """A refusal's reason, with "Why?" beside it."""

    text = StringProperty("")
    spec = ObjectProperty(None, allownone=True)

    def update(self, spec: specs.Refused) -> None:
        self.spec = spec
        from companion.screens.i18n import tr

        self.text = tr.message(spec.refusal.key, dict(spec.refusal.params))

    def why(self) -> None:
        if self.spec is not None:
            explain(self.spec.refusal)


class KitFigure(BoxLayout):
    caption = StringProperty("")
    value = StringProperty("")

    def update(self, spec: specs.Figure) -> None:
        self.caption, self.value = spec.caption, spec.value


MINUS = "\u2212"  # the stepper's minus sign: a hyphen is a third of its width


class KitStepper(BoxLayout):
    caption = StringProperty("")
    value = NumericProperty(0)
    low = NumericProperty(0)
    high = NumericProperty(99)
    spec = ObjectProperty(None, allownone=True)

    def update(self, spec: specs.Stepper) -> None:
        self.spec = spec
        self.caption, self.value, self.low, self.high = spec.caption, spec.value, spec.low, spec.high

    def step(self, by: int) -> None:
        if self.spec is not None and self.low <= self.value + by <= self.high:
            self.spec.on_change(int(self.value + by))


class KitGap(Widget):
    def update(self, spec: specs.Gap) -> None:
        pass


class KitRow(BoxLayout):
    def update(self, spec: specs.Row) -> None:
        reconcile(self, spec.items)


class KitGrid(GridLayout):
    def update(self, spec: specs.Grid) -> None:
        self.cols = max(1, spec.cols)
        reconcile(self, spec.items)


WIDGETS: dict[type, Callable[[], Widget]] = {
    specs.Heading: KitHeading, specs.Text: KitText, specs.Button: KitButton, specs.Refused: KitRefused,
    specs.Figure: KitFigure, specs.Stepper: KitStepper, specs.Gap: KitGap, specs.Row: KitRow,
    specs.Grid: KitGrid,
}


def reconcile(container: Widget, items: Any) -> None:
    """Make ``container``'s children show ``items``, in order: a child of the right kind at a place is updated,
    any other is replaced, extra ones are removed. Kivy keeps children last-first, hence the reversals."""
    children = list(reversed(container.children))
    for index, item in enumerate(items):
        kind = WIDGETS[type(item)]
        if index < len(children) and type(children[index]) is kind:
            widget = children[index]
        else:
            widget = kind()
            if index < len(children):
                container.remove_widget(children[index])
                children[index] = widget
            else:
                children.append(widget)
            container.add_widget(widget, index=len(container.children) - index)
        widget.update(item)
    for extra in children[len(items):]:
        container.remove_widget(extra)


__all__ = ["KitButton", "KitFigure", "KitGap", "KitGrid", "KitHeading", "KitLabel", "KitRefused", "KitRow",
           "KitStepper", "KitText", "MINUS", "WIDGETS", "reconcile", "theme"]
