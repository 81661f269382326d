"""The network: a MobileNet-like encoder to 1/16 (each output cell sees a whole die and its
neighbourhood) and a small feature pyramid back to 1/4 (pips of 3-6 px stay resolved), about 0.2 M
weights, so that one 640x640 photo costs about 0.3 GMAC: a fraction of a second on one core of a Pi 4."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from companion.vision.dice_net import CHANNELS


def conv(cin: int, cout: int, k: int = 3, stride: int = 1, groups: int = 1) -> nn.Sequential:
    return nn.Sequential(nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False), nn.BatchNorm2d(cout),
                         nn.ReLU(inplace=True))


def separable(cin: int, cout: int, stride: int = 1) -> nn.Sequential:
    return nn.Sequential(conv(cin, cin, 3, stride, groups=cin), conv(cin, cout, 1))


class DiceNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.s2 = nn.Sequential(conv(3, 16, 3, 2), separable(16, 16))
        self.s4 = nn.Sequential(separable(16, 32, 2), separable(32, 32))
        self.s8 = nn.Sequential(separable(32, 64, 2), separable(64, 64), separable(64, 64))
        self.s16 = nn.Sequential(separable(64, 128, 2), separable(128, 128), separable(128, 128))
        self.up16, self.lat8, self.fuse8 = conv(128, 64, 1), conv(64, 64, 1), separable(64, 64)
        self.up8, self.lat4 = conv(64, 48, 1), conv(32, 48, 1)
        self.fuse4 = nn.Sequential(separable(48, 48), separable(48, 48))
        self.head = nn.Conv2d(48, CHANNELS, 1)
        nn.init.constant_(self.head.bias, 0.0)
        with torch.no_grad():
            self.head.bias[0] = -4.0  # few cells hold a die's centre: start there (focal loss practice)

    def raw(self, x: torch.Tensor) -> torch.Tensor:
        s4 = self.s4(self.s2(x))
        s8 = self.s8(s4)
        s16 = self.s16(s8)
        p8 = self.fuse8(self.lat8(s8) + F.interpolate(self.up16(s16), scale_factor=2.0, mode="nearest"))
        p4 = self.fuse4(self.lat4(s4) + F.interpolate(self.up8(p8), scale_factor=2.0, mode="nearest"))
        out: torch.Tensor = self.head(p4)
        return out

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """What the app reads: centre probability, size, offset in the cell, value probabilities."""
        out = self.raw(x)
        return torch.cat([torch.sigmoid(out[:, :1]), F.relu(out[:, 1:3]), torch.sigmoid(out[:, 3:5]),
                          torch.softmax(out[:, 5:], dim=1)], dim=1)


class ValueNet(nn.Module):
    """A die's value from its crop (companion.vision.dice_net.crops), about 35 MMAC a die; also the crop's
    look as a unit vector (what a die the table corrected is recognised by)."""

    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Sequential(conv(3, 16), conv(16, 32), nn.MaxPool2d(2), conv(32, 32), conv(32, 64), nn.MaxPool2d(2),
                                  conv(64, 64), nn.MaxPool2d(2), conv(64, 96), nn.AdaptiveAvgPool2d(1))
        self.out = nn.Linear(96, 6)

    def raw(self, x: torch.Tensor) -> torch.Tensor:
        logits: torch.Tensor = self.out(torch.flatten(self.body(x), 1))
        return logits

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        look = torch.flatten(self.body(x), 1)
        return torch.softmax(self.out(look), dim=1), F.normalize(look, dim=1)
