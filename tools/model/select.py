"""Score checkpoints on the selection quarter of valid/ (every 4th photo) at several thresholds.

Only the selection photos are read here; the other 56 validation photos stay for the final
evaluation with the Node code. `--exclude` leaves out selection photos whose labels are known to
be incomplete (IMG_5959: 77 labels for about 250 visible log ends), where every correct
detection of an unlabelled log counts as a false positive.

  python3.11 tools/model/select.py --data ../shared/datasets/wood-log-counting \
      --exclude IMG_5959 tmp/model-2/ck-*.pt
"""

from __future__ import annotations

import argparse

import numpy as np
import torch

from detector import LogEndNet, decode, evaluate_detections

torch.set_num_threads(2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("checkpoints", nargs="+")
    parser.add_argument("--data", required=True)
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--exclude", default="", help="photo name prefixes to leave out, comma-separated")
    parser.add_argument("--thresholds", default="0.3,0.35,0.375,0.4,0.425,0.45,0.475,0.5,0.55")
    args = parser.parse_args()
    from train import load_split_named

    selection = load_split_named(args.data, "valid")[::4]
    kept = [(name, sample) for name, sample in selection if not any(name.startswith(p) for p in args.exclude.split(",") if p)]
    print(f"{len(kept)} of {len(selection)} selection photos")
    thresholds = [float(t) for t in args.thresholds.split(",")]
    for path in args.checkpoints:
        model = LogEndNet(args.width)
        model.load_state_dict(torch.load(path))
        model.eval()
        outputs = []
        with torch.no_grad():
            for _, sample in kept:
                pixels = np.asarray(sample.image, dtype=np.float32).transpose(2, 0, 1)[None] / 255.0
                heat, boxes = model.inference(torch.from_numpy(pixels))
                outputs.append((heat[0].numpy(), boxes[0].numpy()))
        rows = []
        for threshold in thresholds:
            found = [decode(heat, boxes, threshold) for heat, boxes in outputs]
            metrics = evaluate_detections(found, [sample.boxes for _, sample in kept])
            p, r = metrics["precision"], metrics["recall"]
            rows.append((2 * p * r / max(p + r, 1e-9), threshold, metrics))
        f1, threshold, metrics = max(rows, key=lambda row: row[0])
        print(
            f"{path}: best f1 {f1:.4f} at {threshold} (p {metrics['precision']}, r {metrics['recall']}, "
            f"count error {metrics['countErrorPct']} %); "
            + " ".join(f"{t}:{row_f1:.4f}/{m['countErrorPct']}" for row_f1, t, m in rows),
            flush=True,
        )


if __name__ == "__main__":
    main()
