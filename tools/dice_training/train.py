"""Train the dice model on the shared real photos and export it to companion/vision/models/dice.onnx.

    python -m tools.dice_training.train [--steps N] [--seed S]   (./dev train-dice runs it)

Seeded and single-threaded, so a run is repeatable on one machine. Trains on the "train" photos of
tools.dice_training.data, keeps the step that reads the "dev" photos best, never looks at "held_out".
"""

from __future__ import annotations

import cv2
import numpy as np
import torch
import torch.nn.functional as F

from companion.vision.dice_net import MODEL, SIZE_UNIT, STRIDE, decode, prepare
from tools.dice_training.augment import as_input, dice_of, sample
from tools.dice_training.data import Photo, load, split
from tools.dice_training.loop import arguments, export, fit, seeded
from tools.dice_training.metrics import Tally
from tools.dice_training.model import DiceNet

SIDE = 256  # training window (the network is fully convolutional: it reads whole photos later)


def targets(dice: list[np.ndarray], cells: int) -> tuple[torch.Tensor, list[tuple[int, int, int, np.ndarray]]]:
    """Gaussian centre maps (B x 1 x G x G) and, per die, (batch, row, col, its cx cy w h value)."""
    heat = np.zeros((len(dice), 1, cells, cells), np.float32)
    points = []
    ys, xs = np.mgrid[0:cells, 0:cells]
    for b, items in enumerate(dice):
        for die in items:
            gx, gy = die[0] / STRIDE, die[1] / STRIDE
            col, row = min(int(gx), cells - 1), min(int(gy), cells - 1)
            sigma = max(0.8, min(die[2], die[3]) / STRIDE / 6)
            blob = np.exp(-((xs - col) ** 2 + (ys - row) ** 2) / (2 * sigma ** 2))
            heat[b, 0] = np.maximum(heat[b, 0], blob)
            points.append((b, row, col, die))
    return torch.from_numpy(heat), points


def loss_of(raw: torch.Tensor, heat: torch.Tensor, points: list[tuple[int, int, int, np.ndarray]]) -> torch.Tensor:
    p = torch.sigmoid(raw[:, :1]).clamp(1e-4, 1 - 1e-4)
    pos = heat.eq(1).float()
    focal = -(pos * (1 - p) ** 2 * torch.log(p) + (1 - pos) * (1 - heat) ** 4 * p ** 2 * torch.log(1 - p)).sum()
    total = focal / max(len(points), 1)
    if not points:
        return total
    cells = raw.shape[2]
    b, r, c = (torch.tensor([pt[i] for pt in points]) for i in range(3))
    die = torch.from_numpy(np.stack([pt[3] for pt in points]))
    size = F.relu(raw[b, 1:3, r, c])
    total = total + F.l1_loss(size, die[:, 2:4] / SIZE_UNIT)
    offset = torch.sigmoid(raw[b, 3:5, r, c])
    total = total + F.l1_loss(offset, torch.stack([die[:, 0] / STRIDE - c, die[:, 1] / STRIDE - r], 1))
    value = (die[:, 4] - 1).long()
    for dr in (-1, 0, 1):  # the value is asked at the centre and its neighbours: a peak may be one cell off
        for dc in (-1, 0, 1):
            rr, cc = (r + dr).clamp(0, cells - 1), (c + dc).clamp(0, cells - 1)
            weight = 1.0 if dr == dc == 0 else 0.25
            total = total + weight * F.cross_entropy(raw[b, 5:, rr, cc], value)
    return total


def evaluate(model: DiceNet, photos: list[Photo], images: list[np.ndarray]) -> Tally:
    tally = Tally()
    for photo, image in zip(photos, images):
        blob, factor = prepare(image)
        out = model(torch.from_numpy(blob))[0].numpy()
        found = decode(out, factor=factor)
        values = [int(np.argmax(out[5:11, int(cy // STRIDE), int(cx // STRIDE)])) + 1 for cx, cy in
                  (((d.box[0] + d.box[2]) / 2 * factor, (d.box[1] + d.box[3]) / 2 * factor) for d in found)]
        tally.add([(v, d.box) for v, d in zip(values, found)], photo.values, photo.boxes)
    return tally


def main() -> None:
    args = arguments(__doc__, steps=6000, batch=16, every=500, out=MODEL)
    rng = seeded(args.seed)
    parts = split(load())
    if not parts["train"]:
        raise SystemExit("no photos: put the shared dice photos in ../shared/data/dice-real or set DICE_REAL_DIR")
    train = [(cv2.imread(str(p.path)), dice_of(p)) for p in parts["train"]]
    dev_images = [cv2.imread(str(p.path)) for p in parts["dev"]]
    model = DiceNet()

    def loss_of_batch() -> torch.Tensor:
        batch = [sample(*train[rng.integers(len(train))], rng, SIDE) for _ in range(args.batch)]
        images = torch.from_numpy(np.stack([as_input(image) for image, _ in batch]))
        heat, points = targets([dice for _, dice in batch], SIDE // STRIDE)
        return loss_of(model.raw(images), heat, points)

    def check() -> tuple[tuple[int, float], str]:
        tally = evaluate(model, parts["dev"], dev_images)
        return (tally.exact, tally.f1), tally.summary()

    def save() -> None:
        export(model, torch.zeros(1, 3, 640, 640), args.out, ("image", "dice"), {2: "height", 3: "width"})

    best = fit(model, args, loss_of_batch, check, save)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB); best dev: {best[0]} photos exact, F1 {best[1]:.3f}")


if __name__ == "__main__":
    main()
