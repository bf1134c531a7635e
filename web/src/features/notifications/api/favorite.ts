/**
 * POST /api/products/add-favorite and DELETE /api/products/{productId}/delete-favorite. Adding
 * one notifies the product's seller, which is why they live with the notifications.
 */
import { callApi } from '../../../lib/api-client';

export const addFavorite = (productId: number) => callApi('addFavorite', { body: { productId } });

export const deleteFavorite = (productId: number) => callApi('deleteFavorite', { params: { productId }, body: {} });
