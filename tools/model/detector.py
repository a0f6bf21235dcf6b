"""The log-end detector network and the Python side of decoding and scoring.

The Node worker (libs/log-detector) decodes the same two outputs; this file is
only used for training, checkpoint selection and export.
"""

from __future__ import annotations

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

STRIDE = 4


def conv(cin: int, cout: int, stride: int = 1) -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, stride, 1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(inplace=True),
    )


class Residual(nn.Module):
    def __init__(self, channels: int) -> None:
        super().__init__()
        self.first = conv(channels, channels)
        self.second = nn.Sequential(
            nn.Conv2d(channels, channels, 3, 1, 1, bias=False), nn.BatchNorm2d(channels)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.relu(x + self.second(self.first(x)))


def stage(cin: int, cout: int, blocks: int) -> nn.Sequential:
    return nn.Sequential(conv(cin, cout, 2), *[Residual(cout) for _ in range(blocks)])


class LogEndNet(nn.Module):
    """A small encoder with a top-down path back to stride 4."""

    def __init__(self, width: int = 32) -> None:
        super().__init__()
        c4, c8, c16, c32 = width, width * 3 // 2, width * 2, width * 3
        self.stem = nn.Sequential(conv(3, 16, 2), conv(16, c4, 2), Residual(c4))
        self.down8 = stage(c4, c8, 2)
        self.down16 = stage(c8, c16, 2)
        self.down32 = stage(c16, c32, 2)
        self.lateral32 = nn.Conv2d(c32, width, 1)
        self.lateral16 = nn.Conv2d(c16, width, 1)
        self.lateral8 = nn.Conv2d(c8, width, 1)
        self.lateral4 = nn.Conv2d(c4, width, 1)
        self.smooth = nn.Sequential(conv(width, width), conv(width, width))
        self.head = nn.Conv2d(width, 5, 1)
        with torch.no_grad():
            self.head.bias.zero_()
            self.head.bias[0] = -2.19

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        f4 = self.stem(x)
        f8 = self.down8(f4)
        f16 = self.down16(f8)
        f32 = self.down32(f16)
        p = self.lateral32(f32)
        p = self.lateral16(f16) + F.interpolate(p, scale_factor=2.0, mode="nearest")
        p = self.lateral8(f8) + F.interpolate(p, scale_factor=2.0, mode="nearest")
        p = self.lateral4(f4) + F.interpolate(p, scale_factor=2.0, mode="nearest")
        return self.head(self.smooth(p))

    def inference(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Peaks of the centre heat map and, per cell, width, height and offset in cells."""
        out = self.forward(x)
        heat = torch.sigmoid(out[:, 0:1])
        peaks = heat * (F.max_pool2d(heat, 3, 1, 1) == heat).float()
        boxes = torch.cat([torch.exp(out[:, 1:3]), torch.sigmoid(out[:, 3:5])], dim=1)
        return peaks, boxes


class Exported(nn.Module):
    """The graph that ships: optionally averages the photo and its mirror image (flip test-time
    augmentation), then keeps only local maxima of the centre heat map."""

    def __init__(self, model: LogEndNet, mirrored: bool = False) -> None:
        super().__init__()
        self.model = model
        self.mirrored = mirrored

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        if not self.mirrored:
            return self.model.inference(x)
        out = self.model(torch.cat([x, torch.flip(x, dims=[3])], dim=0))
        plain, mirror = out[0:1], torch.flip(out[1:2], dims=[3])
        heat = (torch.sigmoid(plain[:, 0:1]) + torch.sigmoid(mirror[:, 0:1])) / 2
        size = torch.exp((plain[:, 1:3] + mirror[:, 1:3]) / 2)
        # A mirrored x offset o inside a cell is 1 - o in the original; y is unchanged.
        offset_x = (torch.sigmoid(plain[:, 3:4]) + 1 - torch.sigmoid(mirror[:, 3:4])) / 2
        offset_y = (torch.sigmoid(plain[:, 4:5]) + torch.sigmoid(mirror[:, 4:5])) / 2
        peaks = heat * (F.max_pool2d(heat, 3, 1, 1) == heat).float()
        return peaks, torch.cat([size, offset_x, offset_y], dim=1)


def iou_matrix(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    if len(a) == 0 or len(b) == 0:
        return np.zeros((len(a), len(b)), dtype=np.float32)
    x1 = np.maximum(a[:, None, 0], b[None, :, 0])
    y1 = np.maximum(a[:, None, 1], b[None, :, 1])
    x2 = np.minimum(a[:, None, 2], b[None, :, 2])
    y2 = np.minimum(a[:, None, 3], b[None, :, 3])
    inter = (x2 - x1).clip(0) * (y2 - y1).clip(0)
    area_a = (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / np.maximum(area_a[:, None] + area_b[None, :] - inter, 1e-9)


def decode(peaks: np.ndarray, boxes: np.ndarray, threshold: float, overlap: float = 0.5) -> np.ndarray:
    """Boxes (x1, y1, x2, y2, score) in input pixels, overlaps suppressed."""
    ys, xs = np.nonzero(peaks[0] > threshold)
    scores = peaks[0, ys, xs]
    w, h = boxes[0, ys, xs] * STRIDE, boxes[1, ys, xs] * STRIDE
    cx, cy = (xs + boxes[2, ys, xs]) * STRIDE, (ys + boxes[3, ys, xs]) * STRIDE
    found = np.stack([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, scores], axis=1)
    found = found[np.argsort(-scores)]
    kept: list[int] = []
    ious = iou_matrix(found[:, :4], found[:, :4])
    suppressed = np.zeros(len(found), dtype=bool)
    for index in range(len(found)):
        if suppressed[index]:
            continue
        kept.append(index)
        suppressed |= ious[index] > overlap
    return found[kept]


def evaluate_detections(detections: list[np.ndarray], truths: list[np.ndarray]) -> dict:
    true_positive = detected = truth = 0
    count_errors = []
    for found, expected in zip(detections, truths):
        ious = iou_matrix(found[:, :4], expected)
        matched = np.zeros(len(expected), dtype=bool)
        for index in range(len(found)):  # already sorted by score
            if len(expected) == 0:
                break
            row = np.where(matched, -1, ious[index])
            best = int(np.argmax(row))
            if row[best] >= 0.5:
                matched[best] = True
                true_positive += 1
        detected += len(found)
        truth += len(expected)
        if len(expected):
            count_errors.append(abs(len(found) - len(expected)) / len(expected) * 100)
    return {
        "images": len(truths),
        "truth": truth,
        "detected": detected,
        "precision": round(true_positive / max(detected, 1), 4),
        "recall": round(true_positive / max(truth, 1), 4),
        "countErrorPct": round(float(np.mean(count_errors)) if count_errors else 0.0, 2),
    }
