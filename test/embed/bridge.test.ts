import { describe, expect, it } from 'vitest';
import { generateTicket, zoneSymbols, type TicketRef } from '../../src/engine/index.ts';
import {
  connectParent,
  fromAllowedParent,
  messagesBetween,
  messageTargets,
  parentOriginOf,
  readCommand,
  reportAddressErrors,
} from '../../src/embed/bridge.ts';
import { parseEmbedAddress } from '../../src/embed/params.ts';
import { createEmbedStore } from '../../src/embed/embedStore.ts';

const ref: TicketRef = { game: 'months', seed: 'demo', block: 0, index: 5 };

function store() {
  return createEmbedStore(generateTicket(ref), { game: 'months', variant: 'any' });
}

interface FakeEvent {
  data: unknown;
  source: unknown;
  origin: string;
}

/** A frame's window, its parent and a stranger (a popup, a sibling frame), as far as the bridge sees them. */
function frame() {
  const posted: { message: unknown; target: string }[] = [];
  const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) };
  const listeners = new Set<(event: FakeEvent) => void>();
  const self = {
    parent,
    addEventListener: (_type: string, fn: (event: FakeEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: FakeEvent) => void) => listeners.delete(fn),
  };
  const stranger = { postMessage: () => undefined };
  const deliver = (data: unknown, source: unknown, origin: string) =>
    listeners.forEach((fn) => fn({ data, source, origin }));
  return { self: self as unknown as Window, parent, stranger, posted, deliver, listeners };
}

