"""Table rows read straight from the pages of an SQLite file, without SQLite.

When an interior b-tree page is lost (zeroed, cut off, overwritten), SQL can no longer reach the leaves
under it, yet those leaves still hold their rows. This reads every page that looks like a table leaf and
decodes its cells, as the sqlite3 shell's ``.recover`` does for its "lost and found". The format is
https://www.sqlite.org/fileformat2.html (sections 1.3, 1.6, 2.1). Anything that does not parse is skipped:
the caller validates every row it keeps.

Only the main file is read, never the WAL: a WAL may hold frames of a transaction that never committed,
while the main file only ever receives committed pages (a checkpoint copies them).
"""

from __future__ import annotations

import struct
from typing import Any, Iterator

_MAGIC = b"SQLite format 3\x00"
_DEFAULT_PAGE_SIZE = 4096  # when the header itself is gone
_TABLE_LEAF = 0x0D
_INT_BYTES = {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8}

Row = tuple[int, tuple[Any, ...]]  # (rowid, column values); an INTEGER PRIMARY KEY column reads as None


def leaf_rows(data: bytes) -> Iterator[Row]:
    """Every cell of every table-leaf page in ``data`` (a whole database file) that decodes."""
    page_size, reserved = _geometry(data)
    usable = page_size - reserved
    for start in range(0, len(data), page_size):
        page = data[start:start + page_size].ljust(page_size, b"\x00")  # a cut last page: keep its front
        header = 100 if start == 0 else 0  # page 1 begins with the file header
        if page[header] == _TABLE_LEAF:
            yield from _cells(page, header, usable)


def _geometry(data: bytes) -> tuple[int, int]:
    if len(data) < 100 or not data.startswith(_MAGIC):
        return _DEFAULT_PAGE_SIZE, 0
    size = int.from_bytes(data[16:18], "big")
    size = 65536 if size == 1 else size
    if size < 512 or size & (size - 1):
        return _DEFAULT_PAGE_SIZE, 0
    return size, data[20]


def _cells(page: bytes, header: int, usable: int) -> Iterator[Row]:
    count = int.from_bytes(page[header + 3:header + 5], "big")
    for i in range(count):
        pointer = header + 8 + 2 * i
        try:
            yield _cell(page, int.from_bytes(page[pointer:pointer + 2], "big"), usable)
        except (IndexError, ValueError, struct.error):
            continue


def _cell(page: bytes, offset: int, usable: int) -> Row:
    size, offset = _varint(page, offset)
    rowid, offset = _varint(page, offset)
    if size > usable - 35:
        raise ValueError("the payload spills onto overflow pages")  # journal rows are far smaller
    payload = page[offset:offset + size]
    if len(payload) != size:
        raise ValueError("the cell runs past the page")
    return (rowid - (1 << 64) if rowid >= 1 << 63 else rowid), _record(payload)


def _record(payload: bytes) -> tuple[Any, ...]:
    header_size, pos = _varint(payload, 0)
    types = []
    while pos < header_size:
        serial_type, pos = _varint(payload, pos)
        types.append(serial_type)
    if pos != header_size:
        raise ValueError("a record header that overruns itself")
    values = []
    for serial_type in types:
        value, pos = _value(payload, pos, serial_type)
        values.append(value)
    if pos != len(payload):
        raise ValueError("a record body of the wrong length")
    return tuple(values)


def _value(buf: bytes, pos: int, serial_type: int) -> tuple[Any, int]:
    if serial_type == 0:
        return None, pos
    if serial_type in (8, 9):
        return serial_type - 8, pos
    if serial_type == 7:
        return struct.unpack(">d", buf[pos:pos + 8])[0], pos + 8
    if serial_type >= 12:
        length = (serial_type - 12) // 2
        chunk = _take(buf, pos, length)
        return (chunk if serial_type % 2 == 0 else chunk.decode("utf-8")), pos + length
    if serial_type in _INT_BYTES:
        length = _INT_BYTES[serial_type]
        return int.from_bytes(_take(buf, pos, length), "big", signed=True), pos + length
    raise ValueError(f"serial type {serial_type} is reserved")


def _take(buf: bytes, pos: int, length: int) -> bytes:
    chunk = buf[pos:pos + length]
    if len(chunk) != length:
        raise ValueError("a value runs past its record")
    return chunk


def _varint(buf: bytes, pos: int) -> tuple[int, int]:
    value = 0
    for i in range(8):
        byte = buf[pos + i]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, pos + i + 1
    return (value << 8) | buf[pos + 8], pos + 9
