/** POST /api/ad/category: the top category, a sub-category or a brand; the first choice starts the draft. */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const chooseCategory = (categoryId: number): Promise<CallOutput<'chooseCategory'>> =>
  callApi('chooseCategory', { body: { categoryId } });
