"""Phones at the table is off by default, and off means nothing of the app listens on any port
(docs/design.md#phones-at-the-table); on, the port answers; off again, it is closed at once."""

from __future__ import annotations

import urllib.request
from pathlib import Path

from companion.core.inbox import Inbox
from companion.core.settings import Preferences
from companion.phones.table import PhoneTable
from tests.phones.listening import listening_ports


def phones(tmp_path: Path) -> PhoneTable:
    return PhoneTable(Inbox(), Preferences(tmp_path / "preferences.json"), tmp_path, host="127.0.0.1", port=0)


def test_off_by_default_nothing_listens(tmp_path: Path) -> None:
    before = listening_ports()
    table = phones(tmp_path)
    assert not table.chosen
    assert table.start() is None
    assert listening_ports() == before and not table.server.running


def test_on_listens_and_off_closes_the_port_kept_across_a_restart(tmp_path: Path) -> None:
    before = listening_ports()
    table = phones(tmp_path)
    assert table.switch(True) is None
    port = table.server.port
    assert listening_ports() - before == {port}
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/") as page:
        assert b"page.js" in page.read()
    table.switch(False)
    assert listening_ports() == before
    again = phones(tmp_path)  # the app started again: the table's choice (off) stands
    again.start()
    assert listening_ports() == before
    table.switch(True)
    restarted = phones(tmp_path)
    table.stop()
    assert restarted.chosen and restarted.start() is None and restarted.server.running
    restarted.stop()
    assert listening_ports() == before


def test_a_taken_port_is_a_notice_not_a_stopped_app(tmp_path: Path) -> None:
    first = phones(tmp_path)
    first.switch(True)
    second = PhoneTable(Inbox(), Preferences(tmp_path / "preferences.json"), tmp_path, host="127.0.0.1",
                        port=first.server.port)
    notice = second.start()
    assert notice is not None and notice.key.startswith("Phones cannot join") and not second.server.running
    first.stop()
