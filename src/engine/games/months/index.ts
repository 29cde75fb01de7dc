/** 12 Mois as a game module: everything the engine knows of it, behind `GameModule`. */
import { MAX_PRINTABLE_CENTS } from '../../constants.ts';
import { err, ok, type Result } from '../../result.ts';
import { SYMBOL_IDS, symbolAt, symbolCode, symbolListJson, type SymbolId } from '../../symbols.ts';
import { zonesOf, type FaceIssue, type GameModule, type TicketHeader, type ZoneWin } from '../types.ts';
import {
  checkMonthsFace,
  drawMonthsFace,
  MONTHS_BOX_STRIDE,
  MONTHS_FACE_LENGTH,
  MONTHS_GAIN_OFFSET,
  monthsPatternTable,
  scoreCheckedMonthsFace,
  scoreMonthsFace,
  type MonthsFaceProblem,
  type PatternTable,
} from './face.ts';
import {
  MONTHS_BOXES,
  MONTHS_DECOYS,
  MONTHS_DEFINITION,
  MONTHS_PRINTABLE_CENTS,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_SYMBOL,
} from './rules.ts';

interface MonthsBox {
  readonly symbols: readonly string[]; // 3 symbols
  readonly amount: number; // cents, > 0
}

/** What a twelve-months ticket shows under its covers. */
export interface MonthsFace {
  readonly game: 'months';
  readonly months: readonly MonthsBox[]; // January to December
  readonly gain: number; // cents; 0 when the Gain box loses
}

export interface MonthsTicket extends TicketHeader<'months'>, MonthsFace {
  readonly months: readonly { readonly symbols: readonly SymbolId[]; readonly amount: number }[];
}

export interface MonthsBreakdown {
  readonly game: 'months';
  readonly winningMonths: readonly { readonly month: number; readonly amountCents: number }[]; // 0-based
  readonly boxesCents: number; // first surface
  readonly gainCents: number; // second surface
  readonly totalCents: number;
}

/** A number as JSON writes it (the engine's are finite integers; anything else fails loudly). */
function jsonNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`ticket field ${value} is not a finite number`);
  return String(value);
}

function encodeAmount(cents: number): number {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_PRINTABLE_CENTS ? cents : -1;
}

const ZONES = [...zonesOf('month', MONTHS_BOXES, MONTHS_SYMBOLS_PER_BOX, true), ...zonesOf('gain', 1, 0, true)];

/** Every symbol a months ticket can show: the clover, then the decoys, in code order. */
const SYMBOLS: readonly SymbolId[] = SYMBOL_IDS.filter((id) => id === MONTHS_WIN_SYMBOL || MONTHS_DECOYS.includes(id));

