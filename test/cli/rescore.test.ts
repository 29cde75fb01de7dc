/**
 * scripts/rescore.mjs, the independent re-scorer, must catch tampered tickets. That it accepts
 * whole blocks exported by the real CLI is checked in rescore.slow.test.ts.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { generateTicket, type GameId, type Ticket } from '../../src/engine/index.ts';
import { orderedTicket, ticketLine } from '../../src/cli/ticket-json.ts';
import { ROOT } from './helpers.ts';

const RESCORE = 'scripts/rescore.mjs';

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Node run with stderr taken for a terminal, as it is when a person runs the pipeline: a module
 * loaded first says so (a test's pipe is no terminal, and Node makes no pseudo-terminal).
 */
const ON_A_TERMINAL = [
  '--import',
  'data:text/javascript,Object.defineProperty(process.stderr,"isTTY",{value:true});Object.defineProperty(process.stderr,"columns",{value:80})',
];

/** Runs rescore.mjs on `input`. */
function rescore(input: string, args: readonly string[] = [], nodeArgs: readonly string[] = []): Promise<Outcome> {
  const child = spawn(process.execPath, [...nodeArgs, RESCORE, ...args], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const refs = (game: GameId, count: number): Ticket[] =>
  Array.from({ length: count }, (_, index) => generateTicket({ game, seed: 'tamper', block: 5, index }));

const ndjson = (tickets: readonly object[]): string => tickets.map((t) => `${JSON.stringify(t)}\n`).join('');

describe('rescore.mjs on tampered input', () => {
  const paws = refs('paws', 300).map(orderedTicket);
  const months = refs('months', 300).map(orderedTicket);
  const pawsWinner = paws.findIndex((t) => t.prize > 0);
  const monthsWinner = months.findIndex((t) => t.prize > 0);

  it('accepts genuine tickets of a part of a block with --partial, and says so', async () => {
    for (const tickets of [paws, months]) {
      const { code, stdout } = await rescore(tickets.map(ticketLine).join(''), ['--partial']);
      expect(stdout).toContain('faces whose score equals their prize: 300 of 300');
      expect(stdout).toContain('partial input');
      // The symbols other than the winning ones, paws' under their variant, in sorted order.
      const decoys = new Set<string>();
      for (const t of tickets as unknown as Record<string, unknown>[]) {
        if (t.game === 'paws') {
          const special = t.variant === 'dog' ? ['bone', 'bowl'] : ['mouse', 'yarn'];
          for (const s of [...(t.paws as string[]), ...(t.bonus as string[])])
            if (!special.includes(s)) decoys.add(`${String(t.variant)}:${s}`);
        } else {
          for (const box of t.months as { symbols: string[] }[])
            for (const s of box.symbols) if (s !== 'clover') decoys.add(s);
        }
      }
      expect(stdout).toContain(`decoy symbols seen: ${[...decoys].sort().join(' ')}\n`);
      expect(stdout.trimEnd().endsWith('OK')).toBe(true);
      expect(code).toBe(0);
    }
  });

  it('rejects part of a block without --partial: the counts cannot match article 3', async () => {
    const { code, stdout } = await rescore(ndjson(paws));
    expect(stdout).toContain('not a whole block');
    expect(stdout).toMatch(/MISMATCH/);
    expect(code).toBe(1);
  });

  // Each case changes one thing in otherwise genuine tickets.
  const cases: [string, GameId, (tickets: Record<string, unknown>[]) => void, RegExp][] = [
    ['a prize field', 'paws', (t) => (t[0]!.prize = 200), /scores 0 cents but its prize is 200/],
    [
      'a winning paw turned into a decoy',
      'paws',
      (t) => {
        const ticket = t[pawsWinner]! as { paws: string[]; variant: string };
        const win = ticket.variant === 'dog' ? 'bone' : 'mouse';
        ticket.paws[ticket.paws.indexOf(win)] = ticket.variant === 'dog' ? 'ball' : 'fish';
      },
      /scores \d+ cents but its prize is/,
    ],
    [
      'a cat symbol on a dog ticket',
      'paws',
      (t) => {
        const ticket = t.find((x) => x.variant === 'dog')! as { paws: string[] };
        ticket.paws[0] = 'mouse';
      },
      /paw symbol "mouse" is neither the win symbol nor a decoy/,
    ],
    [
      'two multipliers',
      'paws',
      (t) => {
        const ticket = t[0]! as { bonus: string[]; variant: string };
        ticket.bonus = ticket.variant === 'dog' ? ['bowl', 'bowl'] : ['yarn', 'yarn'];
      },
      /two multipliers/,
    ],
    [
      'six win symbols',
      'paws',
      (t) => {
        const ticket = t[0]! as { paws: string[]; variant: string };
        ticket.paws.fill(ticket.variant === 'dog' ? 'bone' : 'mouse', 0, 6);
      },
      /6 win symbols/,
    ],
    ['a missing paw', 'paws', (t) => (t[0]!.paws as string[]).pop(), /paws must hold 9 symbols/],
    ['the price', 'paws', (t) => (t[1]!.price = 300), /price 300 instead of 200/],
    // Names every object has, which a lookup in a plain object would find.
    ['the variant', 'paws', (t) => (t[0]!.variant = 'constructor'), /variant "constructor" is neither dog nor cat/],
    ['the game', 'months', (t) => (t[0]!.game = 'toString'), /game "toString" is neither paws nor months/],
    [
      'the check code alone',
      'paws',
      (t) => {
        const serial = String(t[4]!.serial);
        t[4]!.serial = serial.slice(0, -1) + (serial.endsWith('0') ? '1' : '0');
      },
      /serial "P\.tamper\.5\.0000004\.\w{4}" is not the serial of P\.tamper\.5\.0000004/,
    ],
    [
      'the serial',
      'paws',
      (t) => (t[2]!.serial = String(t[3]!.serial)),
      /serial "P\.tamper\.5\.0000003\.\w{4}" is not the serial of P\.tamper\.5\.0000002/,
    ],
    [
      'the key order',
      'paws',
      (t) => {
        const { serial, ...rest } = t[0]!;
        t[0] = { ...rest, serial };
      },
      /fields out of order/,
    ],
    [
      'a month amount of a winning box',
      'months',
      (t) => {
        const ticket = t[monthsWinner]! as { months: { symbols: string[]; amount: number }[]; gain: number };
        const box = ticket.months.find((b) => b.symbols.filter((s) => s === 'clover').length === 2);
        if (box) box.amount += 100;
        else ticket.gain += 100;
      },
      /scores \d+ cents but its prize is/,
    ],
    [
      'three clovers',
      'months',
      (t) => {
        (t[0]! as { months: { symbols: string[] }[] }).months[4]!.symbols = ['clover', 'clover', 'clover'];
      },
      /month 5 shows three clovers/,
    ],
    [
      'a zero month amount',
      'months',
      (t) => {
        (t[0]! as { months: { amount: number }[] }).months[0]!.amount = 0;
      },
      /month 1's amount 0 is not a positive amount/,
    ],
    ['the gain', 'months', (t) => (t[0]!.gain = 600), /scores \d+ cents but its prize is 0/],
    ['a game among the other game', 'months', (t) => (t[5]!.game = 'paws'), /a paws ticket among months tickets/],
    [
      'a line that is not JSON',
      'months',
      (t) => (t[7] = 'oops' as unknown as Record<string, unknown>),
      /not JSON|not a JSON object/,
    ],
  ];

  // Concurrent: each case waits for its own rescore.mjs process.
  it.concurrent.for(cases)('catches a change of %s', async ([_what, game, change, says], { expect }) => {
    const tickets = structuredClone(game === 'paws' ? paws : months) as unknown as Record<string, unknown>[];
    change(tickets);
    const input = tickets.map((t: unknown) => (typeof t === 'string' ? `${t}\n` : `${JSON.stringify(t)}\n`)).join('');
    const { code, stdout } = await rescore(input, ['--partial']);
    expect(stdout).toMatch(says);
    expect(stdout.trimEnd().endsWith('FAIL')).toBe(true);
    expect(code).toBe(1);
  });

  it('refuses an unknown argument with exit code 2', async () => {
    const { code, stderr } = await rescore('', ['--full']);
    expect([code, stderr]).toEqual([2, expect.stringContaining('unknown argument "--full"')]);
  });
});

describe('rescore.mjs as a person runs it', () => {
  it('prints its usage for --help (and -h) on stdout, and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, stdout, stderr } = await rescore('', [flag]);
      expect(stdout).toMatch(/^usage: grattez export … \| node scripts\/rescore\.mjs \[--partial\]\n/);
      expect(stdout).toContain('--partial');
      expect([code, stderr]).toEqual([0, '']);
    }
  });

  it('shows its progress on a terminal, wiped before the report, and nothing on a pipe', async () => {
    const paws = refs('paws', 300).map(orderedTicket);
    const input = paws.map(ticketLine).join('');
    const piped = await rescore(input, ['--partial']);
    expect(piped.stderr).toBe('');
    /** The last line drawn over the others with \r, and whether the terminal's line was wiped after it. */
    const drawn = (stderr: string) => {
      expect(stderr.startsWith('\r'), JSON.stringify(stderr)).toBe(true);
      const lines = stderr.split('\r').slice(1);
      return { last: lines.at(-3), wiped: /^ +$/.test(lines.at(-2) ?? '') && lines.at(-1) === '' };
    };

    const partial = await rescore(input, ['--partial'], ON_A_TERMINAL);
    expect(partial.stdout).toBe(piped.stdout);
    expect(partial.code).toBe(0);
    const shown = drawn(partial.stderr);
    expect(shown.wiped, JSON.stringify(partial.stderr)).toBe(true);
    expect(shown.last).toBe('rescore: 300 tickets read');

    // A whole block expected: a bar of the block's tickets, as grattez audit draws one.
    const whole = await rescore(input, [], ON_A_TERMINAL);
    expect(whole.code).toBe(1); // 300 tickets are no block
    const bar = drawn(whole.stderr);
    expect(bar.wiped, JSON.stringify(whole.stderr)).toBe(true);
    expect(bar.last).toBe(`rescore [${'.'.repeat(30)}]   0 %`);
  });
});
