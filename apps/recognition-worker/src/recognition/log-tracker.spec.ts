import { intersectionOverUnion, type Box } from '@timber/log-detector';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKER_OPTIONS, estimateShift, trackerOptionsFor, trackLogs } from './log-tracker';

const box = (x: number, y: number, size = 60, score = 0.9): Box => ({
  x1: x,
  y1: y,
  x2: x + size,
  y2: y + size,
  score,
});

/** 30 logs on a 6 × 5 grid, 100 px apart, sizes and places a little uneven as on a real pile. */
const pile = (): Box[] =>
  Array.from({ length: 30 }, (_, i) =>
    box(
      100 + (i % 6) * 100 + ((i * 7) % 11),
      100 + Math.floor(i / 6) * 100 + ((i * 5) % 9),
      50 + (i % 4) * 5,
    ),
  );

/** The pile seen by a camera panning `step` px to the right per frame: the logs move left. */
const pan = (frames: number, step: number): Box[][] =>
  Array.from({ length: frames }, (_, f) =>
    pile().map((b) => ({ ...b, x1: b.x1 - f * step, x2: b.x2 - f * step })),
  );

describe('estimateShift', () => {
  it.each([
    [-40, 0],
    [25, -10],
    [0, 0],
    [-45, 12],
  ])('finds a pan of (%i, %i) px', (dx, dy) => {
    const before = pile();
    const after = before.map((b) => ({ ...b, x1: b.x1 + dx, x2: b.x2 + dx, y1: b.y1 + dy, y2: b.y2 + dy }));
    expect(estimateShift(before, after)).toEqual({ x: dx, y: dy });
  });

  it('is not misled by a few logs missing or extra', () => {
    const before = pile();
    const after = before
      .slice(3)
      .map((b) => ({ ...b, x1: b.x1 - 40, x2: b.x2 - 40 }))
      .concat([box(900, 900), box(5, 700)]);
    expect(estimateShift(before, after)).toEqual({ x: -40, y: 0 });
  });

  it('finds a pan of more than half the spacing on a dense, uneven pile (nearest neighbours alone would not)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const dense = Array.from({ length: 400 }, (_, i) =>
      box(20 + (i % 20) * 24 + random() * 8, 20 + Math.floor(i / 20) * 24 + random() * 8, 18 + random() * 4),
    );
    const frames = [0, 1, 2, 3].map((f) =>
      dense.map((b) => ({ ...b, x1: b.x1 - 17 * f, x2: b.x2 - 17 * f })),
    );
    const shift = estimateShift(frames[0]!, frames[1]!);
    expect(shift.x).toBeCloseTo(-17, 6);
    expect(shift.y).toBeCloseTo(0, 6);
    expect(trackLogs(frames)).toHaveLength(400);
  });

  it('finds a slow pan to a fraction of a pixel though the detector snaps centres to its 12 px cells', () => {
    // 120 logs at every phase of the cells; the camera pans 5.33 px a frame (a 1080p walk at 2 fps)
    let seed = 11;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const logs = Array.from({ length: 120 }, (_, i) => ({
      x: 60 + (i % 12) * 110 + random() * 30,
      y: 60 + Math.floor(i / 12) * 100 + random() * 30,
    }));
    const snap = (value: number) => Math.round(value / 12) * 12;
    const seen = (f: number) => logs.map(({ x, y }) => box(snap(x - (16 / 3) * f) - 50, snap(y) - 50, 100));
    const shifts = [1, 2, 3, 4, 5, 6].map((f) => estimateShift(seen(f - 1), seen(f)).x);
    const mean = shifts.reduce((sum, x) => sum + x, 0) / shifts.length;
    expect(mean).toBeCloseTo(-16 / 3, 0);
    // each frame within a pixel and a half: the median of the snapped moves says 0 or 12
    for (const x of shifts) {
      expect(Math.abs(x + 16 / 3)).toBeLessThan(1.5);
    }
  });

  it('answers the median when no move lies near it (two small logs moving 0 and 12 px)', () => {
    const small = (x: number) => box(x, 100, 16);
    expect(estimateShift([small(100), small(300)], [small(100), small(312)])).toEqual({ x: 6, y: 0 });
  });

  it('answers no shift when a frame has no logs', () => {
    expect(estimateShift([], pile())).toEqual({ x: 0, y: 0 });
    expect(estimateShift(pile(), [])).toEqual({ x: 0, y: 0 });
  });
});

