"""Average the weights of several checkpoints of one run (stochastic weight averaging), then
re-estimate the batch-norm statistics on training crops.

  python3.11 tools/model/average.py --data ../shared/datasets/wood-log-counting \
      --out tmp/model-2/average.pt tmp/model-2/ck-0800.pt tmp/model-2/ck-1000.pt ...
"""

from __future__ import annotations

import argparse
import random

import numpy as np
import torch
import torch.nn as nn

from detector import LogEndNet

torch.set_num_threads(2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("checkpoints", nargs="+")
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--batches", type=int, default=16, help="batches of 8 training crops for the statistics")
    args = parser.parse_args()
    from train import augment, load_split

    states = [torch.load(path) for path in args.checkpoints]
    averaged = {}
    for key, value in states[0].items():
        if value.dtype.is_floating_point:
            averaged[key] = sum(state[key] for state in states) / len(states)
        else:
            averaged[key] = value
    model = LogEndNet(args.width)
    model.load_state_dict(averaged)
    if args.batches:
        for module in model.modules():
            if isinstance(module, nn.BatchNorm2d):
                module.reset_running_stats()
                module.momentum = None  # a plain mean over the batches below
        samples = load_split(args.data, "train")
        rng = random.Random(3)
        model.train()
        with torch.no_grad():
            for _ in range(args.batches):
                batch = [augment(rng.choice(samples), 416, rng)[0].transpose(2, 0, 1) for _ in range(8)]
                model(torch.from_numpy(np.stack(batch)))
    torch.save(model.state_dict(), args.out)
    print(f"wrote {args.out}, the mean of {len(states)} checkpoints")


if __name__ == "__main__":
    main()