describe('the embed bridge', () => {
  it('reads the three commands and nothing else', () => {
    expect(readCommand({ type: 'grattez:revealAll' })).toBe('revealAll');
    expect(readCommand({ type: 'grattez:reset' })).toBe('reset');
    expect(readCommand({ type: 'grattez:next' })).toBe('next');
    for (const data of [null, 'grattez:next', { type: 'grattez:ready' }, { type: 'toString' }, { type: 3 }, {}])
      expect(readCommand(data)).toBeNull();
  });

  it('takes commands only from its parent, and from the listed origins when there are some', () => {
    const f = frame();
    const from = (source: unknown, origin = 'https://shop.example') => ({ source, origin });
    expect(fromAllowedParent(from(f.parent), f.self, null)).toBe(true);
    expect(fromAllowedParent(from(f.stranger), f.self, null)).toBe(false);
    expect(fromAllowedParent(from(f.self), f.self, null)).toBe(false);
    expect(fromAllowedParent(from(null), f.self, null)).toBe(false);
    expect(fromAllowedParent(from(f.parent), f.self, ['https://shop.example'])).toBe(true);
    expect(fromAllowedParent(from(f.parent, 'https://evil.example'), f.self, ['https://shop.example'])).toBe(false);
    const top = { parent: null as unknown };
    top.parent = top;
    expect(fromAllowedParent(from(top), top as Window, null)).toBe(false);
  });

  it('tells ready, each reveal with its symbols, then finished with the engine prize', () => {
    const s = store();
    const first = s.getState();
    expect(messagesBetween(first, null)).toEqual([
      { type: 'grattez:ready', game: 'months', serial: first.ticket.serial },
    ]);
    s.getState().revealZone(3);
    expect(messagesBetween(s.getState(), first)).toEqual([
      { type: 'grattez:reveal', zone: 'month-4', symbols: zoneSymbols(first.ticket, 3) },
    ]);
    const before = s.getState();
    s.getState().revealAll();
    const all = messagesBetween(s.getState(), before);
    expect(all.map((m) => m.type)).toEqual([...Array.from({ length: 12 }, () => 'grattez:reveal'), 'grattez:finished']);
    expect(all.filter((m) => m.type === 'grattez:reveal').map((m) => m.zone)).not.toContain('month-4');
    expect(all.at(-1)).toEqual({ type: 'grattez:finished', serial: first.ticket.serial, prize: first.ticket.prize });
    const settled = s.getState();
    s.getState().reset();
    expect(messagesBetween(s.getState(), settled)).toEqual([
      { type: 'grattez:ready', game: 'months', serial: first.ticket.serial },
    ]);
  });

  it('obeys its parent, ignores others, and posts to each allowed origin', () => {
    const s = store();
    const f = frame();
    const disconnect = connectParent(f.self, s, ['https://a.example', 'https://b.example'], null);
    expect(f.posted.map((p) => [(p.message as { type: string }).type, p.target])).toEqual([
      ['grattez:ready', 'https://a.example'],
      ['grattez:ready', 'https://b.example'],
    ]);
    f.deliver({ type: 'grattez:revealAll' }, f.stranger, 'https://a.example');
    f.deliver({ type: 'grattez:revealAll' }, f.parent, 'https://c.example');
    expect(s.getState().settled).toBe(false);
    f.deliver({ type: 'grattez:revealAll' }, f.parent, 'https://b.example');
    expect(s.getState().settled).toBe(true);
    const finished = f.posted.filter((p) => (p.message as { type: string }).type === 'grattez:finished');
    expect(finished.map((p) => p.target)).toEqual(['https://a.example', 'https://b.example']);
    const serial = s.getState().ticket.serial;
    f.deliver({ type: 'grattez:next' }, f.parent, 'https://a.example');
    expect(s.getState().ticket.serial).not.toBe(serial);
    disconnect();
    expect(f.listeners.size).toBe(0);
    const count = f.posted.length;
    s.getState().revealAll();
    expect(f.posted.length).toBe(count);
  });

  it('knows the parent origin from ancestorOrigins, else from the page that loaded the frame', () => {
    const own = 'https://grattez.example';
    expect(parentOriginOf(['https://shop.example'], '', own)).toBe('https://shop.example');
    // Firefox has no ancestorOrigins: the referrer is the parent page (its origin, by default).
    expect(parentOriginOf(null, 'https://shop.example/', own)).toBe('https://shop.example');
    expect(parentOriginOf(null, 'https://shop.example/cart?x=1', own)).toBe('https://shop.example');
    // Withheld (no-referrer), or the frame's own page (it navigated itself): unknown.
    expect(parentOriginOf(null, '', own)).toBeNull();
    expect(parentOriginOf(null, `${own}/embed.html?game=paws`, own)).toBeNull();
    expect(parentOriginOf(null, 'about:blank', own)).toBeNull();
  });

  it('sends to the parent origin alone when the browser tells it, and to nobody when it is not listed', () => {
    expect(messageTargets(null, null)).toEqual(['*']);
    expect(messageTargets(['https://a.example', 'https://b.example'], null)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(messageTargets(['https://a.example', 'https://b.example'], 'https://b.example')).toEqual([
      'https://b.example',
    ]);
    expect(messageTargets(['https://a.example'], 'https://evil.example')).toEqual([]);
    const f = frame();
    connectParent(f.self, store(), ['https://a.example'], 'https://evil.example');
    expect(f.posted).toEqual([]);
  });

  it('posts to any origin when none is listed: nothing it sends is secret', () => {
    const f = frame();
    connectParent(f.self, store(), null, 'https://a.example');
    expect(f.posted.map((p) => p.target)).toEqual(['*']);
  });

  it('tells a bad address to its parent: each problem by its code, its value and its words', () => {
    const parsed = parseEmbedAddress('?game=poker&lang=en&attract=2&size=big');
    if (parsed.ok) throw new Error('the address should be refused');
    const f = frame();
    reportAddressErrors(f.self, parsed, null);
    expect(f.posted).toEqual([
      {
        target: '*',
        message: {
          type: 'grattez:error',
          errors: [
            { code: 'unknown-param', value: 'size', text: 'unknown parameter “size”' },
            { code: 'bad-attract', value: '2', text: 'attract=“2”: 1 or 0 expected' },
            { code: 'unknown-game', value: 'poker', text: 'game=“poker”: unknown game (paws or months)' },
          ],
        },
      },
    ]);
    // In French by default, as the frame says it.
    const french = parseEmbedAddress('?attract=2');
    if (french.ok) throw new Error('the address should be refused');
    const g = frame();
    reportAddressErrors(g.self, french, null);
    expect(g.posted[0]!.message).toEqual({
      type: 'grattez:error',
      errors: [{ code: 'bad-attract', value: '2', text: 'attract=«\u00a02\u00a0»\u00a0: 1 ou 0 attendu' }],
    });
  });

  it('tells a bad address only to the origins it lists that read well, and nothing outside a frame', () => {
    const listed = parseEmbedAddress('?game=poker&origin=https://a.example,shop.example,https://b.example');
    if (listed.ok) throw new Error('the address should be refused');
    expect(listed.origins).toEqual(['https://a.example', 'https://b.example']);
    const f = frame();
    reportAddressErrors(f.self, listed, null);
    expect(f.posted.map((p) => p.target)).toEqual(['https://a.example', 'https://b.example']);
    const g = frame();
    reportAddressErrors(g.self, listed, 'https://b.example');
    expect(g.posted.map((p) => p.target)).toEqual(['https://b.example']);
    const h = frame();
    reportAddressErrors(h.self, listed, 'https://evil.example');
    expect(h.posted).toEqual([]);
    // Only a malformed origin: nobody is listed, nobody hears.
    const none = parseEmbedAddress('?origin=shop.example');
    if (none.ok) throw new Error('the address should be refused');
    expect(none.origins).toEqual([]);
    const k = frame();
    reportAddressErrors(k.self, none, null);
    expect(k.posted).toEqual([]);
    const top = {
      parent: null as unknown,
      postMessage: () => {
        throw new Error('posted to itself');
      },
    };
    top.parent = top;
    reportAddressErrors(top as unknown as Window, listed, null);
  });
});
