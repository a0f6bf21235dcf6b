"""Score checkpoints on the selection quarter of valid/ (every 4th photo) at several thresholds.

Only the selection photos are read here; the other 56 validation photos stay for the final
evaluation with the Node code. Selection photos whose labels are incomplete are left out
(`--exclude`, a prefix list; by default the label audit's, `valid-partly-labelled.txt`), where
every correct detection of an unlabelled log would count as a false positive. The rule, fixed
before any held-out photo is scored: the best F1, and within 0.002 of it the threshold with the
lowest mean count error (train.best_threshold).

  python3.11 tools/model/select.py --data ../shared/datasets/wood-log-counting tmp/model-2/ck-*.pt
"""

from __future__ import annotations

import argparse

import torch

from detector import LogEndNet

torch.set_num_threads(2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("checkpoints", nargs="+")
    parser.add_argument("--data", required=True)
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--input", type=int, default=640, help="input size the photos are stretched to")
    parser.add_argument("--exclude", default=None, help="prefix list of photos to leave out ('' for none)")
    args = parser.parse_args()
    from train import PARTLY_LABELLED, best_threshold, evaluate, selection_photos

    kept = selection_photos(args.data, PARTLY_LABELLED if args.exclude is None else args.exclude)
    print(f"{len(kept)} fully labelled selection photos")
    for path in args.checkpoints:
        model = LogEndNet(args.width)
        model.load_state_dict(torch.load(path))
        results = evaluate(model, [sample for _, sample in kept], args.input)
        threshold = best_threshold(results)
        metrics = results[threshold]
        print(
            f"{path}: chosen threshold {threshold}: f1 {metrics['f1']:.4f} (p {metrics['precision']}, r {metrics['recall']}, "
            f"count error {metrics['countErrorPct']} %); "
            + " ".join(f"{t}:{m['f1']:.4f}/{m['countErrorPct']}" for t, m in results.items()),
            flush=True,
        )


if __name__ == "__main__":
    main()
