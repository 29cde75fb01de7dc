/**
 * How `grattez audit` shows a block audit, or the audit of a range of blocks: a table in French
 * (the project speaks French first; amounts in euros as formatEuros writes them, counts with
 * French digit grouping), or one JSON object with every figure in cents.
 */
import { formatEuros, formatOdds, formatPercent, GAMES, type BlockAudit, type EmissionAudit } from '../engine/index.ts';

const count = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** What a block's audit and an emission's audit have in common: the counts a report shows. */
type AuditCounts = Pick<
  BlockAudit,
  'game' | 'tickets' | 'tiers' | 'winners' | 'paidCents' | 'invalidFaces' | 'mismatchedFaces' | 'unexpectedPrizes'
>;

/** Figures of an audit next to what is expected of it (article 3's, for whole blocks). */
export interface AuditFigures {
  readonly priceCents: number;
  readonly expectedWinners: number;
  readonly expectedPaidCents: number;
  readonly payoutRatio: number; // paid / sales, counted
  readonly expectedPayoutRatio: number;
  readonly oddsOneIn: number; // tickets / winners, counted
  readonly expectedOddsOneIn: number;
}

/** The figures, expected ones from the audit's expected tiers (article 3's table, block after block). */
export function auditFigures(audit: AuditCounts): AuditFigures {
  const priceCents = GAMES[audit.game].priceCents;
  let expectedWinners = 0;
  let expectedPaidCents = 0;
  for (const tier of audit.tiers) {
    if (tier.amountCents === 0) continue;
    expectedWinners += tier.expected;
    expectedPaidCents += tier.expected * tier.amountCents;
  }
  const sales = audit.tickets * priceCents;
  const odds = (winners: number): number => (winners === 0 ? Number.POSITIVE_INFINITY : audit.tickets / winners);
  return {
    priceCents,
    expectedWinners,
    expectedPaidCents,
    payoutRatio: audit.paidCents / sales,
    expectedPayoutRatio: expectedPaidCents / sales,
    oddsOneIn: odds(audit.winners),
    expectedOddsOneIn: odds(expectedWinners),
  };
}

const finite = (n: number): number | null => (Number.isFinite(n) ? n : null);

/** The counts and figures of an audit, as the JSON output names them. */
function countsJson(audit: AuditCounts): Record<string, unknown> {
  const f = auditFigures(audit);
  return {
    tiers: audit.tiers.map((t) => ({ amountCents: t.amountCents, expected: t.expected, counted: t.counted })),
    winners: audit.winners,
    expectedWinners: f.expectedWinners,
    paidCents: audit.paidCents,
    expectedPaidCents: f.expectedPaidCents,
    payoutRatio: f.payoutRatio,
    expectedPayoutRatio: f.expectedPayoutRatio,
    oddsOneIn: finite(f.oddsOneIn),
    expectedOddsOneIn: finite(f.expectedOddsOneIn),
    invalidFaces: audit.invalidFaces,
    mismatchedFaces: audit.mismatchedFaces,
    unexpectedPrizes: audit.unexpectedPrizes,
  };
}

function blockJson(audit: BlockAudit): Record<string, unknown> {
  return {
    game: audit.game,
    seed: audit.seed,
    block: audit.block,
    tickets: audit.tickets,
    priceCents: GAMES[audit.game].priceCents,
    exact: audit.exact,
    ...countsJson(audit),
  };
}

/** `audit --block B --json`: the engine's audit and the derived figures, as one line of JSON. */
export function auditJson(audit: BlockAudit): string {
  return `${JSON.stringify(blockJson(audit))}\n`;
}

/**
 * `audit --blocks A-B --json`: the range, the verdict, each block's object as `audit --block`
 * prints it, and the emission's total, as one line of JSON.
 */
export function emissionJson(emission: EmissionAudit): string {
  const json = {
    game: emission.game,
    seed: emission.seed,
    firstBlock: emission.blocks[0]!.block,
    lastBlock: emission.blocks.at(-1)!.block,
    blockCount: emission.blocks.length,
    tickets: emission.tickets,
    priceCents: GAMES[emission.game].priceCents,
    exact: emission.exact,
    exactBlocks: emission.exactBlocks,
    blocks: emission.blocks.map(blockJson),
    total: countsJson(emission),
  };
  return `${JSON.stringify(json)}\n`;
}

