/**
 * The files of the products' pictures: each photo and its thumbnail come from one drawing (the
 * thumbnail is the photo scaled to half). The drawing is kept only until both files have used it,
 * so the pixels of a thousand pictures are never in memory at once.
 */
import type { PlannedProduct } from '../catalogue/product-plan.js';
import { renderScene, type Scene } from './artwork.js';
import type { SeedFile } from './media-cache.js';
import { encodePng } from './png.js';

const sharedDrawing = (scene: Scene) => {
  let pixels: Uint8Array | undefined;
  let users = 2;
  return (): Uint8Array => {
    const drawn = pixels ?? renderScene(scene);
    users -= 1;
    pixels = users > 0 ? drawn : undefined;
    return drawn;
  };
};

export const pictureFiles = (products: readonly PlannedProduct[]): SeedFile[] =>
  products.flatMap((product) =>
    product.pictures.flatMap((picture) => {
      const { width, height } = picture.scene;
      const draw = sharedDrawing(picture.scene);
      return [
        { path: picture.path, render: () => encodePng(picture.scene, draw()) },
        {
          path: picture.thumbnailPath,
          render: () =>
            encodePng(picture.scene, draw(), { width: Math.floor(width / 2), height: Math.floor(height / 2) }),
        },
      ];
    }),
  );
