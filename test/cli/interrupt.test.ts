/**
 * The browser commands (`render`, `check-layout --art`) interrupted (Ctrl-C, SIGTERM) or given a
 * browser that fails: one short line, the shell's exit code, and nothing left in the temporary
 * folder. The browser is a fake one (a script), so that the browser stage is reached at once.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { progressLine } from '../../src/cli/progress.ts';
import { BLOCK_SIZE } from '../../src/engine/index.ts';
import { undoAll } from '../../src/headless/interrupt.ts';
import { cliCommand, cpuTicks, ROOT, Sink } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'grattez-interrupt-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The CLIs still running, by process group, each with what it was doing: a test that times out
 * leaves none behind, and says where its CLI stood.
 */
const running = new Map<number, () => string>();
/**
 * The fake browsers started, by the file each writes its pid into: playwright-core starts a
 * browser in a process group of its own, which a CLI killed (it hung) does not end.
 */
const fakes = new Set<string>();
afterEach(() => {
  const left = [...running];
  running.clear();
  for (const [pid] of left) killGroup(pid, 'SIGKILL');
  for (const started of fakes) endFake(started);
  if (left.length > 0)
    throw new Error(`still running when the test ended, killed:\n${left.map(([, where]) => where()).join('\n')}`);
});

/** Sends `signal` to the process group `pid` leads, if it is still there. */
function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Ended already: its exit code tells the test what it did.
  }
}

/**
 * How long a CLI may take to end once interrupted: it only has to undo what it made (each undo
 * is given 3 s at most, src/headless/interrupt.ts) and exit. Past it, it is killed and the test
 * fails on what it printed. What comes before the signal (an app to build, on a machine maybe
 * busy with other work) has no limit here: the test's own timeout bounds it.
 */
const ENDS_WITHIN_MS = 30_000;

/**
 * The limit of a test whose CLI builds the app before its browser starts (check-layout --art).
 * The build alone takes tens of seconds of CPU, and a machine running other work gives it a
 * share of its cores; it must not fail for that. A CLI that never gets there still fails, here.
 */
const BUILDS_APP_TIMEOUT_MS = 300_000;

/** When to interrupt a CLI: once `ready` holds, tested at each change to `watched` (a file or folder), else every 50 ms. */
interface Interrupt {
  readonly name: NodeJS.Signals;
  readonly ready: (temp: string, pid: number) => boolean;
  readonly watched?: (temp: string) => string;
}

/** Ends the fake browser that wrote its pid into `started`, if it did and still runs. */
function endFake(started: string): void {
  fakes.delete(started);
  let pid: number;
  try {
    pid = Number(readFileSync(started, 'utf8'));
    // Its pid, not one given since to another process.
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('sleep\0')) return;
  } catch {
    return; // never started, or ended already
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Ended between the two.
  }
}

/** An executable script in the test folder. */
function script(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/**
 * A browser that says it started (a file named by $STARTED, which holds its pid, written whole
 * before the file appears) and then never answers.
 */
const SLEEPING = script('sleeping-browser', 'echo $$ > "$STARTED.pid"\nmv "$STARTED.pid" "$STARTED"\nexec sleep 60');
/** A browser that cannot start, as a Chromium missing a library does, after D-Bus's usual noise. */
const BROKEN = script(
  'broken-browser',
  'echo "[1206/081500.123:ERROR:bus.cc(407)] Failed to connect to the bus: Could not parse server address" >&2\n' +
    'echo "chromium: error while loading shared libraries: libnss3.so: cannot open shared object file" >&2\n' +
    'exit 127',
);

/** A built studio that is never loaded: the browser fails first. */
const studio = join(dir, 'studio');
mkdirSync(studio);
writeFileSync(join(studio, 'studio.html'), '<!doctype html>');

interface Spawned {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly temp: string[]; // what is left in the process's temporary folder
}

/**
 * Runs the CLI in a process group of its own, with a temporary folder of its own; when `signal`
 * is given, sends it to the whole group (as a terminal's Ctrl-C does) once `ready` holds.
 * Its stdout is a pipe, or the file descriptor `stdoutFd` (a file, as `> file` makes it).
 */
async function runCli(
  argv: string[],
  env: Record<string, string>,
  signal?: Interrupt,
  stdoutFd?: number,
): Promise<Spawned> {
  const temp = mkdtempSync(join(dir, 'tmp-'));
  const started = env.STARTED ?? join(dir, `started-${Date.now()}`);
  fakes.add(started);
  const [command, args] = cliCommand(argv);
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true, // a process group of its own (the browser playwright-core starts has one of its own, ended by the CLI)
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', TMPDIR: temp, ...env, STARTED: started },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const pid = child.pid!;
  let sent = false;
  running.set(
    pid,
    () =>
      `grattez ${argv.join(' ')}: ${signal === undefined ? 'never to be interrupted' : sent ? `${signal.name} sent` : 'not ready to be interrupted yet'}; its stderr: ${JSON.stringify(stderr)}`,
  );
  const closed = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (code, s) => resolve([code, s])),
  );
  let stopWaiting = (): void => undefined;
  let stuck: ReturnType<typeof setTimeout> | undefined;
  if (signal !== undefined) {
    const test = () => {
      if (sent || !signal.ready(temp, pid)) return;
      sent = true;
      stopWaiting();
      killGroup(pid, signal.name);
      stuck = setTimeout(() => killGroup(pid, 'SIGKILL'), ENDS_WITHIN_MS);
    };
    if (signal.watched === undefined) {
      const timer = setInterval(test, 50);
      stopWaiting = () => clearInterval(timer);
    } else {
      // Watched before the first test: a change between the two is still heard.
      const watcher = watch(signal.watched(temp), test);
      stopWaiting = () => watcher.close();
      test();
    }
  }
  const [code, s] = await closed;
  running.delete(pid);
  endFake(started);
  stopWaiting();
  clearTimeout(stuck);
  return { code, signal: s, stdout, stderr, temp: readdirSync(temp) };
}

