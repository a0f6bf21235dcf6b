"""Recover a trainable checkpoint from a shipped ONNX model (log-ends-1 kept no checkpoint).

The export folded every batch norm into the convolution before it. This script puts the folded
weights back into `LogEndNet` and rebuilds each batch norm so that it is exact in eval mode and
close to the identity in training mode: running mean and variance, scale and shift are set from
the statistics of the convolution's output over training crops.

  python3.11 tools/model/from_onnx.py --onnx libs/log-detector/model/log-ends.onnx \
      --data ../shared/datasets/wood-log-counting --out tmp/model-2/start.pt
"""

from __future__ import annotations

import argparse
import random

import numpy as np
import onnx
import torch
import torch.nn as nn
from onnx import numpy_helper

from detector import LogEndNet

torch.set_num_threads(2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--onnx", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--width", type=int, default=32)
    args = parser.parse_args()

    graph = onnx.load(args.onnx).graph
    weights = {init.name: numpy_helper.to_array(init) for init in graph.initializer}
    folded = []  # (weight, bias) of the convolutions that had a batch norm, in graph order
    for node in graph.node:
        if node.op_type == "Conv" and not node.input[1].startswith("model."):
            folded.append((weights[node.input[1]], weights[node.input[2]]))

    model = LogEndNet(args.width)
    pairs = []  # (conv, batch norm) in forward order
    modules = list(model.modules())
    for index, module in enumerate(modules):
        if isinstance(module, nn.Conv2d) and index + 1 < len(modules) and isinstance(modules[index + 1], nn.BatchNorm2d):
            pairs.append((module, modules[index + 1]))
    assert len(pairs) == len(folded), (len(pairs), len(folded))
    state = model.state_dict()
    for name in ["lateral32", "lateral16", "lateral8", "lateral4", "head"]:
        for part in ["weight", "bias"]:
            state[f"{name}.{part}"] = torch.from_numpy(weights[f"model.{name}.{part}"].copy())
    model.load_state_dict(state)
    with torch.no_grad():
        for (conv, norm), (weight, bias) in zip(pairs, folded):
            assert tuple(conv.weight.shape) == weight.shape, (conv.weight.shape, weight.shape)
            conv.weight.copy_(torch.from_numpy(weight))
            norm.running_mean.zero_()
            norm.running_var.fill_(1 - norm.eps)
            norm.weight.fill_(1.0)
            norm.bias.copy_(torch.from_numpy(bias))

    # Statistics of each convolution's output (eval mode reproduces the ONNX model exactly).
    from train import augment, load_split

    samples = load_split(args.data, "train")
    rng = random.Random(1)
    sums: dict[int, list[torch.Tensor]] = {i: [] for i in range(len(pairs))}
    hooks = []
    for index, (conv, _) in enumerate(pairs):
        def hook(_module, _inputs, output, index=index):
            sums[index].append(torch.stack([output.mean(dim=(0, 2, 3)), (output**2).mean(dim=(0, 2, 3))]))
        hooks.append(conv.register_forward_hook(hook))
    model.eval()
    with torch.no_grad():
        for _ in range(12):
            batch = [augment(rng.choice(samples), 416, rng)[0].transpose(2, 0, 1) for _ in range(8)]
            model(torch.from_numpy(np.stack(batch)))
    for hook in hooks:
        hook.remove()
    with torch.no_grad():
        for index, (conv, norm) in enumerate(pairs):
            moments = torch.stack(sums[index]).mean(dim=0)
            mean, var = moments[0], (moments[1] - moments[0] ** 2).clamp(min=1e-6)
            bias = norm.bias.clone()
            norm.running_mean.copy_(mean)
            norm.running_var.copy_(var)
            norm.weight.copy_(torch.sqrt(var + norm.eps))
            norm.bias.copy_(bias + mean)
    torch.save(model.state_dict(), args.out)
    print(f"wrote {args.out} from {len(folded)} folded convolutions")


if __name__ == "__main__":
    main()
