import { cardLayout, type CardBox, type CardLayout, type CardSpec, type Point } from './card-layout.ts';
import { homographyFrom, project, type Homography } from './homography.ts';

/**
 * Reads the marks on a photographed paper score card: no DOM, no canvas, only the RGBA pixels of
 * the photo (ImageData's layout) and the card's layout, so it runs the same in a browser and in
 * Node's tests. It recognises marked boxes, not handwriting:
 *
 * 1. grey levels, and a smaller working copy for finding the markers;
 * 2. an adaptive threshold (each pixel against the mean of its neighbourhood), so a shadow across
 *    the card or a dim photo still separates ink from paper;
 * 3. connected dark regions; the four corner markers are the large, solid, roughly square ones
 *    nearest the photo's corners;
 * 4. the homography from the markers' centres on the page (mm) to their centres in the photo;
 * 5. each box's inside sampled through it and compared with the paper just around that box: the
 *    share of ink-dark samples decides marked or not, and how far it is from the threshold is the
 *    confidence.
 */

export interface BoxRead {
  shooter: number;
  target: number;
  barrel: 1 | 2;
  marked: boolean;
  /** 0 (a coin toss) to 1 (clear): how far the ink share is from the threshold */
  confidence: number;
  /** share of the box's inside darker than ink against the local paper (0 to 1) */
  ink: number;
}

export interface CardRead {
  /** in the layout's box order: row by row, shooter by shooter, barrel by barrel */
  boxes: BoxRead[];
  /** the markers' centres found in the photo (top-left, top-right, bottom-left, bottom-right) */
  markers: Point[];
  homography: Homography;
  /** the lowest box confidence: below about 0.5 the screen asks to check the card */
  confidence: number;
}

export class CardNotFound extends Error {}

/** Share of a box's inside that must be ink for the box to count as marked. */
export const INK_THRESHOLD = 0.07;
/** A sample is ink when darker than this fraction of the paper around its box. */
const INK_LEVEL = 0.62;

export function readCard(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, spec: CardSpec | CardLayout): CardRead {
  const layout = 'boxes' in spec ? spec : cardLayout(spec);
  if (rgba.length < width * height * 4) throw new Error('The pixels do not fill width x height x 4');
  const grey = toGrey(rgba, width, height);
  const { markers, h } = orient(grey, width, height, layout, findMarkers(grey, width, height));
  const boxes = layout.boxes.map((b) => readBox(grey, width, height, h, b));
  return { boxes, markers, homography: h, confidence: Math.min(...boxes.map((b) => b.confidence)) };
}

/** Rec. 601 luma, one byte per pixel. */
function toGrey(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = (rgba[p]! * 299 + rgba[p + 1]! * 587 + rgba[p + 2]! * 114) / 1000;
  return out;
}

