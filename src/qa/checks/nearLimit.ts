/**
 * A failing measure as printed beside its limit: rounded to `digits` decimals, but toward failing
 * when plain rounding would print it at or past the limit, so a finding never reads as a pass
 * (a contrast of 4.4999 is "4.4:1", not "4.5:1", against "at least 4.5:1"). `side` says which way
 * the limit goes: 'min' for a floor the measure stays under, 'max' for a ceiling it passes.
 */
export function roundFailing(value: number, limit: number, side: 'min' | 'max', digits = 1): number {
  const scale = 10 ** digits;
  const near = Math.round(value * scale) / scale;
  const readsAsPass = side === 'min' ? near >= limit : near <= limit;
  if (!readsAsPass) return near;
  return (side === 'min' ? Math.floor(value * scale) : Math.ceil(value * scale)) / scale;
}
