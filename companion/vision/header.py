"""An image's size read from its file header, before any pixel is decoded: a photo too big to read safely
is refused without the memory its pixels would take.

PNG, JPEG, BMP, TIFF and WebP (what a camera or a phone writes); anything else is not a known image.
"""

from __future__ import annotations

import struct
from typing import BinaryIO

SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")  # the files taken for images
HEAD = 64 * 1024  # enough for every header but a JPEG's, which is walked segment by segment
SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}  # frame headers
STANDALONE = {0x01, *range(0xD0, 0xD9)}  # markers with no length field


def image_size(source: BinaryIO) -> tuple[int, int] | None:
    """(width, height) from the header of an open file, or None if it is not a known image (or is cut short)."""
    head = source.read(HEAD)
    try:
        if head.startswith(b"\x89PNG\r\n\x1a\n") and head[12:16] == b"IHDR":
            width, height = struct.unpack(">II", head[16:24])
            return int(width), int(height)
        if head.startswith(b"\xff\xd8"):
            return _jpeg(source)
        if head.startswith(b"BM"):
            if struct.unpack("<I", head[14:18])[0] == 12:  # the old OS/2 header: 16-bit sides
                width, height = struct.unpack("<HH", head[18:22])
                return int(width), int(height)
            width, height = struct.unpack("<ii", head[18:26])
            return abs(width), abs(height)  # a negative height is a top-down bitmap
        if head[:4] in (b"II*\x00", b"MM\x00*"):
            return _tiff(head)
        if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
            return _webp(head)
    except struct.error:  # a header cut short
        return None
    return None


def _jpeg(source: BinaryIO) -> tuple[int, int] | None:
    source.seek(2)
    while True:
        marker = source.read(2)
        if len(marker) < 2 or marker[0] != 0xFF:
            return None
        if marker[1] == 0xFF:  # fill bytes before a marker
            source.seek(-1, 1)
            continue
        if marker[1] in STANDALONE:
            continue
        length = struct.unpack(">H", source.read(2))[0]
        if marker[1] in SOF:
            height, width = struct.unpack(">xHH", source.read(5))
            return width, height
        if marker[1] == 0xDA or length < 2:  # the picture's data began with no frame header
            return None
        source.seek(length - 2, 1)


def _tiff(head: bytes) -> tuple[int, int] | None:
    order = "<" if head[:2] == b"II" else ">"
    offset = struct.unpack(order + "I", head[4:8])[0]
    count = struct.unpack(order + "H", head[offset:offset + 2])[0]
    sides: dict[int, int] = {}
    for k in range(count):
        entry = head[offset + 2 + 12 * k:offset + 14 + 12 * k]
        tag, kind = struct.unpack(order + "HH", entry[:4])
        if tag in (256, 257):  # ImageWidth, ImageLength: a SHORT or a LONG
            sides[tag] = struct.unpack(order + ("H" if kind == 3 else "I"), entry[8:10] if kind == 3 else entry[8:12])[0]
    return (sides[256], sides[257]) if len(sides) == 2 else None


def _webp(head: bytes) -> tuple[int, int] | None:
    chunk = head[12:16]
    if chunk == b"VP8 ":
        width, height = struct.unpack("<HH", head[26:30])
        return width & 0x3FFF, height & 0x3FFF
    if chunk == b"VP8L":
        b = head[21:25]
        return 1 + (b[0] | (b[1] & 0x3F) << 8), 1 + (b[1] >> 6 | b[2] << 2 | (b[3] & 0x0F) << 10)
    if chunk == b"VP8X":
        return 1 + int.from_bytes(head[24:27], "little"), 1 + int.from_bytes(head[27:30], "little")
    return None
