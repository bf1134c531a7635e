/**
 * Calendar months for memberships, in UTC: a month from 31 January is the last day of February,
 * and an allowance cycle runs from one monthly anniversary of the start to the next.
 */

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The same day and time `months` later, on the month's last day when it has fewer days. */
export const addMonths = (date: Date, months: number): Date => {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(targetYear, targetMonth));
  return new Date(
    Date.UTC(
      targetYear,
      targetMonth,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
};

/** The monthly cycle of a membership that started at `start` which holds `now` (now ≥ start). */
export const monthlyCycle = (start: Date, now: Date): { startsAt: Date; endsAt: Date } => {
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  // The difference of calendar months can overshoot by one (e.g. 31 Jan → 2 Mar).
  while (months > 0 && addMonths(start, months) > now) months--;
  while (addMonths(start, months + 1) <= now) months++;
  return { startsAt: addMonths(start, Math.max(months, 0)), endsAt: addMonths(start, Math.max(months, 0) + 1) };
};
