"""The files that still count in English by hand (tests/test_plurals.py): each game's move onto the kit takes its
own lines off (tr.plural in a screen, games.messages.Plural as a refusal's parameter). Nothing is added here: a
new place is mended, not listed."""

STILL: set[str] = set()
