import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { Block } from './block.ts';
import {
  MAX_PRINTABLE_CENTS,
  MONTHS_BOXES,
  MONTHS_SYMBOLS_PER_BOX,
  PAWS_BONUS_SYMBOLS,
  PAWS_MULTIPLIER,
  PAWS_VARIANTS,
  PAWS_ZONES,
  type PawsVariant,
} from './games.ts';
import {
  MONTHS_BOX_STRIDE,
  MONTHS_FACE_LENGTH,
  MONTHS_GAIN_OFFSET,
  checkMonthsFace,
  scoreMonthsFace,
  type MonthsFaceProblem,
} from './months.ts';
import { checkPawsFace, PAWS_BONUS_OFFSET, PAWS_FACE_LENGTH, scorePawsFace, type PawsFaceProblem } from './paws.ts';
import { err, ok, type InputError, type Result } from './result.ts';
import { parseSerial, type TicketRef } from './serial.ts';
import { symbolCode, type SymbolId } from './symbols.ts';

/** What a paws ticket shows under its covers. Symbol ids may be anything when read from outside. */
export interface PawsFace {
  readonly game: 'paws';
  readonly variant: PawsVariant;
  readonly paws: readonly string[]; // 9 paw prints, left to right, top to bottom
  readonly bonus: readonly string[]; // the 2 bonus symbols
}

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

export type Face = PawsFace | MonthsFace;

interface TicketHeader extends TicketRef {
  readonly serial: string;
  readonly price: number; // cents
  readonly prize: number; // cents, as the block assigned it
}

export interface PawsTicket extends TicketHeader, PawsFace {
  readonly game: 'paws';
  readonly paws: readonly SymbolId[];
  readonly bonus: readonly SymbolId[];
}

export interface MonthsTicket extends TicketHeader, MonthsFace {
  readonly game: 'months';
  readonly months: readonly { readonly symbols: readonly SymbolId[]; readonly amount: number }[];
}

/** A dealt ticket, in the interchange format of docs/ticket-format.md. */
export type Ticket = PawsTicket | MonthsTicket;

/** Deals one ticket: its prize from the block's permutation, its face from its own generator. */
export function generateTicket(ref: TicketRef): Ticket {
  return new Block(ref.game, ref.seed, ref.block).ticketAt(ref.index);
}

/** Why a face cannot be scored under the regulation. `path` points into the face's JSON. */
export interface FaceIssue {
  readonly code:
    | 'wrong-size'
    | 'unknown-symbol'
    | 'three-clovers'
    | 'two-multipliers'
    | 'too-many-wins'
    | 'bad-amount'
    | 'bad-variant';
  readonly path: string;
  readonly message: string;
}

function encodeAmount(cents: number): number {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_PRINTABLE_CENTS ? cents : -1;
}

/** Checks sizes and encodes a face compactly; unknown ids become -1 and bad amounts -1. */
function encodeFace(face: Face): Result<Int32Array, FaceIssue[]> {
  const issues: FaceIssue[] = [];
  if (face.game === 'paws') {
    const variant = PAWS_VARIANTS.indexOf(face.variant);
    if (variant < 0)
      issues.push({
        code: 'bad-variant',
        path: 'variant',
        message: `variant "${String(face.variant)}" is neither dog nor cat`,
      });
    if (face.paws.length !== PAWS_ZONES) {
      issues.push({
        code: 'wrong-size',
        path: 'paws',
        message: `paws has ${face.paws.length} symbols instead of ${PAWS_ZONES}`,
      });
    }
    if (face.bonus.length !== PAWS_BONUS_SYMBOLS) {
      issues.push({
        code: 'wrong-size',
        path: 'bonus',
        message: `bonus has ${face.bonus.length} symbols instead of ${PAWS_BONUS_SYMBOLS}`,
      });
    }
    if (issues.length > 0) return err(issues);
    const out = new Int32Array(PAWS_FACE_LENGTH);
    out[0] = variant;
    face.paws.forEach((id, i) => (out[1 + i] = symbolCode(id)));
    face.bonus.forEach((id, i) => (out[PAWS_BONUS_OFFSET + i] = symbolCode(id)));
    return ok(out);
  }
  if (face.months.length !== MONTHS_BOXES) {
    return err([
      {
        code: 'wrong-size',
        path: 'months',
        message: `months has ${face.months.length} boxes instead of ${MONTHS_BOXES}`,
      },
    ]);
  }
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
}

function faceIssues(face: Face, codes: Int32Array): FaceIssue[] {
  if (face.game === 'paws') {
    const problems: PawsFaceProblem[] = [];
    checkPawsFace(codes, problems);
    return problems.map((p): FaceIssue => {
      switch (p.code) {
        case 'bad-variant':
          return { code: p.code, path: 'variant', message: `variant "${face.variant}" is neither dog nor cat` };
        case 'unknown-symbol': {
          const id = (p.zone === 'paws' ? face.paws : face.bonus)[p.slot];
          return {
            code: p.code,
            path: `${p.zone}[${p.slot}]`,
            message: `symbol "${String(id)}" at ${p.zone}[${p.slot}] is not a ${face.variant} ticket's ${p.zone === 'paws' ? 'paw' : 'bonus'} symbol`,
          };
        }
        case 'too-many-wins':
          return { code: p.code, path: 'paws', message: `${p.winCount} win symbols: the regulation pays 1 to 5 only` };
        case 'two-multipliers':
          return { code: p.code, path: 'bonus', message: 'the bonus shows two multipliers: the regulation allows one' };
      }
    });
  }
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
}

