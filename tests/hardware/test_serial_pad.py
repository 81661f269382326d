"""The serial bid pad through a real pseudo-terminal (and pyserial's loop://): lines in, InputEvents out,
answers back; malformed lines answered without crashing; an unplugged pad leaves the app running; and a
sealed value never reaches a log or the adapter's status."""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import serial

from companion.core.inbox import Inbox, InputEvent
from companion.core.ports import InputAdapter, Notice, SeatFeedback
from companion.hardware.serial_pad import MAX_LINE, SerialPad, parse_line
from tests.hardware.hwfakes import PtyPad, wait_for

FAST = {"retry_s": 0.05, "read_timeout_s": 0.02}


def bid(seat: int, choice: str) -> InputEvent:
    return InputEvent("seat", seat, "bid", "serial", choice=choice)


@pytest.fixture
def inbox() -> Inbox:
    return Inbox()


@pytest.fixture
def adapter(pty: PtyPad, inbox: Inbox) -> Iterator[SerialPad]:
    adapter = SerialPad(pty.path, 9600, **FAST)
    adapter.start(inbox)
    yield adapter
    adapter.stop()


def received(inbox: Inbox, count: int = 1) -> list[InputEvent]:
    assert wait_for(lambda: len(inbox) >= count), f"{len(inbox)} of {count} events"
    return inbox.drain()


# --- the protocol, line by line -------------------------------------------------------------------------
@pytest.mark.parametrize("line, event", [
    ("SEAT 3 BID 12", bid(2, "12")),
    ("SEAT 1 BID 1", bid(0, "1")),
    ("SEAT 5 BID 15", bid(4, "15")),
    ("seat 2 bid 07", bid(1, "7")),
    ("  SEAT   4   SPY  ", bid(3, "spy")),
    ("SEAT 1 SCRAP", bid(0, "scrap")),
    ("Seat 2 Artisan", bid(1, "artisan")),
])
def test_the_pads_lines(line: str, event: InputEvent) -> None:
    assert parse_line(line) == event


@pytest.mark.parametrize("line, reason", [
    ("HELLO", "A line starts with SEAT: send SEAT <n> BID <1-15>, SEAT <n> SPY, SEAT <n> SCRAP or "
              "SEAT <n> ARTISAN"),
    ("BID 12", "A line starts with SEAT"),
    ("SEAT", "SEAT needs a seat number from 1 to 5, as in SEAT 3 BID 12"),
    ("SEAT x BID 4", "SEAT needs a seat number from 1 to 5"),
    ("SEAT 0 BID 4", "SEAT needs a seat number from 1 to 5"),
    ("SEAT 6 SPY", "SEAT needs a seat number from 1 to 5"),
    ("SEAT 1", "After SEAT <n> send BID <1-15>, SPY, SCRAP or ARTISAN"),
    ("SEAT 1 4", "After SEAT <n> send BID <1-15>, SPY, SCRAP or ARTISAN"),
    ("SEAT 1 JOKER", "After SEAT <n> send BID <1-15>, SPY, SCRAP or ARTISAN"),
    ("SEAT 1 BID", "BID needs one gold card number from 1 to 15, as in SEAT 3 BID 12"),
    ("SEAT 1 BID 0", "BID needs one gold card number from 1 to 15"),
    ("SEAT 1 BID 16", "BID needs one gold card number from 1 to 15"),
    ("SEAT 1 BID fourteen", "BID needs one gold card number from 1 to 15"),
    ("SEAT 1 BID 4 5", "BID needs one gold card number from 1 to 15"),
    ("SEAT 1 BID -4", "BID needs one gold card number from 1 to 15"),
    ("SEAT 1 SPY 4", "SPY takes nothing after it: send SEAT <n> SPY"),
    ("SEAT 1 CLEAR", "There is no CLEAR: until the bids are revealed, send another choice to replace the one "
                     "locked"),
])
def test_malformed_lines_say_what_is_wrong_and_what_is_allowed(line: str, reason: str) -> None:
    notice = parse_line(line)
    assert isinstance(notice, Notice) and notice.english().startswith(reason)
    for word in ("fourteen", "JOKER", "16", "-4", "4 5"):  # the pad's words are never repeated back
        assert word not in notice.english()


