/**
 * `npm run grattez`: runs the CLI bundle, dist-cli/grattez.mjs, after rebuilding it when it is
 * missing or older than any file it was built from (dist-cli/inputs.json lists them: src/cli,
 * src/engine, package.json, the bundled packages, the build config). So an edit to the CLI or the
 * engine is never run stale. The check costs about a millisecond; a rebuild about a second. The
 * `grattez` bin runs the bundle directly, without this check.
 *
 * A rebuild goes to a private folder and its files are renamed into place, so two launchers
 * rebuilding at once never run a half-written bundle: the chunks, the list, the audit workers'
 * entry, and last the bundle itself.
 *
 * The bundle then runs from the folder the user ran `npm run` in (INIT_CWD), not the project's.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'dist-cli');
const bundle = join(outDir, 'grattez.mjs');
const inputs = join(outDir, 'inputs.json');

function isStale() {
  try {
    const builtMs = statSync(bundle).mtimeMs;
    const files = JSON.parse(readFileSync(inputs, 'utf8'));
    return files.some((file) => statSync(join(root, file)).mtimeMs > builtMs);
  } catch {
    return true; // no bundle, no list, or an input gone: build
  }
}

if (isStale()) {
  const { build, createLogger } = await import('vite');
  mkdirSync(outDir, { recursive: true });
  const tmp = mkdtempSync(join(outDir, '.build-'));
  // Vite's warnings are said as it says them; its errors are left to the line below, which says
  // the one that stops the build (Vite's own "✗ Build failed" would come before it, unasked).
  const logger = createLogger('warn');
  const customLogger = { ...logger, error: () => {} };
  try {
    try {
      await build({
        configFile: join(root, 'vite.cli.config.ts'),
        customLogger,
        build: { outDir: tmp, emptyOutDir: true },
      });
    } catch (error) {
      // A source that does not compile: the compiler's own report names it; the launcher's stack would only hide it.
      // Its colours only on a terminal: in a log or a pipe they would be escape codes.
      const message = error instanceof Error ? error.message : String(error);
      const said = process.stderr.isTTY ? message : stripVTControlCharacters(message);
      process.stderr.write(`grattez: cannot rebuild dist-cli/ from the sources: ${said.trim()}\n`);
      rmSync(tmp, { recursive: true, force: true }); // process.exit runs no finally
      process.exit(1);
    }
    // The chunks first (their names carry a hash of their content), then the list, the workers'
    // entry and the bundle; last, the chunks of earlier builds go.
    const assets = join(outDir, 'assets');
    mkdirSync(assets, { recursive: true });
    const fresh = existsSync(join(tmp, 'assets')) ? readdirSync(join(tmp, 'assets')) : [];
    for (const file of fresh) renameSync(join(tmp, 'assets', file), join(assets, file));
    renameSync(join(tmp, 'inputs.json'), inputs);
    renameSync(join(tmp, 'audit-worker.mjs'), join(outDir, 'audit-worker.mjs'));
    renameSync(join(tmp, 'grattez.mjs'), bundle);
    for (const file of readdirSync(assets)) if (!fresh.includes(file)) rmSync(join(assets, file), { force: true });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// npm runs a script from the project's folder and names the folder the user typed the command in
// INIT_CWD: the CLI runs from there, so that relative paths (--out, --layout, --art) are the user's.
const userFolder = process.env.INIT_CWD;
if (userFolder !== undefined && userFolder !== '' && statSync(userFolder, { throwIfNoEntry: false })?.isDirectory())
  process.chdir(userFolder);

await import(pathToFileURL(bundle).href);