/** Bilinear grey level at a sub-pixel point (pixel centres at integers); outside the photo: paper-white. */
function sample(grey: Uint8Array, width: number, height: number, x: number, y: number): number {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = grey[y0 * width + x0]! * (1 - fx) + grey[y0 * width + x1]! * fx;
  const bottom = grey[y1 * width + x0]! * (1 - fx) + grey[y1 * width + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

interface Blob {
  area: number;
  sx: number;
  sy: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  /** extreme points along the diagonals: the corners of a quadrilateral turned less than 45° from the photo's axes */
  corners: [Point, Point, Point, Point];
  border: boolean;
}

/**
 * The four corner markers' centres in the photo's pixels. Works on a copy of at most ~1000 px on
 * its long side (a phone's 12 Mpx photo otherwise costs seconds for nothing).
 */
export function findMarkers(grey: Uint8Array, width: number, height: number): [Point, Point, Point, Point] {
  const f = Math.max(1, Math.ceil(Math.max(width, height) / 1000));
  const w = Math.floor(width / f);
  const hgt = Math.floor(height / f);
  const small = new Uint8Array(w * hgt);
  for (let y = 0; y < hgt; y++)
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let dy = 0; dy < f; dy++) for (let dx = 0; dx < f; dx++) s += grey[(y * f + dy) * width + x * f + dx]!;
      small[y * w + x] = s / (f * f);
    }

  // integral image for the neighbourhood means; the window is wider than twice a marker at any
  // sensible framing, so a marker's inside is compared with the paper around it, not with itself
  const integral = new Float64Array((w + 1) * (hgt + 1));
  for (let y = 0; y < hgt; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += small[y * w + x]!;
      integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1]! + row;
    }
  }
  const r = Math.max(8, Math.round(Math.min(w, hgt) / 9));
  const dark = new Uint8Array(w * hgt);
  for (let y = 0; y < hgt; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(hgt, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const sum = integral[y1 * (w + 1) + x1]! - integral[y0 * (w + 1) + x1]! - integral[y1 * (w + 1) + x0]! + integral[y0 * (w + 1) + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      const v = small[y * w + x]!;
      dark[y * w + x] = v < mean * 0.7 && mean - v > 12 ? 1 : 0;
    }
  }

  const blobs = components(dark, w, hgt);
  const minArea = (Math.min(w, hgt) / 70) ** 2;
  const candidates = blobs.filter((b) => {
    if (b.border || b.area < minArea) return false;
    const bw = b.maxX - b.minX + 1;
    const bh = b.maxY - b.minY + 1;
    if (bw / bh > 2.5 || bh / bw > 2.5) return false;
    // solid: nearly all of the quadrilateral spanned by its extreme points is dark (a ring, text,
    // the QR code or a crossed box are not)
    return b.area / Math.max(1, quadArea(b.corners)) > 0.8 && b.area / (bw * bh) > 0.45;
  });
  if (candidates.length < 4) throw new CardNotFound('The four corner squares are not all in the photo');
  // The markers are the corners of the convex hull of everything printed: whatever else is solid
  // (a filled box, a QR module) lies inside them, and the point of a convex set furthest along a
  // direction is one of its corners. So the top-left marker is the candidate with the least x + y,
  // the top-right the greatest x - y, and so on (true while the card is turned less than 45°).
  const extreme = (score: (x: number, y: number) => number) =>
    candidates.reduce((best, b) => (score(b.sx / b.area, b.sy / b.area) > score(best.sx / best.area, best.sy / best.area) ? b : best));
  const chosen = [
    extreme((x, y) => -x - y),
    extreme((x, y) => x - y),
    extreme((x, y) => y - x),
    extreme((x, y) => x + y),
  ];
  if (new Set(chosen).size !== 4) throw new CardNotFound('The four corner squares are not all in the photo');
  const areas = chosen.map((b) => b.area);
  if (Math.max(...areas) > Math.min(...areas) * 5) throw new CardNotFound('The corner squares do not look alike: photograph the card flat');
  const centres = chosen.map((b) => refineCentre(grey, width, height, b, f));
  return centres as [Point, Point, Point, Point];
}

/**
 * Which photo corner is the card's top-left: the photo may be taken sideways or upside down. The
 * four markers found (the photo's top-left, top-right, bottom-left, bottom-right) are tried as
 * the card turned 0, 90, 180 and 270 degrees; the right turn is the one that finds the card's
 * orientation square solid dark (elsewhere the same spot is margin paper).
 */
function orient(
  grey: Uint8Array,
  width: number,
  height: number,
  layout: CardLayout,
  [a, b, c, d]: [Point, Point, Point, Point],
): { markers: Point[]; h: Homography } {
  // the card's top-left, top-right, bottom-left, bottom-right for each turn (clockwise)
  const turns: Point[][] = [
    [a, b, c, d],
    [b, d, a, c],
    [d, c, b, a],
    [c, a, d, b],
  ];
  const o = layout.orientation;
  let best: { markers: Point[]; h: Homography; darkness: number } | undefined;
  for (const markers of turns) {
    const h = homographyFrom(layout.markerCentres, markers);
    const at = (x: number, y: number) => {
      const p = project(h, x, y);
      return sample(grey, width, height, p.x, p.y);
    };
    let inside = 0;
    let n = 0;
    for (let y = o.y + o.h * 0.25; y <= o.y + o.h * 0.75; y += 0.5)
      for (let x = o.x + o.w * 0.25; x <= o.x + o.w * 0.75; x += 0.5) {
        inside += at(x, y);
        n++;
      }
    const ring: number[] = [];
    for (let t = -2; t <= o.w + 2; t += 0.5) ring.push(at(o.x + t, o.y - 2), at(o.x + t, o.y + o.h + 2), at(o.x - 2, o.y + t), at(o.x + o.w + 2, o.y + t));
    ring.sort((p, q) => p - q);
    const paper = Math.max(1, ring[Math.floor(ring.length * 0.8)]!);
    const darkness = 1 - inside / n / paper;
    if (!best || darkness > best.darkness) best = { markers, h, darkness };
  }
  if (!best || best.darkness < 0.5) throw new CardNotFound('The card’s top-left square is not in the photo');
  return { markers: best.markers, h: best.h };
}

