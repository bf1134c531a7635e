/** GET /api/products/{slug}/mini: a product in brief, to open it through its first category (spec §4). */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const fetchProductMini = (slug: string): Promise<CallOutput<'productMini'>> =>
  callApi('productMini', { params: { slug } });
