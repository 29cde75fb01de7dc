/**
 * How `grattez audit` shows a block audit: a table in French (the project speaks French first;
 * amounts in euros as formatEuros writes them, counts with French digit grouping), or one JSON
 * object with every figure in cents.
 */
import { computeGameStats, formatEuros, formatOdds, formatPercent, GAMES, type BlockAudit } from '../engine/index.ts';

const count = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Figures of an audit next to what article 3 expects of every block. */
export interface AuditFigures {
  readonly priceCents: number;
  readonly expectedWinners: number;
  readonly expectedPaidCents: number;
  readonly payoutRatio: number; // paid / sales, counted
  readonly expectedPayoutRatio: number;
  readonly oddsOneIn: number; // tickets / winners, counted
  readonly expectedOddsOneIn: number;
}

export function auditFigures(audit: BlockAudit): AuditFigures {
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
  const header = ['Lot', 'Attendus', 'Comptés', ''];
  const body = audit.tiers.map((t) => [
    formatEuros(t.amountCents, 'fr'),
    count.format(t.expected),
    count.format(t.counted),
    t.counted === t.expected ? '' : '← écart',
  ]);
  const totals = [
    [
      'Gagnants',
      count.format(f.expectedWinners),
      count.format(audit.winners),
      audit.winners === f.expectedWinners ? '' : '← écart',
    ],
    [
      'Payé',
      formatEuros(f.expectedPaidCents, 'fr'),
      formatEuros(audit.paidCents, 'fr'),
      audit.paidCents === f.expectedPaidCents ? '' : '← écart',
    ],
  ];
  const widths = header.map((_, i) =>
    Math.max(...[header, ...body, ...totals].map((cells) => (cells[i] ?? '').length)),
  );
  const odds = Number.isFinite(f.oddsOneIn) ? formatOdds(f.oddsOneIn, 'fr') : 'aucun gagnant';
  const lines = [
    `Audit ${game.name.fr} (${game.id}), graine ${audit.seed}, bloc ${audit.block} : ${count.format(audit.tickets)} tickets à ${formatEuros(game.priceCents, 'fr')}`,
    '',
    row(header, widths),
    ...body.map((cells) => row(cells, widths)),
    '',
    ...totals.map((cells) => row(cells, widths)),
    '',
    `Taux de redistribution : ${formatPercent(f.payoutRatio, 'fr', 2)} (attendu ${formatPercent(f.expectedPayoutRatio, 'fr', 2)})`,
    `Chances de gain : ${odds} (attendu ${formatOdds(f.expectedOddsOneIn, 'fr')})`,
    `Faces invalides : ${count.format(audit.invalidFaces)}`,
    `Faces dont le score diffère du lot attribué : ${count.format(audit.mismatchedFaces)}`,
    `Faces d'un montant hors du tableau : ${count.format(audit.unexpectedPrizes)}`,
    '',
    audit.exact ? 'Résultat : bloc exact.' : 'Résultat : bloc NON conforme à l’article 3.',
  ];
  return `${lines.join('\n')}\n`;
}
