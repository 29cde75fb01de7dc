/**
 * Engine benchmark: dealing and scoring a whole block of each game.
 *
 * - engine, draw + score: one Dealer (the engine's inside view of a Block), Dealer.drawFace then the game's compact scorer (its module's scoreFace), no
 *   validation; what an exporter or a simulation pays per block.
 * - engine, audit: auditBlock, i.e. draw + validate + score + count per tier.
 * - baseline: the straightforward way: materialise the block's 1,500,000 prizes in an array,
 *   Fisher–Yates shuffle it with a seeded PRNG, build every face as a plain object with string
 *   symbol ids, and score it with the engine's public `evaluate`.
 *
 * Each method is checked to pay exactly article 3's total, so a fast but wrong method shows.
 */
import {
  auditBlock,
  BLOCK_SIZE,
  computeGameStats,
  evaluate,
  GAMES,
  type Face,
  type GameId,
} from '../src/engine/index.ts';
import { Dealer } from '../src/engine/block.ts';
import { decomposePawsPrize } from '../src/engine/games/paws/face.ts';
import {
  MONTHS_BOXES,
  MONTHS_DECOYS,
  MONTHS_PRINTABLE_CENTS,
  MONTHS_WIN_PATTERNS,
  MONTHS_WIN_SYMBOL,
} from '../src/engine/games/months/rules.ts';
import { PAWS_SYMBOLS, PAWS_VARIANTS, PAWS_ZONES } from '../src/engine/games/paws/rules.ts';
import { blockTiers } from '../src/engine/games/stats.ts';
import { bestOf, type Benchmark, type BenchOptions, type Table } from './table.ts';
import { createRandom } from '../src/render/random.ts';

/** Per-block targets on one core, for `draw + score`. */
const TARGET_MS: Readonly<Record<GameId, number>> = { paws: 150, months: 300 };

/** An audit (draw + validate + score + count) may take at most this many times draw + score. */
const AUDIT_TARGET_RATIO = 2;

const SEED = 'bench';

function checkPaid(game: GameId, what: string, paidCents: number): void {
  const expected = computeGameStats(GAMES[game]).paidCents;
  if (paidCents !== expected) throw new Error(`${game} ${what} paid ${paidCents} cents instead of ${expected}`);
}

/** Dealer.drawFace + the game's scoreFace over a whole block; returns the total paid. */
function drawAndScore(game: GameId, blockNumber: number): number {
  const block = new Dealer(game, SEED, blockNumber);
  const face = block.newFaceBuffer();
  const rules = block.module; // the game's module, taken once, as the audit takes it
  let paid = 0;
  for (let index = 0; index < BLOCK_SIZE; index++) {
    block.drawFace(index, face);
    paid += rules.scoreFace(face);
  }
  return paid;
}

// ---- baseline ------------------------------------------------------------------------------

/** mulberry32, a small seeded PRNG, as a straightforward implementation would pick: the painter's. */
const mulberry32 = createRandom;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function shuffledPrizes(game: GameId, random: () => number): number[] {
  const prizes: number[] = [];
  for (const tier of blockTiers(GAMES[game])) for (let i = 0; i < tier.count; i++) prizes.push(tier.amountCents);
  for (let i = prizes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = prizes[i]!;
    prizes[i] = prizes[j]!;
    prizes[j] = t;
  }
  return prizes;
}

/** The first `count` of a random permutation of 0..n-1. */
function distinct(random: () => number, n: number, count: number): number[] {
  const all = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (n - i));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

function pawsFace(prize: number, random: () => number): Face {
  const variant = pick(random, PAWS_VARIANTS);
  const symbols = PAWS_SYMBOLS[variant];
  const { winCount, multiplied } = decomposePawsPrize(prize)!;
  const paws = Array.from({ length: PAWS_ZONES }, () => pick(random, symbols.decoys));
  for (const zone of distinct(random, PAWS_ZONES, winCount)) paws[zone] = symbols.win;
  const bonus = [pick(random, symbols.decoys), pick(random, symbols.decoys)];
  if (multiplied) bonus[Math.floor(random() * 2)] = symbols.multiplier;
  return { game: 'paws', variant, paws, bonus };
}

