"""Train the log-end detector from scratch on CPU and export it to ONNX.

The detector is a small centre-point network: a stride-4 heat map of log-end
centres, the box size (log of width and height in stride units) and a sub-cell
offset. The ONNX graph returns the heat map already peak-filtered (3 x 3 max
pooling), so the Node code only thresholds, decodes and suppresses overlaps.

Run with Debian's interpreter (python3.11 has python3-torch):
  python3.11 tools/model/train.py --data ../shared/datasets/wood-log-counting \
      --out tmp/model --minutes 60

Training can span sessions: with `--steps` the learning-rate schedule follows steps, not the
clock, the whole state (weights, moving average, optimiser, step, random generators, history)
is written to `<out>/state.pt` every `--save-minutes`, and `--continue` picks it up where it
stopped; `--minutes` is then this session's share of the run.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import random
import time
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image, ImageEnhance, ImageFilter

from detector import STRIDE, LogEndNet, decode, evaluate_detections

torch.set_num_threads(int(os.environ.get("TRAIN_THREADS", "2")))


@dataclass
class Sample:
    image: Image.Image
    boxes: np.ndarray  # (n, 4) x1 y1 x2 y2 in pixels
    # (m, 4) unlabelled log ends (see mine_ignore.py): no heat-map loss there
    ignore: np.ndarray = field(default_factory=lambda: np.zeros((0, 4), dtype=np.float32))


def read_labels(path: str, width: int, height: int) -> np.ndarray:
    boxes = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                values = [float(v) for v in line.split()]
                if len(values) == 5:
                    _, cx, cy, w, h = values
                    boxes.append([cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2])
                elif len(values) >= 7:
                    xs, ys = values[1::2], values[2::2]
                    boxes.append([min(xs), min(ys), max(xs), max(ys)])
    array = np.array(boxes, dtype=np.float32).reshape(-1, 4)
    array[:, [0, 2]] *= width
    array[:, [1, 3]] *= height
    return array


def load_split_named(root: str, split: str) -> list[tuple[str, Sample]]:
    image_dir = os.path.join(root, split, "images")
    samples = []
    for name in sorted(os.listdir(image_dir)):
        image = Image.open(os.path.join(image_dir, name)).convert("RGB")
        stem = os.path.splitext(name)[0]
        boxes = read_labels(os.path.join(root, split, "labels", stem + ".txt"), *image.size)
        samples.append((name, Sample(image, boxes)))
    return samples


def load_split(root: str, split: str) -> list[Sample]:
    return [sample for _, sample in load_split_named(root, split)]


def attach_ignore(named: list[tuple[str, Sample]], path: str, min_count: int, min_share: float) -> int:
    """Ignore regions on the photos whose labels are clearly incomplete (mine_ignore.py)."""
    with open(path, encoding="utf-8") as handle:
        mined = json.load(handle)
    used = 0
    for name, sample in named:
        entry = mined.get(name)
        if not entry:
            continue
        found = np.array(entry["unlabelled"], dtype=np.float32).reshape(-1, 5)
        if len(found) >= min_count and len(found) >= min_share * max(entry["labels"], 1):
            sample.ignore = found[:, :4].copy()
            used += 1
    return used


def augment(
    sample: Sample, size: int, rng: random.Random, scale_range: tuple[float, float] = (0.55, 1.6)
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Scale, crop, flip, light, blur and occlusion suited to photos of piles."""
    image = sample.image
    labelled = len(sample.boxes)
    boxes = np.concatenate([sample.boxes, sample.ignore]).astype(np.float32)
    scale = math.exp(rng.uniform(math.log(scale_range[0]), math.log(scale_range[1])))
    aspect = math.exp(rng.uniform(-0.15, 0.15))
    new_w = max(size, int(image.width * scale * aspect))
    new_h = max(size, int(image.height * scale / aspect))
    sx, sy = new_w / image.width, new_h / image.height
    image = image.resize((new_w, new_h), Image.BILINEAR)
    boxes[:, [0, 2]] *= sx
    boxes[:, [1, 3]] *= sy
    left = rng.randint(0, new_w - size)
    top = rng.randint(0, new_h - size)
    image = image.crop((left, top, left + size, top + size))
    boxes -= np.array([left, top, left, top], dtype=np.float32)
    if rng.random() < 0.5:
        image = image.transpose(Image.FLIP_LEFT_RIGHT)
        boxes[:, [0, 2]] = size - boxes[:, [2, 0]]
    if rng.random() < 0.2:
        image = image.transpose(Image.FLIP_TOP_BOTTOM)
        boxes[:, [1, 3]] = size - boxes[:, [3, 1]]
    image = ImageEnhance.Brightness(image).enhance(rng.uniform(0.6, 1.4))
    image = ImageEnhance.Contrast(image).enhance(rng.uniform(0.7, 1.3))
    image = ImageEnhance.Color(image).enhance(rng.uniform(0.6, 1.4))
    if rng.random() < 0.3:
        image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.8)))
    pixels = np.asarray(image, dtype=np.float32) / 255.0
    # Keep a box when most of it is still inside the crop.
    clipped = boxes.copy()
    clipped[:, [0, 2]] = clipped[:, [0, 2]].clip(0, size)
    clipped[:, [1, 3]] = clipped[:, [1, 3]].clip(0, size)
    area = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
    kept_area = (clipped[:, 2] - clipped[:, 0]).clip(0) * (clipped[:, 3] - clipped[:, 1]).clip(0)
    is_label = np.arange(len(boxes)) < labelled
    keep = kept_area > np.where(is_label, 0.6, 0.0) * np.maximum(area, 1e-6)
    keep &= kept_area > 0
    boxes, is_label = clipped[keep], is_label[keep]
    if rng.random() < 0.4:
        pixels = pixels.copy()
        for _ in range(rng.randint(1, 3)):
            ow, oh = rng.randint(size // 16, size // 5), rng.randint(size // 16, size // 5)
            ox, oy = rng.randint(0, size - ow), rng.randint(0, size - oh)
            pixels[oy : oy + oh, ox : ox + ow] = rng.random()
            centre_x = (boxes[:, 0] + boxes[:, 2]) / 2
            centre_y = (boxes[:, 1] + boxes[:, 3]) / 2
            hidden = (centre_x > ox) & (centre_x < ox + ow) & (centre_y > oy) & (centre_y < oy + oh)
            boxes, is_label = boxes[~hidden], is_label[~hidden]
    return pixels, boxes[is_label], boxes[~is_label]


def gaussian_radius(height: float, width: float, min_overlap: float = 0.7) -> float:
    a1, b1 = 1, height + width
    c1 = width * height * (1 - min_overlap) / (1 + min_overlap)
    r1 = (b1 + math.sqrt(b1**2 - 4 * a1 * c1)) / 2
    a2, b2 = 4, 2 * (height + width)
    c2 = (1 - min_overlap) * width * height
    r2 = (b2 + math.sqrt(b2**2 - 4 * a2 * c2)) / 2
    a3, b3 = 4 * min_overlap, -2 * min_overlap * (height + width)
    c3 = (min_overlap - 1) * width * height
    r3 = (b3 + math.sqrt(b3**2 - 4 * a3 * c3)) / 2
    return min(r1, r2, r3)


def build_targets(boxes: np.ndarray, size: int, ignore: np.ndarray | None = None):
    cells = size // STRIDE
    heat = np.zeros((cells, cells), dtype=np.float32)
    # 1 where the heat map is scored, 0 inside the ignore regions (unlabelled log ends).
    weight = np.ones((cells, cells), dtype=np.float32)
    if ignore is not None:
        for x1, y1, x2, y2 in ignore / STRIDE:
            weight[max(0, int(y1)) : max(0, int(math.ceil(y2))), max(0, int(x1)) : max(0, int(math.ceil(x2)))] = 0
    regression = np.zeros((4, cells, cells), dtype=np.float32)
    mask = np.zeros((cells, cells), dtype=np.float32)
    ys, xs = np.mgrid[0:cells, 0:cells]
    for x1, y1, x2, y2 in boxes:
        w, h = (x2 - x1) / STRIDE, (y2 - y1) / STRIDE
        if w < 0.5 or h < 0.5:
            continue
        cx, cy = (x1 + x2) / 2 / STRIDE, (y1 + y2) / 2 / STRIDE
        ix, iy = min(int(cx), cells - 1), min(int(cy), cells - 1)
        radius = max(0.0, gaussian_radius(h, w))
        sigma = (2 * int(radius) + 1) / 6
        blob = np.exp(-((xs - ix) ** 2 + (ys - iy) ** 2) / (2 * sigma * sigma))
        np.maximum(heat, blob, out=heat)
        regression[:, iy, ix] = [math.log(w), math.log(h), cx - ix, cy - iy]
        mask[iy, ix] = 1
    weight[heat > 0.5] = 1  # labelled log ends next to an ignore region are still scored
    return heat, regression, mask, weight


def batch_tensors(items, size):
    images, heats, regressions, masks, weights = [], [], [], [], []
    for pixels, boxes, ignore in items:
        heat, regression, mask, weight = build_targets(boxes, size, ignore)
        images.append(pixels.transpose(2, 0, 1))
        heats.append(heat[None])
        regressions.append(regression)
        masks.append(mask[None])
        weights.append(weight[None])
    return (
        torch.from_numpy(np.stack(images)),
        torch.from_numpy(np.stack(heats)),
        torch.from_numpy(np.stack(regressions)),
        torch.from_numpy(np.stack(masks)),
        torch.from_numpy(np.stack(weights)),
    )


def focal_loss(logits, target, weight=None):
    prediction = torch.sigmoid(logits).clamp(1e-4, 1 - 1e-4)
    positive = target.eq(1).float()
    negative = 1 - positive
    positive_loss = torch.log(prediction) * (1 - prediction) ** 2 * positive
    negative_loss = torch.log(1 - prediction) * prediction**2 * (1 - target) ** 4 * negative
    if weight is not None:
        negative_loss = negative_loss * weight
    count = positive.sum().clamp(min=1)
    return -(positive_loss.sum() + negative_loss.sum()) / count


def losses(output, heat, regression, mask, weight=None):
    heat_loss = focal_loss(output[:, 0:1], heat, weight)
    count = mask.sum().clamp(min=1)
    size_loss = (F.l1_loss(output[:, 1:3], regression[:, 0:2], reduction="none") * mask).sum() / count
    offset_loss = (torch.sigmoid(output[:, 3:5]) - regression[:, 2:4]).abs().mul(mask).sum() / count
    return heat_loss + 0.5 * size_loss + offset_loss


THRESHOLDS = (0.25, 0.275, 0.3, 0.325, 0.35, 0.375, 0.4, 0.45, 0.5, 0.55)

# The label audit's partly labelled validation photos: never used to choose anything.
PARTLY_LABELLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "valid-partly-labelled.txt")


