import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { z } from 'zod';
import {
  candidateBoxes,
  decodeOutputs,
  fuseBoxes,
  suppressOverlaps,
  type Box,
  type DetectorOutputs,
  type Pass,
} from './detections';

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
  /**
   * More looks at the photo than the whole of it stretched to the input, fused by weighted box
   * fusion (`fuseBoxes`): its mirror image, and overlapping tiles of a photo large enough to hold
   * more detail than the input shows. Each costs one more inference; the model card records what
   * each brought.
   */
  passes: z
    .strictObject({
      mirror: z.boolean().default(false),
      tiles: z
        .strictObject({
          /** tiles across and down */
          grid: z.number().int().min(2).max(4),
          /** the share of a tile its neighbour sees too */
          overlap: z.number().min(0.1).max(0.5),
          /** photos whose shorter side has fewer pixels are not tiled */
          minSide: z.number().int().positive(),
        })
        .optional(),
      /** the score a box needs in one look to take part in the fusion */
      candidateThreshold: z.number().gt(0).lt(1).default(0.1),
      /** boxes of two looks overlapping above this are one log end */
      fuseOverlap: z.number().gt(0).lt(1).default(0.55),
    })
    .optional(),
});
export type ModelSettings = z.infer<typeof modelSettingsSchema>;
/** Settings as written (in the settings file, or as overrides): defaults not yet filled in. */
export type ModelSettingsInput = z.input<typeof modelSettingsSchema>;

/**
 * Every further look the detector can take (the model card's attempt 7: the mirror image and 2 x 2
 * tiles of a photo whose shorter side has 1,000 px or more), for measuring what they cost.
 */
export const ALL_LOOKS: NonNullable<ModelSettingsInput['passes']> = {
  mirror: true,
  tiles: { grid: 2, overlap: 0.25, minSide: 1000 },
  candidateThreshold: 0.1,
  fuseOverlap: 0.55,
};

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
  /** Overrides of the model's settings file (threshold, input size, passes), checked as the file is. */
  settings?: Partial<ModelSettingsInput>;
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
    const { inputWidth, inputHeight, threshold, maxOverlap, passes } = this.settings;
    const started = performance.now();
    const photo = await this.decode(image);
    const tiles = this.tilesFor(photo.width, photo.height);
    const whole = photo.raw
      ? await sharp(photo.raw, { raw: { width: photo.width, height: photo.height, channels: 3 } })
          .resize(inputWidth, inputHeight, { fit: 'fill', kernel: 'linear' })
          .raw()
          .toBuffer()
      : photo.input;
    const decoded = performance.now();
    let inferMs = 0;
    const infer = async (pixels: Float32Array): Promise<DetectorOutputs> => {
      const before = performance.now();
      const outputs = await this.infer(pixels);
      inferMs += performance.now() - before;
      return outputs;
    };
    const wholeInput = toPlanes(whole, inputWidth, inputHeight);
    const wholeOutputs = await infer(wholeInput);
    const scale = { scaleX: photo.width / inputWidth, scaleY: photo.height / inputHeight };
    if (!passes || (!passes.mirror && !tiles)) {
      const inferred = performance.now();
      const logs = decodeOutputs(wholeOutputs, {
        threshold,
        maxOverlap,
        stride: this.settings.stride,
        ...scale,
      });
      const timings = { decodeMs: decoded - started, inferMs, postMs: performance.now() - inferred };
      return { width: photo.width, height: photo.height, logs, timings };
    }
    const candidate = { threshold: passes.candidateThreshold, maxOverlap, stride: this.settings.stride };
    const everywhere = { x1: 0, y1: 0, x2: photo.width, y2: photo.height };
    const looks: Pass[] = [
      {
        boxes: suppressOverlaps(candidateBoxes(wholeOutputs, { ...candidate, ...scale }), maxOverlap),
        region: everywhere,
      },
    ];
    if (passes.mirror) {
      const outputs = await infer(mirrorPlanes(wholeInput, inputWidth, inputHeight));
      looks.push({
        boxes: suppressOverlaps(
          candidateBoxes(outputs, { ...candidate, ...scale, mirroredWidth: photo.width }),
          maxOverlap,
        ),
        region: everywhere,
      });
    }
    let cutMs = 0;
    if (tiles && photo.raw) {
      for (const tile of tileGrid(photo.width, photo.height, tiles.grid, tiles.overlap)) {
        const before = performance.now();
        const pixels = await sharp(photo.raw, {
          raw: { width: photo.width, height: photo.height, channels: 3 },
        })
          .extract({ left: tile.left, top: tile.top, width: tile.width, height: tile.height })
          .resize(inputWidth, inputHeight, { fit: 'fill', kernel: 'linear' })
          .raw()
          .toBuffer();
        cutMs += performance.now() - before;
        const outputs = await infer(toPlanes(pixels, inputWidth, inputHeight));
        const boxes = candidateBoxes(outputs, {
          ...candidate,
          scaleX: tile.width / inputWidth,
          scaleY: tile.height / inputHeight,
          offsetX: tile.left,
          offsetY: tile.top,
        }).filter((box) => inside(box, tile.owned));
        looks.push({ boxes: suppressOverlaps(boxes, maxOverlap), region: tile.owned });
      }
    }
    const fusedAt = performance.now();
    const logs = suppressOverlaps(
      fuseBoxes(looks, passes.fuseOverlap).filter((box) => box.score > threshold),
      maxOverlap,
    );
    const timings = { decodeMs: decoded - started + cutMs, inferMs, postMs: performance.now() - fusedAt };
    return { width: photo.width, height: photo.height, logs, timings };
  }

  /** The tiles setting when this photo is large enough to be tiled. */
  private tilesFor(width: number, height: number): NonNullable<ModelSettings['passes']>['tiles'] {
    const tiles = this.settings.passes?.tiles;
    return tiles && Math.min(width, height) >= tiles.minSide ? tiles : undefined;
  }

  /**
   * Decodes the photo upright: straight to the network's input when only the whole photo is
   * looked at (sharp shrinks a JPEG while decoding it), or whole, as RGB, when it will be tiled.
   */
  private async decode(
    image: Buffer | string,
  ): Promise<
    | { width: number; height: number; input: Buffer; raw?: undefined }
    | { width: number; height: number; raw: Buffer }
  > {
    const { inputWidth, inputHeight } = this.settings;
    try {
      const decoder = sharp(image, { failOn: 'error' }).rotate();
      const metadata = await decoder.metadata();
      const upright = (metadata.orientation ?? 1) >= 5;
      const width = (upright ? metadata.height : metadata.width) ?? 0;
      const height = (upright ? metadata.width : metadata.height) ?? 0;
      if (!width || !height) {
        throw new Error('no size');
      }
      const rgb = decoder.removeAlpha().toColourspace('srgb');
      if (this.tilesFor(width, height)) {
        const { data, info } = await rgb.raw().toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, raw: data };
      }
      const input = await rgb
        .resize(inputWidth, inputHeight, { fit: 'fill', kernel: 'linear' })
        .raw()
        .toBuffer();
      return { width, height, input };
    } catch (error) {
      throw new UnreadableImageError(error);
    }
  }

  private async infer(input: Float32Array): Promise<DetectorOutputs> {
    const { inputWidth, inputHeight, stride } = this.settings;
    const outputs = await this.session.run({
      image: new ort.Tensor('float32', input, [1, 3, inputHeight, inputWidth]),
    });
    const peaks = outputs['peaks'];
    const boxes = outputs['boxes'];
    if (!peaks || !boxes) {
      throw new Error('the model did not return peaks and boxes');
    }
    return {
      peaks: peaks.data as Float32Array,
      boxes: boxes.data as Float32Array,
      rows: inputHeight / stride,
      cols: inputWidth / stride,
    };
  }

  async release(): Promise<void> {
    await this.session.release();
  }
}

