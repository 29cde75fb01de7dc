// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Layers: engine <- layouts <- state <- render and ui. Type-only imports are allowed anywhere. */
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
  group: ['**/engine/*', '!**/engine/index.ts'],
  message: 'Use the engine through its public API (src/engine/index.ts).',
};
const folder = (name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `This layer may not import src/${name}.`,
});

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
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Randomness comes from a seeded rng.',
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['scripts/**/*.mjs', 'bench/**', 'test/**'],
    languageOptions: { globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly' } },
  },
  {
    files: ['src/engine/**'],
    rules: {
      ...restrict([
        ui,
        pixi,
        zustand,
        folder('state'),
        folder('render'),
        folder('ui'),
        folder('cli'),
        folder('layouts'),
      ]),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'performance', 'Date'],
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
    files: ['src/layouts/**'],
    rules: restrict([
      ui,
      pixi,
      zustand,
      folder('state'),
      folder('render'),
      folder('ui'),
      folder('cli'),
      engineInternals,
    ]),
  },
  {
    files: ['src/state/**'],
    rules: restrict([ui, pixi, folder('render'), folder('ui'), folder('cli'), engineInternals]),
  },
  {
    files: ['src/render/**'],
    rules: restrict([ui, folder('ui'), folder('cli'), engineInternals]),
  },
  {
    files: ['src/ui/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict([pixi, folder('cli'), engineInternals]) },
  },
  {
    files: ['src/cli/**'],
    rules: restrict([ui, pixi, zustand, folder('state'), folder('render'), folder('ui'), engineInternals]),
  },
);
