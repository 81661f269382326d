"""Kilim's screens: the auction (with the covered keypad and the special steps), the carpets, the final scoring.

Every screen renders ``session.view(seat)``; a sealed bid or offer never reaches a widget before its reveal.
"""