def read_prefixes(path: str) -> list[str]:
    with open(path, encoding="utf-8") as handle:
        return [line.strip() for line in handle if line.strip() and not line.strip().startswith("#")]


def selection_photos(root: str, exclude: str = PARTLY_LABELLED) -> list[tuple[str, Sample]]:
    """Every 4th validation photo in name order, without the partly labelled ones."""
    prefixes = read_prefixes(exclude) if exclude else []
    return [(name, sample) for name, sample in load_split_named(root, "valid")[::4] if not any(name.startswith(p) for p in prefixes)]


def best_threshold(results: dict[float, dict]) -> float:
    """The selection rule: the best F1, and within 0.002 of it the lowest mean count error."""
    top = max(metrics["f1"] for metrics in results.values())
    near = [(metrics["countErrorPct"], threshold) for threshold, metrics in results.items() if metrics["f1"] >= top - 0.002]
    return min(near)[1]


def evaluate(model: LogEndNet, samples: list[Sample], input_size: int = 640) -> dict[float, dict]:
    """Scores at several thresholds, the photo stretched to input_size as the Node code does."""
    model.eval()
    outputs = []
    with torch.no_grad():
        for sample in samples:
            image = sample.image
            if image.size != (input_size, input_size):
                image = image.resize((input_size, input_size), Image.BILINEAR)
            pixels = np.asarray(image, dtype=np.float32).transpose(2, 0, 1)[None] / 255.0
            heat, boxes = model.inference(torch.from_numpy(pixels))
            outputs.append((heat[0].numpy(), boxes[0].numpy(), sample.image.width / input_size, sample.image.height / input_size))
    model.train()
    results = {}
    for threshold in THRESHOLDS:
        detections = []
        for heat, boxes, sx, sy in outputs:
            found = decode(heat, boxes, threshold)
            found[:, [0, 2]] *= sx
            found[:, [1, 3]] *= sy
            detections.append(found)
        metrics = evaluate_detections(detections, [s.boxes for s in samples])
        p, r = metrics["precision"], metrics["recall"]
        metrics["f1"] = round(2 * p * r / max(1e-9, p + r), 4)
        results[threshold] = metrics
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--crop", type=int, default=384)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--warmup", type=int, default=100, help="steps of linear learning-rate warm-up")
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--resume", default="", help="start from these weights (train.py or from_onnx.py)")
    parser.add_argument("--ignore", default="", help="ignore regions from mine_ignore.py")
    parser.add_argument("--ignore-min-count", type=int, default=10)
    parser.add_argument("--ignore-min-share", type=float, default=0.08)
    parser.add_argument("--scale-min", type=float, default=0.55)
    parser.add_argument("--scale-max", type=float, default=1.6)
    parser.add_argument("--input", type=int, default=640, help="input size the selection is scored at")
    parser.add_argument("--eval-every", type=int, default=300)
    parser.add_argument("--ema", type=float, default=0.0, help="score and keep an exponential moving average of the weights (e.g. 0.999)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--steps", type=int, default=0, help="length of the run in steps (schedule by step; 0: by --minutes)")
    parser.add_argument("--continue", dest="resume_state", action="store_true", help="go on from <out>/state.pt")
    parser.add_argument("--save-minutes", type=float, default=5, help="write <out>/state.pt this often")
    parser.add_argument("--exclude", default=PARTLY_LABELLED, help="selection photos to leave out (prefix list; '' for none)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    torch.manual_seed(args.seed)

    named = load_split_named(args.data, "train")
    if args.ignore:
        used = attach_ignore(named, args.ignore, args.ignore_min_count, args.ignore_min_share)
        regions = sum(len(sample.ignore) for _, sample in named)
        print(f"ignore regions on {used} training images ({regions} regions)", flush=True)
    train = [sample for _, sample in named]
    # A fixed quarter of the validation split, fully labelled photos only, picks the checkpoint;
    # the rest stays unseen.
    selection = [sample for _, sample in selection_photos(args.data, args.exclude)]
    print(f"train {len(train)} images, selection {len(selection)} images", flush=True)

    model = LogEndNet(args.width)
    if args.resume and not args.resume_state:
        model.load_state_dict(torch.load(args.resume))
    print(f"parameters {sum(p.numel() for p in model.parameters()):,}", flush=True)
    optimiser = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    averaged = copy.deepcopy(model) if args.ema > 0 else model
    if args.ema > 0:
        averaged.requires_grad_(False)
    budget = args.minutes * 60
    started = time.time()
    best = -1.0
    step = 0
    history = []
    state_path = os.path.join(args.out, "state.pt")
    if args.resume_state:
        state = torch.load(state_path)
        model.load_state_dict(state["model"])
        averaged.load_state_dict(state["averaged"])
        optimiser.load_state_dict(state["optimiser"])
        step, best, history = state["step"], state["best"], state["history"]
        rng.setstate(state["rng"])
        torch.set_rng_state(state["torch_rng"])
        print(f"continuing at step {step} (best selection f1 {best:.4f})", flush=True)
    saved_at = time.time()

    def save_state() -> None:
        state = {
            "model": model.state_dict(),
            "averaged": averaged.state_dict(),
            "optimiser": optimiser.state_dict(),
            "step": step,
            "best": best,
            "history": history,
            "rng": rng.getstate(),
            "torch_rng": torch.get_rng_state(),
            "args": vars(args),
        }
        torch.save(state, state_path + ".tmp")
        os.replace(state_path + ".tmp", state_path)  # a crash mid-write keeps the last state

    def score(label: str) -> None:
        nonlocal best
        results = evaluate(averaged, selection, args.input)
        threshold = best_threshold(results)
        metrics = results[threshold]
        history.append({"step": step, "seconds": round(time.time() - started), "threshold": threshold, **metrics})
        print(f"eval {label} {step} threshold {threshold} {json.dumps(metrics)}", flush=True)
        if step:
            torch.save(averaged.state_dict(), os.path.join(args.out, "last.pt"))
            torch.save(averaged.state_dict(), os.path.join(args.out, f"ck-{step:04d}.pt"))
            torch.save(model.state_dict(), os.path.join(args.out, "last-raw.pt"))
        if metrics["f1"] > best:
            best = metrics["f1"]
            torch.save(averaged.state_dict(), os.path.join(args.out, "best.pt"))
            print(f"  new best f1 {best:.4f}", flush=True)
        with open(os.path.join(args.out, "history.json"), "w", encoding="utf-8") as handle:
            json.dump({"args": vars(args), "steps": step, "history": history}, handle, indent=1)

    if args.resume and not args.resume_state:
        score("start")
    while time.time() - started < budget and (args.steps == 0 or step < args.steps):
        progress = step / args.steps if args.steps else (time.time() - started) / budget
        for group in optimiser.param_groups:
            warmup = min(1.0, (step + 1) / max(1, args.warmup))
            group["lr"] = args.lr * warmup * (0.02 + 0.98 * 0.5 * (1 + math.cos(math.pi * progress)))
        items = [augment(rng.choice(train), args.crop, rng, (args.scale_min, args.scale_max)) for _ in range(args.batch)]
        images, heat, regression, mask, weight = batch_tensors(items, args.crop)
        loss = losses(model(images), heat, regression, mask, weight)
        optimiser.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 10.0)
        optimiser.step()
        step += 1
        if args.ema > 0:
            decay = min(args.ema, (1 + step) / (10 + step))
            with torch.no_grad():
                for kept, live in zip(averaged.state_dict().values(), model.state_dict().values()):
                    if kept.dtype.is_floating_point:
                        kept.mul_(decay).add_(live, alpha=1 - decay)
                    else:
                        kept.copy_(live)
        if step % 25 == 0:
            print(f"step {step} loss {loss.item():.3f} {time.time() - started:.0f}s", flush=True)
        if step % args.eval_every == 0 or time.time() - started >= budget or step == args.steps:
            score("step")
        if time.time() - saved_at >= args.save_minutes * 60:
            save_state()
            saved_at = time.time()
    save_state()
    print(f"done: {step} steps in {time.time() - started:.0f}s, best selection f1 {best:.4f}", flush=True)


if __name__ == "__main__":
    main()
