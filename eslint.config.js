// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Layers: engine <- layouts, engine <- i18n; both <- state <- render, ui and sound; the CLI uses
 * engine, layouts, i18n, QA and headless (src/cli/render.ts the studio's pure state too), never the
 * pages' layers. src/stills (pictures by design and language) uses i18n's types, for ui. src/fonts (glyph data, text layout) imports none of them, and any may use it. A layer may not import one above it, not even for types (allowTypeImports: false).
 */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: false })) }],
});
const ui = {
  group: ['react', 'react-dom', 'react-dom/*', 'react/*', '@testing-library/*'],
  message: 'React belongs to src/ui.',
};
const pixi = { group: ['pixi.js', 'pixi.js/*'], message: 'Pixi belongs to src/render.' };
const zustand = { group: ['zustand', 'zustand/*'], message: 'Stores belong to src/state.' };
const engineInternals = {
  group: ['**/engine/**', '!**/engine/index.ts'],
  message: 'Use the engine through its public API (src/engine/index.ts).',
};
const folder = (name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `This layer may not import src/${name}.`,
});
/**
 * The games' ids: one folder per game in src/engine/games (test/engine/games.test.ts holds each
 * folder's name to its module's id). Outside the games' own folders and the words catalogue no
 * code compares with a game id: it asks the registry, or switches over every game (which
 * `switch-exhaustiveness-check` holds to every case).
 */