describe('trackLogs', () => {
  it('counts the same 30 logs once over a pan of 6 frames, 40 px a frame, with 2 detections dropped', () => {
    const frames = pan(6, 40);
    frames[2]!.splice(7, 1);
    frames[4]!.splice(20, 1);
    const tracks = trackLogs(frames);
    expect(frames.flat()).toHaveLength(178);
    expect(tracks).toHaveLength(30);
    expect(tracks.every((t) => t.firstFrame === 0)).toBe(true);
    expect(
      tracks
        .map((t) => t.seen)
        .sort((a, b) => a - b)
        .slice(0, 3),
    ).toEqual([5, 5, 6]);
    expect(tracks[0]!.box).toEqual(pile()[0]);
  });

  it('without the shift the same pan would not match (40 px moves a 50 px box below IoU 0.3)', () => {
    const frames = pan(2, 40);
    expect(intersectionOverUnion(frames[0]![0]!, frames[1]![0]!)).toBeLessThan(0.3);
  });

  it('starts tracks where logs come into view, with their first frame and box there', () => {
    const frames = pan(4, 40);
    const newcomer = box(800, 300);
    frames[2]!.push(newcomer);
    frames[3]!.push({ ...newcomer, x1: newcomer.x1 - 40, x2: newcomer.x2 - 40 });
    const tracks = trackLogs(frames);
    expect(tracks).toHaveLength(31);
    expect(tracks[30]).toEqual({ firstFrame: 2, box: newcomer, seen: 2 });
  });

  it('drops a detection seen in one frame only (noise), but not in a video of one frame', () => {
    const frames = pan(3, 40);
    frames[1]!.push(box(5, 800));
    expect(trackLogs(frames)).toHaveLength(30);
    expect(trackLogs([pile()])).toHaveLength(30);
    expect(trackLogs([])).toEqual([]);
  });

  it('ends a track unseen in 2 consecutive frames: a log seen again later counts twice', () => {
    const frames = pan(6, 40);
    // log 0 missing in frames 2 and 3: it ends and starts again in frame 4
    frames[2]!.splice(0, 1);
    frames[3]!.splice(0, 1);
    expect(trackLogs(frames)).toHaveLength(31);
    // missing in one frame only: one track
    const once = pan(6, 40);
    once[2]!.splice(0, 1);
    expect(trackLogs(once)).toHaveLength(30);
  });
});

