"""What a cell looks like, as numbers that survive the table's lighting and the tile's orientation.

- colour: chromaticity (each channel over their sum), which a brighter or dimmer lamp leaves alone,
  as a smoothed 2-D histogram plus its mean and spread;
- texture: rotation-invariant uniform local binary patterns at four radii (they compare each pixel with
  its neighbours, so they ignore the light level), the edge density relative to brightness, Gabor
  energy at three scales (how strong, and how much one direction dominates: stripes of wheat or
  reeds against the blobs of a forest);
- drawn objects: the spread of lightness around the median (a black pit, a pale castle wall, a gold crown
  change the tails while the mean stays).
Patches are square, batched as N x S x S x 3 uint8.
"""

from __future__ import annotations

import cv2
import numpy as np

from companion.vision.images import Image

VERSION = 2  # stored with references; bump when the features change so old REFS are recomputed
PATCH = 48  # pixels per side of the patch features are taken from
CHROMA_BINS = 6
GABOR_WAVELENGTHS = (4, 8, 16)  # px: fine grain to a tree's crown
QUANTILES = (2, 10, 25, 75, 90, 98)


def _riu2_table() -> np.ndarray:
    """Map each 8-bit pattern to its rotation-invariant uniform class: 0-8 ones if uniform, else 9."""
    table = np.zeros(256, np.int64)
    for code in range(256):
        bits = [(code >> i) & 1 for i in range(8)]
        transitions = sum(bits[i] != bits[(i + 1) % 8] for i in range(8))
        table[code] = sum(bits) if transitions <= 2 else 9
    return table


RIU2 = _riu2_table()


def lbp_histograms(gray: np.ndarray, radius: int) -> np.ndarray:
    """N x 10 normalised histograms of rotation-invariant uniform LBP codes."""
    n, h, w = gray.shape
    centre = gray[:, radius:h - radius, radius:w - radius]
    code = np.zeros(centre.shape, np.int64)
    for bit, angle in enumerate(np.arange(8) * np.pi / 4):
        dy, dx = int(round(-radius * np.sin(angle))), int(round(radius * np.cos(angle)))
        neighbour = gray[:, radius + dy:h - radius + dy, radius + dx:w - radius + dx]
        code |= (neighbour >= centre + 2).astype(np.int64) << bit  # +2: sensor noise is not texture
    classes = RIU2[code].reshape(n, -1)
    counts = np.stack([np.bincount(row, minlength=10) for row in classes]).astype(np.float32)
    normalised: np.ndarray = counts / counts.sum(axis=1, keepdims=True)
    return normalised


