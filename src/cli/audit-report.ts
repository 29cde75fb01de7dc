/**
 * How `grattez audit` shows a block audit, or the audit of a range of blocks: a table in the run's
 * language (words from the catalogue, amounts and counts as that language's formatters write them),
 * or one JSON object with every figure in cents, the same in every language.
 */
import { GAMES, type BlockAudit, type EmissionAudit } from '../engine/index.ts';
import { AUDIT_WORDS } from '../i18n/audit.ts';
import { formatCount, formatEuros, formatOdds, formatPercent, gameName, plural, type Lang } from '../i18n/index.ts';

// The language of the table being written: set by auditTable and emissionTable, which write it
// synchronously, start to end.
let LANG: Lang = 'fr';
let words = AUDIT_WORDS[LANG];
const count = (n: number) => formatCount(n, LANG);
function speak(lang: Lang): void {
  LANG = lang;
  words = AUDIT_WORDS[lang];
}

/** What a block's audit and an emission's audit have in common: the counts a report shows. */
type AuditCounts = Pick<
  BlockAudit,
  'game' | 'tickets' | 'tiers' | 'winners' | 'paidCents' | 'invalidFaces' | 'mismatchedFaces' | 'unexpectedPrizes'
>;

/** Figures of an audit next to what is expected of it (article 3's, for whole blocks). */
interface AuditFigures {
  readonly priceCents: number;
  readonly expectedWinners: number;
  readonly expectedPaidCents: number;
  readonly payoutRatio: number; // paid / sales, counted
  readonly expectedPayoutRatio: number;
  readonly oddsOneIn: number; // tickets / winners, counted
  readonly expectedOddsOneIn: number;
}

/** The figures, expected ones from the audit's expected tiers (article 3's table, block after block). */
function auditFigures(audit: AuditCounts): AuditFigures {
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

const gap = (differs: boolean): string => (differs ? words.gap : '');

/** The tiers, winners and amount paid against what is expected, then the ratios and the face counts. */
function countsLines(audit: AuditCounts): string[] {
  const f = auditFigures(audit);
  const header = [words.prize, words.expected, words.counted, ''];
  const body = audit.tiers.map((t) => [
    formatEuros(t.amountCents, LANG),
    count(t.expected),
    count(t.counted),
    gap(t.counted !== t.expected),
  ]);
  const totals = [
    [words.winners, count(f.expectedWinners), count(audit.winners), gap(audit.winners !== f.expectedWinners)],
    [
      words.paid,
      formatEuros(f.expectedPaidCents, LANG),
      formatEuros(audit.paidCents, LANG),
      gap(audit.paidCents !== f.expectedPaidCents),
    ],
  ];
  const lines = grid([header, ...body, ...totals]);
  const odds = (n: number): string => (Number.isFinite(n) ? formatOdds(n, LANG) : words.noWinner);
  return [
    lines[0]!,
    ...lines.slice(1, 1 + body.length),
    '',
    ...lines.slice(1 + body.length),
    '',
    words.payout(formatPercent(f.payoutRatio, LANG, 2), formatPercent(f.expectedPayoutRatio, LANG, 2)),
    words.odds(odds(f.oddsOneIn), odds(f.expectedOddsOneIn)),
    words.invalidFaces(count(audit.invalidFaces)),
    words.mismatchedFaces(count(audit.mismatchedFaces)),
    words.unexpectedPrizes(count(audit.unexpectedPrizes)),
  ];
}

/** `audit --block B`: a table a person reads. */
export function auditTable(audit: BlockAudit, lang: Lang): string {
  speak(lang);
  const game = GAMES[audit.game];
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
    ...countsLines(audit),
    '',
    audit.exact ? words.exact : words.notExact,
  ];
  return `${lines.join('\n')}\n`;
}

/** Blocks named in the verdict line before it says "…". */
const LISTED_BLOCKS = 10;

/** `audit --blocks A-B`: one row per block, then the emission's total as `audit --block` shows a block. */
export function emissionTable(emission: EmissionAudit, lang: Lang): string {
  speak(lang);
  const game = GAMES[emission.game];
  const blocks = emission.blocks;
  const n = blocks.length;
  const c = words.columns;
  const gaps = (audit: AuditCounts): number => audit.tiers.filter((t) => t.counted !== t.expected).length;
  const row = (name: string, audit: AuditCounts, verdict: string): string[] => [
    name,
    count(audit.winners),
    formatEuros(audit.paidCents, LANG),
    count(gaps(audit)),
    count(audit.invalidFaces),
    count(audit.mismatchedFaces),
    count(audit.unexpectedPrizes),
    verdict,
  ];
  const exactTotal = words.exactOf(
    count(emission.exactBlocks),
    plural(emission.exactBlocks, words.exactWord, LANG),
    count(n),
  );
  const rows = grid(
    [
      [c.block, words.winners, words.paid, c.tiersInGap, c.invalid, c.mismatched, c.unexpected, c.result],
      ...blocks.map((audit) => row(String(audit.block), audit, audit.exact ? words.blockExact : words.blockNotExact)),
      row(words.total, emission, exactTotal),
    ],
    true,
  );
  const failed = blocks.filter((audit) => !audit.exact).map((audit) => audit.block);
  const named = failed.slice(0, LISTED_BLOCKS).join(', ') + (failed.length > LISTED_BLOCKS ? '…' : '');
  const someBlocks = (k: number): string => `${count(k)} ${plural(k, words.blockWord, LANG)}`;
  let verdict: string;
  if (emission.exact) verdict = n === 1 ? words.allExactOne : words.allExactMany(count(n));
  else
    verdict = words.someNotExact(
      someBlocks(failed.length),
      count(n),
      plural(failed.length, words.nonConformingWord, LANG),
      named,
    );
  const lines = [
    words.rangeTitle(
      gameName(emission.game, LANG),
      game.id,
      emission.seed,
      String(blocks[0]!.block),
      String(blocks.at(-1)!.block),
      someBlocks(n),
      count(blocks[0]!.tickets),
      formatEuros(game.priceCents, LANG),
    ),
    '',
    ...rows.slice(0, -1),
    '',
    rows.at(-1)!,
    '',
    n === 1 ? words.totalOfOne(count(emission.tickets)) : words.totalOfMany(count(n), count(emission.tickets)),
    '',
    ...countsLines(emission),
    '',
    verdict,
  ];
  return `${lines.join('\n')}\n`;
}
