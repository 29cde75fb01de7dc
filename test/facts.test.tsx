// @vitest-environment jsdom
/**
 * The engine is the only source of game facts: change them in a copy of the table (here the paws
 * ticket's price, the count of its top prize and the starting demo credits) and every screen and
 * the CLI follow, with no other file touched; and the art, which prints the old price, fails the
 * printed-facts check.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Constants from '../src/engine/constants.ts';
import type * as PawsRules from '../src/engine/games/paws/rules.ts';

vi.mock('../src/engine/constants.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  START_BALANCE_CENTS: 2_500,
}));

vi.mock('../src/engine/games/paws/rules.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PawsRules>();
  const paws = real.PAWS_DEFINITION;
  return {
    ...real,
    PAWS_DEFINITION: {
      ...paws,
      priceCents: 250,
      prizeTable: paws.prizeTable.map((t) => (t.amountCents === 1_500_000 ? { ...t, count: 3 } : t)),
    },
  };
});

const { run } = await import('../src/cli/run.ts');
const { App } = await import('../src/ui/App.tsx');
const { AppContext } = await import('../src/ui/AppContext.tsx');
const { makeStore, fakeMount, text } = await import('./ui/harness.tsx');
const { checkArtFacts, shippedArt } = await import('./qa/printedArt.ts');

afterEach(cleanup);

function renderApp() {
  const store = makeStore('facts');
  render(
    <AppContext.Provider value={{ store, mountTicket: fakeMount }}>
      <App />
    </AppContext.Provider>,
  );
  return store;
}

/** Keeps what the CLI writes. */
class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.text += chunk.toString('utf8');
    callback();
  }
}

async function cli(argv: string[]): Promise<{ code: number; stdout: string }> {
  const stdout = new Sink();
  const code = await run(argv, { stdout, stderr: new Sink(), isTTY: false });
  return { code, stdout: stdout.text.replace(/[\u00a0\u202f]/g, ' ') };
}

describe('a game fact changed in the engine only', () => {
  it('reaches the lobby, the wallet and a purchase', async () => {
    renderApp();
    expect(text(screen.getByTestId('balance'))).toBe('25 €');
    const paws = screen.getByTestId('game-paws');
    expect(text(paws)).toContain('Prix2,50 €');
    expect(text(paws)).toContain('Tickets gagnants par bloc437 317');
    expect(text(paws)).toContain('15 000 € : 3 sur 3');
    const user = userEvent.setup();
    await user.click(within(paws).getByRole('button', { name: /^Acheter — 2,50\s€\s: Chien & Chat$/ }));
    expect(text(screen.getByTestId('balance'))).toBe('22,50 €');
    expect(await screen.findByRole('button', { name: /^Nouveau ticket — 2,50\s€$/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(text(screen.getByTestId('balance'))).toBe('25 €');
    expect(screen.getByRole('button', { name: 'Recharger' }).title.replace(/\s/g, ' ')).toContain('25 €');
  });

  it('reaches the rules and their prize table', async () => {
    renderApp();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Règles' }));
    const rules = text(await screen.findByTestId('rules-paws'));
    expect(rules).toContain('Chien & Chat — 2,50 €');
    expect(rules).toContain('15 000 €31 chance sur 500 00045 000 €');
    expect(rules).toContain('Tous les gains437 317');
    expect(rules).toContain('1 965 000 €');
  });

  it('reaches the CLI: dealing, finding and auditing a block', async () => {
    const exported = await cli(['export', '--game', 'paws', '--seed', 'facts', '--block', '0', '--count', '1']);
    expect(JSON.parse(exported.stdout)).toMatchObject({ price: 250 });
    const found = await cli(['find', '--game', 'paws', '--seed', 'facts', '--block', '0', '--prize', '1500000']);
    expect(found.stdout.trim().split('\n')).toHaveLength(3);
    const audit = await cli(['audit', '--game', 'paws', '--seed', 'facts', '--block', '0', '--lang', 'fr']);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/15 000 €\s+3\s+3\n/);
    expect(audit.stdout).toContain('tickets à 2,50 €');
    expect(audit.stdout).toContain('Résultat : bloc exact.');
  });

  it('fails the art check: the art still prints the old price, in each language', () => {
    for (const [lang, printed, expected] of [
      ['fr', '2 €', '2,50 €'],
      ['en', '€2', '€2.50'],
    ] as const) {
      for (const design of ['dog', 'cat'] as const) {
        const { findings } = checkArtFacts(shippedArt(design, lang), design, lang);
        expect(findings).toEqual([
          expect.objectContaining({
            check: 'facts',
            lang,
            problem: expect.objectContaining({ kind: 'factMismatch', fact: 'price', printed, expected }) as unknown,
          }),
        ]);
      }
    }
    // The other game's art is untouched by the change, and still passes.
    expect(checkArtFacts(shippedArt('months', 'fr'), 'months', 'fr').findings).toEqual([]);
  });
});
