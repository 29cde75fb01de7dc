/**
 * The Grattez rule engine: the two games as data, exact blocks, faces, scoring, serials, money.
 * Pure ES: no DOM, no framework, no clock and no Math.random. Other layers import only this file.
 */
export { auditBlock, type AuditOptions, type BlockAudit, type TierAudit } from './audit.ts';
export { sumBlockAudits, type EmissionAudit } from './emissionAudit.ts';
export { Block } from './block.ts';
export {
  BLOCK_SIZE,
  blockTiers,
  computeGameStats,
  GAME_IDS,
  GAMES,
  isGameId,
  isPrizeOf,
  MONTHS_BOXES,
  MONTHS_WIN_SYMBOL,
  PAWS_BASE_PRIZE_CENTS,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  type GameDefinition,
  type GameId,
  type GameStats,
  type PawsVariant,
  type PrizeTier,
} from './games.ts';
export { amountInWords, formatEuros, formatOdds, formatPercent, LANGS, type Lang } from './money.ts';
export { err, ok, type InputError, type Result } from './result.ts';
export { checkBlock, checkIndex, checkSeed, MAX_BLOCK, SEED_PATTERN } from './seed.ts';
export { formatSerial, parseSerial, type SerialErrorCode, type TicketRef } from './serial.ts';
export { isSymbolId, SYMBOL_IDS, SYMBOL_NAMES, type SymbolId } from './symbols.ts';
export {
  evaluate,
  generateTicket,
  parseTicket,
  ticketFromFace,
  validate,
  type Breakdown,
  type Face,
  type FaceIssue,
  type MonthsBreakdown,
  type MonthsFace,
  type MonthsTicket,
  type PawsBreakdown,
  type PawsFace,
  type PawsTicket,
  type Ticket,
} from './ticket.ts';
