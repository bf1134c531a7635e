/** PUT /api/users/notifications/all: every notification read. */
import { callApi } from '../../../lib/api-client';

export const readAllNotifications = () => callApi('readAllNotifications', { body: {} });