const renderArgs = ['render', '--game', 'paws', '--prize', '3000', '--out', join(dir, 'out.png')];
/** An interrupt sent once the fake browser has written its file `path`: it is starting. */
const onceStarted = (name: NodeJS.Signals, path: string): Interrupt => ({
  name,
  ready: () => existsSync(path),
  watched: () => dirname(path),
});

describe('an interrupted browser command', () => {
  it.each<[NodeJS.Signals, number]>([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])('render, %s once the browser is starting: "grattez: interrupted", exit %i, nothing left', async (name, code) => {
    const STARTED = join(dir, `started-render-${name}`);
    const result = await runCli(
      renderArgs,
      { GRATTEZ_CHROMIUM: SLEEPING, GRATTEZ_STUDIO_DIR: studio, STARTED },
      onceStarted(name, STARTED),
    );
    expect(result).toEqual({ code, signal: null, stdout: '', stderr: 'grattez: interrupted\n', temp: [] });
    expect(existsSync(join(dir, 'out.png'))).toBe(false);
  });

  it('render, Ctrl-C under a French locale or with --lang fr: the line in French, its prefix and exit code the same', async () => {
    for (const [argv, env] of [
      [renderArgs, { LC_ALL: 'fr_FR.UTF-8' }],
      [[...renderArgs, '--lang', 'fr'], {}],
    ] as const) {
      const STARTED = join(dir, `started-render-fr-${argv.length}`);
      const result = await runCli(
        [...argv],
        { ...env, GRATTEZ_CHROMIUM: SLEEPING, GRATTEZ_STUDIO_DIR: studio, STARTED },
        onceStarted('SIGINT', STARTED),
      );
      expect(result).toEqual({ code: 130, signal: null, stdout: '', stderr: 'grattez: interrompu\n', temp: [] });
    }
  });

  it('check-layout --art, Ctrl-C while the app is built: its temporary build is removed', async () => {
    const result = await runCli(
      ['check-layout', '--layout', 'designs/months/design.json', '--art', 'designs/months/months.svg'],
      { GRATTEZ_CHROMIUM: SLEEPING, GRATTEZ_PREBUILT_APP: '' },
      {
        name: 'SIGINT',
        ready: (temp) => readdirSync(temp).some((f) => f.startsWith('grattez-qa-build-')),
        watched: (temp) => temp,
      },
    );
    expect(result).toMatchObject({ code: 130, stderr: 'grattez: interrupted\n', temp: [] });
  });

  it(
    'check-layout --art, Ctrl-C once the browser is starting: its build and its profile are removed',
    async () => {
      const STARTED = join(dir, 'started-check-layout');
      const result = await runCli(
        ['check-layout', '--layout', 'designs/months/design.json', '--art', 'designs/months/months.svg'],
        { GRATTEZ_CHROMIUM: SLEEPING, GRATTEZ_PREBUILT_APP: '', STARTED },
        onceStarted('SIGINT', STARTED),
      );
      expect(result).toMatchObject({ code: 130, stdout: '', stderr: 'grattez: interrupted\n', temp: [] });
    },
    BUILDS_APP_TIMEOUT_MS,
  );
});

describe('an interrupted export', () => {
  // Node writes to a file (and to a terminal) synchronously: an export that never gave the event
  // loop a turn heard Ctrl-C only once the whole block was written, 365 MB later.
  it('to a file (`> block.ndjson`): Ctrl-C stops it at once, the last line whole, exit 130', async () => {
    const path = join(dir, 'block.ndjson');
    const fd = openSync(path, 'w');
    let result: Spawned;
    try {
      result = await runCli(
        ['export', '--game', 'paws', '--seed', 'demo', '--block', '0'],
        {},
        { name: 'SIGINT', ready: () => statSync(path).size > 0, watched: () => path },
        fd,
      );
    } finally {
      closeSync(fd);
    }
    expect(result).toMatchObject({ code: 130, signal: null, stderr: 'grattez: interrupted\n', temp: [] });
    const written = readFileSync(path);
    rmSync(path);
    let lines = 0;
    for (const byte of written) if (byte === 0x0a) lines++;
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThan(BLOCK_SIZE / 2);
    expect(written.at(-1)).toBe(0x0a); // no line cut in half
  });
});