@pytest.mark.parametrize("line", ["", "   ", "OK", "ERR BID needs one gold card", "ok", "CLEARED 2"])
def test_blank_lines_and_echoed_answers_are_ignored(line: str) -> None:
    assert parse_line(line) is None


# --- through a pseudo-terminal ---------------------------------------------------------------------------
def test_it_is_an_input_adapter_and_seat_feedback(adapter: SerialPad, pty: PtyPad) -> None:
    assert isinstance(adapter, InputAdapter) and isinstance(adapter, SeatFeedback)
    assert adapter.connected and adapter.status().english() == f"Serial bid pad on {pty.path}: ready"


def test_a_bid_reaches_the_inbox_and_the_app_answers_ok(adapter: SerialPad, pty: PtyPad, inbox: Inbox) -> None:
    pty.send(b"SEAT 3 BID 12\n")
    assert received(inbox) == [bid(2, "12")]
    assert pty.answers(timeout=0.1) == []  # no answer before the rules have spoken
    adapter.locked(2, "serial")
    assert pty.answers() == ["OK"]


def test_a_refusal_is_one_err_line_with_the_reason(adapter: SerialPad, pty: PtyPad, inbox: Inbox) -> None:
    pty.send(b"SEAT 1 ARTISAN\r\n")
    received(inbox)
    artisan = Notice("{player} already used the Artisan card today\n(once a day)", {"player": "Red"})
    adapter.refused(0, artisan, "serial")
    assert pty.answers() == ["ERR Red already used the Artisan card today (once a day)"]


def test_answers_go_only_to_lines_the_pad_sent_and_in_order(adapter: SerialPad, pty: PtyPad,
                                                            inbox: Inbox) -> None:
    adapter.locked(0, "gpio")  # seat 1 locked on a GPIO station or the touch screen: nothing for the pad
    adapter.cleared(0)
    pty.send(b"SEAT 1 BID 3\rSEAT 2 SPY\n\nSEAT 1 BID 4\n")
    assert received(inbox, 3) == [bid(0, "3"), bid(1, "spy"), bid(0, "4")]
    adapter.locked(0, "serial")
    adapter.locked(0, "gpio")  # seat 1's station locked while its pad line waits: not the pad's answer
    adapter.refused(1, Notice("no"), "serial")
    adapter.locked(0, "serial")
    adapter.locked(0, "serial")  # a third answer for seat 1 was never asked for
    assert pty.answers(3) == ["OK", "ERR no", "OK"]
    assert pty.answers(timeout=0.1) == []


def test_a_malformed_line_gets_err_and_the_reader_goes_on(adapter: SerialPad, pty: PtyPad, inbox: Inbox) -> None:
    pty.send(b"SEAT 9 BID 3\n\xff\xfe\nOK\n" + b"X" * (3 * MAX_LINE) + b"\nSEAT 2 SCRAP\n")
    assert pty.answers(3) == ["ERR SEAT needs a seat number from 1 to 5, as in SEAT 3 BID 12",
                              "ERR Send plain ASCII text lines, such as SEAT 3 BID 12",
                              f"ERR Line too long: at most {MAX_LINE} characters, then a new line"]
    assert received(inbox) == [bid(1, "scrap")]
    assert pty.answers(timeout=0.1) == []  # one answer per line, the long one included


def test_an_unplugged_pad_is_said_and_the_app_goes_on(adapter: SerialPad, pty: PtyPad, inbox: Inbox) -> None:
    pty.send(b"SEAT 1 BID 5\n")
    received(inbox)
    pty.unplug()
    assert wait_for(lambda: not adapter.connected)
    assert adapter.status().key.startswith("Serial bid pad on {port} not connected ({reason})")
    assert adapter.status().english().endswith("the touch screen stands in until it is")
    adapter.locked(0)  # the answer has nowhere to go: no error
    adapter.stop()
    assert adapter.status().english() == "Serial bid pad stopped"


