"""How a reading compares with the labels of a photo: the figures every dice report gives."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

Box = tuple[float, float, float, float]


@dataclass
class Tally:
    right: int = 0  # dice found where a die is, with its value
    found: int = 0  # dice the reader reported
    present: int = 0  # dice in the photos
    photos: int = 0
    exact: int = 0  # photos whose values (ascending) were all read right
    count_error: int = 0  # |dice reported - dice present|, summed over the photos
    value_right: int = 0  # multiset agreement of the values, whatever the boxes
    by_value: dict[int, list[int]] = field(default_factory=dict)  # value -> [right, found, present]

    def add(self, got: list[tuple[int, Box]], values: tuple[int, ...], boxes: tuple[Box, ...]) -> None:
        """``got``: (value, box) per die reported, strongest first."""
        self.photos += 1
        self.found += len(got)
        self.present += len(values)
        self.count_error += abs(len(got) - len(values))
        self.exact += sorted(v for v, _ in got) == sorted(values)
        self.value_right += sum((Counter(v for v, _ in got) & Counter(values)).values())
        free = set(range(len(boxes)))
        for value, box in got:  # a die is right if its centre falls in a free labelled box of its value
            cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
            hit = next((k for k in sorted(free) if boxes[k][0] <= cx <= boxes[k][2] and boxes[k][1] <= cy <= boxes[k][3]),
                       None)
            self.by_value.setdefault(value, [0, 0, 0])[1] += 1
            if hit is not None:
                free.discard(hit)
                if values[hit] == value:
                    self.right += 1
                    self.by_value[value][0] += 1
        for value in values:
            self.by_value.setdefault(value, [0, 0, 0])[2] += 1

    @property
    def precision(self) -> float:
        return self.right / max(self.found, 1)

    @property
    def recall(self) -> float:
        return self.right / max(self.present, 1)

    @property
    def f1(self) -> float:
        return 2 * self.right / max(self.found + self.present, 1)

    @property
    def values_f1(self) -> float:
        """F1 of the values read against the values present, wherever the dice were found."""
        return 2 * self.value_right / max(self.found + self.present, 1)

    def summary(self) -> str:
        return (f"per-die F1 {self.f1:.3f} (precision {self.precision:.3f}, recall {self.recall:.3f}; "
                f"values alone {self.values_f1:.3f}), "
                f"{self.exact}/{self.photos} photos exact, count off by {self.count_error / max(self.photos, 1):.2f} "
                f"a photo")
