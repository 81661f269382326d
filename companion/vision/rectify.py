"""Find the play area and look at it from straight above.

In order: the calibration sheet's ArUco markers (ids 0-3 clockwise from the top-left; the grid's corners
are the markers' inner corners, see calibration.py), else the largest convex quadrilateral outline in the
photograph (a mat or a board edge), else nothing (the caller decides: the CLI reads the whole image).
Corners tapped on the touch screen go straight to ``warp``.
"""

from __future__ import annotations

import cv2
import numpy as np

from companion.vision.images import Image

DICTIONARY = cv2.aruco.DICT_4X4_50
MARKER_IDS = (0, 1, 2, 3)  # top-left, top-right, bottom-right, bottom-left of the area
INNER_CORNER = {0: 2, 1: 3, 2: 0, 3: 1}  # each marker's corner that touches the area
MIN_QUAD_SHARE = 0.08  # a quadrilateral smaller than this share of the photo is not the play area


def detectors() -> list[cv2.aruco.ArucoDetector]:
    """OpenCV's defaults, then a more lenient pass for blurred or compressed photographs."""
    lenient = cv2.aruco.DetectorParameters()
    lenient.adaptiveThreshWinSizeMax = 53
    lenient.polygonalApproxAccuracyRate = 0.06
    lenient.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    dictionary = cv2.aruco.getPredefinedDictionary(DICTIONARY)
    return [cv2.aruco.ArucoDetector(dictionary, cv2.aruco.DetectorParameters()),
            cv2.aruco.ArucoDetector(dictionary, lenient)]


def marker_corners(image: Image) -> np.ndarray | None:
    """The area's four corners (TL, TR, BR, BL) from the calibration markers; with one marker hidden
    (a hand, a box lid) its corner is completed as a parallelogram. None with two or more missing."""
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    found: dict[int, np.ndarray] = {}
    for detector in detectors():
        corners, ids, _ = detector.detectMarkers(gray)
        if ids is not None:
            found.update({int(i): c.reshape(4, 2) for i, c in zip(ids.ravel(), corners) if int(i) in MARKER_IDS})
        if len(found) == 4:
            break
    if len(found) < 3:
        return None
    points = {m: found[m][INNER_CORNER[m]] for m in found}
    for missing in set(MARKER_IDS) - set(points):  # opposite corner + the two neighbours' offsets
        a, b, opposite = points[(missing + 1) % 4], points[(missing + 3) % 4], points[(missing + 2) % 4]
        points[missing] = a + b - opposite
    return np.array([points[m] for m in MARKER_IDS], np.float32)


def order_corners(points: np.ndarray) -> np.ndarray:
    """Four points as TL, TR, BR, BL (by the sums and differences of their coordinates)."""
    points = points.reshape(4, 2).astype(np.float32)
    s, d = points.sum(axis=1), np.diff(points, axis=1).ravel()
    return np.array([points[np.argmin(s)], points[np.argmin(d)], points[np.argmax(s)], points[np.argmax(d)]],
                    np.float32)


def outline_masks(image: Image) -> list[Image]:
    """Two views of what stands out: edges (Canny, closed up) and what differs from the photo's border
    colour (the table around the area)."""
    blurred = cv2.GaussianBlur(image, (5, 5), 0)
    edges = cv2.dilate(cv2.Canny(cv2.cvtColor(blurred, cv2.COLOR_BGR2GRAY), 30, 90), np.ones((3, 3), np.uint8))
    lab = cv2.cvtColor(blurred, cv2.COLOR_BGR2Lab).astype(np.float32)
    border = np.concatenate([lab[:4].reshape(-1, 3), lab[-4:].reshape(-1, 3), lab[:, :4].reshape(-1, 3),
                             lab[:, -4:].reshape(-1, 3)])
    distance = np.linalg.norm(lab - np.median(border, axis=0), axis=2)
    spread = float(np.percentile(np.linalg.norm(border - np.median(border, axis=0), axis=1), 90))
    differs = ((distance > max(20.0, 2 * spread)) * 255).astype(np.uint8)
    differs = cv2.morphologyEx(differs, cv2.MORPH_CLOSE, np.ones((9, 9), np.uint8))
    return [edges, differs]


def line_crossing(p1: np.ndarray, p2: np.ndarray, p3: np.ndarray, p4: np.ndarray) -> np.ndarray | None:
    """Where the line p1-p2 meets the line p3-p4 (None if parallel)."""
    d1, d2 = p2 - p1, p4 - p3
    denominator = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(denominator) < 1e-9:
        return None
    t = ((p3[0] - p1[0]) * d2[1] - (p3[1] - p1[1]) * d2[0]) / denominator
    crossing: np.ndarray = p1 + t * d1
    return crossing


def quad_of(hull: np.ndarray) -> np.ndarray | None:
    """Four corners enclosing a convex outline: its short sides are dropped one at a time, extending the
    neighbouring sides until they meet (this restores a corner cut off by a weak edge or the frame).
    None if the outline is not four-sided (the quadrilateral would add more than 12% to its area)."""
    polygon = cv2.approxPolyDP(hull, 0.01 * cv2.arcLength(hull, True), True).reshape(-1, 2).astype(np.float64)
    while len(polygon) > 4:
        best: tuple[float, int, np.ndarray] | None = None
        n = len(polygon)
        for i in range(n):  # drop side i (polygon[i] -> polygon[i+1])
            a, b, c, d = polygon[i - 1], polygon[i], polygon[(i + 1) % n], polygon[(i + 2) % n]
            corner = line_crossing(a, b, d, c)
            if corner is None:
                continue
            u, v = b - corner, c - corner
            added = abs(float(u[0] * v[1] - u[1] * v[0])) / 2  # the triangle the new corner adds
            if best is None or added < best[0]:
                best = (added, i, corner)
        if best is None:
            return None
        _, i, corner = best
        polygon = np.array([corner if j == i else polygon[j] for j in range(n) if j != (i + 1) % n])
    if len(polygon) != 4:
        return None
    quad = polygon.astype(np.float32).reshape(4, 1, 2)
    return quad if cv2.contourArea(quad) <= 1.12 * cv2.contourArea(hull) else None


def largest_quad(image: Image) -> np.ndarray | None:
    """The corners of the largest convex four-sided outline, or None."""
    best, best_area = None, MIN_QUAD_SHARE * image.shape[0] * image.shape[1]
    for mask in outline_masks(image):
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        for contour in sorted(contours, key=cv2.contourArea, reverse=True)[:5]:
            hull = cv2.convexHull(contour)
            area = cv2.contourArea(hull)
            if area <= best_area or area > 0.98 * image.shape[0] * image.shape[1]:
                continue
            quad = quad_of(hull)
            if quad is not None:
                best, best_area = quad, area
    return None if best is None else order_corners(best)


def warp(image: Image, corners: np.ndarray, width: int, height: int) -> Image:
    """The quadrilateral ``corners`` (TL, TR, BR, BL) as a width x height top-down image."""
    target = np.array([[0, 0], [width, 0], [width, height], [0, height]], np.float32)
    matrix = cv2.getPerspectiveTransform(corners.astype(np.float32), target)
    return cv2.warpPerspective(image, matrix, (width, height), flags=cv2.INTER_AREA)


def find_area(image: Image) -> tuple[np.ndarray | None, str]:
    """The play area's corners and how they were found: "markers", "outline" or "none"."""
    corners = marker_corners(image)
    if corners is not None:
        return corners, "markers"
    corners = largest_quad(image)
    return (corners, "outline") if corners is not None else (None, "none")