def chroma_features(patches: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    rgb = patches.astype(np.float32) + 1.0
    chroma = rgb / rgb.sum(axis=3, keepdims=True)  # N x S x S x 3, sums to 1
    n = len(patches)
    bins = np.clip((chroma[..., :2] * CHROMA_BINS * 1.5).astype(np.int64), 0, CHROMA_BINS - 1)
    flat = (bins[..., 0] * CHROMA_BINS + bins[..., 1]).reshape(n, -1)
    counts = np.stack([np.bincount(row, minlength=CHROMA_BINS ** 2) for row in flat]).astype(np.float32)
    squares = counts.reshape(n, CHROMA_BINS, CHROMA_BINS)
    hist = np.stack([cv2.GaussianBlur(h, (3, 3), 0.7) for h in squares]).reshape(n, -1).astype(np.float32)
    hist /= hist.sum(axis=1, keepdims=True)
    flat_chroma = chroma.reshape(n, -1, 3)
    stats = np.concatenate([flat_chroma.mean(axis=1) * 4, flat_chroma.std(axis=1) * 8], axis=1)
    return hist, stats


def edge_features(gray: np.ndarray) -> np.ndarray:
    gx = np.abs(np.diff(gray, axis=2)).mean(axis=(1, 2))
    gy = np.abs(np.diff(gray, axis=1)).mean(axis=(1, 2))
    level = gray.mean(axis=(1, 2)) + 8
    contrast = gray.reshape(len(gray), -1).std(axis=1) / level
    return np.stack([(gx + gy) / level * 2, contrast * 2], axis=1)


def orientation_histograms(gray: np.ndarray, bins: int = 6) -> np.ndarray:
    """Gradient directions folded to a quarter turn (a tile may lie in any of four orientations),
    weighted by strength: stripes and checks peak at 0 degrees, diamonds and zigzags at 45."""
    gx = np.stack([cv2.Sobel(g, cv2.CV_32F, 1, 0, ksize=3) for g in gray])
    gy = np.stack([cv2.Sobel(g, cv2.CV_32F, 0, 1, ksize=3) for g in gray])
    magnitude = np.hypot(gx, gy).reshape(len(gray), -1)
    angle = (np.arctan2(gy, gx).reshape(len(gray), -1) % (np.pi / 2)) / (np.pi / 2)
    index = np.minimum((angle * bins).astype(np.int64), bins - 1)
    hist = np.stack([np.bincount(i, weights=m, minlength=bins) for i, m in zip(index, magnitude)])
    normalised: np.ndarray = (hist / (hist.sum(axis=1, keepdims=True) + 1e-6)).astype(np.float32)
    return normalised


def radial_spectrum(gray: np.ndarray, bins: int = 8) -> np.ndarray:
    """How the pattern's energy spreads over scales (fine weave to broad bands), whatever its angle:
    the power spectrum of the contrast-normalised patch, summed over rings of frequency."""
    n, size = gray.shape[0], gray.shape[1]
    flat = gray.reshape(n, -1)
    contrast = ((flat - flat.mean(axis=1, keepdims=True)) / (flat.std(axis=1, keepdims=True) + 4)).reshape(gray.shape)
    window = np.outer(np.hanning(size), np.hanning(size)).astype(np.float32)
    power = np.abs(np.fft.fftshift(np.fft.fft2(contrast * window), axes=(1, 2))) ** 2
    ys, xs = np.mgrid[0:size, 0:size] - size // 2
    ring = np.minimum((np.hypot(ys, xs) / (size / 2) * bins).astype(np.int64), bins)  # bins = corners
    sums = np.stack([np.bincount(ring.ravel(), weights=p.ravel(), minlength=bins + 1)[:bins] for p in power])
    normalised: np.ndarray = (sums / (sums.sum(axis=1, keepdims=True) + 1e-6)).astype(np.float32)
    return normalised


def gabor_energy(gray: np.ndarray) -> np.ndarray:
    """Per wavelength: mean Gabor energy over four directions (relative to brightness), and the strongest
    direction's share (1 for blobs, more for stripes), whatever way the tile is turned."""
    level = gray.mean(axis=(1, 2)) + 8
    out = []
    for wavelength in GABOR_WAVELENGTHS:
        energies = []
        for angle in np.arange(4) * np.pi / 4:
            kernel = cv2.getGaborKernel((0, 0), wavelength * 0.5, angle, wavelength, 0.6, 0)
            kernel -= kernel.mean()  # no response to the light level
            energies.append([np.abs(cv2.filter2D(g, cv2.CV_32F, kernel)).mean() for g in gray])
        per_angle = np.array(energies).T
        out += [per_angle.mean(axis=1) / level, per_angle.max(axis=1) / (per_angle.mean(axis=1) + 1e-3)]
    return np.stack(out, axis=1).astype(np.float32)


def lightness_tails(gray: np.ndarray) -> np.ndarray:
    flat = gray.reshape(len(gray), -1)
    median = np.median(flat, axis=1, keepdims=True)
    tails: np.ndarray = ((np.percentile(flat, QUANTILES, axis=1).T - median) / (median + 20)).astype(np.float32)
    return tails


CHUNK = 200  # patches whose features are worked out together: the working arrays stay a few tens of MB


def features(patches: np.ndarray) -> np.ndarray:
    """N x F feature vectors for N x PATCH x PATCH x 3 BGR patches (compared in the space grid.py fits to
    the taught references, which weighs each one by how well it tells the taught classes apart)."""
    if len(patches) > CHUNK:  # 16 taught photos are 2400 augmented patches: a gigabyte of spectra at once
        return np.concatenate([features(patches[k:k + CHUNK]) for k in range(0, len(patches), CHUNK)])
    gray = np.stack([cv2.cvtColor(p, cv2.COLOR_BGR2GRAY) for p in patches]).astype(np.float32)
    smooth = np.stack([cv2.GaussianBlur(g, (3, 3), 0.8) for g in gray])
    hist, stats = chroma_features(patches)
    half = np.stack([cv2.resize(g, (PATCH // 2, PATCH // 2), interpolation=cv2.INTER_AREA) for g in gray])
    lbp = np.concatenate([lbp_histograms(smooth, radius) for radius in (1, 2, 3, 4)] +
                         [lbp_histograms(half, 1), lbp_histograms(half, 2)], axis=1)
    return np.concatenate([hist, stats, lbp, edge_features(smooth), orientation_histograms(smooth),
                           radial_spectrum(gray), gabor_energy(gray), lightness_tails(gray)], axis=1).astype(np.float32)


def augment(patches: np.ndarray, labels: list[str]) -> tuple[np.ndarray, list[str]]:
    """Each reference as the table might show it again: a quarter turn (the features are nearly
    turn-proof already), under a dimmer warmer lamp or a brighter cooler one."""
    lamps = [np.array(gains, np.float32) for gains in ((1, 1, 1), (0.8, 0.72, 0.64), (1.12, 1.25, 1.38))]  # B, G, R
    out, names = [], []
    for patch, label in zip(patches, labels):
        for turn in (0, 1):
            turned = np.rot90(patch, turn).astype(np.float32)
            for lamp in lamps:
                out.append(np.clip(turned * lamp, 0, 255).astype(np.uint8))
                names.append(label)
    return np.stack(out), names


def cell_patches(grid: Image, rows: int, cols: int, margin: float = 0.16) -> np.ndarray:
    """rows*cols patches (row-major) from a top-down image of exactly the grid, each cell's centre
    with ``margin`` of its side trimmed off every edge (grid lines, neighbours, a tile laid askew)."""
    h, w = grid.shape[:2]
    patches = []
    for r in range(rows):
        for c in range(cols):
            y0, y1 = (r + margin) * h / rows, (r + 1 - margin) * h / rows
            x0, x1 = (c + margin) * w / cols, (c + 1 - margin) * w / cols
            cell = grid[int(y0):max(int(y1), int(y0) + 1), int(x0):max(int(x1), int(x0) + 1)]
            patches.append(cv2.resize(cell, (PATCH, PATCH), interpolation=cv2.INTER_AREA))
    return np.stack(patches)
