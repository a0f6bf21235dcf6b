import { type Box, intersectionOverUnion } from '@timber/log-detector';

// §3 Recognition, video: each log counted once, not once per frame. Framework-free: the frames'
// detections in, the distinct logs out.

export interface TrackerOptions {
  /** least intersection over union of a track's predicted box and a detection to be the same log */
  minIou: number;
  /** a track not seen in this many consecutive frames ends (it survives fewer misses) */
  endAfterUnseen: number;
  /** frames a track must be seen in to count (when the video has more than one frame) */
  minFrames: number;
  /**
   * a detection whose centre lies within this many box sizes of a track's predicted centre (sizes
   * within `maxSizeRatio`) is the same log even below `minIou`: between sparse frames a log moves
   * off the camera's mean shift (parallax, a step closer), so the gate is relative to its size
   */
  maxCentreShift: number;
  /** the larger of a track's and a detection's size over the smaller, at most */
  maxSizeRatio: number;
  /**
   * the frame's size: a track whose predicted box is not wholly inside it is out of view (the
   * camera looks elsewhere, or the log is cut by the frame's edge), not missed. It waits for the
   * camera to come back, for up to `endAfterOutOfView` frames, instead of ending after
   * `endAfterUnseen`: a walker's camera bobs, and logs at the frame's edges leave and come back.
   */
  view?: { width: number; height: number };
  /** a track out of view this many consecutive frames ends */
  endAfterOutOfView: number;
}

export const DEFAULT_TRACKER_OPTIONS: TrackerOptions = {
  minIou: 0.3,
  endAfterUnseen: 2,
  minFrames: 2,
  maxCentreShift: 0.4,
  maxSizeRatio: 1.5,
  endAfterOutOfView: 120,
};

/** The sampling rate the defaults are for: VIDEO_FPS's default. */
const DEFAULT_FPS = 2;

/**
 * How long a log may go undetected and still be the same log when found again where the camera's
 * shifts put it: the detector misses a log in a frame now and then (on a long, slow walk a log is
 * in view for a minute, and two misses in a row are likely), and a track ended early counts it
 * again. bench:video's 3-minute walk: 772 logs at 2 fps with 2 frames (1 s), 605 at 1 fps, 525 at
 * 0.5 fps; with 4 s, 526, 531 and 525. Once the camera's shift was no longer snapped to the
 * detector's cells (agreedDisplacement), a log awaited 20 s is still found where it was awaited:
 * 290, 306 and 312 with 4 s; 267, 264 and 260 with 20 s (the walk holds about 257 logs).
 */
const MAX_UNSEEN_S = 20;

/**
 * How long a log out of view is waited for: the camera bobbing or turning back along the pile
 * brings it back within this; a track predicted farther away costs matching time only.
 */
const MAX_OUT_OF_VIEW_S = 60;

/**
 * A box this close to the frame's edge (a share of the frame's shorter side) is a log cut by the
 * edge: it continues a track but never starts one. Entering the frame, a log is found cut first,
 * small, and then whole, too unlike the cut box to match it; it is counted once it is whole.
 * bench:video's walk: 446 logs without, 377 with (257 on the camera's known path).
 */
const EDGE_SHARE = 0.01;

/**
 * The options for frames sampled at `fps`: a track survives MAX_UNSEEN_S seconds unseen (at least
 * 2 frames), and below 2 fps, where a log moves farther off the mean shift between frames, the
 * centre gate widens with the time between frames (its square root, as a walker's parallax grows
 * less than linearly), up to 0.7 of a log's size (a neighbouring log on a pile is about one size
 * away, and matching takes the nearest first).
 */
export function trackerOptionsFor(fps: number): TrackerOptions {
  const slower = Math.max(1, DEFAULT_FPS / fps);
  return {
    ...DEFAULT_TRACKER_OPTIONS,
    endAfterUnseen: Math.max(DEFAULT_TRACKER_OPTIONS.endAfterUnseen, Math.ceil(MAX_UNSEEN_S * fps)),
    endAfterOutOfView: Math.max(DEFAULT_TRACKER_OPTIONS.endAfterUnseen, Math.ceil(MAX_OUT_OF_VIEW_S * fps)),
    maxCentreShift: Math.min(0.7, DEFAULT_TRACKER_OPTIONS.maxCentreShift * Math.sqrt(slower)),
  };
}

/** One log across the frames: where it was first seen, and in how many frames. */
export interface Track {
  /** index of the frame it was first seen in */
  firstFrame: number;
  /** its box in that frame */
  box: Box;
  /** frames it was seen in */
  seen: number;
}

