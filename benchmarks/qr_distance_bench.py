"""How far a phone can be from the screen and read the BG Stats code (docs/records.md#one-play-to-a-phone).

A model, not a phone: the code as the screen draws it (companion/screens/play_code.py: the code's page, 4 px a module
at 800x480 for a three-player play; the larger view, the code alone; 1280x720), on a 7" screen (800x480 at 133 px an
inch, 1280x720 at 210), seen by a phone's scanning preview (1920 px across a 70 degree field, as a 26 mm lens films
a barcode), its optics a Gaussian blur of 0.8 px, light noise and JPEG at 80; read with ZXing (zxing-cpp, the reader
Android's scanners are built on). Prints, for each, the farthest distance (5 cm steps) at which at least 2 of 3
frames read. A phone that films at 4K, or closer to the axis, reads farther: the figures compare, they do not
promise.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import cv2
import numpy as np
import segno
import zxingcpp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from companion.core.exports import create_play_link  # noqa: E402

PREVIEW_PX, FIELD_DEG = 1920, 70.0


def three_player_link() -> str:
    """A finished three-player play of four-letter names, as the result screen shows it (version 20)."""
    players = [{"name": name, "sourcePlayerId": name, "score": score, "rank": rank, "winner": rank == 1,
                "startPlayer": seat == 0, "color": colour}
               for seat, (name, score, rank, colour) in enumerate(
                   [("Anna", 12, 3, "red"), ("Eric", 18, 1, "blue"), ("Cleo", 15, 2, "white")])]
    return create_play_link({"sourceName": "Table Companion", "sourcePlayId": "4-20261120T180000Z",
                             "playDate": "2026-11-20 18:00:00", "durationMin": 52,
                             "game": {"name": "Kilim", "sourceGameId": "kilim", "highestWins": True, "noPoints": False},
                             "players": players})


def screen(link: str, size: tuple[int, int], quiet: int, whole: bool) -> tuple[np.ndarray, float]:
    """The screen's pixels: the code at the window's full height as play_code.QrCode draws it."""
    matrix = np.array([[0 if dark else 255 for dark in row] for row in
                       segno.make(link, error="l", micro=False).matrix_iter(scale=1, border=quiet)], np.uint8)
    width, height = size
    module = height / len(matrix)
    module = float(int(module)) if whole else module
    side = int(module * len(matrix))
    pixels = np.full((height, width), 255 if not whole else 24, np.uint8)  # the larger view's white screen
    top = (height - side) // 2
    pixels[top:top + side, top:top + side] = cv2.resize(matrix, (side, side), interpolation=cv2.INTER_NEAREST)
    return pixels, module


def filmed(pixels: np.ndarray, ppi: float, distance_cm: float, rng: np.random.Generator) -> np.ndarray:
    seen_mm = 2 * distance_cm * 10 * math.tan(math.radians(FIELD_DEG / 2))
    scale = 25.4 / ppi * PREVIEW_PX / seen_mm  # camera pixels per screen pixel
    height, width = pixels.shape
    frame = cv2.resize(pixels.astype(np.float32), (max(1, int(width * scale)), max(1, int(height * scale))),
                       interpolation=cv2.INTER_AREA)
    frame = cv2.GaussianBlur(frame, (0, 0), 0.8) * 0.8 + 20 + rng.normal(0, 6, frame.shape)
    _, jpeg = cv2.imencode(".jpg", np.clip(frame, 0, 255).astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, 80])
    return cv2.imdecode(jpeg, cv2.IMREAD_GRAYSCALE)


def farthest(pixels: np.ndarray, ppi: float, link: str) -> int:
    rng, best = np.random.default_rng(34), 0
    for distance in range(20, 201, 5):
        reads = sum(any(r.text == link for r in zxingcpp.read_barcodes(
            filmed(pixels, ppi, distance, rng), formats=zxingcpp.BarcodeFormat.QRCode)) for _ in range(3))
        if reads >= 2:
            best = distance
    return best


def main() -> None:
    link = three_player_link()
    version = segno.make(link, error="l", micro=False).version
    print(f"a three-player play: a link of {len(link)} characters, QR version {version}")
    for what, size, ppi, quiet, whole in (("800x480, the code's page", (800, 480), 133.0, 4, True),
                                          ("800x480, the larger view", (800, 480), 133.0, 2, False),
                                          ("1280x720, the code's page", (1280, 720), 210.0, 4, True)):
        pixels, module = screen(link, size, quiet, whole)
        mm = module * 25.4 / ppi
        print(f"{what}: {module:.2f} px a module ({mm:.2f} mm), read up to {farthest(pixels, ppi, link)} cm")


if __name__ == "__main__":
    main()
