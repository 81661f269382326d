"""The translator as Kivy sees it: `tr._('New game')` in a .kv rule re-evaluates when the language changes.

Kivy binds a kv expression to every attribute it reads; ``tr._`` is reported as an attribute, so we keep
the kv callbacks and call them back on ``switch`` (the usual Kivy i18n recipe).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from kivy.event import EventDispatcher
from kivy.properties import StringProperty

from companion.locale import DEFAULT_LANGUAGE, Translator


class ObservableTranslator(EventDispatcher):
    language = StringProperty(DEFAULT_LANGUAGE)  # bind to it for labels built in Python

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._translator = Translator(self.language)
        self._observers: list[tuple[Callable[..., Any], Any]] = []

    def _(self, message_id: str) -> str:
        return self._translator.text(message_id)

    def message(self, key: str, params: Mapping[str, Any] | None = None) -> str:
        return self._translator.message(key, params)

    def plural(self, one: str, many: str, count: int, params: Mapping[str, Any] | None = None) -> str:
        return self._translator.plural(one, many, count, params)

    def fbind(self, name: str, func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if name == "_":
            # kv passes one argument: the tuple (widget proxy, key, expression, rule, ids)
            self._observers.append((func, args[0] if args else ()))
            return None
        return super().fbind(name, func, *args, **kwargs)

    def funbind(self, name: str, func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if name == "_":
            rule_args = args[0] if args else ()
            self._observers = [(f, a) for f, a in self._observers if f is not func or a is not rule_args]
            return None
        return super().funbind(name, func, *args, **kwargs)

    def switch(self, language: str) -> None:
        self._translator.set_language(language)
        alive = []
        for func, args in self._observers:
            try:
                func(args, None, None)
            except ReferenceError:
                continue  # the widget behind this kv rule is gone
            alive.append((func, args))
        self._observers = alive
        self.language = language


tr = ObservableTranslator()