interface Live {
  track: Track;
  /** where it is expected in the current frame: its last box moved by the camera's shifts since */
  predicted: Box;
  /** consecutive frames it was in view and not found */
  unseen: number;
  /** consecutive frames it was out of view */
  away: number;
}

interface Point {
  x: number;
  y: number;
}

const centre = (box: Box): Point => ({ x: (box.x1 + box.x2) / 2, y: (box.y1 + box.y2) / 2 });
const moved = (box: Box, shift: Point): Box => ({
  ...box,
  x1: box.x1 + shift.x,
  x2: box.x2 + shift.x,
  y1: box.y1 + shift.y,
  y2: box.y2 + shift.y,
});

const sizeOf = (box: Box): number => Math.sqrt(Math.max(box.x2 - box.x1, 0) * Math.max(box.y2 - box.y1, 0));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const nearest = (point: Point, others: readonly Point[]): number => {
  let best = -1;
  let bestDistance = Infinity;
  others.forEach((other, index) => {
    const distance = (other.x - point.x) ** 2 + (other.y - point.y) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
};

/**
 * The displacement of the mutual nearest neighbours from `from` (moved by `guess`) to `to`: the
 * mean of those within `trim` px of their median. A detector's centres snap towards its heat
 * map's cells (a 1080p frame's cells are 12 px), so between two frames most logs move by whole
 * cells and the median alone snaps too: on bench:video's walk it said 4.1 px a frame for a pan of
 * 5.3, and a log away for half a minute came back 70 px from where it was awaited. Logs at other
 * phases of the cells average it out; the trim leaves out wrong pairs.
 */
function agreedDisplacement(
  from: readonly Point[],
  to: readonly Point[],
  guess: Point,
  trim: number,
): Point | undefined {
  const shifted = from.map((p) => ({ x: p.x + guess.x, y: p.y + guess.y }));
  const pairs: Point[] = [];
  shifted.forEach((point, i) => {
    const j = nearest(point, to);
    if (j >= 0 && nearest(to[j]!, shifted) === i) {
      pairs.push({ x: to[j]!.x - from[i]!.x, y: to[j]!.y - from[i]!.y });
    }
  });
  if (pairs.length === 0) {
    return undefined;
  }
  const middle = { x: median(pairs.map((d) => d.x)), y: median(pairs.map((d) => d.y)) };
  const near = pairs.filter((d) => Math.abs(d.x - middle.x) <= trim && Math.abs(d.y - middle.y) <= trim);
  // an even count whose two middle moves lie far apart leaves none near their median: the median
  return near.length === 0
    ? middle
    : {
        x: near.reduce((sum, d) => sum + d.x, 0) / near.length,
        y: near.reduce((sum, d) => sum + d.y, 0) / near.length,
      };
}

/**
 * The displacement most pairs of logs agree on: every pair's displacement voted into cells of
 * `cell` px, each cell scored with its 8 neighbours (a shift on a cell's edge splits its votes).
 * On a pile, logs sit unevenly, so only the true shift gathers (nearly) every log's vote.
 */
function votedDisplacement(from: readonly Point[], to: readonly Point[], cell = 4): Point {
  const votes = new Map<string, number>();
  for (const p of from) {
    for (const q of to) {
      const key = `${Math.round((q.x - p.x) / cell)},${Math.round((q.y - p.y) / cell)}`;
      votes.set(key, (votes.get(key) ?? 0) + 1);
    }
  }
  let best = { x: 0, y: 0 };
  let bestScore = -1;
  for (const key of votes.keys()) {
    const [cx, cy] = key.split(',').map(Number) as [number, number];
    let score = 0;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        score += votes.get(`${cx + dx},${cy + dy}`) ?? 0;
      }
    }
    const smaller = Math.hypot(cx, cy) < Math.hypot(best.x / cell, best.y / cell);
    if (score > bestScore || (score === bestScore && smaller)) {
      bestScore = score;
      best = { x: cx * cell, y: cy * cell };
    }
  }
  return best;
}

/**
 * The camera's shift from one frame to the next (it pans along the pile, so the logs move
 * together): the displacement the mutual nearest neighbours agree on (their mean near their
 * median, within a vote cell) once the first frame is moved by a first guess. The guess is the
 * displacement most pairs of logs agree on (a vote):
 * on a dense pile a pan of more than half the logs' spacing makes nearest neighbours of wrong
 * logs, and the median alone would settle on a wrong shift. No shift when either frame is empty.
 */
