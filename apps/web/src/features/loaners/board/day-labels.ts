/** A board day (`YYYY-MM-DD`, already the shop's calendar) written for people. */
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const full = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const withYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tue' */
export const weekdayOf = (day: string) => weekday.format(at(day));
/** The day of the month: '3' */
export const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)));
/** 'Mar 3' */
export const shortDay = (day: string) => monthDay.format(at(day));
/** 'Tuesday, March 3, 2026' (what a free slot's button says it reserves). */
export const longDay = (day: string) => full.format(at(day));
/** 'Mar 3 – Mar 16, 2026' */
export const rangeLabel = (first: string, last: string) =>
  `${shortDay(first)} – ${withYear.format(at(last))}`;
