/** What is left of an offer's time, in whole hours and minutes (nothing once it has ended). */
export const timeLeft = (expiresAt: string, now: number): { hours: number; minutes: number } | null => {
  const left = new Date(expiresAt).getTime() - now;
  if (!(left > 0)) return null;
  // To the nearest minute, at least one while any time is left.
  const minutes = Math.max(1, Math.round(left / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