export function estimateShift(previous: readonly Box[], current: readonly Box[]): Point {
  const from = previous.map(centre);
  const to = current.map(centre);
  if (from.length === 0 || to.length === 0) {
    return { x: 0, y: 0 };
  }
  // votes in cells of a quarter of the logs' size (4 px at least): between sparse frames each log
  // strays farther off the mean shift, and cells of fixed pixels would split the true shift's votes
  const cell = Math.max(4, median([...previous, ...current].map(sizeOf)) / 4);
  const guess = votedDisplacement(from, to, cell);
  return agreedDisplacement(from, to, guess, cell) ?? guess;
}

/**
 * Associates the detections frame to frame: the camera's shift between consecutive frames
 * (`estimateShift`) moves every live track's box, then greedy matching continues tracks, the
 * closest pairs first (centre distance over the boxes' size): a pair matches when its IoU is at
 * least `minIou`, or its centres are within `maxCentreShift` sizes and its sizes within
 * `maxSizeRatio`; a detection left over starts a track, unless it is cut by the frame's edge
 * (`view`; in a video of one frame every detection starts one); a track unseen in
 * `endAfterUnseen` consecutive frames while in view ends, one out of view (`view`) waits up to
 * `endAfterOutOfView` frames for the camera to bring it back. Answers the tracks seen in at least `minFrames`
 * frames (every track when there is only one frame), in the order they started.
 */
export function trackLogs(
  frames: readonly (readonly Box[])[],
  options: Partial<TrackerOptions> = {},
): Track[] {
  const { minIou, endAfterUnseen, minFrames, maxCentreShift, maxSizeRatio, view, endAfterOutOfView } = {
    ...DEFAULT_TRACKER_OPTIONS,
    ...options,
  };
  const inView = (box: Box): boolean =>
    !view || (box.x1 >= 0 && box.y1 >= 0 && box.x2 <= view.width && box.y2 <= view.height);
  const margin = view ? EDGE_SHARE * Math.min(view.width, view.height) : 0;
  const cutByEdge = (box: Box): boolean =>
    !!view &&
    (box.x1 <= margin || box.y1 <= margin || box.x2 >= view.width - margin || box.y2 >= view.height - margin);
  const all: Track[] = [];
  let live: Live[] = [];
  frames.forEach((detections, frame) => {
    const shift = frame > 0 ? estimateShift(frames[frame - 1]!, detections) : { x: 0, y: 0 };
    for (const entry of live) {
      entry.predicted = moved(entry.predicted, shift);
    }
    const pairs: { track: number; detection: number; distance: number; overlap: number }[] = [];
    live.forEach((entry, track) => {
      const expected = centre(entry.predicted);
      const expectedSize = sizeOf(entry.predicted);
      detections.forEach((box, detection) => {
        const overlap = intersectionOverUnion(entry.predicted, box);
        const size = sizeOf(box);
        const at = centre(box);
        const distance =
          Math.hypot(at.x - expected.x, at.y - expected.y) / Math.max((size + expectedSize) / 2, 1);
        const ratio = Math.max(size, expectedSize) / Math.max(Math.min(size, expectedSize), 1e-9);
        if (overlap >= minIou || (distance <= maxCentreShift && ratio <= maxSizeRatio)) {
          pairs.push({ track, detection, distance, overlap });
        }
      });
    });
    pairs.sort((a, b) => a.distance - b.distance || b.overlap - a.overlap);
    const trackTaken = new Set<number>();
    const detectionTaken = new Set<number>();
    for (const pair of pairs) {
      if (trackTaken.has(pair.track) || detectionTaken.has(pair.detection)) {
        continue;
      }
      trackTaken.add(pair.track);
      detectionTaken.add(pair.detection);
      const entry = live[pair.track]!;
      entry.predicted = detections[pair.detection]!;
      entry.unseen = 0;
      entry.away = 0;
      entry.track.seen += 1;
    }
    live.forEach((entry, index) => {
      if (trackTaken.has(index)) {
        return;
      }
      if (inView(entry.predicted)) {
        entry.unseen += 1;
        entry.away = 0;
      } else {
        entry.away += 1;
      }
    });
    live = live.filter((entry) => entry.unseen < endAfterUnseen && entry.away < endAfterOutOfView);
    detections.forEach((box, detection) => {
      if (!detectionTaken.has(detection) && (frames.length === 1 || !cutByEdge(box))) {
        const track: Track = { firstFrame: frame, box, seen: 1 };
        all.push(track);
        live.push({ track, predicted: box, unseen: 0, away: 0 });
      }
    });
  });
  const needed = frames.length > 1 ? minFrames : 1;
  return all.filter((track) => track.seen >= needed);
}
