import { type DigitProbabilities } from '@timber/handwriting';
import { resolve } from 'node:path';
import * as ort from 'onnxruntime-node';

/** digits-1, the shipped handwritten digit network (its MODEL_CARD.md beside it). */
export const SHIPPED_DIGITS_MODEL = resolve(__dirname, '../model/digits.onnx');
export const DIGITS_MODEL_VERSION = 'digits-1';
const SIDE = 28;

/**
 * The handwritten digit network through onnxruntime-node: a batch of 28 x 28 box cuts (0 paper to
 * 255 ink, as cutBox gives them) in, each cut's probability of every digit out. Load once per
 * process; one call at a time per thread budget.
 */
export class DigitNetwork {
  private constructor(private readonly session: ort.InferenceSession) {}

  static async load(options: { modelPath?: string; threads?: number } = {}): Promise<DigitNetwork> {
    const session = await ort.InferenceSession.create(options.modelPath ?? SHIPPED_DIGITS_MODEL, {
      intraOpNumThreads: options.threads ?? 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    return new DigitNetwork(session);
  }

  async read(cuts: readonly Float32Array[]): Promise<DigitProbabilities[]> {
    if (cuts.length === 0) {
      return [];
    }
    const plane = SIDE * SIDE;
    const input = new Float32Array(cuts.length * plane);
    cuts.forEach((cut, index) => {
      for (let at = 0; at < plane; at++) {
        input[index * plane + at] = (cut[at] ?? 0) / 255;
      }
    });
    const outputs = await this.session.run({
      digits: new ort.Tensor('float32', input, [cuts.length, 1, SIDE, SIDE]),
    });
    const probabilities = outputs['probabilities'];
    if (!probabilities) {
      throw new Error('the digit network did not return probabilities');
    }
    const data = probabilities.data as Float32Array;
    return cuts.map((_, index) => data.subarray(index * 10, index * 10 + 10));
  }

  release(): Promise<void> {
    return this.session.release();
  }
}