function monthsFace(prize: number, random: () => number): Face {
  const patterns = MONTHS_WIN_PATTERNS.get(prize);
  const pattern = patterns === undefined ? { boxesCents: [], gainCents: 0 } : pick(random, patterns);
  const winning = new Map(
    distinct(random, MONTHS_BOXES, pattern.boxesCents.length).map((m, i) => [m, pattern.boxesCents[i]!]),
  );
  const months = Array.from({ length: MONTHS_BOXES }, (_, m) => {
    const symbols = [pick(random, MONTHS_DECOYS), pick(random, MONTHS_DECOYS), pick(random, MONTHS_DECOYS)];
    const amount = winning.get(m);
    const odd = Math.floor(random() * 3);
    if (amount !== undefined) {
      for (let s = 0; s < 3; s++) if (s !== odd) symbols[s] = MONTHS_WIN_SYMBOL;
      return { symbols, amount };
    }
    if (random() < 0.5) symbols[odd] = MONTHS_WIN_SYMBOL;
    return { symbols, amount: pick(random, MONTHS_PRINTABLE_CENTS) };
  });
  return { game: 'months', months, gain: pattern.gainCents };
}

/** The baseline over a whole block; returns the total paid. */
function baseline(game: GameId, seed: number): number {
  const random = mulberry32(seed);
  const prizes = shuffledPrizes(game, random);
  const makeFace = game === 'paws' ? pawsFace : monthsFace;
  let paid = 0;
  for (const prize of prizes) {
    const result = evaluate(makeFace(prize, random));
    if (!result.ok || result.value.totalCents !== prize)
      throw new Error(`baseline ${game} face for ${prize} scores wrong`);
    paid += result.value.totalCents;
  }
  return paid;
}

// ---- the benchmark -------------------------------------------------------------------------

const fmt = (n: number, digits = 0): string => n.toFixed(digits);

function engineTable(options: BenchOptions): Table {
  const runs = options.quick ? { fast: 2, audit: 1, base: 1 } : { fast: 7, audit: 3, base: 2 };
  const rows: string[][] = [];
  for (const game of ['paws', 'months'] as const) {
    let paid = 0;
    const draw = bestOf(runs.fast, () => (paid = drawAndScore(game, 0)));
    checkPaid(game, 'draw + score', paid);
    const audit = bestOf(runs.audit, () => {
      const a = auditBlock(game, SEED, 0);
      if (!a.exact) throw new Error(`${game} audit is not exact`);
      paid = a.paidCents;
    });
    checkPaid(game, 'audit', paid);
    const base = bestOf(runs.base, () => (paid = baseline(game, 1)), options.quick ? 0 : 1);
    checkPaid(game, 'baseline', paid);
    const row = (method: string, ms: number, target: string): string[] => [
      game,
      method,
      fmt(ms, 1),
      fmt((ms * 1e6) / BLOCK_SIZE),
      `${fmt(base / ms, 1)}×`,
      target,
    ];
    const target = TARGET_MS[game];
    rows.push(row('engine: draw + score', draw, `≤ ${target} ms: ${draw <= target ? 'met' : 'MISSED'}`));
    const ratio = audit / draw;
    rows.push(
      row(
        'engine: audit (draw + validate + score)',
        audit,
        `≤ ${AUDIT_TARGET_RATIO}× draw + score: ${ratio.toFixed(2)}×, ${ratio <= AUDIT_TARGET_RATIO ? 'met' : 'MISSED'}`,
      ),
    );
    rows.push(row('baseline: array + shuffle + objects + evaluate', base, ''));
  }
  return {
    columns: ['game', 'method', 'ms/block', 'ns/ticket', 'speed-up', 'target'],
    rows,
    notes: [
      `best of ${runs.fast} (draw + score), ${runs.audit} (audit), ${runs.base} (baseline) runs after a warm-up; one block = ${BLOCK_SIZE.toLocaleString('en-GB')} tickets, one thread`,
      'speed-up: baseline time / method time; every method is checked to pay article 3’s total',
    ],
  };
}

export const engineBenchmark: Benchmark = {
  name: 'engine',
  description: 'deal and score a whole block of each game',
  run: engineTable,
};
