/**
 * `grattez render`: a studio preview as a file, drawn by the studio's own renderer in headless
 * Chromium (playwright-core). The options become the studio's address through the studio's own
 * parser, so the CLI and the studio accept exactly the same values; every check is made before
 * the browser starts, and nothing is written unless the whole file was made.
 *
 * The browser loads the built studio: GRATTEZ_STUDIO_DIR when set (a `vite build` output holding
 * studio.html), else a build made once into node_modules/.cache/grattez-studio/<hash of the
 * sources and designs>, reused until one changes (a design edited draws anew).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { HEADLESS_FLAGS, openStarted, serveFolder, toolChromium } from '../headless/chromium.ts';
import { undoOnInterrupt } from '../headless/interrupt.ts';
import { loadBrowserTool } from './optionalTools.ts';
import { parseSerialOption, prizeInEuros, quote, quotePath, UsageError } from './options.ts';
import { fileSize, progressLine, seconds, type ProgressLine } from './progress.ts';
import { projectRoot as findProjectRoot } from './projectRoot.ts';
import { cliLang } from './lang.ts';
import { say } from './words.ts';
import { checkWritable, writeFileWhole, type CliIo } from './output.ts';
import { ANY_VARIANT, GAME_IDS, gameVariants, isGameId } from '../engine/index.ts';
import { designIds, isDesignId } from '../layouts/index.ts';
import { emptyParam } from '../i18n/index.ts';
import { exportFileName, exportFrameCount, outputSize, pictureProblems } from '../studio/state/studioPicture.ts';
import {
  DEFAULT_STUDIO_SETTINGS,
  FORMAT_NAMES,
  parseStudioQuery,
  pixelSize,
  studioProblemText,
  studioQuery,
  type ExportFormat,
  type StudioProblem,
  type StudioProblemCode,
  type StudioSettings,
} from '../studio/state/studioSettings.ts';
import { resolveTicket } from '../studio/state/studioTickets.ts';

const projectRoot = () => findProjectRoot(import.meta.url);

const ORIGIN = 'http://localhost'; // every request is answered from the build: nothing goes to the network
const EXIT_OK = 0;

const FORMATS: Readonly<Record<string, ExportFormat>> = {
  '.png': 'png',
  '.webm': 'webm',
  '.mp4': 'mp4',
  '.gif': 'gif',
};

interface RenderOptions {
  serial?: string;
  game?: string;
  variant?: string;
  prize?: string;
  seed?: string;
  block?: string;
  pick?: string;
  design?: string;
  state?: string;
  size?: string;
  density?: string;
  lang?: string;
  background?: string;
  caption?: string;
  video?: string;
  format?: string;
  out: string;
}

/** The CLI option each address parameter comes from, to name it in messages. */
const OPTION_OF: Readonly<Record<string, string>> = {
  serial: '--serial',
  game: '--game',
  variant: '--variant',
  seed: '--seed',
  block: '--block',
  prize: '--prize',
  pick: '--pick',
  design: '--design',
  lang: '--lang',
  state: '--state',
  size: '--size',
  density: '--density',
  bg: '--background',
  'caption-fr': '--caption',
  'caption-en': '--caption',
  video: '--video',
};

/**
 * How the other commands word a bad value, `--seed "a b" is invalid: use …`, for the studio's
 * problems, which its page words `seed “a b”: invalid seed (…)`: what the CLI says the value is,
 * and, when the studio's words end with the advice in brackets, the word that leads it ('' for
 * none). Without `use`, what follows the studio's colon is kept whole. Problems not listed (a
 * character of a caption, a serial with a prize) keep the studio's words.
 */
