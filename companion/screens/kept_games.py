"""Settings' "Bring back games kept aside" (docs/records.md#bringing-kept-games-back): the folders a restore kept on
this device, by date and by how many games History lacks, and one tap that brings those games back into the journal
(companion/core/bring_back.py, one transaction on the UI thread that owns the journal). No path on the screen."""

from __future__ import annotations

import sqlite3

from companion.core import bring_back, restore_diff
from companion.core.datadir import data_dir
from companion.core.journal import JournalWriteError
from companion.screens.base import CompanionScreen
from companion.screens.dates import long_date
from companion.screens.i18n import tr
from companion.screens.kit.overlay import ask, confirm


def offered() -> list[bring_back.Kept]:
    """The kept folders holding games the journal lacks, newest first (Settings shows the button only then)."""
    return bring_back.kept_folders(data_dir())


def label(kept: bring_back.Kept) -> str:
    return tr.plural("Kept on {date}: {count} game History lacks", "Kept on {date}: {count} games History lacks",
                     len(kept.lacking), {"date": long_date(kept.when.isoformat(), tr.language)})


def choose(screen: CompanionScreen) -> None:
    """Which kept folder, when there are several; then what comes back, asked before it does."""
    kept = offered()
    if not kept:
        screen.say("No games kept aside by a restore are missing from History")
        return
    if len(kept) == 1:
        ask_first(screen, kept[0])
    else:
        ask(tr._("Bring back which games?"), [(label(k), k) for k in kept], lambda k: ask_first(screen, k), cols=1)


def ask_first(screen: CompanionScreen, kept: bring_back.Kept) -> None:
    games = [game.said for game in kept.lacking]
    detail = tr.plural("{count} game kept aside by the restore of {date} shows in History and Statistics again: "
                       "{list}.", "{count} games kept aside by the restore of {date} show in History and Statistics "
                       "again: {list}.", len(games), {"list": restore_diff.listed(games),
                                                       "date": long_date(kept.when.isoformat(), tr.language)})
    detail += " " + tr._("A game History already holds is not brought back twice.")
    confirm(tr._("Bring these games back into History?"), detail, tr._("Bring back"),
            lambda: bring(screen, kept), danger=False)


def bring(screen: CompanionScreen, kept: bring_back.Kept) -> None:
    journal = screen.context.journal
    if journal.in_memory and journal.warning is not None:  # the card takes no writes: said in its own words
        screen.say(journal.warning.key, journal.warning.params)
        return
    try:
        brought = bring_back.bring_back(journal, kept.folder)
    except JournalWriteError as error:
        screen.say(error.notice.key, error.notice.params)
        return
    except (OSError, sqlite3.Error):
        screen.say("The games cannot be brought back: the memory card refused them. Nothing was changed")
        return
    screen.navigator.toast(tr.plural("{count} game brought back into History", "{count} games brought back into History",
                                     len(brought.games)))
    offer = getattr(screen, "offer_kept_games", None)  # Settings: the button goes once nothing is left
    if callable(offer):
        offer()