/**
 * A marker's centre at full resolution: the centroid of its pixels darker than halfway between
 * its inside and the paper around it (the working copy's centroid is up to half a working pixel off).
 */
function refineCentre(grey: Uint8Array, width: number, height: number, b: Blob, f: number): Point {
  const pad = Math.ceil(Math.max(b.maxX - b.minX, b.maxY - b.minY) * 0.25) + 1;
  const x0 = Math.max(0, (b.minX - pad) * f);
  const y0 = Math.max(0, (b.minY - pad) * f);
  const x1 = Math.min(width - 1, (b.maxX + pad + 1) * f);
  const y1 = Math.min(height - 1, (b.maxY + pad + 1) * f);
  const cx = ((b.sx / b.area) + 0.5) * f - 0.5;
  const cy = ((b.sy / b.area) + 0.5) * f - 0.5;
  const inside = grey[Math.round(cy) * width + Math.round(cx)]!;
  const ring: number[] = [];
  for (let x = x0; x <= x1; x += f) ring.push(grey[y0 * width + x]!, grey[y1 * width + x]!);
  for (let y = y0; y <= y1; y += f) ring.push(grey[y * width + x0]!, grey[y * width + x1]!);
  ring.sort((a, c) => a - c);
  const paper = ring[Math.floor(ring.length * 0.75)]!;
  const cut = (inside + paper) / 2;
  // only the pixels within the working blob's box (grown by one working pixel): text near a marker stays out
  const bx0 = Math.max(0, (b.minX - 1) * f);
  const by0 = Math.max(0, (b.minY - 1) * f);
  const bx1 = Math.min(width - 1, (b.maxX + 2) * f);
  const by1 = Math.min(height - 1, (b.maxY + 2) * f);
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let y = by0; y <= by1; y++)
    for (let x = bx0; x <= bx1; x++) {
      const v = grey[y * width + x]!;
      if (v < cut) {
        // weight by how dark: the blurred edge counts in proportion
        const wgt = (cut - v) / Math.max(1, cut - inside);
        n += wgt;
        sx += wgt * x;
        sy += wgt * y;
      }
    }
  return n > 0 ? { x: sx / n, y: sy / n } : { x: cx, y: cy };
}

/** 4-connected dark regions, by an explicit stack (no recursion on a 1000 x 1300 mask). */
function components(mask: Uint8Array, w: number, h: number): Blob[] {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  const out: Blob[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const b: Blob = {
      area: 0,
      sx: 0,
      sy: 0,
      minX: w,
      maxX: 0,
      minY: h,
      maxY: 0,
      corners: [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ],
      border: false,
    };
    let minSum = Infinity;
    let maxSum = -Infinity;
    let minDiff = Infinity;
    let maxDiff = -Infinity;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % w;
      const y = (p - x) / w;
      b.area++;
      b.sx += x;
      b.sy += y;
      if (x < b.minX) b.minX = x;
      if (x > b.maxX) b.maxX = x;
      if (y < b.minY) b.minY = y;
      if (y > b.maxY) b.maxY = y;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) b.border = true;
      // top-left, top-right, bottom-right, bottom-left in order round the quadrilateral
      if (x + y < minSum) [minSum, b.corners[0]] = [x + y, { x, y }];
      if (x - y > maxDiff) [maxDiff, b.corners[1]] = [x - y, { x, y }];
      if (x + y > maxSum) [maxSum, b.corners[2]] = [x + y, { x, y }];
      if (x - y < minDiff) [minDiff, b.corners[3]] = [x - y, { x, y }];
      const push = (q: number) => {
        if (mask[q] && !seen[q]) {
          seen[q] = 1;
          stack[top++] = q;
        }
      };
      if (x > 0) push(p - 1);
      if (x < w - 1) push(p + 1);
      if (y > 0) push(p - w);
      if (y < h - 1) push(p + w);
    }
    out.push(b);
  }
  return out;
}

