import QRCode from 'qrcode';
import { cardLayout, PAGE, type CardLayout, type CardSpec, type Point } from './card-layout.ts';
import { homographyFrom, invert, project } from './homography.ts';

/**
 * Test photos of filled paper cards, made from the same layout the PDF prints: the page drawn in
 * grey (reflectance 0 = black, 1 = paper), pen marks on it, then "photographed": seen through a
 * perspective, lit unevenly, on a table, slightly blurred (sensor noise only on request: it makes
 * the PNGs large). Printed text is drawn as glyph-sized strokes (no font renderer here); the
 * reader never looks at text, only at what is near the boxes, so the strokes stand in for the ink
 * it must ignore. Only the tests and the fixture script use this (the app never imports it).
 */

/** 'dot': a pen resting on an empty box for a moment; it is not a mark and must read as unmarked */
export type MarkStyle = 'cross' | 'fill' | 'slash' | 'dot';
export interface PenMark {
  shooter: number;
  target: number;
  barrel: 1 | 2;
  style: MarkStyle;
}

/** A small seeded generator (mulberry32): the fixtures are the same on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Sheet {
  readonly px: Float32Array;
  readonly w: number;
  readonly h: number;
  readonly scale: number;
  constructor(scale: number) {
    this.scale = scale;
    this.w = Math.round(PAGE.width * scale);
    this.h = Math.round(PAGE.height * scale);
    this.px = new Float32Array(this.w * this.h).fill(0.93);
  }
  /** darken to `value` where covered (ink on paper only darkens) */
  private put(x: number, y: number, cover: number, value: number) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h || cover <= 0) return;
    const i = y * this.w + x;
    const v = this.px[i]! * (1 - Math.min(1, cover)) + value * Math.min(1, cover);
    if (v < this.px[i]!) this.px[i] = v;
  }
  fillRect(x: number, y: number, w: number, h: number, value: number) {
    const s = this.scale;
    for (let py = Math.floor(y * s); py < Math.ceil((y + h) * s); py++)
      for (let px = Math.floor(x * s); px < Math.ceil((x + w) * s); px++) {
        const cx = Math.min(px + 1, (x + w) * s) - Math.max(px, x * s);
        const cy = Math.min(py + 1, (y + h) * s) - Math.max(py, y * s);
        this.put(px, py, Math.max(0, cx) * Math.max(0, cy), value);
      }
  }
  /** a straight stroke of `width` mm, anti-aliased by distance to the segment */
  line(x1: number, y1: number, x2: number, y2: number, width: number, value: number) {
    const s = this.scale;
    const [ax, ay, bx, by, r] = [x1 * s, y1 * s, x2 * s, y2 * s, (width * s) / 2];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    for (let py = Math.floor(Math.min(ay, by) - r - 1); py <= Math.ceil(Math.max(ay, by) + r + 1); py++)
      for (let px = Math.floor(Math.min(ax, bx) - r - 1); px <= Math.ceil(Math.max(ax, bx) + r + 1); px++) {
        const t = Math.max(0, Math.min(1, ((px + 0.5 - ax) * dx + (py + 0.5 - ay) * dy) / len2));
        const d = Math.hypot(px + 0.5 - (ax + t * dx), py + 0.5 - (ay + t * dy));
        this.put(px, py, r + 0.5 - d, value);
      }
  }
  strokeRect(x: number, y: number, w: number, h: number, width: number, value: number) {
    this.line(x, y, x + w, y, width, value);
    this.line(x + w, y, x + w, y + h, width, value);
    this.line(x + w, y + h, x, y + h, width, value);
    this.line(x, y + h, x, y, width, value);
  }
  /** bilinear reflectance at a page point in mm; off the page: NaN */
  at(xmm: number, ymm: number): number {
    const x = xmm * this.scale - 0.5;
    const y = ymm * this.scale - 0.5;
    if (x < -0.5 || y < -0.5 || x > this.w - 0.5 || y > this.h - 0.5) return NaN;
    const x0 = Math.max(0, Math.min(this.w - 1, Math.floor(x)));
    const y0 = Math.max(0, Math.min(this.h - 1, Math.floor(y)));
    const x1 = Math.min(x0 + 1, this.w - 1);
    const y1 = Math.min(y0 + 1, this.h - 1);
    const fx = Math.max(0, Math.min(1, x - x0));
    const fy = Math.max(0, Math.min(1, y - y0));
    const p = this.px;
    return (
      (p[y0 * this.w + x0]! * (1 - fx) + p[y0 * this.w + x1]! * fx) * (1 - fy) +
      (p[y1 * this.w + x0]! * (1 - fx) + p[y1 * this.w + x1]! * fx) * fy
    );
  }
}

