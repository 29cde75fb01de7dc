/** Every path of a catalogue, with the kind of value found there (and a function's arity). */
export function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (Array.isArray(value))
    return [`${path}: array/${value.length}`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => shape(v, path === '' ? k : `${path}.${k}`));
  return [`${path}: ${typeof value}`];
}