/** Cells in columns as wide as their widest cell: right-aligned, the last one left-aligned if asked. */
function grid(rows: readonly (readonly string[])[], lastLeft = false): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((cells) => (cells[i] ?? '').length)));
  const last = rows[0]!.length - 1;
  return rows.map((cells) =>
    cells
      .map((cell, i) => (lastLeft && i === last ? cell : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

const gap = (differs: boolean): string => (differs ? '← écart' : '');

/** The tiers, winners and amount paid against what is expected, then the ratios and the face counts. */
function countsLines(audit: AuditCounts): string[] {
  const f = auditFigures(audit);
  const header = ['Lot', 'Attendus', 'Comptés', ''];
  const body = audit.tiers.map((t) => [
    formatEuros(t.amountCents, 'fr'),
    count.format(t.expected),
    count.format(t.counted),
    gap(t.counted !== t.expected),
  ]);
  const totals = [
    [
      'Gagnants',
      count.format(f.expectedWinners),
      count.format(audit.winners),
      gap(audit.winners !== f.expectedWinners),
    ],
    [
      'Payé',
      formatEuros(f.expectedPaidCents, 'fr'),
      formatEuros(audit.paidCents, 'fr'),
      gap(audit.paidCents !== f.expectedPaidCents),
    ],
  ];
  const lines = grid([header, ...body, ...totals]);
  const odds = (n: number): string => (Number.isFinite(n) ? formatOdds(n, 'fr') : 'aucun gagnant');
  return [
    lines[0]!,
    ...lines.slice(1, 1 + body.length),
    '',
    ...lines.slice(1 + body.length),
    '',
    `Taux de redistribution : ${formatPercent(f.payoutRatio, 'fr', 2)} (attendu ${formatPercent(f.expectedPayoutRatio, 'fr', 2)})`,
    `Chances de gain : ${odds(f.oddsOneIn)} (attendu ${odds(f.expectedOddsOneIn)})`,
    `Faces invalides : ${count.format(audit.invalidFaces)}`,
    `Faces dont le score diffère du lot attribué : ${count.format(audit.mismatchedFaces)}`,
    `Faces d'un montant hors du tableau : ${count.format(audit.unexpectedPrizes)}`,
  ];
}

/** `audit --block B`: a table a person reads. */
export function auditTable(audit: BlockAudit): string {
  const game = GAMES[audit.game];
  const lines = [
    `Audit ${game.name.fr} (${game.id}), graine ${audit.seed}, bloc ${audit.block} : ${count.format(audit.tickets)} tickets à ${formatEuros(game.priceCents, 'fr')}`,
    '',
    ...countsLines(audit),
    '',
    audit.exact ? 'Résultat : bloc exact.' : 'Résultat : bloc NON conforme à l’article 3.',
  ];
  return `${lines.join('\n')}\n`;
}

/** Blocks named in the verdict line before it says "…". */
const LISTED_BLOCKS = 10;

/** `audit --blocks A-B`: one row per block, then the emission's total as `audit --block` shows a block. */
export function emissionTable(emission: EmissionAudit): string {
  const game = GAMES[emission.game];
  const blocks = emission.blocks;
  const n = blocks.length;
  const gaps = (audit: AuditCounts): number => audit.tiers.filter((t) => t.counted !== t.expected).length;
  const row = (name: string, audit: AuditCounts, verdict: string): string[] => [
    name,
    count.format(audit.winners),
    formatEuros(audit.paidCents, 'fr'),
    count.format(gaps(audit)),
    count.format(audit.invalidFaces),
    count.format(audit.mismatchedFaces),
    count.format(audit.unexpectedPrizes),
    verdict,
  ];
  const rows = grid(
    [
      ['Bloc', 'Gagnants', 'Payé', 'Lots en écart', 'Faces invalides', 'Score ≠ lot', 'Hors tableau', 'Résultat'],
      ...blocks.map((audit) => row(String(audit.block), audit, audit.exact ? 'exact' : 'NON conforme')),
      row('Total', emission, `${count.format(emission.exactBlocks)} exacts sur ${count.format(n)}`),
    ],
    true,
  );
  const failed = blocks.filter((audit) => !audit.exact).map((audit) => audit.block);
  const named = failed.slice(0, LISTED_BLOCKS).join(', ') + (failed.length > LISTED_BLOCKS ? '…' : '');
  const verdict = emission.exact
    ? `Résultat : ${n === 1 ? 'le bloc est exact' : `les ${count.format(n)} blocs sont exacts`}.`
    : `Résultat : ${count.format(failed.length)} bloc${failed.length === 1 ? '' : 's'} sur ${count.format(n)} NON conforme${failed.length === 1 ? '' : 's'} à l’article 3 : ${named}.`;
  const lines = [
    `Audit ${game.name.fr} (${game.id}), graine ${emission.seed}, blocs ${blocks[0]!.block} à ${blocks.at(-1)!.block} : ${count.format(n)} bloc${n === 1 ? '' : 's'} de ${count.format(blocks[0]!.tickets)} tickets à ${formatEuros(game.priceCents, 'fr')}`,
    '',
    ...rows.slice(0, -1),
    '',
    rows.at(-1)!,
    '',
    `Total ${n === 1 ? 'du bloc' : `des ${count.format(n)} blocs`} : ${count.format(emission.tickets)} tickets`,
    '',
    ...countsLines(emission),
    '',
    verdict,
  ];
  return `${lines.join('\n')}\n`;
}