/**
 * True once the process has used 0.4 s of CPU: the audit of a months block is then under way. Its
 * start (Node, the bundle, the options' checks) takes about 0.2 s; the audit, 0.7 s more.
 */
const auditing = (_temp: string, pid: number): boolean => (cpuTicks(pid) ?? 0) >= 40;

describe('an interrupted audit --block', () => {
  // The block was audited on the main thread, in one go: the signal was heard once it was done,
  // and the process then printed the whole audit and exited 0, as if nothing had been asked.
  // On the main thread (--jobs 1) or shared by the pool's workers (--jobs 2, the default on two cores).
  it.each<[NodeJS.Signals, number, string]>([
    ['SIGINT', 130, '1'],
    ['SIGTERM', 143, '1'],
    ['SIGINT', 130, '2'],
    ['SIGTERM', 143, '2'],
  ])(
    '%s while the block is audited stops it: "grattez: interrupted", exit %i, nothing printed (--jobs %s)',
    async (name, code, jobs) => {
      const result = await runCli(
        ['audit', '--game', 'months', '--seed', 'demo', '--block', '0', '--jobs', jobs],
        {},
        {
          name,
          ready: auditing,
        },
      );
      expect(result).toEqual({ code, signal: null, stdout: '', stderr: 'grattez: interrupted\n', temp: [] });
    },
  );
});

describe('a browser that cannot start', () => {
  it.each<[string, string, RegExp]>([
    ['exits at once without a word', '/bin/true', /exited at once, saying nothing/],
    ['prints an error after D-Bus noise', BROKEN, /: chromium: error while loading shared libraries: libnss3\.so/],
  ])('one that %s is said in one short line, exit 1', async (_case, browser, reason) => {
    const result = await runCli(renderArgs, { GRATTEZ_CHROMIUM: browser, GRATTEZ_STUDIO_DIR: studio });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^grattez: [^\n]*\n$/);
    expect(result.stderr.length).toBeLessThan(300);
    expect(result.stderr).toContain(`the browser ${browser} could not start`);
    expect(result.stderr).toMatch(reason);
    expect(result.stderr).not.toMatch(/bus|Browser logs|launching/);
    expect(result.stderr).toContain('GRATTEZ_CHROMIUM');
    expect(result.temp).toEqual([]);
  });
});

describe('a browser that cannot start, under a French locale', () => {
  it('is said in French around its own words, the prefix and exit code the same', async () => {
    const FR = { LC_ALL: 'fr_FR.UTF-8', GRATTEZ_STUDIO_DIR: studio };
    const exited = await runCli(renderArgs, { ...FR, GRATTEZ_CHROMIUM: '/bin/true' });
    expect(exited).toMatchObject({ code: 1, stdout: '', temp: [] });
    expect(exited.stderr).toBe(
      'grattez: le navigateur /bin/true n’a pas pu démarrer\u00a0: il s’est arrêté aussitôt, sans rien dire (donnez à GRATTEZ_CHROMIUM un autre Chromium)\n',
    );
    const broken = await runCli(renderArgs, { ...FR, GRATTEZ_CHROMIUM: BROKEN });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      /^grattez: le navigateur \S+ n’a pas pu démarrer\u00a0: chromium: error while loading shared libraries: libnss3\.so[^\n]* \(donnez à GRATTEZ_CHROMIUM un autre Chromium\)\n$/,
    );
    const none = await runCli(renderArgs, { ...FR, GRATTEZ_CHROMIUM: join(dir, 'no-such-browser') });
    expect(none).toMatchObject({ code: 1, stdout: '' });
    expect(none.stderr).toBe(
      `grattez: pas de Chromium à ${join(dir, 'no-such-browser')}\u00a0: installez le paquet Debian "chromium", ou donnez à GRATTEZ_CHROMIUM le chemin d’un Chromium\n`,
    );
  });
});

describe('a progress line, interrupted', () => {
  it('is wiped before the process ends', async () => {
    const stderr = new Sink();
    const bar = progressLine(stderr, 'audit paws demo 0-7');
    bar.update(3, 8);
    await undoAll();
    expect(stderr.text).toMatch(/\r {10,}\r$/);
    bar.clear(); // once wiped, not again
    expect(stderr.text).toMatch(/\r {10,}\r$/);
    expect(stderr.text.split('\r').length).toBe(4);
  });
});
