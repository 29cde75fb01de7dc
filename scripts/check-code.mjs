#!/usr/bin/env node
// `npm test`'s type check and ESLint, in one process over one TypeScript program.
//
// `npm run typecheck` (tsc) and `npm run lint:code` (ESLint, whose typed rules build a program of
// their own through typescript-eslint's project service) each parse, bind and check the whole
// project: run side by side, the same type check was done twice. Here the program of
// tsconfig.json is built once; ESLint's typed rules read their types from it (`programs`), and its
// type errors are that same program's diagnostics, so most of the checker's work is done once for
// both. tsconfig.engine.json's program (the engine alone, without the DOM's types) is built from
// the same parsed files.
//
// `node scripts/check-code.mjs [--rules typed|untyped|all]`: the type check of both tsconfigs and
// the ESLint rules named (all by default; `typed`, those that need type information; `untyped`,
// the others, linted without any program and without the type check). `npm test` runs them all
// (`npm run check:code`): the two halves side by side parse every file twice, which costs more CPU
// than it saves (docs/testing.md). Exits 1 when either finds an error, after printing all of them:
// tsc's messages, then ESLint's.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

const USAGE = 'usage: node scripts/check-code.mjs [--rules typed|untyped|all]\n';
const args = process.argv.slice(2);
let rules = 'all';
if (args.length === 2 && args[0] === '--rules' && ['typed', 'untyped', 'all'].includes(args[1])) rules = args[1];
else if (args.length !== 0) {
  process.stderr.write(`check-code: unknown arguments: ${args.join(' ')}\n${USAGE}`);
  process.exit(2);
}

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const pretty = process.stdout.isTTY === true;
let failed = false;

/** Rules that read types: typescript-eslint's own say so in their docs. */
const typedRule = (ruleId) =>
  ruleId.startsWith('@typescript-eslint/') &&
  tseslint.plugin.rules?.[ruleId.slice('@typescript-eslint/'.length)]?.meta.docs?.requiresTypeChecking === true;

/** Source files parsed once, for both programs (the lib's and the engine's files are in both). */
const parsed = new Map();
function hostFor(options) {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, onError, shouldCreate) => {
    const key = `${fileName}\0${typeof version === 'object' ? `${version.languageVersion}:${version.impliedNodeFormat}` : version}`;
    let file = parsed.get(key);
    if (file === undefined) {
      file = getSourceFile(fileName, version, onError, shouldCreate);
      if (file !== undefined) parsed.set(key, file);
    }
    return file;
  };
  return host;
}

/** The program of a tsconfig file, as `tsc -p` builds it. */
function programOf(configPath) {
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`${configPath}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      },
    },
  );
  if (config === undefined) throw new Error(`${configPath}: cannot be read`);
  const host = hostFor(config.options);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: config.errors,
    host,
  });
  return { program, host };
}

/** Prints a program's errors as tsc does; says whether there were any. */
function typeCheck(configPath, { program, host }) {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length === 0) return true;
  const formatHost = {
    getCanonicalFileName: (f) => host.getCanonicalFileName(f),
    getCurrentDirectory: () => host.getCurrentDirectory(),
    getNewLine: () => '\n',
  };
  process.stdout.write(
    pretty
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
      : ts.formatDiagnostics(diagnostics, formatHost),
  );
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(`\n${configPath}: ${errors} type error${errors === 1 ? '' : 's'} (tsc -p ${configPath})\n\n`);
  return errors === 0;
}

/**
 * Run with half of the rules, ESLint reports a directive that disables only rules of the other half
 * as unused: that half's run judges it, not this one.
 */
function dropOthersDirectives(result) {
  result.messages = result.messages.filter((m) => {
    if (m.ruleId !== null || !m.message.startsWith('Unused eslint-disable directive')) return true;
    const named = [...m.message.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    // A directive naming no rule is judged by the untyped run (the project has none).
    const ours =
      named.length === 0 ? rules === 'untyped' : named.some((ruleId) => typedRule(ruleId) === (rules === 'typed'));
    if (!ours) {
      if (m.severity === 2) result.errorCount -= 1;
      else result.warningCount -= 1;
      if (m.fix !== undefined) {
        if (m.severity === 2) result.fixableErrorCount -= 1;
        else result.fixableWarningCount -= 1;
      }
    }
    return ours;
  });
}

let overrideConfig = [];
if (rules !== 'untyped') {
  const main = programOf('tsconfig.json');
  const engine = programOf('tsconfig.engine.json');
  // The engine's pass first: it is small, and its errors (a DOM global in the engine) read best alone.
  if (!typeCheck('tsconfig.engine.json', engine)) failed = true;
  if (!typeCheck('tsconfig.json', main)) failed = true;
  overrideConfig = [
    { files: TS_FILES, languageOptions: { parserOptions: { projectService: false, programs: [main.program] } } },
  ];
} else {
  overrideConfig = [tseslint.configs.disableTypeChecked];
}

const eslint = new ESLint({
  overrideConfig,
  ...(rules === 'all' ? {} : { ruleFilter: ({ ruleId }) => typedRule(ruleId) === (rules === 'typed') }),
});
const results = await eslint.lintFiles(['.']);
if (rules !== 'all') for (const result of results) dropOthersDirectives(result);
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results);
if (output !== '') process.stdout.write(`${output}\n`);
if (results.some((r) => r.errorCount > 0 || r.fatalErrorCount > 0)) failed = true;

process.exit(failed ? 1 : 0);