const gameIds = readdirSync(join(import.meta.dirname, 'src/engine/games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const idPattern = `/^(${gameIds.join('|')})$/`;
const gameBranch = {
  selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([left.type='Literal'][left.value=${idPattern}], [right.type='Literal'][right.value=${idPattern}])`,
  message:
    'No branch on a game id outside src/engine/games/<game>/ and src/i18n: ask the registry (gameModule, gameVariants, designOf…) or switch over every game.',
};
const randomness = {
  selector: "MemberExpression[object.name='Math'][property.name='random']",
  message: 'Randomness comes from a seeded rng.',
};

/** The tools: each one a host of its own that no layer, and no other tool, imports. */
const tools = (except) => ['embed', 'studio', 'qa'].filter((t) => t !== except).map(folder);
/** Headless Chromium, as the Node tools drive it: no page's code imports it. */
const headless = folder('headless');
/** What the Node tools (the CLI, QA's runner) may not import: the pages' own layers, React, Pixi and stores. */
const pageLayers = [
  ui,
  pixi,
  zustand,
  folder('state'),
  folder('render'),
  folder('ui'),
  folder('sound'),
  folder('stills'),
];
/** The layers above the engine, the layouts and the words: the pages', the CLI, the tools. */
const aboveLayouts = [
  ui,
  pixi,
  zustand,
  folder('state'),
  folder('render'),
  folder('ui'),
  folder('cli'),
  folder('sound'),
  folder('stills'),
  ...tools(),
  headless,
];
/** What the words and the stills may not import: nothing above them. */
const belowLayouts = [...aboveLayouts, folder('layouts'), engineInternals];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-cli/**', 'node_modules/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', randomness],
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-syntax': ['error', randomness, gameBranch] },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['scripts/**/*.mjs', 'bench/**', 'test/**'],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly' } },
  },
  {
    files: ['src/engine/**'],
    rules: {
      ...restrict([...aboveLayouts, folder('layouts'), folder('i18n'), folder('fonts')]),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'performance', 'Date'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'The engine takes an rng.',
        },
        { selector: "NewExpression[callee.name='Date']", message: 'The engine never reads the clock.' },
        gameBranch,
      ],
    },
  },
  {
    // The bundled fonts' glyphs as data, and pure text layout: the lowest layer, for the painter
    // and the checks alike (Node and browser). It imports no other part of the project.
    files: ['src/fonts/**'],
    rules: restrict([...belowLayouts, folder('engine'), folder('i18n')]),
  },
  {
    files: ['src/layouts/**'],
    rules: restrict([...aboveLayouts, folder('i18n'), engineInternals]),
  },
  {
    // The words; and the stills, pictures as assets found by design and language (build/stills.ts
    // makes them), which use the words' types.
    files: ['src/i18n/**', 'src/stills/**'],
    rules: restrict(belowLayouts),
  },
  {
    // The stills reach the engine's types through the words, not directly.
    files: ['src/stills/**'],
    rules: restrict([...belowLayouts, folder('engine')]),
  },
  {
    files: ['src/state/**'],
    rules: restrict([
      ui,
      pixi,
      folder('render'),
      folder('ui'),
      folder('cli'),
      ...tools(),
      headless,
      folder('sound'),
      folder('stills'),
      engineInternals,
    ]),
  },
  {
    files: ['src/render/**'],
    rules: restrict([ui, folder('ui'), folder('cli'), ...tools(), headless, folder('sound'), engineInternals]),
  },
  {
    // The studio's exporter draws its pictures off screen: it reads the studio's pure state.
    files: ['src/render/export/**'],
    rules: restrict([
      ui,
      folder('ui'),
      folder('cli'),
      ...tools('studio'),
      { regex: '/studio/(?!state/)', message: "The exporter may use only the studio's state." },
      headless,
      folder('sound'),
      engineInternals,
    ]),
  },
  {
    // Sound and haptics: Web Audio synthesis fed by the store's changes; the composition root wires it.
    files: ['src/sound/**'],
    rules: restrict([
      ui,
      pixi,
      zustand,
      folder('render'),
      folder('ui'),
      folder('cli'),
      ...tools(),
      headless,
      engineInternals,
    ]),
  },
  {
    files: ['src/ui/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([pixi, folder('render'), folder('cli'), ...tools(), headless, folder('sound'), engineInternals]),
      // Words come from the catalogue (src/i18n), never from JSX, in the manner of excalidraw.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Words shown to people live in src/i18n: use the catalogue (useMessages).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|aria-description)$/] > Literal[value=/\\p{L}/u]',
          message: 'Words shown to people live in src/i18n: use the catalogue (useMessages).',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Randomness comes from a seeded rng.',
        },
        gameBranch,
      ],
    },
  },
  // Visual QA. Its checks are pure (Node and browser): engine, layouts and i18n only. Its measures
  // and sheet drive the painter in the browser (no store, no player UI). Its runner drives a
  // browser from Node. The sheet's words come from the catalogue, as the player's do.
  {
    files: ['src/qa/checks/**', 'src/qa/content.ts', 'src/qa/matrix.ts'],
    rules: restrict([
      ui,
      pixi,
      zustand,
      folder('state'),
      folder('render'),
      folder('ui'),
      folder('cli'),
      folder('sound'),
      folder('stills'),
      ...tools('qa'),
      headless,
      engineInternals,
    ]),
  },
  {
    files: ['src/qa/measure/**', 'src/qa/sheet/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        pixi,
        zustand,
        folder('ui'),
        folder('cli'),
        folder('sound'),
        ...tools('qa'),
        headless,
        engineInternals,
      ]),
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Words shown to people live in src/i18n: use the catalogue (MESSAGES[lang].qa).',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Randomness comes from a seeded rng.',
        },
        gameBranch,
      ],
    },
  },
  {
    files: ['src/qa/cli/**'],
    rules: restrict([...pageLayers, folder('cli'), ...tools('qa'), engineInternals]),
  },
  {
    // The embeddable demo: no React. Engine, words, layouts and state only; its composition root
    // (main.ts) alone mounts the painter.
    files: ['src/embed/**'],
    ignores: ['src/embed/main.ts'],
    rules: restrict([
      ui,
      pixi,
      folder('render'),
      folder('ui'),
      folder('cli'),
      folder('sound'),
      ...tools('embed'),
      headless,
      engineInternals,
    ]),
  },
  {
    files: ['src/embed/main.ts'],
    rules: restrict([
      ui,
      pixi,
      folder('ui'),
      folder('cli'),
      folder('sound'),
      ...tools('embed'),
      headless,
      engineInternals,
    ]),
  },
  {
    // How the player, the studio and the QA sheet start (their words, then their app, or a note):
    // shared by those hosts, so it uses the words only, and no part of any of them.
    files: ['src/pageStart.ts'],
    rules: restrict([
      ui,
      pixi,
      zustand,
      ...['engine', 'layouts', 'state', 'render', 'sound', 'ui', 'cli', 'headless', 'studio', 'qa', 'embed'].map(
        folder,
      ),
    ]),
  },
  {
    // The load-failure note and the page's side of its load guard: the guard (build/loadGuard.ts)
    // carries the note's function as its text, run before any module, so they import nothing.
    files: ['src/loadNote.ts', 'src/pageStarted.ts'],
    rules: restrict([{ group: ['*', '**'], message: 'The load guard runs this as its text: it imports nothing.' }]),
  },
  {
    // Headless Chromium as the Node tools drive it (the CLI, QA's runner, the benchmarks and the
    // end-to-end tests): a neutral place both the CLI and QA import, so that QA never imports the
    // CLI (the CLI may use QA). It imports nothing of the project.
    files: ['src/headless/**'],
    rules: restrict([
      ui,
      pixi,
      zustand,
      ...[
        'engine',
        'fonts',
        'layouts',
        'i18n',
        'stills',
        'state',
        'render',
        'sound',
        'ui',
        'cli',
        'studio',
        'qa',
        'embed',
      ].map(folder),
    ]),
  },
  {
    files: ['src/cli/**'],
    rules: restrict([...pageLayers, folder('studio'), folder('embed'), engineInternals]),
  },
  {
    // `grattez render` reads its options with the studio's own pure parsers, so that the CLI and
    // the studio accept exactly the same values; it draws through the built studio, not src/render.
    files: ['src/cli/render.ts'],
    rules: restrict([
      ui,
      pixi,
      zustand,
      {
        regex: '(^|/)\\.\\.?/state/|/studio/(?!state/studio(Settings|Tickets|Picture)\\.ts$)',
        message: "The CLI may use only the studio's pure settings, tickets and pictures (src/studio/state).",
      },
      folder('render'),
      folder('ui'),
      folder('sound'),
      folder('stills'),
      folder('embed'),
      engineInternals,
    ]),
  },
  {
    // The studio (studio.html) is a host of the one painter, like the player: React over its own
    // store. Only its composition root (main.tsx, and the design folder opener it builds its
    // services with) imports src/render.
    files: ['src/studio/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        pixi,
        folder('render'),
        folder('ui'),
        folder('cli'),
        folder('sound'),
        ...tools('studio'),
        headless,
        engineInternals,
      ]),
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: "Words shown to people live in src/i18n: use the studio's words (useWords).",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|aria-description)$/] > Literal[value=/\\p{L}/u]',
          message: "Words shown to people live in src/i18n: use the studio's words (useWords).",
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Randomness comes from a seeded rng.',
        },
        gameBranch,
      ],
    },
  },
  {
    files: ['src/studio/main.tsx', 'src/studio/designFolderOpener.ts'],
    rules: restrict([
      pixi,
      folder('ui'),
      folder('cli'),
      folder('sound'),
      ...tools('studio'),
      headless,
      engineInternals,
    ]),
  },
  {
    // The studio's state (src/studio/state): its store, settings, tickets, pictures and exports,
    // pure, beside the studio and below its React pages. It builds on the player's state layer.
    files: ['src/studio/state/**'],
    rules: restrict([
      ui,
      pixi,
      folder('render'),
      folder('ui'),
      folder('cli'),
      ...tools('studio'),
      headless,
      folder('sound'),
      { group: ['../*.tsx', '../*.ts'], message: "The studio's state may not import the studio's pages." },
      engineInternals,
    ]),
  },
  {
    // A game's own folder and the words catalogue may name the games.
    files: ['src/engine/games/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'The engine takes an rng.',
        },
        { selector: "NewExpression[callee.name='Date']", message: 'The engine never reads the clock.' },
      ],
    },
  },
  {
    files: ['src/i18n/**'],
    rules: { 'no-restricted-syntax': ['error', randomness] },
  },
);
