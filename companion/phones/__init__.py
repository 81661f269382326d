"""Phones at the table (docs/phones.md, docs/design.md#phones-at-the-table): each seat's phone as its private screen
and bid pad, served on the table's network by an aiohttp server in its own thread.

An adapter beside ``companion/hardware``: it imports the core, ``companion/seat_page.py`` and the plugins, never a
game or a screen, and no Kivy (``tests/test_architecture.py``).
"""
