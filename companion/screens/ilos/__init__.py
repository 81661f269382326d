"""Ilos's screens: the table (the archipelago that grows, the cost helper, the market, the production boards),
the tile entry, the covered stash view, the price rows asked once, and the final reckoning.

Every screen renders ``session.view(None)``; a stash reaches a widget only inside the covered stash view (for
its owner, who opened it) and on the reckoning screen after RevealStashes.
"""
