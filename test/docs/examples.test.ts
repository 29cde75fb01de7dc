/**
 * Every example of README.md and docs/*.md, and of grattez's help, is run or checked here, so that
 * the documents stay true: each command of a fenced `sh` or `console` block (the CLI through the bundle built for
 * this run, its output compared where the document shows it, its exit code always), each npm
 * script named (in a block or in the prose's code spans, with the benchmarks `npm run bench` is
 * given), and each address, read by the page's own parser. An example this file does not
 * know how to check fails the test, so a new one cannot slip by unchecked.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { ticketLine } from '../../src/cli/ticket-json.ts';
import { parseEmbedAddress } from '../../src/embed/params.ts';
import { FACE_ZONES, generateTicket, parseSerial } from '../../src/engine/index.ts';
import { parseQaArgs } from '../../src/qa/cli/qaArgs.ts';
import { parseLink } from '../../src/state/deepLink.ts';
import { parseStudioQuery } from '../../src/studio/state/studioSettings.ts';
import { CLI_BUNDLE, ROOT } from '../cli/helpers.ts';

const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))];
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The serial the documents use for their examples: a winning ticket. */
const DEMO_SERIAL = 'P.demo.0.0025102.G13B';

interface Block {
  readonly file: string;
  readonly line: number; // 1-based, of the opening fence
  readonly lang: string;
  readonly lines: readonly string[];
}

/** The fenced blocks of a Markdown file, indented ones (in lists) included, without their indentation. */
function fencedBlocks(file: string): Block[] {
  const blocks: Block[] = [];
  const lines = text(file).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)\s*$/.exec(lines[i]!);
    if (open === null) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) body.push(lines[j]!.slice(indent));
    blocks.push({ file, line: i + 1, lang: open[2]!, lines: body });
    i = j;
  }
  return blocks;
}

interface Example {
  readonly where: string; // file:line
  readonly command: string;
  readonly output: string | null; // what a console block shows after the command; null when it shows nothing
}