/** Interleaved RGB bytes as the network's three planes of 0..1. */
function toPlanes(pixels: Buffer, width: number, height: number): Float32Array {
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let index = 0, pixel = 0; index < plane; index++, pixel += 3) {
    input[index] = (pixels[pixel] ?? 0) / 255;
    input[plane + index] = (pixels[pixel + 1] ?? 0) / 255;
    input[2 * plane + index] = (pixels[pixel + 2] ?? 0) / 255;
  }
  return input;
}

/** The planes' mirror image, left to right. */
function mirrorPlanes(input: Float32Array, width: number, height: number): Float32Array {
  const mirrored = new Float32Array(input.length);
  for (let row = 0; row < 3 * height; row++) {
    const start = row * width;
    for (let col = 0; col < width; col++) {
      mirrored[start + col] = input[start + width - 1 - col] ?? 0;
    }
  }
  return mirrored;
}

export interface Tile {
  left: number;
  top: number;
  width: number;
  height: number;
  /**
   * The part of the photo this tile answers for: the tile less half of each overlap with a
   * neighbour, so the owned parts cover the photo once.
   */
  owned: { x1: number; y1: number; x2: number; y2: number };
}

/** `grid` x `grid` tiles over the photo, each sharing `overlap` of its width (height) with the next. */
export function tileGrid(width: number, height: number, grid: number, overlap: number): Tile[] {
  const spans = (length: number) => {
    const size = Math.round(length / (grid - (grid - 1) * overlap));
    const step = (length - size) / (grid - 1);
    return Array.from({ length: grid }, (_, index) => {
      const start = Math.round(index * step);
      const from = index === 0 ? 0 : start + (size - step) / 2;
      const to = index === grid - 1 ? length : start + size - (size - step) / 2;
      return { start, size: Math.min(size, length - start), from, to };
    });
  };
  return spans(height).flatMap((row) =>
    spans(width).map((col) => ({
      left: col.start,
      top: row.start,
      width: col.size,
      height: row.size,
      owned: { x1: col.from, y1: row.from, x2: col.to, y2: row.to },
    })),
  );
}

function inside(box: Box, region: Pass['region']): boolean {
  const x = (box.x1 + box.x2) / 2;
  const y = (box.y1 + box.y2) / 2;
  return x >= region.x1 && x < region.x2 && y >= region.y1 && y < region.y2;
}
