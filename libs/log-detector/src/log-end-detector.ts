import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { z } from 'zod';
import { decodeOutputs, type Box } from './detections';

/** The shipped model and its settings, next to this library. */
export const SHIPPED_MODEL = resolve(__dirname, '../model/log-ends.onnx');

const modelSettingsSchema = z.object({
  /** Recorded with every result, so a result names the model that produced it. */
  version: z.string().min(1),
  inputWidth: z.number().int().positive().multipleOf(32),
  inputHeight: z.number().int().positive().multipleOf(32),
  stride: z.number().int().positive(),
  threshold: z.number().gt(0).lt(1),
  maxOverlap: z.number().gt(0).lt(1),
});
export type ModelSettings = z.infer<typeof modelSettingsSchema>;

/** An image the detector cannot read: not worth retrying. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`the image cannot be decoded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

export interface Detection {
  width: number;
  height: number;
  logs: Box[];
  timings: { decodeMs: number; inferMs: number; postMs: number };
}

export interface DetectorOptions {
  modelPath?: string;
  /** Threads for one inference; 2 suits this product's 2-core workers. */
  threads?: number;
  /** Overrides of the model's settings file (threshold, input size). */
  settings?: Partial<ModelSettings>;
}

/**
 * The log-end detector: decodes a photo with sharp, stretches it to the network's input as the
 * training photos were, runs the ONNX model and returns the log ends in the photo's own pixels.
 * One instance serves one caller at a time per thread budget; create it once per process.
 */
export class LogEndDetector {
  private constructor(
    private readonly session: ort.InferenceSession,
    readonly settings: ModelSettings,
  ) {}

  static async load(options: DetectorOptions = {}): Promise<LogEndDetector> {
    const modelPath = options.modelPath ?? SHIPPED_MODEL;
    const settingsPath = modelPath.replace(/\.onnx$/, '.json');
    const stored = modelSettingsSchema.parse(JSON.parse(await readFile(settingsPath, 'utf8')));
    const settings = modelSettingsSchema.parse({ ...stored, ...options.settings });
    const session = await ort.InferenceSession.create(modelPath, {
      intraOpNumThreads: options.threads ?? 2,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    return new LogEndDetector(session, settings);
  }

  async detect(image: Buffer | string): Promise<Detection> {
    const { inputWidth, inputHeight, stride } = this.settings;
    const started = performance.now();
    let pixels: Buffer;
    let width: number;
    let height: number;
    try {
      const decoder = sharp(image, { failOn: 'error' }).rotate();
      const metadata = await decoder.metadata();
      const upright = (metadata.orientation ?? 1) >= 5;
      width = (upright ? metadata.height : metadata.width) ?? 0;
      height = (upright ? metadata.width : metadata.height) ?? 0;
      pixels = await decoder
        .removeAlpha()
        .toColourspace('srgb')
        .resize(inputWidth, inputHeight, { fit: 'fill', kernel: 'linear' })
        .raw()
        .toBuffer();
    } catch (error) {
      throw new UnreadableImageError(error);
    }
    if (!width || !height) {
      throw new UnreadableImageError('no size');
    }
    const plane = inputWidth * inputHeight;
    const input = new Float32Array(3 * plane);
    for (let index = 0, pixel = 0; index < plane; index++, pixel += 3) {
      input[index] = (pixels[pixel] ?? 0) / 255;
      input[plane + index] = (pixels[pixel + 1] ?? 0) / 255;
      input[2 * plane + index] = (pixels[pixel + 2] ?? 0) / 255;
    }
    const decoded = performance.now();
    const outputs = await this.session.run({
      image: new ort.Tensor('float32', input, [1, 3, inputHeight, inputWidth]),
    });
    const inferred = performance.now();
    const peaks = outputs['peaks'];
    const boxes = outputs['boxes'];
    if (!peaks || !boxes) {
      throw new Error('the model did not return peaks and boxes');
    }
    const logs = decodeOutputs(
      {
        peaks: peaks.data as Float32Array,
        boxes: boxes.data as Float32Array,
        rows: inputHeight / stride,
        cols: inputWidth / stride,
      },
      {
        threshold: this.settings.threshold,
        maxOverlap: this.settings.maxOverlap,
        stride,
        scaleX: width / inputWidth,
        scaleY: height / inputHeight,
      },
    );
    const finished = performance.now();
    return {
      width,
      height,
      logs,
      timings: { decodeMs: decoded - started, inferMs: inferred - decoded, postMs: finished - inferred },
    };
  }

  async release(): Promise<void> {
    await this.session.release();
  }
}
