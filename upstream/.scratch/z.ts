import { deflateSync, constants } from 'node:zlib';
import { renderScene } from '../src/seed/media/artwork.js';
const px = renderScene({ width: 320, height: 240, from: '#55033e', to: '#f36247', shapes: [{ shape: 'car', x: 0.5, y: 0.5, size: 0.32, colour: '#ffffff', alpha: 0.9 }] });
const stride = 960; const f = Buffer.alloc(961 * 240);
for (let y = 0; y < 240; y++) { f[y*961] = 1; for (let x = 0; x < stride; x++) f[y*961+1+x] = (px[y*stride+x]! - (x>=3?px[y*stride+x-3]!:0)) & 255; }
for (const [name, opts] of [['l1',{level:1}],['l3',{level:3}],['l6',{level:6}],['rle',{level:6,strategy:constants.Z_RLE}],['filtered',{level:4,strategy:constants.Z_FILTERED}]] as const) {
  const t = performance.now(); let n = 0;
  for (let i = 0; i < 50; i++) n = deflateSync(f, opts).length;
  console.log(name, ((performance.now() - t) / 50).toFixed(2), 'ms', n);
}