def test_a_pad_plugged_back_in_works_again(inbox: Inbox) -> None:
    pads = [PtyPad(), PtyPad()]
    opened: list[str] = []

    def opener(_url: str, **kwargs: Any) -> Any:
        opened.append(pads[len(opened) > 0].path)  # the same device name comes back on a new pty
        return serial.serial_for_url(opened[-1], **kwargs)

    adapter = SerialPad("/dev/ttyUSB0", opener=opener, **FAST)
    adapter.start(inbox)
    try:
        pads[0].unplug()
        assert wait_for(lambda: len(opened) == 2 and adapter.connected)
        pads[1].send(b"SEAT 4 SPY\n")
        assert received(inbox) == [bid(3, "spy")]
        adapter.locked(3, "serial")
        assert pads[1].answers() == ["OK"]
    finally:
        adapter.stop()
        pads[1].unplug()


def test_a_pad_absent_at_start_is_a_notice_not_a_failure(inbox: Inbox) -> None:
    adapter = SerialPad("/dev/no-such-pad", **FAST)
    adapter.start(inbox)
    try:
        assert not adapter.connected
        assert adapter.status().english().startswith("Serial bid pad on /dev/no-such-pad not connected (")
        adapter.refused(0, Notice("no"))
    finally:
        adapter.stop()
    adapter.stop()
    SerialPad("/dev/no-such-pad").stop()  # never started


def test_the_reader_thread_only_reads(adapter: SerialPad, pty: PtyPad, inbox: Inbox) -> None:
    """Rule 5: the pad's thread puts events; nothing it does runs the app's code."""
    seen: list[str] = []
    original_put = inbox.put

    def put(event: InputEvent) -> None:
        seen.append(threading.current_thread().name)
        original_put(event)

    inbox.put = put  # type: ignore[method-assign]
    pty.send(b"SEAT 2 BID 9\n")
    received(inbox)
    assert seen == ["serial-bid-pad"]


# --- through loop:// -------------------------------------------------------------------------------------
def test_on_loop_the_apps_own_answers_do_not_come_back_as_lines(inbox: Inbox) -> None:
    adapter = SerialPad("loop://", **FAST)
    adapter.start(inbox)
    try:
        writes: list[bytes] = []
        port, write = adapter.port, adapter.port.write
        port.write = lambda data: writes.append(data) or write(data)
        port.write(b"SEAT 2 BID 11\n")
        assert received(inbox) == [bid(1, "11")]
        adapter.locked(1, "serial")  # "OK" loops back to the reader
        port.write(b"NONSENSE\n")  # its ERR loops back too
        wait_for(lambda: False, timeout=0.3)
        assert [w for w in writes if w.startswith((b"OK", b"ERR"))] == [
            b"OK\r\n", b"ERR " + parse_line("NONSENSE").english().encode() + b"\r\n"]  # type: ignore[union-attr]
        assert len(inbox) == 0 and adapter.connected
    finally:
        adapter.stop()


# --- secrecy --------------------------------------------------------------------------------------------
def test_no_bid_value_in_logs_or_status(caplog: pytest.LogCaptureFixture, inbox: Inbox) -> None:
    caplog.set_level(logging.DEBUG)
    pty = PtyPad()
    adapter = SerialPad(pty.path, **FAST)
    statuses = [adapter.status()]
    adapter.start(inbox)
    statuses.append(adapter.status())
    pty.send(b"SEAT 1 BID 14\nSEAT 1 BID 14 14\nSEAT 2 BID 140\n")
    events = received(inbox)
    assert "14" not in repr(events)
    adapter.refused(0, Notice("{player} already spent the gold card {value} today", {"player": "Red", "value": 14}),
                    "serial")
    # To the pad, and only there (the two malformed lines are answered by the reader thread, before or after it).
    assert "ERR Red already spent the gold card 14 today" in pty.answers(3)
    statuses.append(adapter.status())
    pty.unplug()
    wait_for(lambda: not adapter.connected)
    statuses.append(adapter.status())
    adapter.stop()
    statuses.append(adapter.status())
    texts = [record.getMessage() + (record.exc_text or "") for record in caplog.records]
    texts += [notice.english() for notice in statuses]
    assert any("not connected" in text for text in texts)  # the outage itself is logged
    # A port's own number may hold "14" (/dev/pts/14, this pad's or another test's left over): not a bid.
    assert not [text for text in texts if "14" in re.sub(r"/dev/pts/\d+", "<port>", text)]
