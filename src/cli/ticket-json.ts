import { gameModule, type Ticket } from '../engine/index.ts';

/**
 * A ticket with its keys in the interchange order of docs/ticket-format.md:
 * game, serial, seed, block, index, price, prize, then the face in its game's order (paws:
 * variant, paws, bonus; months: months of { symbols, amount }, gain). The engine's objects put
 * serial after index, so the order is set here rather than inherited.
 */
export function orderedTicket(t: Ticket): Ticket {
  const head = {
    game: t.game,
    serial: t.serial,
    seed: t.seed,
    block: t.block,
    index: t.index,
    price: t.price,
    prize: t.prize,
  };
  return { ...head, ...gameModule(t.game).faceFields(t) } as Ticket;
}

// The JSON of the strings every line repeats (game, seed), computed once.
const quoted = new Map<string, string>();

function q(text: string): string {
  let json = quoted.get(text);
  if (json === undefined) {
    json = JSON.stringify(text);
    if (quoted.size < 1024) quoted.set(text, json);
  }
  return json;
}

/** Numbers as JSON writes them (the engine's are finite integers; anything else fails loudly). */
function n(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`ticket field ${value} is not a finite number`);
  return String(value);
}

function head(t: Ticket): string {
  return `{"game":${q(t.game)},"serial":${JSON.stringify(t.serial)},"seed":${q(t.seed)},"block":${n(t.block)},"index":${n(t.index)},"price":${n(t.price)},"prize":${n(t.prize)}`;
}

/**
 * One NDJSON line: exactly `JSON.stringify(orderedTicket(t)) + "\n"` (a test holds it to that),
 * written by hand because `export` writes 1,500,000 of them.
 */
export function ticketLine(t: Ticket): string {
  return `${head(t)},${gameModule(t.game).faceJson(t)}}\n`;
}
/**
 * JSON indented by two spaces, except that arrays of numbers and strings stay on one line
 * (`"paws": ["bone","ball",…]`), so a ticket reads as it looks.
 */
export function prettyJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value as unknown[];
    if (items.every((item) => item === null || typeof item !== 'object')) return JSON.stringify(items);
    return `[\n${items.map((item) => inner + prettyJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`).join(',\n')}\n${indent}}`;
}
