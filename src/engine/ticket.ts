import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { generateTicket } from './block.ts';
import { GAME_MODULES, gameModule, type Breakdown, type Face, type Ticket } from './games/registry.ts';
import type { FaceIssue } from './games/types.ts';
import { err, ok, type InputError, type Result } from './result.ts';
import { parseSerial } from './serial.ts';

/** Every reason the regulation cannot score this face; empty when it can. */
export function validate(face: Face): FaceIssue[] {
  const game = gameModule(face.game);
  const encoded = game.encodeFace(face);
  return encoded.ok ? game.faceIssues(face, encoded.value) : encoded.error;
}

/** Scores any face under the regulation, with which zones win and why; or why it cannot. */
export function evaluate(face: Face): Result<Breakdown, FaceIssue[]> {
  const game = gameModule(face.game);
  const encoded = game.encodeFace(face);
  if (!encoded.ok) return encoded;
  const issues = game.faceIssues(face, encoded.value);
  if (issues.length > 0) return err(issues);
  return ok(game.breakdown(face, encoded.value) as Breakdown);
}

/**
 * The interchange format's shape, built on first use: a page that never reads ticket JSON (the
 * embed) then leaves zod out of its bundle. zod/mini (a fraction of zod's weight) carries no
 * messages of its own: the English ones, as the full zod sets them.
 */
function buildTicketSchema() {
  z.config(en());
  const cents = z.number().check(z.int(), z.nonnegative());
  const header = {
    serial: z.string(),
    seed: z.string(),
    block: z.number().check(z.int(), z.nonnegative()),
    index: z.number().check(z.int(), z.nonnegative()),
    price: cents,
    prize: cents,
  };
  const [first, ...others] = GAME_MODULES.map((m) => m.ticketSchema(z, header));
  return z.discriminatedUnion('game', [first!, ...others]);
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
  const candidate = parsed.data as unknown as Ticket;
  const issues = validate(candidate);
  if (issues.length > 0)
    return err({ code: 'bad-ticket-face', message: `ticket ${issues[0]!.path}: ${issues[0]!.message}` });
  const ref = parseSerial(candidate.serial);
  if (!ref.ok) return err({ code: 'ticket-mismatch', message: ref.error.message });
  const genuine = generateTicket(ref.value);
  if (JSON.stringify(normalise(genuine)) !== JSON.stringify(normalise(candidate))) {
    return err({
      code: 'ticket-mismatch',
      message: `ticket ${candidate.serial} differs from the ticket its serial deals`,
    });
  }
  return ok(genuine);
}

function normalise(t: Ticket): unknown {
  return [t.game, t.serial, t.seed, t.block, t.index, t.price, t.prize, ...gameModule(t.game).faceValues(t)];
}