/** Every reason the regulation cannot score this face; empty when it can. */
export function validate(face: Face): FaceIssue[] {
  const encoded = encodeFace(face);
  return encoded.ok ? faceIssues(face, encoded.value) : encoded.error;
}

export interface PawsBreakdown {
  readonly game: 'paws';
  readonly variant: PawsVariant;
  readonly winningPaws: readonly number[]; // 0-based paw zones showing the win symbol
  readonly winCount: number;
  readonly baseCents: number; // first surface
  readonly multiplier: 1 | 3; // second surface
  readonly multiplierSlot: number | null; // 0-based bonus slot of the multiplier
  readonly totalCents: number;
}

export interface MonthsBreakdown {
  readonly game: 'months';
  readonly winningMonths: readonly { readonly month: number; readonly amountCents: number }[]; // 0-based
  readonly boxesCents: number; // first surface
  readonly gainCents: number; // second surface
  readonly totalCents: number;
}

export type Breakdown = PawsBreakdown | MonthsBreakdown;

/** Scores any face under the regulation, with which zones win and why; or why it cannot. */
export function evaluate(face: Face): Result<Breakdown, FaceIssue[]> {
  const encoded = encodeFace(face);
  if (!encoded.ok) return encoded;
  const issues = faceIssues(face, encoded.value);
  if (issues.length > 0) return err(issues);
  const codes = encoded.value;
  if (face.game === 'paws') {
    const detail = { winningPaws: [] as number[], multiplierSlot: -1 };
    const totalCents = scorePawsFace(codes, detail);
    const multiplied = detail.multiplierSlot >= 0;
    return ok({
      game: 'paws',
      variant: face.variant,
      winningPaws: detail.winningPaws,
      winCount: detail.winningPaws.length,
      baseCents: multiplied ? totalCents / PAWS_MULTIPLIER : totalCents,
      multiplier: multiplied ? 3 : 1,
      multiplierSlot: multiplied ? detail.multiplierSlot : null,
      totalCents,
    });
  }
  const detail = { winningMonths: [] as number[] };
  const totalCents = scoreMonthsFace(codes, detail);
  return ok({
    game: 'months',
    winningMonths: detail.winningMonths.map((month) => ({ month, amountCents: face.months[month]!.amount })),
    boxesCents: totalCents - face.gain,
    gainCents: face.gain,
    totalCents,
  });
}

/**
 * The interchange format's shape, built on first use: a page that never reads ticket JSON (the
 * embed) then leaves zod out of its bundle. zod/mini (a fraction of zod's weight) carries no
 * messages of its own: the English ones, as the full zod sets them.
 */
function buildTicketSchema() {
  z.config(en());
  const symbolList = z.array(z.string());
  const cents = z.number().check(z.int(), z.nonnegative());
  const headerShape = {
    serial: z.string(),
    seed: z.string(),
    block: z.number().check(z.int(), z.nonnegative()),
    index: z.number().check(z.int(), z.nonnegative()),
    price: cents,
    prize: cents,
  };
  return z.discriminatedUnion('game', [
    z.object({
      game: z.literal('paws'),
      ...headerShape,
      variant: z.enum(PAWS_VARIANTS),
      paws: symbolList,
      bonus: symbolList,
    }),
    z.object({
      game: z.literal('months'),
      ...headerShape,
      months: z.array(z.object({ symbols: symbolList, amount: cents })),
      gain: cents,
    }),
  ]);
}
let ticketSchema: ReturnType<typeof buildTicketSchema> | null = null;

type TicketErrorCode = 'bad-ticket-json' | 'bad-ticket-face' | 'ticket-mismatch';

/**
 * Reads a ticket in the interchange format and checks it end to end: its shape, its face under
 * the regulation, and that it is the very ticket its serial deals (so a edited file is caught).
 */
export function parseTicket(json: unknown): Result<Ticket, InputError<TicketErrorCode>> {
  ticketSchema ??= buildTicketSchema();
  const parsed = ticketSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.length > 0 ? issue.path.join('.') : 'ticket';
    return err({ code: 'bad-ticket-json', message: `ticket ${path}: ${issue.message}` });
  }
  const candidate = parsed.data;
  const issues = validate(candidate);
  if (issues.length > 0)
    return err({ code: 'bad-ticket-face', message: `ticket ${issues[0]!.path}: ${issues[0]!.message}` });
  const ref = parseSerial(candidate.serial);
  if (!ref.ok) return err({ code: 'ticket-mismatch', message: ref.error.message });
  const genuine = generateTicket(ref.value);
  if (JSON.stringify(normalise(genuine)) !== JSON.stringify(normalise(candidate as Ticket))) {
    return err({
      code: 'ticket-mismatch',
      message: `ticket ${candidate.serial} differs from the ticket its serial deals`,
    });
  }
  return ok(genuine);
}

function normalise(t: Ticket): unknown {
  const base = [t.game, t.serial, t.seed, t.block, t.index, t.price, t.prize];
  return t.game === 'paws'
    ? [...base, t.variant, t.paws, t.bonus]
    : [...base, t.months.map((b) => [b.symbols, b.amount]), t.gain];
}
