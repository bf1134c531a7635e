import { writeFileSync } from 'node:fs';
import { scenePng, SHAPES, type ShapeName, renderScene } from '../src/seed/media/artwork.js';
const t = Date.now();
let bytes = 0;
const names = Object.keys(SHAPES) as ShapeName[];
for (let i = 0; i < 100; i++) {
  const shape = names[i % names.length]!;
  const png = scenePng({ width: 320, height: 240, from: '#55033e', to: '#f36247', shapes: [{ shape, x: 0.5, y: 0.5, size: 0.32, colour: '#ffffff', alpha: 0.9 }] });
  bytes += png.length;
  if (i < names.length) writeFileSync(`/tmp/art-${shape}.png`, png);
}
console.log('100 images ms', Date.now() - t, 'avg bytes', bytes / 100);
const t2 = Date.now();
for (let i = 0; i < 100; i++) renderScene({ width: 320, height: 240, from: '#55033e', to: '#f36247', shapes: [{ shape: 'car', x: 0.5, y: 0.5, size: 0.32, colour: '#ffffff', alpha: 0.9 }] });
console.log('render only ms', Date.now() - t2);
