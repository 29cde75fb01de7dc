import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANY_VARIANT,
  blockTiers,
  computeGameStats,
  DESIGN_IDS,
  designOf,
  designsOf,
  GAME_IDS,
  GAME_MODULES,
  gameOfDesign,
  GAMES,
  generateTicket,
  isPrizeOf,
  readVariantChoice,
  variantChoices,
  variantOf,
} from '../../src/engine/index.ts';
import { formatEuros, formatOdds, formatPercent } from '../../src/i18n/index.ts';

// The totals printed in article 3 of each regulation, in their own words.
const PRINTED = [
  { game: 'paws', winners: 437_316, paidEuros: 1_950_000, odds: '1 chance sur 3,43', payout: '65 %' },
  { game: 'months', winners: 312_022, paidEuros: 3_060_000, odds: '1 chance sur 4,81', payout: '68 %' },
] as const;

// Article 1: tickets are issued in blocks of 1,500,000. Article 3's rows: [count, amount in euros].
const BLOCK_TICKETS = 1_500_000;
const ARTICLE_3: Readonly<Record<'paws' | 'months', readonly (readonly [number, number])[]>> = {
  paws: [
    [2, 15_000],
    [4, 5_000],
    [10, 600],
    [200, 200],
    [100, 30],
    [500, 12],
    [60_000, 10],
    [500, 6],
    [245_000, 4],
    [131_000, 2],
  ],
  months: [
    [2, 40_000],
    [20, 1_000],
    [3_000, 100],
    [4_000, 60],
    [10_000, 20],
    [35_000, 12],
    [60_000, 10],
    [200_000, 6],
  ],
};

describe('game definitions', () => {
  it.each(PRINTED)('$game: computed totals match the regulation', ({ game, winners, paidEuros, odds, payout }) => {
    const stats = computeGameStats(GAMES[game]);
    expect(stats.winners).toBe(winners);
    expect(stats.paidCents).toBe(paidEuros * 100);
    expect(formatOdds(stats.oddsOneIn, 'fr')).toBe(odds);
    expect(formatPercent(stats.payoutRatio, 'fr').replace(/\s/g, ' ')).toBe(payout);
  });

  it.each(PRINTED)(
    '$game: a block holds article 3’s rows as printed, and the rest of its 1,500,000 tickets lose',
    ({ game, winners, paidEuros }) => {
      const rows = ARTICLE_3[game];
      // The regulation's rows agree with its own totals (a transcription slip would show here)…
      expect(rows.reduce((n, [count]) => n + count, 0)).toBe(winners);
      expect(rows.reduce((euros, [count, amount]) => euros + count * amount, 0)).toBe(paidEuros);
      // …and the block's tiers are those rows, then the losing tier: what article 1's block leaves.
      expect(blockTiers(GAMES[game])).toEqual([
        ...rows.map(([count, amount]) => ({ amountCents: amount * 100, count })),
        { amountCents: 0, count: BLOCK_TICKETS - winners },
      ]);
    },
  );

  it.each(PRINTED)(
    '$game: the top prize, the losers and the sales are article 2 and 3’s figures',
    ({ game, winners }) => {
      const rows = ARTICLE_3[game];
      const price = { paws: 2, months: 3 }[game]; // article 2, in euros
      const stats = computeGameStats(GAMES[game]);
      // The lobby and the CLI show the top prize: the largest row of article 3, not its first.
      expect(stats.topPrizeCents).toBe(Math.max(...rows.map(([, amount]) => amount)) * 100);
      expect(stats.losers).toBe(BLOCK_TICKETS - winners);
      expect(stats.salesCents).toBe(BLOCK_TICKETS * price * 100);
    },
  );

  it.each(['paws', 'months'] as const)(
    '%s: a ticket may be worth an amount of article 3, or nothing, and no other',
    (game) => {
      for (const [, amount] of ARTICLE_3[game]) expect(isPrizeOf(GAMES[game], amount * 100)).toBe(true);
      expect(isPrizeOf(GAMES[game], 0)).toBe(true);
      const other = game === 'paws' ? 'months' : 'paws';
      const amounts = new Set(ARTICLE_3[game].map(([, amount]) => amount));
      for (const [, amount] of ARTICLE_3[other]) {
        if (!amounts.has(amount)) expect(isPrizeOf(GAMES[game], amount * 100)).toBe(false);
      }
      for (const cents of [1, 100, 700, -200, 4_000_001]) expect(isPrizeOf(GAMES[game], cents)).toBe(false);
    },
  );

  it('prices follow article 2', () => {
    expect(formatEuros(GAMES.paws.priceCents, 'fr')).toBe('2\u00a0€');
    expect(formatEuros(GAMES.months.priceCents, 'en')).toBe('€3');
  });

  it('prize tables are sorted from the top prize down, without duplicates', () => {
    for (const game of Object.values(GAMES)) {
      const amounts = game.prizeTable.map((t) => t.amountCents);
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      expect(new Set(amounts).size).toBe(amounts.length);
    }
  });
});

describe('the registry', () => {
  it('lists one module per folder of src/engine/games, named by its id (the lint rule reads the folders)', () => {
    const folders = readdirSync(new URL('../../src/engine/games', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...GAME_IDS].sort()).toEqual(folders.sort());
    expect(GAME_MODULES.map((m) => m.definition.id)).toEqual(GAME_IDS);
  });

  it('gives every game its own serial prefix, one capital letter', () => {
    const prefixes = GAME_IDS.map((id) => GAMES[id].serialPrefix);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]$/);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

describe('variants and designs, as the registry gives them', () => {
  it('reads a variant choice: a variant of the game, or any (surprise read as any)', () => {
    expect(readVariantChoice('paws', 'dog')).toBe('dog');
    expect(readVariantChoice('paws', 'any')).toBe(ANY_VARIANT);
    expect(readVariantChoice('paws', 'surprise')).toBe(ANY_VARIANT);
    expect(readVariantChoice('paws', 'horse')).toBeUndefined();
    expect(readVariantChoice('months', 'any')).toBe(ANY_VARIANT);
    expect(readVariantChoice('months', 'dog')).toBeUndefined();
    expect(variantChoices('paws')).toEqual(['dog', 'cat', 'any']);
    expect(variantChoices('months')).toEqual(['any']);
  });

  it("draws each game with one design per variant, or with the game's own", () => {
    expect(designsOf('paws')).toEqual(['dog', 'cat']);
    expect(designsOf('months')).toEqual(['months']);
    expect(DESIGN_IDS).toEqual(['dog', 'cat', 'months']);
    expect(DESIGN_IDS.map(gameOfDesign)).toEqual(['paws', 'paws', 'months']);
    expect(gameOfDesign('horse')).toBeUndefined();
    const paws = generateTicket({ game: 'paws', seed: 'demo', block: 0, index: 0 });
    const months = generateTicket({ game: 'months', seed: 'demo', block: 0, index: 0 });
    expect(designOf(paws)).toBe(variantOf(paws));
    expect(['dog', 'cat']).toContain(designOf(paws));
    expect([variantOf(months), designOf(months)]).toEqual([null, 'months']);
  });
});