const CLI_WORDING: Partial<Record<StudioProblemCode, { readonly is: string; readonly use?: string }>> = {
  'bad-game': { is: 'is not a game', use: 'use ' },
  'bad-variant': { is: 'is not a variant', use: 'use ' },
  'variant-needs-paws': { is: 'does not fit' },
  'bad-design': { is: 'is not a design', use: 'use ' },
  'design-mismatch': { is: 'does not go with that ticket', use: 'use ' },
  'bad-seed': { is: 'is invalid', use: 'use ' },
  'bad-block': { is: 'is invalid', use: 'use ' },
  'bad-prize': { is: 'is not a prize of this game', use: 'use ' },
  'bad-pick': { is: 'is invalid', use: 'use ' },
  'pick-out-of-range': { is: 'is out of range' },
  'prize-not-in-variant': { is: 'does not fit' },
  'bad-lang': { is: 'is not a language', use: 'use ' },
  'bad-state': { is: 'is not a state', use: 'use ' },
  'bad-share': { is: 'is out of range' },
  'bad-zone': { is: 'is out of range' },
  'bad-size': { is: 'is malformed', use: 'use ' },
  'size-out-of-range': { is: 'is out of range', use: '' },
  'bad-density': { is: 'is invalid', use: 'use ' },
  'bad-background': { is: 'is invalid', use: 'use ' },
  'caption-too-long': { is: 'is too long', use: '' },
  'bad-seconds': { is: 'is invalid', use: 'use ' },
};