export const monthsGame: GameModule<'months', MonthsFace, MonthsTicket, MonthsBreakdown, 'month' | 'gain'> = {
  definition: MONTHS_DEFINITION,
  variants: [],
  symbolsByDesign: { months: SYMBOLS },
  printableCents: [0, ...MONTHS_PRINTABLE_CENTS],
  zones: ZONES,
  faceLength: MONTHS_FACE_LENGTH,

  planPrize(amountCents: number): PatternTable | undefined {
    return monthsPatternTable(amountCents);
  },
  drawFace(rng, plan, out) {
    drawMonthsFace(rng, plan as PatternTable, out);
  },
  scoreFace: (face) => scoreMonthsFace(face),
  scoreCheckedFace: (face) => scoreCheckedMonthsFace(face),
  variantAt: () => null,
  ticketFromFace(h, face): MonthsTicket {
    const months = [];
    for (let m = 0; m < MONTHS_BOXES; m++) {
      const at = m * MONTHS_BOX_STRIDE;
      const symbols: SymbolId[] = [];
      for (let s = at; s < at + MONTHS_SYMBOLS_PER_BOX; s++) symbols.push(symbolAt(face[s]!));
      months.push({ symbols, amount: face[at + 3]! });
    }
    return {
      game: h.game,
      seed: h.seed,
      block: h.block,
      index: h.index,
      serial: h.serial,
      price: h.price,
      prize: h.prize,
      months,
      gain: face[MONTHS_GAIN_OFFSET]!,
    };
  },

  encodeFace(face): Result<Int32Array, FaceIssue[]> {
    if (face.months.length !== MONTHS_BOXES) {
      return err([
        {
          code: 'wrong-size',
          path: 'months',
          message: `months has ${face.months.length} boxes instead of ${MONTHS_BOXES}`,
        },
      ]);
    }
    const issues: FaceIssue[] = [];
    const out = new Int32Array(MONTHS_FACE_LENGTH);
    face.months.forEach((box, m) => {
      if (box.symbols.length !== MONTHS_SYMBOLS_PER_BOX) {
        issues.push({
          code: 'wrong-size',
          path: `months[${m}].symbols`,
          message: `month ${m + 1} has ${box.symbols.length} symbols instead of ${MONTHS_SYMBOLS_PER_BOX}`,
        });
      }
      const at = m * MONTHS_BOX_STRIDE;
      box.symbols.slice(0, MONTHS_SYMBOLS_PER_BOX).forEach((id, s) => (out[at + s] = symbolCode(id)));
      out[at + 3] = encodeAmount(box.amount);
    });
    out[MONTHS_GAIN_OFFSET] = encodeAmount(face.gain);
    return issues.length > 0 ? err(issues) : ok(out);
  },
  faceIssues(face, codes) {
    const problems: MonthsFaceProblem[] = [];
    checkMonthsFace(codes, problems);
    return problems.map((p): FaceIssue => {
      switch (p.code) {
        case 'unknown-symbol': {
          const id = face.months[p.month]?.symbols[p.slot];
          return {
            code: p.code,
            path: `months[${p.month}].symbols[${p.slot}]`,
            message: `symbol "${String(id)}" in month ${p.month + 1} is not a twelve-months symbol`,
          };
        }
        case 'three-clovers':
          return {
            code: p.code,
            path: `months[${p.month}].symbols`,
            message: `month ${p.month + 1} shows three clovers, which the rules cannot score`,
          };
        case 'bad-amount':
          return p.month < 0
            ? {
                code: p.code,
                path: 'gain',
                message: `gain ${face.gain} must be whole euros in cents, from 0 to ${MAX_PRINTABLE_CENTS}`,
              }
            : {
                code: p.code,
                path: `months[${p.month}].amount`,
                message: `month ${p.month + 1}'s amount ${face.months[p.month]?.amount} must be whole euros in cents, from 100 to ${MAX_PRINTABLE_CENTS}`,
              };
      }
    });
  },
  breakdown(face, codes): MonthsBreakdown {
    const detail = { winningMonths: [] as number[] };
    const totalCents = scoreMonthsFace(codes, detail);
    return {
      game: 'months',
      winningMonths: detail.winningMonths.map((month) => ({ month, amountCents: face.months[month]!.amount })),
      boxesCents: totalCents - face.gain,
      gainCents: face.gain,
      totalCents,
    };
  },
  variantOf: () => null,
  zoneSymbols(face, zone) {
    return (zone.kind === 'gain' ? [] : face.months[zone.ordinal]!.symbols) as readonly SymbolId[];
  },
  zoneAmount(face, zone) {
    return zone.kind === 'gain' ? face.gain : face.months[zone.ordinal]!.amount;
  },
  winningParts(face, breakdown) {
    if (breakdown.totalCents <= 0) return [];
    const wins: ZoneWin[] = breakdown.winningMonths.map(({ month }) => ({
      zone: month,
      slots: (face.months[month]?.symbols ?? []).flatMap((id, slot) => (id === MONTHS_WIN_SYMBOL ? [slot] : [])),
      amount: true,
    }));
    if (breakdown.gainCents > 0) wins.push({ zone: MONTHS_BOXES, slots: [], amount: true });
    return wins;
  },

  withContent(face, slots, symbol, amount) {
    const months = face.months.map((_, m) => ({
      symbols: Array.from({ length: slots[m] ?? 0 }, () => symbol()),
      amount: amount(),
    }));
    return { ...face, months, gain: amount() };
  },
  showcasePrizeCents: 6_000,

  ticketSchema(z, header) {
    const cents = z.number().check(z.int(), z.nonnegative());
    return z.object({
      game: z.literal('months'),
      ...header,
      months: z.array(z.object({ symbols: z.array(z.string()), amount: cents })),
      gain: cents,
    });
  },
  faceFields: (face) => ({
    months: face.months.map((box) => ({ symbols: box.symbols, amount: box.amount })),
    gain: face.gain,
  }),
  faceJson(ticket) {
    let months = '[';
    for (let m = 0; m < ticket.months.length; m++) {
      const box = ticket.months[m]!;
      months += `${m === 0 ? '' : ','}{"symbols":${symbolListJson(box.symbols)},"amount":${jsonNumber(box.amount)}}`;
    }
    return `"months":${months}],"gain":${jsonNumber(ticket.gain)}`;
  },
  faceValues: (face) => [face.months.map((b) => [b.symbols, b.amount]), face.gain],
};

export {
  MONTHS_BOXES,
  MONTHS_CLOVERS_TO_WIN,
  MONTHS_PRINTABLE_CENTS,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_SYMBOL,
} from './rules.ts';
