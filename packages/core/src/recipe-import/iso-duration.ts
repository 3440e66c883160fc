// schema.org times are ISO 8601 durations ("PT1H30M", "P0DT0H45M", "PT90M", "P1DT2H"); some
// pages write minutes as a bare number or "45 mins". Minutes, rounded; null when unreadable.
const ISO =
  /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;

export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO.exec(text);
  if (iso && text.length > 1 && text.toUpperCase() !== 'PT') {
    const [days, hours, minutes, seconds] = iso.slice(1).map((part) => Number(part ?? 0)) as [
      number,
      number,
      number,
      number,
    ];
    return Math.round(days * 1440 + hours * 60 + minutes + seconds / 60);
  }
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hours?)\b/i.exec(text);
  const minutes = /(\d+)\s*(?:m|min|mins|minutes?)\b/i.exec(text);
  if (hours || minutes) {
    return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
  }
  return /^\d+$/.test(text) ? Number(text) : null;
}
