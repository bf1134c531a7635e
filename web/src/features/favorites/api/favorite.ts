/**
 * POST /api/products/add-favorite and DELETE /api/products/{productId}/delete-favorite, used by the
 * product page's toggle and the favourites page. Adding one notifies the product's seller.
 */
import { callApi } from '../../../lib/api-client';

export const addFavorite = (productId: number) => callApi('addFavorite', { body: { productId } });

export const deleteFavorite = (productId: number) => callApi('deleteFavorite', { params: { productId }, body: {} });
