"""Export a trained checkpoint to ONNX (opset 13) for onnxruntime-node.

  python3.11 tools/model/export.py --checkpoint tmp/model/best.pt \
      --out libs/log-detector/model/log-ends.onnx

Inputs: `image` float32 (1, 3, H, W), RGB in 0..1, H and W multiples of 32.
Outputs: `peaks` (1, 1, H/4, W/4) centre scores that are local maxima (0 elsewhere);
`boxes` (1, 4, H/4, W/4) width and height in cells of 4 pixels, then x and y offset in the cell.
"""

from __future__ import annotations

import argparse

import torch

from detector import Exported, LogEndNet


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--width", type=int, default=32)
    parser.add_argument("--mirrored", action="store_true", help="average the photo and its mirror image")
    args = parser.parse_args()
    model = LogEndNet(args.width)
    model.load_state_dict(torch.load(args.checkpoint))
    model.eval()
    example = torch.rand(1, 3, 640, 640)
    torch.onnx.export(
        Exported(model, args.mirrored),
        example,
        args.out,
        opset_version=13,
        input_names=["image"],
        output_names=["peaks", "boxes"],
        dynamic_axes={"image": {2: "height", 3: "width"}, "peaks": {2: "rows", 3: "cols"}, "boxes": {2: "rows", 3: "cols"}},
    )
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
