import { describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { parseLink } from '../../src/state/deepLink.ts';

describe('a ticket’s link as pasted', () => {
  it('opens its ticket with an invisible character a chat added, or its check code in lower case', () => {
    const t = generateTicket({ game: 'paws', seed: 'demo', block: 0, index: 17 });
    const lower = `${t.serial.slice(0, -4)}${t.serial.slice(-4).toLowerCase()}`;
    for (const serial of [`\u200b${t.serial}`, `${t.serial}\u2060`, lower]) {
      const link = parseLink(`?serial=${encodeURIComponent(serial)}`);
      expect(link.errors, JSON.stringify(serial)).toEqual([]);
      expect(link.intent).toMatchObject({ kind: 'open', ref: { game: 'paws', seed: 'demo', block: 0, index: 17 } });
    }
    // Another seed's case is another seed: refused, as the check code says.
    expect(parseLink(`?serial=${t.serial.replace('demo', 'Demo')}`).errors).toEqual([
      { code: 'bad-serial-check', value: t.serial.replace('demo', 'Demo') },
    ]);
  });
});