/** A problem in the other commands' form, from the studio's English words (kept as they are where the form differs). */
function problemText(p: StudioProblem, game: string | undefined): string {
  const option = OPTION_OF[p.name] ?? p.name;
  // A caption too long is quoted here (cut, as a typed value is): the studio's words leave it out of its notice.
  const quoted = p.code === 'caption-too-long' ? `${option} ${quote(p.value)}` : option;
  const text = studioProblemText(p, 'en', quoted);
  const wording = CLI_WORDING[p.code];
  const shown = p.value.length > 60 ? `${p.value.slice(0, 60)}…` : p.value;
  // An empty value: the studio says it is empty; the CLI quotes it all the same, "", as its other messages do.
  const head =
    p.code === 'caption-too-long'
      ? `${quoted}: `
      : p.value === ''
        ? `${emptyParam(option, 'en')}: `
        : `${option} “${shown}”: `;
  if (wording === undefined || !text.startsWith(head)) return text.replace(/[“”]/g, '"');
  const said = text.slice(head.length);
  const advice = wording.use === undefined ? null : /^[^(]*\((.*)\)$/s.exec(said)?.[1];
  if (advice === undefined) return text.replace(/[“”]/g, '"'); // not the studio's usual shape: its words
  let is = wording.is;
  let rest = advice === null ? said : `${wording.use}${advice}`;
  if (p.code === 'bad-prize') {
    // As the other commands word it: `is not a paws prize: use cents, one of …`.
    if (game !== undefined && isGameId(game)) is = `is not a ${game} prize`;
    rest = rest.replace(/^use in cents, /, `use cents${game === undefined ? '' : prizeInEuros(p.value, game)}, `);
  }
  if (p.code === 'design-mismatch') rest = rest.replace(/^use designs: /, 'use ');
  return `${option} ${quote(p.value)} ${is}: ${rest}`;
}

function problemLine(problems: readonly StudioProblem[], game?: string): string {
  // In French, the studio's own French words, the option named; the CLI quotes with straight quotes, as its other messages do.
  if (cliLang() === 'fr')
    return problems
      .map((p) => {
        const option = OPTION_OF[p.name] ?? p.name;
        // Given empty, `--size "" est vide`, as the CLI's other messages say it.
        const named = p.value === '' ? `${option} ""` : option;
        const said = studioProblemText(p, 'fr', named).replace(/[“”]|«\u00a0|\u00a0»/g, '"');
        // A prize typed in euros: the cents it means, after the studio's "en centimes", within its parentheses (none nested).
        const inEuros = p.code === 'bad-prize' && game !== undefined ? prizeInEuros(p.value, game, 'aside') : '';
        return inEuros === '' ? said : said.replace(/\(en centimes, /, `(en centimes${inEuros}, `);
      })
      .join('\u00a0; ');
  return problems.map((p) => problemText(p, game)).join('; ');
}

/**
 * `--design` as the studio takes it, a design's name. A path, as check-layout's `--design` takes,
 * is the name of the design when it is one of the project's design folders (designs/NAME, from the
 * folder the command runs in), which are the designs the studio draws; any other path is told to
 * give a name (a folder elsewhere, a designer's copy, is checked by check-layout, not drawn).
 */
function designName(value: string, cwd: string): string {
  if (!/[\\/]/.test(value)) return value;
  const folder = resolve(cwd, value);
  const name = basename(folder);
  if (dirname(folder) === join(projectRoot(), 'designs') && isDesignId(name)) return name;
  const words = say().render;
  const advice = isDesignId(name) ? words.giveName(name) : words.useDesigns(designIds);
  throw new UsageError(words.notProjectDesign(quotePath(value), advice));
}

/** What to render, once every option is checked. */
export interface RenderJob {
  readonly settings: StudioSettings;
  readonly format: ExportFormat;
  readonly out: string; // absolute path
  readonly shown: string; // as messages name it: relative to the folder the command was run in, unless typed absolute
  readonly width: number; // of the file, pixels
  readonly height: number;
  readonly frames: number; // 1 for a PNG
}

/** Checks the options and turns them into the studio's settings; throws a UsageError naming the first problem. */
export function renderJob(options: RenderOptions, cwd: string): RenderJob {
  const words = say().render;
  // "" would be the folder the command runs in.
  if (options.out.trim() === '') throw new UsageError(words.outEmpty(quotePath(options.out)));
  let out = resolve(cwd, options.out);
  // An --out folder: the file goes in it, named as the studio names it, in the --format given.
  const inFolder = existsSync(out) && statSync(out).isDirectory();
  if (inFolder && options.format === undefined) throw new UsageError(words.outFolder(quotePath(options.out)));
  if (!inFolder && options.format !== undefined) throw new UsageError(words.formatNeedsFolder(quote(options.format)));
  const format = inFolder ? FORMATS[`.${options.format!.toLowerCase()}`] : FORMATS[extname(out).toLowerCase()];
  if (format === undefined)
    throw new UsageError(
      inFolder ? words.notAFormat(quote(options.format!)) : words.badExtension(quotePath(options.out)),
    );
  if (!inFolder && (!existsSync(dirname(out)) || !statSync(dirname(out)).isDirectory()))
    throw new UsageError(words.noFolder(quotePath(options.out), quotePath(dirname(options.out))));
  if (options.caption !== undefined && options.caption.trim() === '')
    throw new UsageError(words.captionEmpty(quote(options.caption)));
  const motion = format !== 'png';
  if (!motion && options.video !== undefined) throw new UsageError(words.videoNeedsMotion(quote(options.video)));
  if (motion && options.state !== undefined)
    throw new UsageError(words.stateNotForMotion(quote(options.state), FORMAT_NAMES[format]));

  const params = new URLSearchParams();
  if (options.serial !== undefined) {
    const extra = (['game', 'variant', 'prize', 'seed', 'block', 'pick'] as const).filter(
      (o) => options[o] !== undefined,
    );
    if (extra.length > 0) throw new UsageError(words.serialWith(extra.map((o) => `--${o}`)));
    // Read as `show` reads it, so that the two commands word a bad serial alike.
    parseSerialOption(options.serial);
    params.set('serial', options.serial);
  } else {
    if (options.game === undefined) throw new UsageError(words.whichTicket);
    if (options.prize === undefined) throw new UsageError(words.gameNeedsPrize);
    params.set('game', options.game);
    // Without --variant a ticket of a game with variants may be of any of them (a dog or a cat one).
    if (options.variant !== undefined) params.set('variant', options.variant);
    else if (isGameId(options.game) && gameVariants(options.game).length > 0) params.set('variant', ANY_VARIANT);
    params.set('prize', options.prize);
    params.set('seed', options.seed ?? 'demo');
    params.set('block', options.block ?? '0');
    if (options.pick !== undefined) params.set('pick', options.pick);
  }
  if (options.design !== undefined) params.set('design', designName(options.design, cwd));
  const lang = options.lang ?? DEFAULT_STUDIO_SETTINGS.lang;
  params.set('lang', lang);
  const set = (name: string, value: string | undefined) => value !== undefined && params.set(name, value);
  set('state', options.state);
  set('density', options.density);
  set('size', options.size);
  set('bg', options.background);
  if (options.caption !== undefined) params.set(`caption-${lang === 'en' ? 'en' : 'fr'}`, options.caption);
  set('video', options.video);

  const parsed = parseStudioQuery(params.toString());
  if (parsed.problems.length > 0) throw new UsageError(problemLine(parsed.problems, options.game));
  const settings = parsed.settings;
  const found = resolveTicket(settings.ticket);
  if (!found.ok) throw new UsageError(problemLine([found.problem], options.game));
  const picture = pictureProblems(found.ticket, settings);
  if (picture.length > 0) throw new UsageError(problemLine(picture, options.game));
  if (motion && settings.background.kind === 'transparent')
    throw new UsageError(words.transparentPngOnly(FORMAT_NAMES[format]));
  const { width, height } = pixelSize(settings);
  // The options that made the pixel size, as given.
  const sized = [
    options.size === undefined ? null : `--size ${quote(options.size)}`,
    options.density === undefined ? null : `--density ${quote(options.density)}`,
  ].filter((o) => o !== null);
  const madeOf = sized.length > 0 ? sized.join(words.sizeWith) : words.defaultSize;
  if (format === 'mp4' && (width % 2 !== 0 || height % 2 !== 0))
    throw new UsageError(words.mp4Even(madeOf, width, height));
  if (inFolder) out = join(out, exportFileName(found.ticket, settings, format));
  const shown = isAbsolute(options.out) ? out : relative(cwd, out);
  // A GIF is the studio's: the picture of that size, scaled down to at most 600 pixels wide.
  const file = outputSize(settings, format);
  return { settings, format, out, shown, ...file, frames: exportFrameCount(settings, format) };
}

/** The files a studio build is made from: the sources, and the designs folders it builds in. */
function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  for (const dir of ['src', 'assets', 'build', 'public', 'designs'])
    if (existsSync(join(root, dir))) walk(join(root, dir));
  for (const file of ['index.html', 'studio.html', 'vite.config.ts', 'package-lock.json'])
    if (existsSync(join(root, file))) files.push(join(root, file));
  return files.sort();
}

/** A short hash of every source of the studio build (of the project at `root`): the cache key. */
export function studioSourceHash(root = projectRoot()): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root)) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** A built studio: its folder, and whether it was given (GRATTEZ_STUDIO_DIR) or is the cache's. */
interface StudioBuild {
  readonly dir: string;
  readonly rebuild: 'given' | 'cached';
}