describe('trackLogs at low frame rates (a long video sampled sparsely)', () => {
  /**
   * A walk along a pile of 8 × 5 logs, 100 px apart, sampled sparsely: the camera pans `step` px a
   * frame and each log also moves off the mean shift by up to `wobble` of its size (parallax,
   * the walker's distance changing), its size by up to 8 %, as between frames seconds apart.
   */
  const walk = (frames: number, step: number, wobble: number): Box[][] => {
    let seed = 11;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647 - 0.5;
    const logs = Array.from({ length: 40 }, (_, i) => ({
      x: 100 + (i % 8) * 100 + ((i * 7) % 11),
      y: 100 + Math.floor(i / 8) * 100 + ((i * 5) % 9),
      size: 55 + (i % 4) * 5,
    }));
    return Array.from({ length: frames }, (_, f) =>
      logs.map((log) => {
        const size = log.size * (1 + 0.16 * random());
        const x = log.x - f * step + 2 * wobble * log.size * random();
        const y = log.y + 2 * wobble * log.size * random();
        return box(x, y, size);
      }),
    );
  };

  it('widens the centre gate with the time between frames, at most 0.7 of a size', () => {
    expect(trackerOptionsFor(2).maxCentreShift).toBe(DEFAULT_TRACKER_OPTIONS.maxCentreShift);
    expect(trackerOptionsFor(30).maxCentreShift).toBe(DEFAULT_TRACKER_OPTIONS.maxCentreShift);
    expect(trackerOptionsFor(1).maxCentreShift).toBeCloseTo(0.4 * Math.SQRT2, 6);
    expect(trackerOptionsFor(0.5).maxCentreShift).toBeCloseTo(0.7, 6);
    expect(trackerOptionsFor(0.1).maxCentreShift).toBe(0.7);
  });

  it.each([
    [2, 40],
    [1, 20],
    [0.6, 12],
    [0.25, 5],
    [0.1, 2],
  ])('at %f fps a track survives 20 s unseen (%i frames, at least 2)', (fps, frames) => {
    expect(trackerOptionsFor(fps).endAfterUnseen).toBe(frames);
  });

  it('a log the detector misses for 3 s in a walk at 2 fps is still one log; with 2 frames it counted twice', () => {
    const frames = pan(20, 10);
    for (const f of [5, 6, 7, 8, 9, 10]) {
      frames[f]!.splice(0, 1);
    }
    expect(trackLogs(frames, { endAfterUnseen: 2 })).toHaveLength(31);
    expect(trackLogs(frames, trackerOptionsFor(2))).toHaveLength(30);
  });

  it('counts 40 logs once over a pan of 250 px a frame (2.5 spacings) with logs 25 % off the mean shift', () => {
    const frames = walk(5, 250, 0.25);
    expect(trackLogs(frames, trackerOptionsFor(0.6))).toHaveLength(40);
  });

  it('IoU alone (the centre gate closed) would count some logs twice on the same walk', () => {
    const frames = walk(5, 250, 0.25);
    expect(trackLogs(frames, { maxCentreShift: 0 }).length).toBeGreaterThan(40);
  });

  it('does not join a log to its neighbour one spacing away when the log itself is missed', () => {
    const frames = pan(3, 100);
    // the pan is one spacing: estimateShift still finds it; log 0 missing in frame 1
    frames[1]!.splice(0, 1);
    const tracks = trackLogs(frames, trackerOptionsFor(0.5));
    expect(tracks).toHaveLength(30);
  });
});

describe('trackLogs with the frame’s size (logs leaving the view and coming back, logs cut by its edge)', () => {
  const view = { width: 900, height: 700 };
  /** What the detector finds with the pile moved by (0, dy): the logs wholly in view. */
  const seen = (dy: number): Box[] =>
    pile()
      .map((b) => ({ ...b, y1: b.y1 + dy, y2: b.y2 + dy }))
      .filter((b) => b.y1 >= 0 && b.y2 <= view.height);

  it('waits for a log the camera’s bob took out of view, and counts it once when it comes back', () => {
    // steps of 30 px, well under half the logs' spacing (100 px), as between frames of a walk
    const down = [0, 30, 60, 90, 120, 150, 180, 210, 240];
    const bob = [0, ...down, 240, 240, ...down.reverse(), 0];
    const frames = bob.map(seen);
    expect(frames[10]!.length).toBeLessThan(30); // the bottom rows are out of view
    expect(trackLogs(frames, { view })).toHaveLength(30);
    // without the frame's size, the logs out of view for more than endAfterUnseen frames end and
    // count again when they come back
    expect(trackLogs(frames).length).toBeGreaterThan(30);
  });

  it('starts no track from a log cut by the frame’s edge: it is counted once seen whole', () => {
    const cut = { x1: 850, y1: 40, x2: 900, y2: 100, score: 0.9 }; // on the right edge, every frame
    const frames = [0, 1, 2, 3].map(() => [...pile(), cut]);
    expect(trackLogs(frames, { view })).toHaveLength(30);
    const whole = { ...cut, x1: 830, x2: 880 };
    expect(
      trackLogs(
        [0, 1, 2, 3].map(() => [...pile(), whole]),
        { view },
      ),
    ).toHaveLength(31);
    // a photo (one frame) counts every log it sees, cut or not
    expect(trackLogs([[...pile(), cut]], { view })).toHaveLength(31);
  });
});
