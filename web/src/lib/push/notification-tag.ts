/** The tag of a notification's system notification: the page and the service worker show one, not two. */
export const notificationTag = (n: { id: number }): string => `badal-notification-${n.id}`;