/** Shoelace area of a quadrilateral given in order round it, grown by half a pixel all round (pixels are squares, not points). */
function quadArea(q: [Point, Point, Point, Point]): number {
  let a = 0;
  for (let i = 0; i < 4; i++) {
    const p = q[i]!;
    const n = q[(i + 1) % 4]!;
    a += p.x * n.y - n.x * p.y;
  }
  const perimeter = q.reduce((s, p, i) => s + Math.hypot(q[(i + 1) % 4]!.x - p.x, q[(i + 1) % 4]!.y - p.y), 0);
  return Math.abs(a) / 2 + perimeter / 2 + 1;
}

/** One box: the share of its inside that is ink against the paper just around it. */
function readBox(grey: Uint8Array, width: number, height: number, h: Homography, b: CardBox): BoxRead {
  const at = (x: number, y: number) => {
    const p = project(h, x, y);
    return sample(grey, width, height, p.x, p.y);
  };
  // the paper: a ring 0.7 mm outside the printed outline; its bright end, so a stroke running out
  // of the box or a neighbour's outline does not pass for paper
  const ring: number[] = [];
  const gap = 0.7;
  const step = 0.5;
  for (let x = b.x - gap; x <= b.x + b.w + gap; x += step) ring.push(at(x, b.y - gap), at(x, b.y + b.h + gap));
  for (let y = b.y - gap; y <= b.y + b.h + gap; y += step) ring.push(at(b.x - gap, y), at(b.x + b.w + gap, y));
  ring.sort((a, c) => a - c);
  const paper = Math.max(1, ring[Math.floor(ring.length * 0.8)]!);
  // the inside, clear of the printed outline (18 % in from each side)
  const ix = b.w * 0.18;
  const iy = b.h * 0.18;
  const inner = 0.25;
  let ink = 0;
  let n = 0;
  for (let y = b.y + iy; y <= b.y + b.h - iy; y += inner)
    for (let x = b.x + ix; x <= b.x + b.w - ix; x += inner) {
      n++;
      if (at(x, y) < paper * INK_LEVEL) ink++;
    }
  const share = n ? ink / n : 0;
  const marked = share >= INK_THRESHOLD;
  // a single slash fills about 0.15, a cross 0.3, a filled box 0.8; an empty box 0, a stray dot 0.02
  const confidence = marked ? Math.min(1, (share - INK_THRESHOLD) / 0.1) : Math.min(1, (INK_THRESHOLD - share) / (INK_THRESHOLD * 0.7));
  return { shooter: b.shooter, target: b.target, barrel: b.barrel, marked, confidence, ink: share };
}

export type PaperOutcome = 'first' | 'second' | 'lost';

/**
 * A shooter's targets from the read boxes: the first barrel's box marked is a first-barrel kill,
 * else the second's a second-barrel kill, else lost. Both boxes marked is impossible on the range:
 * it reads as first and is listed as a doubt for the scorer to check.
 */
export function targetResults(read: Pick<CardRead, 'boxes'>, shooter: number): { target: number; outcome: PaperOutcome; doubt: boolean }[] {
  const byTarget = new Map<number, BoxRead[]>();
  for (const b of read.boxes) if (b.shooter === shooter) byTarget.set(b.target, [...(byTarget.get(b.target) ?? []), b]);
  return [...byTarget.entries()]
    .sort(([a], [b]) => a - b)
    .map(([target, boxes]) => {
      const first = boxes.find((b) => b.barrel === 1)?.marked ?? false;
      const second = boxes.find((b) => b.barrel === 2)?.marked ?? false;
      return { target, outcome: first ? 'first' : second ? 'second' : 'lost', doubt: first && second };
    });
}