/** The commands of the documents: `$ …` lines of console blocks, the lines of sh blocks, `npm …` lines of plain blocks. */
function examples(): Example[] {
  const found: Example[] = [];
  for (const block of DOCS.flatMap(fencedBlocks)) {
    if (block.lang === 'console') {
      block.lines.forEach((line, i) => {
        if (!line.startsWith('$ ')) return;
        const output: string[] = [];
        for (let j = i + 1; j < block.lines.length && !block.lines[j]!.startsWith('$ '); j++) output.push(block.lines[j]!);
        const shown = output.join('\n').trim();
        found.push({
          where: `${block.file}:${block.line + 1 + i}`,
          command: line.slice(2),
          output: shown === '' ? null : `${shown}\n`,
        });
      });
    } else if (block.lang === 'sh' || block.lang === '') {
      block.lines.forEach((line, i) => {
        const command = line.replace(/\s+# .*$/, '').trim();
        if (command === '' || (block.lang === '' && !command.startsWith('npm '))) return;
        found.push({ where: `${block.file}:${block.line + 1 + i}`, command, output: null });
      });
    }
  }
  return found;
}

/** The `npm …` commands the documents' prose names in code spans (outside fenced blocks): checked as named, never run. */
function inlineNpm(): Example[] {
  return DOCS.flatMap((file) => {
    let fenced = false;
    return text(file)
      .split('\n')
      .flatMap((line, i) => {
        if (/^\s*```/.test(line)) fenced = !fenced;
        if (fenced) return [];
        return [...line.matchAll(/`(npm (?:run|test|ci)\b[^`]*)`/g)].map((m) => ({ where: `${file}:${i + 1}`, command: m[1]!, output: null }));
      });
  });
}

const CLI_PREFIX = /^(?:npm run --silent grattez -- |grattez )/;
/** A synopsis (`<command>`, `[--json]`, `(--serial X | …)`, `FILE.json`), not an example to run. */
const SYNOPSIS = /<|\[|\(--|\bFILE\b/;

/**
 * The one example too slow for the unit tests (a whole block exported and re-scored, about 12 s),
 * and what runs instead: the same pipeline on part of the block. test:slow re-scores whole blocks.
 */
const SHORTER: Readonly<Record<string, string>> = {
  'grattez export --game paws --seed demo --block 0 | node scripts/rescore.mjs':
    'grattez export --game paws --seed demo --block 0 --count 20000 | node scripts/rescore.mjs --partial',
  // The help's range of eight blocks, on the same options: one block of it.
  'grattez audit --game paws --seed demo --blocks 0-7 --jobs 2': 'grattez audit --game paws --seed demo --blocks 7-7 --jobs 2',
};

// Commands run in a folder of their own (files they write land there) that sees the project's
// sources and scripts, as the project's folder does.
const cwd = mkdtempSync(join(tmpdir(), 'grattez-doc-examples-'));
for (const dir of ['src', 'scripts', 'assets', 'designs']) symlinkSync(join(ROOT, dir), join(cwd, dir));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const NO_CHROMIUM = join(cwd, 'no-chromium');

/** Runs a shell command line where `grattez` is the CLI bundle of this test run. */
function shell(command: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('sh', ['-c', `grattez() { "$GRATTEZ_NODE" "$GRATTEZ_BUNDLE" "$@"; }\n${command}`], {
    cwd,
    env: { ...process.env, LC_ALL: 'C', GRATTEZ_NODE: process.execPath, GRATTEZ_BUNDLE: CLI_BUNDLE, GRATTEZ_CHROMIUM: NO_CHROMIUM },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Whether `actual` is what a document shows: `…` stands for anything the document leaves out,
 * and times and file sizes (which vary from run to run, or with the drawing) are not compared.
 */
function shows(expected: string, actual: string): boolean {
  const norm = (t: string) =>
    t
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\bin \d+(\.\d+)? s\b/g, 'in TIME')
      .replace(/\b\d+(\.\d+)? (B|kB|MB)\b/g, 'SIZE');
  const parts = norm(expected)
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*')}$`).test(norm(actual));
}

/**
 * The benchmarks `npm run bench` takes by name: each is an object of its own whose `name` line
 * stands alone (bench/run.ts lists them; importing it would run them).
 */
const BENCHMARKS = readdirSync(join(ROOT, 'bench'))
  .filter((f) => f.endsWith('.ts'))
  .flatMap((f) => [...text(`bench/${f}`).matchAll(/^ {2}name: '([\w-]+)',$/gm)].map((m) => m[1]!));

const ALL = examples();
const cliExamples = ALL.filter((e) => CLI_PREFIX.test(e.command) && !SYNOPSIS.test(e.command));
/** What runs in the shell: the CLI's examples, and the folder the README makes for their files. */
const shellExamples = ALL.filter((e) => cliExamples.includes(e) || e.command === 'mkdir -p out');

/** Runs an example in the shell and checks it as its document shows it (exit code, and output where shown). */
async function runsAsShown(e: Example): Promise<void> {
  const command = (SHORTER[e.command.replace(CLI_PREFIX, 'grattez ')] ?? e.command).replace(CLI_PREFIX, 'grattez ');
  const result = await shell(command);
  const usageError = e.output !== null && /^grattez: (?!wrote )[^\n]*\n$/.test(e.output) && !/ checks, /.test(e.output);
  if (/^grattez (?:render |check-layout .*--(?:design|art) )/.test(command) && !usageError) {
    // Every option checked, up to looking for the browser: end-to-end tests draw for real.
    expect(result.stderr, `${e.where}: ${command}`).toMatch(/^grattez: no Chromium at /);
    expect(result.code, `${e.where}: ${command}`).toBe(1);
    return;
  }
  expect(result.code, `${e.where}: ${command}\n${result.stderr}`).toBe(usageError ? 2 : 0);
  if (e.output !== null) {
    const actual = result.stdout + result.stderr;
    expect(shows(e.output, actual), `${e.where} shows:\n${e.output}\nthe command printed:\n${actual}`).toBe(true);
  }
}

describe('the examples of README.md and docs/', () => {
  it('are all of a kind this test checks', () => {
    const unknown = ALL.filter(
      (e) =>
        !CLI_PREFIX.test(e.command) && !/^(?:[A-Z_]+=\S+ )?npm (?:ci|run|test)\b/.test(e.command) && e.command !== 'mkdir -p out',
    );
    expect(unknown).toEqual([]);
    expect(cliExamples.length).toBeGreaterThan(25);
  });

  // One after the other, in the documents' order: an example may use a file or folder made by one before it.
  it.each(shellExamples.map((e) => [`${e.where}: ${e.command}`, e] as const))('%s', { timeout: 120_000 }, async (_, e) => {
    await runsAsShown(e);
  });

  it('the object docs/qa.md shows for check-layout --json is what it prints for that layout', async () => {
    const blocks = fencedBlocks('docs/qa.md').filter((b) => b.lang === 'json' && b.lines[0]?.startsWith('{ "ok"'));
    expect(blocks.length).toBe(1);
    const shown = JSON.parse(blocks[0]!.lines.join('\n')) as { design: string };
    const result = await shell(`grattez check-layout --layout designs/${shown.design}/design.json --json`);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(shown);
  });

  it('name npm scripts that exist, with arguments they take', () => {
    const npm = [...ALL, ...inlineNpm()].filter((e) => !CLI_PREFIX.test(e.command) && e.command.includes('npm '));
    expect(npm.length).toBeGreaterThan(50);
    for (const e of npm) {
      for (const [, script, args] of e.command.matchAll(/npm run ([\w:-]+)(?: -- ([^&]*))?/g)) {
        expect(Object.keys(packageJson.scripts), e.where).toContain(script);
        if (script === 'qa') expect(parseQaArgs(args?.trim().split(/\s+/) ?? []), e.where).not.toBeTypeOf('string');
        if (script === 'bench')
          for (const name of args?.trim().split(/\s+/) ?? [])
            if (!name.startsWith('-') && !/^[A-Z]+$|…/.test(name)) expect(BENCHMARKS, e.where).toContain(name);
      }
      if (/npm (ci && npm )?test\b/.test(e.command)) expect(packageJson.scripts).toHaveProperty('test');
    }
  });

  it('write only to a folder git ignores (the README)', () => {
    const outs = ALL.filter((e) => e.where.startsWith('README.md')).flatMap((e) => [...e.command.matchAll(/--out (\S+)/g)]);
    expect(outs.length).toBeGreaterThan(0);
    for (const [, out] of outs) expect(out).toMatch(/^out\//);
    expect(text('.gitignore').split('\n')).toContain('out/');
  });
});

describe('the examples of grattez’s help', () => {
  /** The files the help's designer example names as their own: copies of the twelve months' layout and English art. */
  const HELP_FILES: Readonly<Record<string, string>> = {
    'my-months.json': 'designs/months/design.json',
    'my-months.en.svg': 'designs/months/months.en.svg',
  };

  // The help's examples are the ones a newcomer meets first: run each as the documents' are, in
  // both languages' help (the same commands), those the documents already run left to them.
  it('run as written, every command’s in French and in English', { timeout: 300_000 }, async () => {
    for (const [name, from] of Object.entries(HELP_FILES)) copyFileSync(join(ROOT, from), join(cwd, name));
    const commands = new Set<string>();
    for (const lang of ['en', 'fr'])
      for (const command of ['', 'export ', 'audit ', 'show ', 'find ', 'render ', 'check-layout ']) {
        const help = await shell(`grattez --lang ${lang} ${command}--help`);
        expect(help.code, help.stderr).toBe(0);
        const shown = [...help.stdout.matchAll(/^ {2}\$ (grattez .+)$/gm)].map((m) => m[1]!);
        expect(shown.length, `grattez ${command}--help (${lang})`).toBeGreaterThanOrEqual(2);
        for (const c of shown) commands.add(c);
      }
    const documented = new Set(ALL.map((e) => e.command.replace(CLI_PREFIX, 'grattez ')));
    const toRun = [...commands].filter((c) => !documented.has(c));
    expect(toRun.length).toBeGreaterThan(5);
    for (const command of toRun) await runsAsShown({ where: 'grattez --help', command, output: null });
  });
});

describe('the documents’ tickets', () => {
  it('the demo serial is a real, winning ticket, used by the README and the docs', () => {
    const ref = parseSerial(DEMO_SERIAL);
    expect(ref.ok).toBe(true);
    if (ref.ok) expect(generateTicket(ref.value).prize).toBeGreaterThan(0);
    for (const file of ['README.md', 'docs/embed.md', 'docs/ticket-format.md']) expect(text(file)).toContain(DEMO_SERIAL);
  });

  it('every serial shown is real, but those shown failing their check code', () => {
    for (const file of DOCS) {
      const all = text(file);
      for (const [serial] of all.matchAll(/\b[PM]\.[A-Za-z0-9_-]+\.\d+\.\d{7}\.[0-9A-Z]{4}\b/g)) {
        const broken = all.includes(`"${serial}" fails its check code`);
        expect(parseSerial(serial).ok, `${file}: ${serial}`).toBe(!broken);
      }
    }
  });

  it('the ticket lines of ticket-format.md are what `grattez export` writes for their serials', () => {
    const lines = fencedBlocks('docs/ticket-format.md')
      .filter((b) => b.lang === 'json')
      .flatMap((b) => b.lines.filter((l) => l.startsWith('{')));
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) {
      const ref = parseSerial((JSON.parse(line) as { serial: string }).serial);
      expect(ref.ok).toBe(true);
      if (ref.ok) expect(`${line}\n`).toBe(ticketLine(generateTicket(ref.value)));
    }
  });
});

describe('the documents’ addresses', () => {
  const all = DOCS.map(text).join('\n');

  it('the player’s links read without a problem', () => {
    // The parameters' table of docs/player.md, and the README's example of the player's address.
    const table = [...text('docs/player.md').matchAll(/^\| `(\?[^`…]+)`/gm)].map((m) => m[1]!);
    const readme = [...text('README.md').matchAll(/`\/(\?[^`…]+)`/g)].map((m) => m[1]!);
    expect(table.length).toBeGreaterThanOrEqual(4);
    expect(readme.length).toBeGreaterThanOrEqual(1);
    for (const link of [...table, ...readme]) expect(parseLink(link).errors, link).toEqual([]);
  });

  it('the studio’s addresses read without a problem', () => {
    const addresses = [...all.matchAll(/\/studio\.html(\?[^\s`"]+)/g)].map((m) => m[1]!);
    expect(addresses.length).toBeGreaterThan(0);
    for (const search of addresses) expect(parseStudioQuery(search).problems, search).toEqual([]);
  });

  it('the studio’s state row numbers the zones as the studio does, not by their ids', () => {
    const row = text('docs/studio.md')
      .split('\n')
      .find((line) => line.startsWith('| `state` |'));
    expect(row).toBeDefined();
    // "0 to 8 the paws, 9 the bonus", "0 January to 11 December, 12 the Gain box": the zones of FACE_ZONES.
    const paws = /0 to (\d+) the paws, (\d+) the bonus/.exec(row!);
    const months = /0 January to (\d+) December, (\d+) the Gain box/.exec(row!);
    expect(paws, row).not.toBeNull();
    expect(months, row).not.toBeNull();
    const kinds = (game: 'paws' | 'months') => FACE_ZONES[game].map((zone) => zone.kind);
    expect(kinds('paws').lastIndexOf('paw')).toBe(Number(paws![1]));
    expect(kinds('paws').indexOf('bonus')).toBe(Number(paws![2]));
    expect(kinds('months').lastIndexOf('month')).toBe(Number(months![1]));
    expect(kinds('months').indexOf('gain')).toBe(Number(months![2]));
    for (const zone of [paws![2]!, months![2]!])
      expect(parseStudioQuery(`?state=one-left:${zone}`).problems, zone).toEqual([]);
    // The id the row says is refused, is.
    expect(/`one-left:paw-3` is refused/.test(row!), row).toBe(true);
    expect(parseStudioQuery('?state=one-left:paw-3').problems.map((p) => p.code)).not.toEqual([]);
  });

  it('the embed’s addresses and parameters read without a problem', () => {
    const addresses = [...all.matchAll(/embed\.html(\?[^\s`"]+)/g)].map((m) => m[1]!);
    const params = [...text('docs/embed.md').matchAll(/^\| `([a-z]+=[^`]+)`(?: or `([a-z]+=[^`]+)`)?/gm)].flatMap((m) =>
      [m[1], m[2]].filter((p): p is string => p !== undefined).map((p) => `?${p}`),
    );
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(params.length).toBeGreaterThanOrEqual(6);
    for (const search of [...addresses, ...params]) expect(parseEmbedAddress(search), search).toMatchObject({ ok: true });
  });

  it('the pages named are built', () => {
    const named = [...all.matchAll(/127\.0\.0\.1:5173\/(\w+\.html)/g)].map((m) => m[1]!);
    // The pages the build makes: its inputs in vite.config.ts (page('studio.html'), …).
    const built = [...text('vite.config.ts').matchAll(/\bpage\('(\w+\.html)'\)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(built).toContain('index.html');
    for (const page of named) expect(built, page).toContain(page);
  });
});

describe('the documents’ links', () => {
  /** A Markdown file's text outside its fenced blocks, where links and headings are. */
  const prose = (file: string) => text(file).replace(/^\s*```[\s\S]*?^\s*```/gm, '');

  /** The anchors of a file's headings, as GitHub makes them (a repeated heading's get -1, -2…). */
  function anchors(file: string): Set<string> {
    const seen = new Map<string, number>();
    const found = new Set<string>();
    for (const [, heading] of prose(file).matchAll(/^#{1,6}\s+(.+)$/gm)) {
      const slug = heading!
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug);
      seen.set(slug, (count ?? -1) + 1);
      found.add(count === undefined ? slug : `${slug}-${count + 1}`);
    }
    return found;
  }

  it('every relative link reaches a file, and every #anchor a heading of it', () => {
    let links = 0;
    for (const file of DOCS) {
      for (const [, link] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(link!)) continue;
        links++;
        const [path, anchor] = link!.split('#');
        const target = path === '' ? file : join(dirname(file), path!);
        expect(existsSync(join(ROOT, target)), `${file}: ${link}`).toBe(true);
        if (anchor !== undefined) expect(anchors(target), `${file}: ${link}`).toContain(anchor);
      }
    }
    expect(links).toBeGreaterThan(30);
  });
});