/** The built studio: GRATTEZ_STUDIO_DIR, or the cached build of the current sources (built now if missing). */
async function studioBuild(env: NodeJS.ProcessEnv, progress: ProgressLine | undefined): Promise<StudioBuild> {
  const given = env.GRATTEZ_STUDIO_DIR;
  if (given !== undefined && given !== '') {
    const dir = resolve(given);
    if (!existsSync(join(dir, 'studio.html'))) throw new Error(say().render.studioDirEmpty(quotePath(given)));
    return { dir, rebuild: 'given' };
  }
  const root = projectRoot();
  const cache = join(root, 'node_modules', '.cache', 'grattez-studio');
  const dir = join(cache, studioSourceHash());
  if (existsSync(join(dir, 'studio.html'))) return { dir, rebuild: 'cached' };
  progress?.stage(say().render.buildingStudio);
  mkdirSync(cache, { recursive: true });
  const building = join(cache, `.building-${process.pid}-${Date.now()}`);
  // Interrupted (Ctrl-C), the build cut short goes.
  const forget = undoOnInterrupt(() => rmSync(building, { recursive: true, force: true }));
  const { build } = await loadBrowserTool('grattez render', () => import('vite'));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: building, emptyOutDir: true, sourcemap: false },
    });
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  } finally {
    forget();
  }
  // Another render may have finished the same build meanwhile: either copy will do.
  if (existsSync(join(dir, 'studio.html'))) rmSync(building, { recursive: true, force: true });
  else renameSync(building, dir);
  // Builds of older sources are of no further use.
  for (const entry of readdirSync(cache))
    if (join(cache, entry) !== dir && !entry.startsWith('.building-'))
      rmSync(join(cache, entry), { recursive: true, force: true });
  return { dir, rebuild: 'cached' };
}

/** The page function through which the studio reports the export's progress to the CLI. */
const PROGRESS_HOOK = 'grattezRenderProgress';

