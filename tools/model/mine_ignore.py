"""Find log ends a trained model sees with confidence where a training photo has no label.

Some training photos are labelled only in part. Training on them teaches the network to stay
quiet on real log ends. This script runs a checkpoint over `train/` and writes, per image, the
confident detections that overlap no label; `train.py --ignore` then leaves those places out of
the heat-map loss (a "don't care" region) on the photos where they are numerous.

  python3.11 tools/model/mine_ignore.py --checkpoint tmp/model-2/start.pt \
      --data ../shared/datasets/wood-log-counting --out tmp/model-2/ignore.json
"""

from __future__ import annotations

import argparse
import json
import os

import numpy as np
import torch

from detector import LogEndNet, decode, iou_matrix

torch.set_num_threads(2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--threshold", type=float, default=0.5)
    args = parser.parse_args()
    from train import load_split_named

    model = LogEndNet(args.width)
    model.load_state_dict(torch.load(args.checkpoint))
    model.eval()
    result = {}
    rows = []
    with torch.no_grad():
        for name, sample in load_split_named(args.data, "train"):
            pixels = np.asarray(sample.image, dtype=np.float32).transpose(2, 0, 1)[None] / 255.0
            heat, boxes = model.inference(torch.from_numpy(pixels))
            found = decode(heat[0].numpy(), boxes[0].numpy(), args.threshold)
            labels = sample.boxes
            ious = iou_matrix(found[:, :4], labels)
            best = ious.max(axis=1) if len(labels) else np.zeros(len(found))
            # Centre inside a label box also counts as covered (a loose label, not a missing one).
            cx, cy = (found[:, 0] + found[:, 2]) / 2, (found[:, 1] + found[:, 3]) / 2
            inside = (
                ((cx[:, None] > labels[None, :, 0]) & (cx[:, None] < labels[None, :, 2]) & (cy[:, None] > labels[None, :, 1]) & (cy[:, None] < labels[None, :, 3])).any(axis=1)
                if len(labels)
                else np.zeros(len(found), dtype=bool)
            )
            unlabelled = found[(best < 0.2) & ~inside]
            result[name] = {"labels": int(len(labels)), "found": int(len(found)), "unlabelled": unlabelled[:, :5].round(1).tolist()}
            rows.append((len(unlabelled) / max(len(labels), 1), name, len(labels), len(found), len(unlabelled)))
    for share, name, labels, found, unlabelled in sorted(rows, reverse=True)[:40]:
        print(f"{name[:40]:40s} labels {labels:4d} found {found:4d} unlabelled {unlabelled:4d} ({share:.0%})")
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
