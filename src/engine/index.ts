/**
 * The Grattez rule engine: the two games as data, exact blocks, faces, scoring, serials.
 * Pure ES: no DOM, no framework, no clock, no Math.random and no words for people (those live in
 * src/i18n). Other layers import only this file.
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
  MAX_PRINTABLE_CENTS,
  MONTHS_BOXES,
  MONTHS_CLOVERS_TO_WIN,
  MONTHS_PRINTABLE_CENTS,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_SYMBOL,
  PAWS_BASE_PRIZE_CENTS,
  PAWS_BONUS_SYMBOLS,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  START_BALANCE_CENTS,
  type GameDefinition,
  type GameId,
  type GameStats,
  type PawsVariant,
  type PrizeTier,
} from './games.ts';
export { hashString, Sfc32 } from './rng.ts';
export { err, ok, type InputError, type Result } from './result.ts';
export { checkBlock, checkIndex, checkSeed, MAX_BLOCK, SEED_PATTERN } from './seed.ts';
export { formatSerial, parseSerial, type SerialErrorCode, type TicketRef } from './serial.ts';
export { isSymbolId, SYMBOL_IDS, type SymbolId } from './symbols.ts';
export {
  evaluate,
  generateTicket,
  parseTicket,
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
export {
  FACE_ZONES,
  winningParts,
  ZONE_KINDS,
  zoneAmount,
  zoneSymbols,
  type FaceZone,
  type ZoneKind,
  type ZoneWin,
} from './zones.ts';
