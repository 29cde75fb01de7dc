import { describe, expect, it } from 'vitest';
import {
  Block,
  GAMES,
  generateTicket,
  MONTHS_WIN_SYMBOL,
  PAWS_SYMBOLS,
  type GameId,
  type Ticket,
} from '../../src/engine/index.ts';

/**
 * "No leaks": what decoys show must not depend on the prize beyond what the winning symbols
 * themselves show. For each game, decoy statistics of losing tickets and of winning tickets are
 * compared with a chi-square test of homogeneity. Seeds are fixed, so the test is deterministic;
 * a generator that chose decoys by tier would fail it.
 */

// Critical values of chi-square at p = 0.001.
const CRITICAL: Record<number, number> = { 1: 10.83, 3: 16.27, 7: 24.32, 19: 43.82 };

function chiSquare(a: readonly number[], b: readonly number[]): number {
  const totalA = a.reduce((x, y) => x + y, 0);
  const totalB = b.reduce((x, y) => x + y, 0);
  let chi = 0;
  a.forEach((countA, i) => {
    const countB = b[i]!;
    const pooled = (countA + countB) / (totalA + totalB);
    const expA = pooled * totalA;
    const expB = pooled * totalB;
    if (expA > 0) chi += (countA - expA) ** 2 / expA;
    if (expB > 0) chi += (countB - expB) ** 2 / expB;
  });
  return chi;
}

function tickets(game: GameId, seed: string, winners: boolean, count: number): Ticket[] {
  const block = new Block(game, seed, 0);
  const indices = winners
    ? GAMES[game].prizeTable.flatMap((t) => Array.from(block.indicesWithPrize(t.amountCents).slice(0, count / 4)))
    : Array.from(block.indicesWithPrize(0).slice(0, count));
  return indices.slice(0, count).map((index) => generateTicket({ game, seed, block: 0, index }));
}

describe('decoys do not leak the prize', () => {
  it('paws: decoy symbols are distributed alike on losing and winning tickets', () => {
    const count = (list: Ticket[], variant: 'dog' | 'cat', where: 'paws' | 'bonus') => {
      const { decoys } = PAWS_SYMBOLS[variant];
      const counts = decoys.map(() => 0);
      for (const t of list) {
        if (t.game !== 'paws' || t.variant !== variant) continue;
        for (const s of t[where]) {
          const i = decoys.indexOf(s);
          if (i >= 0) counts[i]!++;
        }
      }
      return counts;
    };
    const losers = tickets('paws', 'leak', false, 6000);
    const winners = tickets('paws', 'leak', true, 6000);
    for (const variant of ['dog', 'cat'] as const) {
      for (const where of ['paws', 'bonus'] as const) {
        const a = count(losers, variant, where);
        const b = count(winners, variant, where);
        expect(Math.min(...a, ...b)).toBeGreaterThan(50);
        expect(chiSquare(a, b), `${variant} ${where}: ${a.join(',')} vs ${b.join(',')}`).toBeLessThan(CRITICAL[3]!);
      }
    }
  });

  it('paws: dog and cat tickets are dealt alike whatever the prize', () => {
    const dogs = (list: Ticket[]) => {
      const n = list.filter((t) => t.game === 'paws' && t.variant === 'dog').length;
      return [n, list.length - n];
    };
    expect(
      chiSquare(dogs(tickets('paws', 'leak', false, 6000)), dogs(tickets('paws', 'leak', true, 6000))),
    ).toBeLessThan(CRITICAL[1]!);
  });

  it('months: losing boxes look alike on losing and winning tickets (symbols, clovers, amounts)', () => {
    const stats = (list: Ticket[]) => {
      const symbols = new Map<string, number>();
      const amounts = new Map<number, number>();
      const clovers = [0, 0];
      for (const t of list) {
        if (t.game !== 'months') continue;
        for (const box of t.months) {
          const n = box.symbols.filter((s) => s === MONTHS_WIN_SYMBOL).length;
          if (n === 2) continue; // a winning box: what it shows is the prize itself
          clovers[n]!++;
          for (const s of box.symbols) if (s !== MONTHS_WIN_SYMBOL) symbols.set(s, (symbols.get(s) ?? 0) + 1);
          amounts.set(box.amount, (amounts.get(box.amount) ?? 0) + 1);
        }
      }
      return { symbols, amounts, clovers };
    };
    const a = stats(tickets('months', 'leak', false, 4000));
    const b = stats(tickets('months', 'leak', true, 4000));
    const keys = [...a.symbols.keys()].sort();
    expect(keys).toHaveLength(4);
    expect(
      chiSquare(
        keys.map((k) => a.symbols.get(k)!),
        keys.map((k) => b.symbols.get(k) ?? 0),
      ),
    ).toBeLessThan(CRITICAL[3]!);
    const amounts = [...a.amounts.keys()].sort((x, y) => x - y);
    expect(amounts).toHaveLength(20);
    expect(
      chiSquare(
        amounts.map((k) => a.amounts.get(k)!),
        amounts.map((k) => b.amounts.get(k) ?? 0),
      ),
    ).toBeLessThan(CRITICAL[19]!);
    expect(chiSquare(a.clovers, b.clovers)).toBeLessThan(CRITICAL[1]!);
  });
});
