"""The on-screen keyboard (docs/design.md#the-on-screen-keyboard): Kivy's own VKeyboard, docked at the bottom
with big keys, on layouts of our own (AZERTY, QWERTY, hiragana and katakana), shown when a text field takes
the focus and no physical keyboard is used."""
