/**
 * Pictures the seed draws itself: a diagonal colour gradient with one or more simple shapes on it,
 * rasterised from signed distance functions with anti-aliased edges. Product photos, banners,
 * company value icons and leadership portraits are all scenes of this kind.
 */
import { encodePng } from './png.js';

/** Math.hypot is slow in V8, and these run for every pixel. */
const len = (a: number, b: number) => Math.sqrt(a * a + b * b);

/** Signed distance of a point (in the shape's unit square, -1..1) to the shape's edge: < 0 inside. */
const circle = (x: number, y: number) => len(x, y) - 1;
const box = (x: number, y: number, w: number, h: number, r = 0) => {
  const qx = Math.abs(x) - w + r;
  const qy = Math.abs(y) - h + r;
  return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};
const triangle = (x: number, y: number) => {
  // Equilateral, pointing up.
  const k = Math.sqrt(3);
  let px = Math.abs(x) - 1;
  let py = y + 1 / k;
  if (px + k * py > 0) [px, py] = [(px - k * py) / 2, (-k * px - py) / 2];
  px -= Math.min(Math.max(px, -2), 0);
  return -len(px, py) * Math.sign(py);
};
const min3 = (a: number, b: number, c: number) => Math.min(a, Math.min(b, c));
/** A circle of radius r centred at (cx, cy), in the same unit square. */
const dot = (x: number, y: number, cx: number, cy: number, r: number) => len(x - cx, y - cy) - r;

/** The unit square has y pointing up. Every shape stays inside it (|x|, |y| ≤ 1). */
export const SHAPES = {
  car: (x: number, y: number) =>
    Math.min(
      box(x, y + 0.05, 1, 0.3, 0.2),
      min3(box(x + 0.05, y - 0.38, 0.55, 0.28, 0.2), dot(x, y, -0.55, -0.45, 0.26), dot(x, y, 0.55, -0.45, 0.26)),
    ),
  house: (x: number, y: number) => Math.min(box(x, y + 0.35, 0.72, 0.6), triangle(x, (y - 0.42) / 0.6) * 0.6),
  phone: (x: number, y: number) => box(x, y, 0.55, 1, 0.18),
  screen: (x: number, y: number) => Math.min(box(x, y - 0.12, 1, 0.68, 0.08), box(x, y + 0.9, 0.4, 0.08)),
  bars: (x: number, y: number) =>
    min3(box(x + 0.6, y + 0.15, 0.18, 0.75), box(x, y + 0.4, 0.18, 0.5), box(x - 0.6, y, 0.18, 0.9)),
  ring: (x: number, y: number) => Math.abs(len(x, y) - 0.72) - 0.25,
  diamond: (x: number, y: number) => (Math.abs(x) + Math.abs(y) - 1) / Math.SQRT2,
  flower: (x: number, y: number) => (len(x, y) - (0.7 + 0.3 * Math.cos(5 * Math.atan2(y, x)))) * 0.8,
  ball: circle,
  paw: (x: number, y: number) =>
    Math.min(
      min3(dot(x, y, 0, -0.35, 0.5), dot(x, y, -0.65, 0.3, 0.24), dot(x, y, -0.22, 0.68, 0.24)),
      Math.min(dot(x, y, 0.22, 0.68, 0.24), dot(x, y, 0.65, 0.3, 0.24)),
    ),
  plus: (x: number, y: number) => Math.min(box(x, y, 1, 0.3, 0.08), box(x, y, 0.3, 1, 0.08)),
  hexagon: (x: number, y: number) => {
    const ax = Math.abs(x);
    const ay = Math.abs(y);
    return Math.max(ax * 0.866 + ay * 0.5, ay) - 0.9;
  },
  person: (x: number, y: number) => Math.min(dot(x, y, 0, 0.38, 0.4), box(x, y + 0.72, 0.8, 0.45, 0.4)),
} as const;

export type ShapeName = keyof typeof SHAPES;

export interface SceneShape {
  shape: ShapeName;
  /** Centre, as a fraction of the width and height. */
  x: number;
  y: number;
  /** Half size, as a fraction of the smaller side. */
  size: number;
  colour: string;
  alpha: number;
}

export interface Scene {
  width: number;
  height: number;
  /** Gradient from the top-left corner colour to the bottom-right one. */
  from: string;
  to: string;
  shapes: readonly SceneShape[];
}

const rgbOf = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Mixes two #rrggbb colours; t 0 gives `a`, 1 gives `b`. */
export const mix = (a: string, b: string, t: number): string => {
  const [ar, ag, ab] = rgbOf(a);
  const [br, bg, bb] = rgbOf(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t);
  return `#${((c(ar, br) << 16) | (c(ag, bg) << 8) | c(ab, bb)).toString(16).padStart(6, '0')}`;
};

export const renderScene = (scene: Scene): Uint8Array => {
  const { width, height } = scene;
  const pixels = new Uint8Array(width * height * 3);
  const [fr, fg, fb] = rgbOf(scene.from);
  const [tr, tg, tb] = rgbOf(scene.to);
  const span = width + height - 2 || 1;
  // The gradient runs along x + y; + 0.5 rounds as the stores truncate.
  const [dr, dg, db] = [(tr - fr) / span, (tg - fg) / span, (tb - fb) / span];
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * 3; x < width; x++, i += 3) {
      const t = x + y;
      pixels[i] = fr + dr * t + 0.5;
      pixels[i + 1] = fg + dg * t + 0.5;
      pixels[i + 2] = fb + db * t + 0.5;
    }
  }
  const unit = Math.min(width, height);
  for (const shape of scene.shapes) {
    const sdf = SHAPES[shape.shape];
    const [sr, sg, sb] = rgbOf(shape.colour);
    const cx = shape.x * width;
    const cy = shape.y * height;
    const half = shape.size * unit;
    // Shapes stay inside their unit square: only the pixels of that square are measured.
    const reach = half * 1.05 + 1;
    const x0 = Math.max(0, Math.floor(cx - reach));
    const x1 = Math.min(width - 1, Math.ceil(cx + reach));
    const y0 = Math.max(0, Math.floor(cy - reach));
    const y1 = Math.min(height - 1, Math.ceil(cy + reach));
    for (let y = y0; y <= y1; y++) {
      const v = (cy - y) / half;
      for (let x = x0, i = (y * width + x0) * 3; x <= x1; x++, i += 3) {
        // Distance in pixels (the unit square scaled by `half`); a one-pixel ramp smooths the edge.
        const d = sdf((x - cx) / half, v) * half;
        if (d >= 0.5) continue;
        const a = shape.alpha * Math.min(1, 0.5 - d);
        pixels[i] = (pixels[i] as number) + (sr - (pixels[i] as number)) * a;
        pixels[i + 1] = (pixels[i + 1] as number) + (sg - (pixels[i + 1] as number)) * a;
        pixels[i + 2] = (pixels[i + 2] as number) + (sb - (pixels[i + 2] as number)) * a;
      }
    }
  }
  return pixels;
};

export const scenePng = (scene: Scene): Promise<Buffer> => encodePng(scene, renderScene(scene));
