"""The training loop both models share: seeded, one thread, AdamW on a one-cycle schedule, the model
checked on the dev photos every so often and exported to ONNX at each best (a run cut short still
leaves its best model)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any, Callable

import cv2
import numpy as np
import torch
from torch import nn


def arguments(doc: str, steps: int, batch: int, every: int, out: Path) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--steps", type=int, default=steps)
    parser.add_argument("--batch", type=int, default=batch)
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--out", type=Path, default=out)
    parser.add_argument("--every", type=int, default=every, help="steps between checks on the dev photos")
    return parser.parse_args()


def seeded(seed: int) -> np.random.Generator:
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    cv2.setNumThreads(1)
    return np.random.default_rng(seed)


def export(model: nn.Module, example: torch.Tensor, path: Path, names: tuple[str, ...], dynamic: dict[int, str]) -> None:
    """``names``: the input's, then the outputs'."""
    training = model.training
    model.eval()
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.onnx.export(model, (example,), str(path), input_names=[names[0]], output_names=list(names[1:]),
                      dynamic_axes={names[0]: dynamic}, opset_version=13, dynamo=False)
    model.train(training)


def fit(model: nn.Module, args: argparse.Namespace, loss_of_batch: Callable[[], torch.Tensor],
        check: Callable[[], tuple[Any, str]], save: Callable[[], None]) -> Any:
    """Train for args.steps; ``check`` gives (score to maximise, words for the log) on the dev photos;
    ``save`` exports the model. Ends with the best state loaded and saved; returns its score."""
    optimiser = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, max_lr=3e-3, total_steps=args.steps, pct_start=0.05)
    best: Any = None
    best_state: dict[str, torch.Tensor] = {}
    start = time.time()
    for step in range(1, args.steps + 1):
        loss = loss_of_batch()
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        schedule.step()
        if step % args.every == 0 or step == args.steps:
            model.eval()
            with torch.no_grad():
                score, words = check()
            model.train()
            mark = ""
            if best is None or score >= best:
                best, best_state, mark = score, {k: v.clone() for k, v in model.state_dict().items()}, " *"
                save()
            print(f"step {step}: loss {loss.item():.3f}; dev {words}; {time.time() - start:.0f} s{mark}", flush=True)
    model.load_state_dict(best_state)
    save()
    return best
