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
// `node scripts/check-code.mjs` (`npm run check:code`): the type check of both tsconfigs, then every
// ESLint rule. Exits 1 when either finds an error, after printing all of them: tsc's messages,
// then ESLint's; 2 on an argument (it takes none).
import { ESLint } from 'eslint';
import ts from 'typescript';

const args = process.argv.slice(2);
if (args.length !== 0) {
  process.stderr.write(
    `check-code: takes no arguments (given: ${args.join(' ')})\nusage: node scripts/check-code.mjs\n`,
  );
  process.exit(2);
}

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const pretty = process.stdout.isTTY === true;
let failed = false;

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

const main = programOf('tsconfig.json');
const engine = programOf('tsconfig.engine.json');
// The engine's pass first: it is small, and its errors (a DOM global in the engine) read best alone.
if (!typeCheck('tsconfig.engine.json', engine)) failed = true;
if (!typeCheck('tsconfig.json', main)) failed = true;

const eslint = new ESLint({
  overrideConfig: [
    { files: TS_FILES, languageOptions: { parserOptions: { projectService: false, programs: [main.program] } } },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results);
if (output !== '') process.stdout.write(`${output}\n`);
if (results.some((r) => r.errorCount > 0 || r.fatalErrorCount > 0)) failed = true;

process.exit(failed ? 1 : 0);