/** The PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.readUInt32BE(12) !== 0x49484452) return null; // 'IHDR'
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Draws the job in headless Chromium with the built studio, and returns the file's bytes. */
async function renderInBrowser(
  job: RenderJob,
  { dir: studioDir, rebuild }: StudioBuild,
  chromiumPath: string,
  progress: ProgressLine | undefined,
): Promise<Buffer> {
  const words = say().render;
  const { chromium } = await loadBrowserTool('grattez render', () => import('playwright-core'));
  progress?.stage(words.startingChromium);
  // Interrupted (Ctrl-C, exitOnInterrupt), the browser is closed: Playwright's own handlers of the
  // signals are off, as they would exit first, or wait on a browser that never answers.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...HEADLESS_FLAGS],
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const forget = undoOnInterrupt(() => browser.close());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The export's progress, 0 to 1, drawn as a bar (per mille, so that a long video moves it often).
    if (progress !== undefined)
      await page.exposeFunction(PROGRESS_HOOK, (done: number) => progress.update(Math.round(done * 1000), 1000));
    progress?.stage(words.loadingStudio);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await serveFolder(page, ORIGIN, studioDir);
    await openStarted(
      page,
      `${ORIGIN}/studio.html${studioQuery(job.settings)}`,
      'window.grattezStudio !== undefined',
      {
        what: words.studioIn(studioDir),
        hint: words.rebuild(rebuild === 'given'),
      },
      say().browser,
    );
    const problems = await page.evaluate(() => window.grattezStudio!.problems());
    if (problems.length > 0) throw new Error(words.studioRefused(problems));
    const format = job.format;
    progress?.stage(words.drawing(job.frames));
    const made = await page.evaluate(
      ([f, hook]) =>
        window.grattezStudio!.exportFile(f, (done) =>
          (window as unknown as Record<string, ((done: number) => void) | undefined>)[hook]?.(done),
        ),
      [format, PROGRESS_HOOK] as const,
    );
    if (errors.length > 0) throw new Error(words.studioFailed(errors));
    return Buffer.from(made.base64, 'base64');
  } finally {
    forget();
    await browser.close();
  }
}

/** Registers `render` on the program. */
export function registerRender(program: Command, io: CliIo, setExit: (code: number) => void): void {
  const words = say().render;
  program
    .command('render')
    .summary(words.summary)
    .description(words.description)
    .option('--serial <serial>', words.serial)
    .option('--game <game>', words.game(say().or(GAME_IDS)))
    .option('--variant <variant>', words.variant)
    .option('--prize <cents>', words.prize)
    .option('--seed <seed>', words.seed)
    .option('--block <block>', words.block)
    .option('--pick <n>', words.pick)
    .option('--design <design>', words.design)
    .option('--state <state>', words.state)
    .option('--size <WxH>', words.size)
    .option('--density <n>', words.density)
    .option('--lang <lang>', words.lang)
    .option('--background <colour>', words.background)
    .option('--caption <text>', words.caption)
    .option('--video <seconds>', words.video)
    .requiredOption('--out <file>', words.out)
    .option('--format <format>', words.format)
    .addHelpText(
      'after',
      `${words.exitCodes}

${say().examples}
  $ grattez render --game paws --variant dog --prize 3000 --state scratched:0.4 --out dog.png
  $ grattez render --serial M.demo.0.0000170.0133 --size story --lang en --caption "Twelve chances" --out m.png
  $ grattez render --game months --prize 4000000 --video 6 --background "#0b1d4d" --out top.webm
  $ grattez render --game months --prize 6000 --design calendrier --state revealed --out calendrier.png`,
    )
    .action(async (_options: unknown, command: Command) => {
      const started = Date.now();
      const job = renderJob(command.opts<RenderOptions>(), process.cwd());
      // A folder that cannot be written is said now, not after the drawing (a video takes a minute).
      checkWritable(job.out, job.shown);
      const chromiumPath = toolChromium();
      if (!existsSync(chromiumPath)) throw new Error(say().noChromium(chromiumPath));
      const progress = io.isTTY ? progressLine(io.stderr, `render ${job.shown}`) : undefined;
      let bytes: Buffer;
      try {
        bytes = await renderInBrowser(job, await studioBuild(process.env, progress), chromiumPath, progress);
      } finally {
        progress?.clear();
      }
      if (job.format === 'png') {
        const size = pngSize(bytes);
        if (size === null || size.width !== job.width || size.height !== job.height)
          throw new Error(
            words.studioDrew(String(size?.width ?? '?'), String(size?.height ?? '?'), `${job.width}×${job.height}`),
          );
      }
      const replaced = existsSync(job.out);
      writeFileWhole(job.out, bytes, job.shown);
      const what = `${FORMAT_NAMES[job.format]} ${job.width}×${job.height}`;
      io.stderr.write(
        `grattez: ${words.wrote(replaced, job.shown, what, job.frames, fileSize(bytes.length), seconds(Date.now() - started))}\n`,
      );
      setExit(EXIT_OK);
    });
}
