"""Train the value reader (companion/vision/models/dice_values.onnx): a die's value from its crop.

    python -m tools.dice_training.values [--steps N] [--seed S]   (./dev train-dice runs it)

Crops are cut as the app cuts them (companion.vision.dice_net.crop_matrix) around the labelled boxes of
the "train" photos, turned to any angle (a die's value does not depend on it), mirrored, moved and
zoomed as much as the finder's boxes are off, recoloured, blurred, noised and JPEG'd. The step that
reads the "dev" photos' dice best is kept; "held_out" is never looked at.
"""

from __future__ import annotations

import cv2
import numpy as np
import torch
import torch.nn.functional as F

from companion.vision.dice_net import CROP, VALUES_MODEL, crop_matrix, crops
from tools.dice_training.augment import as_input, degrade, recolour
from tools.dice_training.data import Photo, load, split
from tools.dice_training.loop import arguments, export, fit, seeded
from tools.dice_training.model import ValueNet

Die = tuple[np.ndarray, tuple[float, float, float, float], int]  # photo, box, value


def dice_of(photos: list[Photo]) -> list[Die]:
    found = []
    for photo in photos:
        image = cv2.imread(str(photo.path))
        found += [(image, box, value) for box, value in zip(photo.boxes, photo.values)]
    return found


def sample(die: Die, rng: np.random.Generator) -> tuple[np.ndarray, int]:
    image, box, value = die
    matrix = crop_matrix(box, float(rng.uniform(0, 360)), tuple(rng.normal(0, 0.04, 2)), float(rng.uniform(0.85, 1.15)))
    square = cv2.warpAffine(image, matrix, (CROP, CROP), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)
    if rng.random() < 0.5:
        square = np.ascontiguousarray(square[:, ::-1])
    return as_input(degrade(recolour(square, rng), rng)), value - 1


def accuracy(model: ValueNet, dice: list[Die]) -> float:
    right = sum(int(model(torch.from_numpy(crops(image, [box])))[0][0].argmax()) == value - 1 for image, box, value in dice)
    return right / len(dice)


def main() -> None:
    args = arguments(__doc__, steps=4000, batch=64, every=250, out=VALUES_MODEL)
    rng = seeded(args.seed)
    parts = split(load())
    train, dev = dice_of(parts["train"]), dice_of(parts["dev"])
    model = ValueNet()

    def loss_of_batch() -> torch.Tensor:
        batch = [sample(train[rng.integers(len(train))], rng) for _ in range(args.batch)]
        images = torch.from_numpy(np.stack([b[0] for b in batch]))
        return F.cross_entropy(model.raw(images), torch.tensor([b[1] for b in batch]), label_smoothing=0.05)

    def check() -> tuple[float, str]:
        score = accuracy(model, dev)
        return score, f"dice read right {score:.3f}"

    def save() -> None:
        export(model, torch.zeros(1, 3, CROP, CROP), args.out, ("crops", "values", "look"), {0: "dice"})

    best = fit(model, args, loss_of_batch, check, save)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB); best dev {best:.3f}")


if __name__ == "__main__":
    main()
