/**
 * The third game's contract, outside the screens: the fixture game Trois Pareils
 * (test/fixtures/games/three), registered beside the real games by the contract project's build
 * (test/fixtures/games/plugin.ts), works in the engine, the words, the CLI, the layouts and the QA
 * sheet without any of them naming it. Its screens: thirdGame.test.tsx.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.ts';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import {
  Block,
  computeGameStats,
  DESIGN_IDS,
  evaluate,
  GAME_IDS,
  gameModule,
  GAMES,
  generateTicket,
  parseSerial,
  type GameId,
  type Ticket,
} from '../../src/engine/index.ts';
import {
  explainBreakdown,
  formatOdds,
  formatPercent,
  gameName,
  LANGS,
  MESSAGES,
  rulesLines,
  ticketName,
  zoneName,
} from '../../src/i18n/index.ts';
import { checkLayout, getLayout, layouts } from '../../src/layouts/index.ts';
import { designSchema } from '../../src/layouts/layoutSchema.ts';
import { checkGeometry } from '../../src/qa/checks/geometry.ts';
import { contentPages, coverPair, winningTicket, worstCaseTicket } from '../../src/qa/content.ts';
import { matrixImages } from '../../src/qa/matrix.ts';
import { shape } from '../i18n/shape.ts';
import { threeGame } from '../fixtures/games/three/index.ts';
import { THREE_PRINTABLE_CENTS } from '../fixtures/games/three/rules.ts';

// The fixture is not a GameId of the shipped build's types: the registry of this build lists it.
const THREE = 'three' as GameId;
const TABLE = threeGame.definition.prizeTable;

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.text += chunk.toString('utf8');
    callback();
  }
}

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const code = await run(argv, { stdout, stderr, isTTY: false });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('the registry', () => {
  it('lists the fixture game after the real ones, with its own serial prefix and one design', () => {
    expect(GAME_IDS).toEqual(['paws', 'months', 'three']);
    expect(GAMES[THREE]).toBe(threeGame.definition);
    const prefixes = GAME_IDS.map((game) => GAMES[game].serialPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(DESIGN_IDS).toEqual(['dog', 'cat', 'months', 'three']);
  });

  it('derives its lobby figures from its prize table: 432,512 winners, 1 in 3.47, 65 % paid back', () => {
    const stats = computeGameStats(GAMES[THREE]);
    expect(stats.winners).toBe(432_512);
    expect(stats.topPrizeCents).toBe(10_000_000);
    expect(formatOdds(stats.oddsOneIn, 'fr')).toBe('1 chance sur 3,47');
    expect(formatPercent(stats.payoutRatio, 'fr').replace(/\s/g, ' ')).toBe('65 %');
  });
});

describe('the engine', () => {
  it('deals tickets that score to the prize the block gave them, with a serial that reads back', () => {
    const block = new Block(THREE, 'contract', 0);
    for (const tier of TABLE) {
      const index = block.indicesWithPrize(tier.amountCents)[0]!;
      const ticket = generateTicket({ game: THREE, seed: 'contract', block: 0, index });
      expect(ticket.serial.startsWith('T.')).toBe(true);
      expect(parseSerial(ticket.serial)).toEqual({
        ok: true,
        value: { game: THREE, seed: 'contract', block: 0, index },
      });
      const scored = evaluate(ticket);
      expect(scored.ok && scored.value.totalCents).toBe(tier.amountCents);
    }
  });

  it('validates and scores a face in one pass exactly as it validates, then scores, one (property)', () => {
    // Mostly a few amounts, so that triples, two triples and four alike come often; 300 is not printable.
    const amount = fc.oneof(
      { arbitrary: fc.constantFrom(500, 1_000, 300), weight: 4 },
      { arbitrary: fc.constantFrom(...THREE_PRINTABLE_CENTS, 0, -1, 10_000_001), weight: 1 },
    );
    fc.assert(
      fc.property(fc.array(amount, { minLength: 6, maxLength: 6 }), (boxes) => {
        const face = { game: 'three' as const, boxes };
        const codes = threeGame.encodeFace(face);
        if (!codes.ok) throw new Error('six amounts always encode');
        const issues = threeGame.faceIssues(face, codes.value);
        expect(threeGame.scoreCheckedFace(codes.value)).toBe(issues.length > 0 ? -1 : threeGame.scoreFace(codes.value));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the words', () => {
  it('has its name, zones, rules and explanations in every language, with the same keys', () => {
    expect(shape(MESSAGES.en).sort()).toEqual(shape(MESSAGES.fr).sort());
    expect(gameName(THREE, 'fr')).toBe('Trois Pareils');
    expect(gameName(THREE, 'en')).toBe('Three Alike');
    expect(zoneName(THREE, 5, 'fr')).toBe('Case 6');
    expect(zoneName(THREE, 0, 'en')).toBe('Box 1');
    expect(rulesLines(THREE, 'fr')[1]).toBe('3 cases montrent la même somme\u00a0: vous gagnez cette somme.');
    const index = new Block(THREE, 'contract', 0).indicesWithPrize(5_000)[0]!;
    const ticket = generateTicket({ game: THREE, seed: 'contract', block: 0, index });
    expect(ticketName(ticket, 'en')).toBe('Three Alike');
    const scored = evaluate(ticket);
    if (!scored.ok) throw new Error('the fixture dealt a ticket it cannot score');
    expect(explainBreakdown(scored.value, 'en')).toMatch(/^Boxes \d, \d, \d: 3\u00a0×\u00a0€50\u00a0=\u00a0€50$/);
    for (const lang of LANGS) expect(rulesLines(THREE, lang)).toHaveLength(3);
  });
});

describe('the CLI', () => {
  it('shows a ticket of the fixture game from its serial, with its breakdown', async () => {
    const ticket = generateTicket({ game: THREE, seed: 'demo', block: 0, index: 42 });
    const { code, stdout } = await cli('show', '--serial', ticket.serial);
    expect(code).toBe(0);
    const shown = JSON.parse(stdout) as { ticket: Ticket & { boxes: number[] }; breakdown: { totalCents: number } };
    expect(shown.ticket.boxes).toEqual((ticket as Ticket & { boxes: number[] }).boxes);
    expect(shown.breakdown.totalCents).toBe(ticket.prize);
  });

  it('audits a whole block: exact, every tier counted as the table says', async () => {
    const { code, stdout, stderr } = await cli('audit', '--game', 'three', '--seed', 'demo', '--block', '0', '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const audit = JSON.parse(stdout) as {
      game: string;
      priceCents: number;
      paidCents: number;
      tickets: number;
      exact: boolean;
      invalidFaces: number;
      tiers: { amountCents: number; expected: number; counted: number }[];
    };
    expect(audit).toMatchObject({ game: 'three', priceCents: 500, tickets: 1_500_000, paidCents: 487_500_000 });
    expect(audit.exact).toBe(true);
    expect(audit.invalidFaces).toBe(0);
    for (const tier of TABLE) {
      expect(audit.tiers.find((t) => t.amountCents === tier.amountCents)).toEqual({
        amountCents: tier.amountCents,
        expected: tier.count,
        counted: tier.count,
      });
    }
  });

  it('finds the two top prizes of a block', async () => {
    const { code, stdout } = await cli(
      'find',
      '--game',
      'three',
      '--seed',
      'demo',
      '--block',
      '0',
      '--prize',
      '10000000',
    );
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const [index, serial] = line.split('\t');
      expect(generateTicket({ game: THREE, seed: 'demo', block: 0, index: Number(index) }).serial).toBe(serial);
      expect(generateTicket({ game: THREE, seed: 'demo', block: 0, index: Number(index) }).prize).toBe(10_000_000);
    }
  });

  it('names it among the games in its help and its usage errors', async () => {
    const help = (await cli('find', '--help')).stdout.replace(/\s+/g, ' '); // commander wraps it
    expect(help).toContain('or three (Trois Pareils, 5 €)');
    expect((await cli('find', '--game', 'dice', '--seed', 'demo', '--block', '0', '--prize', '0')).stderr).toContain(
      'use paws or months or three',
    );
    expect(MESSAGES.fr.linkErrors['unknown-game']('dice')).toBe(
      'jeu inconnu «\u00a0dice\u00a0» (paws ou months ou three)',
    );
  });

  it('refuses an amount the fixture game does not pay, naming the problem', async () => {
    const { code, stderr } = await cli('find', '--game', 'three', '--seed', 'demo', '--block', '0', '--prize', '1200');
    expect(code).toBe(2);
    expect(stderr).toMatch(/1200/);
  });
});

describe('its design and the QA sheet', () => {
  const layout = getLayout('three');

  it('has a design.json that the schema takes as it is and that passes checkLayout and the geometry checks', () => {
    expect(designSchema.parse(layout)).toEqual(layout);
    expect([layout.width, layout.height]).toEqual([600, 900]); // as every design
    // Every folder of designs/, whichever they are, then the fixture game's, the last game.
    const shipped = readdirSync(new URL('../../designs/', import.meta.url)).sort();
    expect(Object.keys(layouts).slice(0, -1).sort()).toEqual(shipped);
    expect(Object.keys(layouts).at(-1)).toBe('three');
    expect(checkLayout(layout, DESIGN_WORDS.en)).toEqual([]);
    const tally = { checks: 0 };
    expect(checkGeometry(layout, tally)).toEqual([]);
    expect(tally.checks).toBeGreaterThan(6);
  });

  it('has French art and the same art in English, every printed text translated', () => {
    const art = (name: string) => readFileSync(new URL(`../fixtures/designs/three/${name}`, import.meta.url), 'utf8');
    const texts = (svg: string) => [...svg.matchAll(/>([^<>]*)<\/text>/g)].map((m) => m[1]!);
    const withoutTexts = (svg: string) => svg.replace(/>[^<>]*<\/text>/g, '></text>');
    const fr = art(layout.background);
    const en = art(layout.background.replace(/\.svg$/, '.en.svg'));
    expect(withoutTexts(en)).toBe(withoutTexts(fr));
    expect(texts(en).length).toBe(texts(fr).length);
    texts(en).forEach((text, i) => expect(text).not.toBe(texts(fr)[i]));
  });

  it('gets its pages in the QA sheet: covered, revealed and winning, in both languages', () => {
    const names = matrixImages()
      .filter((image) => image.design === 'three')
      .map((image) => image.name);
    expect(names).toEqual([
      'three-fr-covered-d1',
      'three-fr-revealed-d1',
      'three-fr-winning-d1',
      'three-en-covered-d1',
      'three-en-revealed-d1',
      'three-en-winning-d1',
      'three-fr-revealed-d2',
    ]);
  });

  it('prints every amount in every box over its worst-case pages, and a real winning ticket', () => {
    const pages = contentPages('three');
    expect(pages).toBe(TABLE.length);
    const seen = Array.from({ length: 6 }, () => new Set<number>());
    for (let page = 0; page < pages; page++) {
      const ticket = worstCaseTicket('three', page, layout) as Ticket & { boxes: number[] };
      ticket.boxes.forEach((cents, box) => seen[box]!.add(cents));
    }
    for (const amounts of seen) expect(amounts.size).toBe(TABLE.length);
    const [a, b] = coverPair('three', layout);
    expect(a.serial).toBe(b.serial);
    const winning = winningTicket('three');
    expect(winning.prize).toBe(gameModule(THREE).showcasePrizeCents);
  });
});
