/** What is left of an offer's time, in whole hours and minutes (nothing once it has ended). */
export const timeLeft = (expiresAt: string, now: number): { hours: number; minutes: number } | null => {
  const left = new Date(expiresAt).getTime() - now;
  if (!(left > 0)) return null;
  const minutes = Math.ceil(left / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
