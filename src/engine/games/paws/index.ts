/** Chien & Chat as a game module: everything the engine knows of it, behind `GameModule`. */
import { err, ok, type Result } from '../../result.ts';
import { symbolAt, symbolCode, symbolListJson, type SymbolId } from '../../symbols.ts';
import { zonesOf, type FaceIssue, type GameModule, type TicketHeader, type ZoneWin } from '../types.ts';
import {
  checkPawsFace,
  decomposePawsPrize,
  drawPawsFace,
  PAWS_BONUS_OFFSET,
  PAWS_FACE_LENGTH,
  pawsVariantAt,
  scoreCheckedPawsFace,
  scorePawsFace,
  type PawsDecomposition,
  type PawsFaceProblem,
} from './face.ts';
import {
  PAWS_BONUS_SYMBOLS,
  PAWS_DEFINITION,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  type PawsVariant,
} from './rules.ts';

/** What a paws ticket shows under its covers. Symbol ids may be anything when read from outside. */
export interface PawsFace {
  readonly game: 'paws';
  readonly variant: PawsVariant;
  readonly paws: readonly string[]; // 9 paw prints, left to right, top to bottom
  readonly bonus: readonly string[]; // the 2 bonus symbols
}

export interface PawsTicket extends TicketHeader<'paws'>, PawsFace {
  readonly paws: readonly SymbolId[];
  readonly bonus: readonly SymbolId[];
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

/** The symbol ids of face[from..to). A plain loop: Array.from over a subarray is several times slower. */
function symbolsOf(face: Int32Array, from: number, to: number): SymbolId[] {
  const ids: SymbolId[] = [];
  for (let i = from; i < to; i++) ids.push(symbolAt(face[i]!));
  return ids;
}

function badVariant(face: PawsFace): FaceIssue {
  return { code: 'bad-variant', path: 'variant', message: `variant "${String(face.variant)}" is neither dog nor cat` };
}

const VARIANT_JSON: Readonly<Record<PawsVariant, string>> = { dog: JSON.stringify('dog'), cat: JSON.stringify('cat') };

const ZONES = [...zonesOf('paw', PAWS_ZONES, 1, false), ...zonesOf('bonus', 1, PAWS_BONUS_SYMBOLS, false)];

export const pawsGame: GameModule<'paws', PawsFace, PawsTicket, PawsBreakdown, 'paw' | 'bonus'> = {
  definition: PAWS_DEFINITION,
  variants: PAWS_VARIANTS,
  symbolsByDesign: Object.fromEntries(
    PAWS_VARIANTS.map((v) => {
      const s = PAWS_SYMBOLS[v];
      return [v, [s.win, s.multiplier, ...s.decoys]];
    }),
  ),
  printableCents: [],
  zones: ZONES,
  faceLength: PAWS_FACE_LENGTH,

  planPrize(amountCents: number): PawsDecomposition | undefined {
    return decomposePawsPrize(amountCents);
  },
  drawFace(rng, plan, out) {
    drawPawsFace(rng, plan as PawsDecomposition, out);
  },
  scoreFace: (face) => scorePawsFace(face),
  scoreCheckedFace: (face) => scoreCheckedPawsFace(face),
  variantAt: (face) => pawsVariantAt(face[0]!),
  ticketFromFace(h, face): PawsTicket {
    return {
      game: h.game,
      seed: h.seed,
      block: h.block,
      index: h.index,
      serial: h.serial,
      price: h.price,
      prize: h.prize,
      variant: pawsVariantAt(face[0]!),
      paws: symbolsOf(face, 1, PAWS_BONUS_OFFSET),
      bonus: symbolsOf(face, PAWS_BONUS_OFFSET, PAWS_FACE_LENGTH),
    };
  },

  encodeFace(face): Result<Int32Array, FaceIssue[]> {
    const issues: FaceIssue[] = [];
    const variant = PAWS_VARIANTS.indexOf(face.variant);
    if (variant < 0) issues.push(badVariant(face));
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
  },
  faceIssues(face, codes) {
    const problems: PawsFaceProblem[] = [];
    checkPawsFace(codes, problems);
    return problems.map((p): FaceIssue => {
      switch (p.code) {
        case 'bad-variant':
          return badVariant(face);
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
  },
  breakdown(face, codes): PawsBreakdown {
    const detail = { winningPaws: [] as number[], multiplierSlot: -1 };
    const totalCents = scorePawsFace(codes, detail);
    const multiplied = detail.multiplierSlot >= 0;
    return {
      game: 'paws',
      variant: face.variant,
      winningPaws: detail.winningPaws,
      winCount: detail.winningPaws.length,
      baseCents: multiplied ? totalCents / PAWS_MULTIPLIER : totalCents,
      multiplier: multiplied ? 3 : 1,
      multiplierSlot: multiplied ? detail.multiplierSlot : null,
      totalCents,
    };
  },
  variantOf: (face) => face.variant,
  zoneSymbols(face, zone) {
    return (zone.kind === 'bonus' ? face.bonus : [face.paws[zone.ordinal]!]) as readonly SymbolId[];
  },
  zoneAmount: () => undefined,
  winningParts(_face, breakdown) {
    if (breakdown.totalCents <= 0) return [];
    const wins: ZoneWin[] = breakdown.winningPaws.map((zone) => ({ zone, slots: [0], amount: false }));
    if (breakdown.multiplierSlot !== null)
      wins.push({ zone: PAWS_ZONES, slots: [breakdown.multiplierSlot], amount: false });
    return wins;
  },

  withContent(face, slots, symbol) {
    const paws = ZONES.filter((z) => z.kind === 'paw').map(() => symbol());
    const bonus = Array.from({ length: slots[PAWS_ZONES] ?? 0 }, () => symbol());
    return { ...face, paws, bonus };
  },
  showcasePrizeCents: 3_000,

  ticketSchema(z, header) {
    const symbolList = z.array(z.string());
    return z.object({
      game: z.literal('paws'),
      ...header,
      variant: z.enum(PAWS_VARIANTS),
      paws: symbolList,
      bonus: symbolList,
    });
  },
  faceFields: (face) => ({ variant: face.variant, paws: face.paws, bonus: face.bonus }),
  faceJson: (ticket) =>
    `"variant":${VARIANT_JSON[ticket.variant]},"paws":${symbolListJson(ticket.paws)},"bonus":${symbolListJson(ticket.bonus)}`,
  faceValues: (face) => [face.variant, face.paws, face.bonus],
};

export {
  PAWS_BASE_PRIZE_CENTS,
  PAWS_BONUS_SYMBOLS,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  type PawsVariant,
} from './rules.ts';
