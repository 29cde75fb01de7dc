import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hintCode } from '../../build/ticketLinkHint.ts';

/** Runs the hint as a page at `search` would, and returns the links it added to the head. */
function run(search: string): { rel: string; href: string; crossOrigin: string | null }[] {
  const head: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const strip = ({ rel, href, crossOrigin }: (typeof head)[number]) => ({ rel, href, crossOrigin });
  runInNewContext(hintCode(['mountTicket-abc.js', 'shared-def.js']), {
    location: { search },
    URL,
    document: {
      currentScript: { src: 'https://grattez.example/assets/ticket-link-123.js' },
      createElement: () => ({ rel: '', href: '', crossOrigin: null, setAttribute: () => undefined }),
      head: { appendChild: (link: (typeof head)[number]) => head.push(link) },
    },
  });
  return head.map(strip);
}

describe('the ticket link hint', () => {
  it.each(['?serial=M.demo.0.0000017.G194', '?lang=en&game=months', '?game=paws&variant=dog'])(
    'preloads the ticket’s chunks beside itself on %s',
    (search) => {
      expect(run(search)).toEqual([
        { rel: 'modulepreload', href: 'https://grattez.example/assets/mountTicket-abc.js', crossOrigin: '' },
        { rel: 'modulepreload', href: 'https://grattez.example/assets/shared-def.js', crossOrigin: '' },
      ]);
    },
  );

  it.each(['', '?lang=en', '?gamer=1', '?serials'])('fetches nothing on %s (the lobby)', (search) => {
    expect(run(search)).toEqual([]);
  });
});