const INK = 0.06;
const PEN = 0.22;

/** The printed card, as the PDF lays it out. */
function drawCard(sheet: Sheet, layout: CardLayout, rnd: () => number) {
  for (const m of [...layout.markers, layout.orientation]) sheet.fillRect(m.x, m.y, m.w, m.h, INK);
  for (const b of layout.boxes) sheet.strokeRect(b.x, b.y, b.w, b.h, 0.3, INK);
  for (const r of layout.rules) sheet.line(r.x1, r.y1, r.x2, r.y2, 0.2, 0.45);
  for (const l of layout.labels) {
    // glyph-sized strokes where the text is printed: cap height ~0.7 of the size, width ~0.55
    const size = l.size * 0.3528;
    const cw = size * 0.55;
    const width = l.text.length * cw;
    const x0 = l.align === 'left' ? l.x : l.align === 'center' ? l.x - width / 2 : l.x - width;
    [...l.text].forEach((ch, i) => {
      if (ch === ' ') return;
      const gx = x0 + i * cw;
      const top = l.y - size * 0.7;
      for (let k = 0; k < 2; k++) {
        const a = { x: gx + rnd() * cw * 0.8, y: top + rnd() * size * 0.7 };
        const b = { x: gx + rnd() * cw * 0.8, y: top + rnd() * size * 0.7 };
        sheet.line(a.x, a.y, b.x, b.y, size * 0.12, INK);
      }
    });
  }
  const qr = QRCode.create(layout.spec.qrValue, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = layout.qr.w / n;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (qr.modules.get(x, y)) sheet.fillRect(layout.qr.x + x * cell, layout.qr.y + y * cell, cell, cell, INK);
}

/** A scorer's pen: a cross, a box scribbled full, or one slash, each a little off the ideal. */
function drawMark(sheet: Sheet, layout: CardLayout, m: PenMark, rnd: () => number) {
  const b = layout.boxes.find((x) => x.shooter === m.shooter && x.target === m.target && x.barrel === m.barrel);
  if (!b) throw new Error('No such box');
  const j = () => (rnd() - 0.5) * 1.2;
  const pen = 0.45 + rnd() * 0.3;
  const over = 0.6;
  if (m.style === 'dot') {
    const x = b.x + b.w * (0.3 + rnd() * 0.4);
    const y = b.y + b.h * (0.3 + rnd() * 0.4);
    sheet.line(x, y, x + 0.3, y + 0.2, 0.6, PEN);
  } else if (m.style === 'cross' || m.style === 'slash') {
    sheet.line(b.x - over * rnd() + j() * 0.5, b.y + b.h + j() * 0.5, b.x + b.w + over * rnd() + j() * 0.5, b.y + j() * 0.5, pen, PEN);
    if (m.style === 'cross') sheet.line(b.x + j() * 0.5, b.y + j() * 0.5, b.x + b.w + j() * 0.5, b.y + b.h + j() * 0.5, pen, PEN);
  } else {
    for (let y = b.y + 0.3; y < b.y + b.h - 0.2; y += 0.55) {
      sheet.line(b.x + 0.2 + rnd() * 0.5, y + j() * 0.2, b.x + b.w - 0.2 - rnd() * 0.5, y + 0.5 + j() * 0.2, 0.8, PEN);
    }
  }
}

export interface PhotoOptions {
  width: number;
  height: number;
  /** where the page's corners land in the photo: top-left, top-right, bottom-left, bottom-right */
  corners: [Point, Point, Point, Point];
  /** light on the paper at a photo point (0 to 1): dim and uneven for shade */
  light: (x: number, y: number) => number;
  seed: number;
  /** sensor noise, in grey levels (none by default: noise on every pixel makes each PNG over 1 MB) */
  noise?: number;
}

/** Page corners for a camera tilted `tilt`° forward, turned `turn`° sideways and rolled `roll`°, the card filling `fill` of the frame. */
export function cameraCorners(width: number, height: number, tilt: number, turn: number, roll: number, fill = 0.86): [Point, Point, Point, Point] {
  const rad = Math.PI / 180;
  const pts = [
    [-PAGE.width / 2, -PAGE.height / 2],
    [PAGE.width / 2, -PAGE.height / 2],
    [-PAGE.width / 2, PAGE.height / 2],
    [PAGE.width / 2, PAGE.height / 2],
  ].map(([x, y]) => {
    // roll in the page's plane, then tilt about x and turn about y, then a pinhole camera 450 mm away
    const [cr, sr] = [Math.cos(roll * rad), Math.sin(roll * rad)];
    let [px, py, pz] = [x! * cr - y! * sr, x! * sr + y! * cr, 0];
    const [ct, st] = [Math.cos(tilt * rad), Math.sin(tilt * rad)];
    [py, pz] = [py * ct - pz * st, py * st + pz * ct];
    const [cu, su] = [Math.cos(turn * rad), Math.sin(turn * rad)];
    [px, pz] = [px * cu + pz * su, -px * su + pz * cu];
    const z = 450 + pz;
    return { x: (px * 450) / z, y: (py * 450) / z };
  });
  const minX = Math.min(...pts.map((p) => p.x));
  const maxX = Math.max(...pts.map((p) => p.x));
  const minY = Math.min(...pts.map((p) => p.y));
  const maxY = Math.max(...pts.map((p) => p.y));
  const s = Math.min((width * fill) / (maxX - minX), (height * fill) / (maxY - minY));
  const ox = width / 2 - ((minX + maxX) / 2) * s;
  const oy = height / 2 - ((minY + maxY) / 2) * s;
  return pts.map((p) => ({ x: p.x * s + ox, y: p.y * s + oy })) as [Point, Point, Point, Point];
}

/** The photo of a filled card: one grey byte per pixel. */
export function photographCard(spec: CardSpec, marks: PenMark[], o: PhotoOptions): Uint8Array {
  const layout = cardLayout(spec);
  const rnd = seeded(o.seed);
  const sheet = new Sheet(8);
  drawCard(sheet, layout, rnd);
  for (const m of marks) drawMark(sheet, layout, m, rnd);
  const page = [
    { x: 0, y: 0 },
    { x: PAGE.width, y: 0 },
    { x: 0, y: PAGE.height },
    { x: PAGE.width, y: PAGE.height },
  ];
  const toPage = invert(homographyFrom(page, o.corners));
  const out = new Uint8Array(o.width * o.height);
  const noise = o.noise ?? 0;
  // 2 x 2 samples per photo pixel: the lens and sensor blur a little
  const offsets = [0.25, 0.75];
  for (let y = 0; y < o.height; y++)
    for (let x = 0; x < o.width; x++) {
      let sum = 0;
      for (const oy of offsets)
        for (const ox of offsets) {
          const p = project(toPage, x + ox, y + oy);
          const v = sheet.at(p.x, p.y);
          // the table: dark wood, a slow grain
          sum += Number.isNaN(v) ? 0.28 + 0.05 * Math.sin(y / 37 + Math.sin(x / 91)) : v;
        }
      const lit = (sum / 4) * o.light(x, y) * 255;
      // noise in steps of 2 levels keeps the PNG compressible
      const n = Math.round((rnd() - 0.5) * noise) * 2;
      out[y * o.width + x] = Math.max(0, Math.min(255, Math.round(lit + n)));
    }
  return out;
}

/** Random plausible marks for a squad: mostly first-barrel kills, some second, some lost. */
export function randomMarks(spec: CardSpec, seed: number): PenMark[] {
  const rnd = seeded(seed);
  const marks: PenMark[] = [];
  spec.shooters.forEach((_, shooter) => {
    for (let t = spec.firstTarget; t < spec.firstTarget + spec.targets; t++) {
      const r = rnd();
      const barrel: 1 | 2 | null = r < 0.68 ? 1 : r < 0.84 && spec.barrels === 2 ? 2 : null;
      if (!barrel) {
        // one lost target in eight carries a stray dot in its first box
        if (rnd() < 0.12) marks.push({ shooter, target: t, barrel: 1, style: 'dot' });
        continue;
      }
      const s = rnd();
      marks.push({ shooter, target: t, barrel, style: s < 0.6 ? 'cross' : s < 0.82 ? 'fill' : 'slash' });
    }
  });
  return marks;
}
