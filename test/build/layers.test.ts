/**
 * The README's architecture, held by ESLint: each folder of src/ may import only what its line
 * says. For a file of each folder, an import of every other part of the project is planted and
 * linted with the project's own configuration (its no-restricted-imports rule alone); the lint must
 * refuse exactly the parts the folder's line does not name.
 */
import { dirname, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** One file of each part of the project that a folder may or may not import. */
const PARTS = {
  engine: 'src/engine/index.ts', // the engine's public API
  'engine internals': 'src/engine/games/paws/rules.ts',
  fonts: 'src/fonts/faces.ts',
  layouts: 'src/layouts/index.ts',
  i18n: 'src/i18n/index.ts',
  stills: 'src/stills/index.ts',
  state: 'src/state/store.ts',
  render: 'src/render/mountTicket.ts',
  sound: 'src/sound/playerSound.ts',
  ui: 'src/ui/App.tsx',
  studio: 'src/studio/StudioApp.tsx',
  'studio/state': 'src/studio/state/studioSettings.ts',
  qa: 'src/qa/matrix.ts',
  embed: 'src/embed/params.ts',
  cli: 'src/cli/run.ts',
  headless: 'src/headless/chromium.ts',
} as const;
type Part = keyof typeof PARTS;

/** "state and below", as the README says it: the state layer and everything under it. */
const STATE_AND_BELOW: Part[] = ['state', 'engine', 'layouts', 'i18n', 'stills', 'fonts'];

/** For a file of each folder, the parts its README line lets it import (its own part aside). */
const ALLOWED: [file: string, own: Part | null, allowed: Part[]][] = [
  ['src/engine/rng.ts', 'engine', []],
  ['src/fonts/faces.ts', 'fonts', []],
  ['src/layouts/index.ts', 'layouts', ['engine', 'fonts']],
  ['src/i18n/index.ts', 'i18n', ['engine', 'fonts']],
  ['src/stills/index.ts', 'stills', ['i18n', 'fonts']],
  ['src/state/store.ts', 'state', ['engine', 'layouts', 'i18n', 'fonts']],
  ['src/render/mountTicket.ts', 'render', STATE_AND_BELOW],
  ['src/render/export/studioExporter.ts', 'render', [...STATE_AND_BELOW, 'studio/state']],
  ['src/sound/playerSound.ts', 'sound', STATE_AND_BELOW],
  ['src/ui/App.tsx', 'ui', STATE_AND_BELOW],
  ['src/studio/StudioApp.tsx', 'studio', [...STATE_AND_BELOW, 'studio/state']],
  ['src/studio/main.tsx', 'studio', [...STATE_AND_BELOW, 'studio/state', 'render']],
  ['src/studio/state/studioSettings.ts', 'studio/state', STATE_AND_BELOW],
  ['src/qa/checks/legibility.ts', 'qa', ['engine', 'layouts', 'i18n', 'fonts']],
  ['src/qa/sheet/Sheet.tsx', 'qa', [...STATE_AND_BELOW, 'render']],
  ['src/qa/cli/qa.ts', 'qa', ['engine', 'layouts', 'i18n', 'fonts', 'headless']],
  ['src/embed/params.ts', 'embed', STATE_AND_BELOW],
  ['src/embed/main.ts', 'embed', [...STATE_AND_BELOW, 'render']],
  ['src/cli/run.ts', 'cli', ['engine', 'layouts', 'i18n', 'fonts', 'qa', 'headless']],
  ['src/cli/render.ts', 'cli', ['engine', 'layouts', 'i18n', 'fonts', 'qa', 'headless', 'studio/state']],
  ['src/headless/chromium.ts', 'headless', []],
];

/** The project's configuration, its import rule alone, without type information (not needed for it). */
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The parts beside a folder's own (the studio's state is the studio's, the engine's insides the engine's). */
const othersThan = (own: Part | null): Part[] =>
  (Object.keys(PARTS) as Part[]).filter(
    (part) =>
      part !== own &&
      !(own === 'studio' && part === 'studio/state') &&
      !(own === 'engine' && part === 'engine internals'),
  );

/** Which parts ESLint refuses in `file`: one planted import a line. */
async function refused(file: string, own: Part | null): Promise<Part[]> {
  const parts = othersThan(own);
  const lines = parts.map((part, i) => {
    let specifier = relative(dirname(file), PARTS[part]);
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    return `import * as planted${i} from '${specifier}';`;
  });
  const code = `${lines.join('\n')}\nexport const all = [${parts.map((_, i) => `planted${i}`).join(', ')}];\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  if (result === undefined) throw new Error(`ESLint returned nothing for ${file}`);
  const other = result.messages.filter((m) => m.ruleId !== 'no-restricted-imports');
  if (other.length > 0) throw new Error(`${file}: ${other.map((m) => m.message).join('; ')}`);
  return result.messages.map((m) => parts[m.line - 1]!);
}

describe('ESLint holds each folder of src/ to its line of the README', () => {
  it.each(ALLOWED)('%s imports only what its line names', async (file, own, allowed) => {
    const expected = othersThan(own).filter((part) => !allowed.includes(part));
    const got = await refused(file, own);
    // Named both ways, so that a failure says what the lint lets through and what it refuses wrongly.
    expect({
      'let through': expected.filter((part) => !got.includes(part)),
      'refused though named': got.filter((part) => !expected.includes(part)),
    }).toEqual({ 'let through': [], 'refused though named': [] });
  });
});
