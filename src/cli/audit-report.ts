/**
 * How `grattez audit` shows a block audit: a table in French (the project speaks French first;
 * words from the catalogue, amounts and counts as the French formatters write them), or one JSON
 * object with every figure in cents.
 */
import { computeGameStats, GAMES, type BlockAudit } from '../engine/index.ts';
import { formatCount, formatEuros, formatOdds, formatPercent, gameName, MESSAGES } from '../i18n/index.ts';

const LANG = 'fr';
const words = MESSAGES[LANG].audit;
const count = (n: number) => formatCount(n, LANG);

/** Figures of an audit next to what article 3 expects of every block. */
interface AuditFigures {
  readonly priceCents: number;
  readonly expectedWinners: number;
  readonly expectedPaidCents: number;
  readonly payoutRatio: number; // paid / sales, counted
  readonly expectedPayoutRatio: number;
  readonly oddsOneIn: number; // tickets / winners, counted
  readonly expectedOddsOneIn: number;
}

function auditFigures(audit: BlockAudit): AuditFigures {
  const game = GAMES[audit.game];
  const stats = computeGameStats(game);
  const sales = audit.tickets * game.priceCents;
  return {
    priceCents: game.priceCents,
    expectedWinners: stats.winners,
    expectedPaidCents: stats.paidCents,
    payoutRatio: audit.paidCents / sales,
    expectedPayoutRatio: stats.payoutRatio,
    oddsOneIn: audit.winners === 0 ? Number.POSITIVE_INFINITY : audit.tickets / audit.winners,
    expectedOddsOneIn: stats.oddsOneIn,
  };
}

/** `audit --json`: the engine's audit and the derived figures, as one line of JSON. */
export function auditJson(audit: BlockAudit): string {
  const f = auditFigures(audit);
  const json = {
    game: audit.game,
    seed: audit.seed,
    block: audit.block,
    tickets: audit.tickets,
    priceCents: f.priceCents,
    exact: audit.exact,
    tiers: audit.tiers.map((t) => ({ amountCents: t.amountCents, expected: t.expected, counted: t.counted })),
    winners: audit.winners,
    expectedWinners: f.expectedWinners,
    paidCents: audit.paidCents,
    expectedPaidCents: f.expectedPaidCents,
    payoutRatio: f.payoutRatio,
    expectedPayoutRatio: f.expectedPayoutRatio,
    oddsOneIn: Number.isFinite(f.oddsOneIn) ? f.oddsOneIn : null,
    expectedOddsOneIn: f.expectedOddsOneIn,
    invalidFaces: audit.invalidFaces,
    mismatchedFaces: audit.mismatchedFaces,
    unexpectedPrizes: audit.unexpectedPrizes,
  };
  return `${JSON.stringify(json)}\n`;
}

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, i) => cell.padStart(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
}

/** `audit`: a table a person reads. */
export function auditTable(audit: BlockAudit): string {
  const game = GAMES[audit.game];
  const f = auditFigures(audit);
  const header = [words.prize, words.expected, words.counted, ''];
  const body = audit.tiers.map((t) => [
    formatEuros(t.amountCents, LANG),
    count(t.expected),
    count(t.counted),
    t.counted === t.expected ? '' : words.gap,
  ]);
  const totals = [
    [
      words.winners,
      count(f.expectedWinners),
      count(audit.winners),
      audit.winners === f.expectedWinners ? '' : words.gap,
    ],
    [
      words.paid,
      formatEuros(f.expectedPaidCents, LANG),
      formatEuros(audit.paidCents, LANG),
      audit.paidCents === f.expectedPaidCents ? '' : words.gap,
    ],
  ];
  const widths = header.map((_, i) =>
    Math.max(...[header, ...body, ...totals].map((cells) => (cells[i] ?? '').length)),
  );
  const odds = Number.isFinite(f.oddsOneIn) ? formatOdds(f.oddsOneIn, LANG) : words.noWinner;
  const lines = [
    words.title(
      gameName(audit.game, LANG),
      game.id,
      audit.seed,
      String(audit.block),
      count(audit.tickets),
      formatEuros(game.priceCents, LANG),
    ),
    '',
    row(header, widths),
    ...body.map((cells) => row(cells, widths)),
    '',
    ...totals.map((cells) => row(cells, widths)),
    '',
    words.payout(formatPercent(f.payoutRatio, LANG, 2), formatPercent(f.expectedPayoutRatio, LANG, 2)),
    words.odds(odds, formatOdds(f.expectedOddsOneIn, LANG)),
    words.invalidFaces(count(audit.invalidFaces)),
    words.mismatchedFaces(count(audit.mismatchedFaces)),
    words.unexpectedPrizes(count(audit.unexpectedPrizes)),
    '',
    audit.exact ? words.exact : words.notExact,
  ];
  return `${lines.join('\n')}\n`;
}
