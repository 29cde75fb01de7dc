/**
 * The Grattez rule engine: the games as modules (src/engine/games/<game>/) listed by one registry,
 * exact blocks, faces, scoring, serials. Pure ES: no DOM, no framework, no clock, no Math.random
 * and no words for people (those live in src/i18n). Other layers import only this file.
 */
export {
  auditBlock,
  auditFromTallies,
  tallyBlock,
  type AuditOptions,
  type BlockAudit,
  type BlockTally,
  type TierAudit,
} from './audit.ts';
export { sumBlockAudits, type EmissionAudit } from './emissionAudit.ts';
export { Block, generateTicket } from './block.ts';
export { BLOCK_SIZE, MAX_PRINTABLE_CENTS, START_BALANCE_CENTS } from './constants.ts';
export {
  ANY_VARIANT,
  DESIGN_IDS,
  designOf,
  designsOf,
  FACE_ZONES,
  GAME_IDS,
  GAME_MODULES,
  gameModule,
  gameOfDesign,
  GAMES,
  gameVariants,
  isGameId,
  readVariantChoice,
  variantChoices,
  variantOf,
  ZONE_KINDS,
  type Breakdown,
  type Face,
  type GameId,
  type RegisteredModule,
  type Ticket,
  type VariantChoice,
  type ZoneKind,
} from './games/registry.ts';
export { blockTiers, computeGameStats, isPrizeOf, type GameStats } from './games/stats.ts';
export type {
  BreakdownOf,
  FaceIssue,
  FaceZone,
  GameDefinition,
  GameModule,
  PrizeTier,
  TicketHeader,
  TicketOf,
  ZoneWin,
} from './games/types.ts';
export {
  MONTHS_BOXES,
  MONTHS_CLOVERS_TO_WIN,
  MONTHS_PRINTABLE_CENTS,
  MONTHS_SYMBOLS_PER_BOX,
  MONTHS_WIN_SYMBOL,
  type MonthsBreakdown,
  type MonthsFace,
  type MonthsTicket,
} from './games/months/index.ts';
export {
  PAWS_BASE_PRIZE_CENTS,
  PAWS_BONUS_SYMBOLS,
  PAWS_MULTIPLIER,
  PAWS_SYMBOLS,
  PAWS_VARIANTS,
  PAWS_ZONES,
  type PawsBreakdown,
  type PawsFace,
  type PawsTicket,
  type PawsVariant,
} from './games/paws/index.ts';
export { hashString, Sfc32 } from './rng.ts';
export { err, ok, type InputError, type Result } from './result.ts';
export { checkBlock, checkIndex, checkSeed, MAX_BLOCK, SEED_PATTERN } from './seed.ts';
export {
  formatSerial,
  parseSerial,
  tidySerial,
  SERIAL_EXAMPLE,
  SERIAL_FORM,
  SERIAL_INDICES,
  SERIAL_PATTERN,
  SERIAL_PREFIXES,
  serialCheckCode,
  type SerialErrorCode,
  type TicketRef,
} from './serial.ts';
export { isSymbolId, SYMBOL_IDS, type SymbolId } from './symbols.ts';
export { evaluate, parseTicket, validate } from './ticket.ts';
export { winningParts, zoneAmount, zoneSymbols } from './zones.ts';
