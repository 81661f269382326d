"""The space taught cells are compared in: linear discriminant analysis fitted to the references.

Within one class, features vary with the light and with each tile's own drawing; between classes, with
what tells them apart. Whitening the within-class scatter and keeping the directions along which the
class means differ weighs every feature by how well it separates the classes this box was taught,
so a feature that only adds noise for these tiles (the colour of two green terrains) stops counting.
"""

from __future__ import annotations

import numpy as np

RIDGE = 0.01  # the within-class scatter is regularised by this share of its mean variance


def discriminant(vectors: np.ndarray, labels: np.ndarray) -> np.ndarray:
    """F x D projection: within-class scatter whitened (regularised), then the directions along which the
    classes' means differ (at most classes - 1 of them)."""
    classes = sorted(set(labels.tolist()))
    centred = np.concatenate([vectors[labels == name] - vectors[labels == name].mean(axis=0) for name in classes])
    scatter = centred.T @ centred / len(centred)
    scatter += np.eye(len(scatter)) * RIDGE * np.trace(scatter) / len(scatter) + np.eye(len(scatter)) * 1e-9
    values, axes = np.linalg.eigh(scatter)
    whiten: np.ndarray = axes / np.sqrt(values)
    if len(classes) < 2:
        return whiten
    means = np.stack([vectors[labels == name].mean(axis=0) for name in classes]) @ whiten
    _, strength, directions = np.linalg.svd(means - means.mean(axis=0), full_matrices=False)
    kept = directions[strength > 1e-6 * strength.max()]
    projection: np.ndarray = whiten @ kept.T
    return projection
