import type { Point } from './card-layout.ts';

/**
 * A plane-to-plane perspective map (3x3, h33 = 1) from four point pairs: the card's markers in
 * millimetres to where the photo shows them. Eight unknowns, two equations per pair, solved by
 * Gaussian elimination with partial pivoting (the textbook DLT without normalisation is enough
 * for four well-spread points).
 */
export type Homography = [number, number, number, number, number, number, number, number, number];

export function homographyFrom(src: readonly Point[], dst: readonly Point[]): Homography {
  if (src.length !== 4 || dst.length !== 4) throw new Error('A homography takes four point pairs');
  // rows: [x y 1 0 0 0 -u*x -u*y | u] and [0 0 0 x y 1 -v*x -v*y | v]
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = src[i]!;
    const { x: u, y: v } = dst[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const n = 8;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-12) throw new Error('The four points do not span a plane (three in a line?)');
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = a[r]!;
      const f = row[col]! / p[col]!;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) row[c]! -= f * p[c]!;
    }
  }
  const h = a.map((row, i) => row[n]! / row[i]!);
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

export function project(h: Homography, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/** The inverse map (adjugate of the 3x3, scaled so h33 = 1). */
export function invert(h: Homography): Homography {
  const [a, b, c, d, e, f, g, i, j] = h;
  const m: Homography = [e * j - f * i, c * i - b * j, b * f - c * e, f * g - d * j, a * j - c * g, c * d - a * f, d * i - e * g, b * g - a * i, a * e - b * d];
  const s = m[8];
  return m.map((v) => v / s) as Homography;
}
