/** PUT /api/users/notifications/{id}: one notification read. */
import { callApi } from '../../../lib/api-client';

export const readNotification = (id: number) => callApi('readNotification', { params: { id }, body: {} });
