#!/usr/bin/env node
// `npm test`: runs the steps of the suite (npm scripts named on the command line) in order, stops
// after the first stage that fails, and prints how long each step took.
//
// A stage is one argument: a script, or scripts joined by "+", which run side by side (for steps
// that each leave a core idle, or wait on browsers, on a two-core machine). The first step of a
// stage prints as it goes; the others' output is held, and printed whole once the stage is over.
//
// One build of each, shared: once a step `build:app` (the app into dist/) has passed, the later
// stages run with GRATTEZ_PREBUILT_APP=1, and once `build:cli` (the CLI into dist-cli/) has
// passed, with GRATTEZ_PREBUILT_CLI=1; the steps that would build them again reuse them instead
// (test/e2e/globalSetup.ts and src/qa/cli/runQa.ts the app, test/cli/bundle.setup.ts the CLI).
import { spawn } from 'node:child_process';

const stages = process.argv.slice(2).map((arg) => arg.split('+'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env };
delete env.GRATTEZ_PREBUILT_APP; // set below, only once this run has built
delete env.GRATTEZ_PREBUILT_CLI;
const PREBUILT = { 'build:app': 'GRATTEZ_PREBUILT_APP', 'build:cli': 'GRATTEZ_PREBUILT_CLI' };
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one npm script, its output shown live, or held when it runs beside `leader`, the stage's
 * first step; resolves to how it went and how long it took.
 */
function runStep(step, leader) {
  const live = leader === null;
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', step], { env: { ...env }, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (ok, note = '') => {
      const ms = Date.now() - t0;
      const held = live
        ? ''
        : `\n── ${step} (${seconds(ms)}, run beside ${leader}) ──\n${note}${Buffer.concat(chunks)}`;
      resolve({ step, ms, ok, held });
    };
    child.on('error', (error) => done(false, `could not start npm: ${error.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

const started = Date.now();
const ran = []; // per stage, its steps' results
for (const stage of stages) {
  const results = await Promise.all(stage.map((step, i) => runStep(step, i === 0 ? null : stage[0])));
  for (const { held } of results) process.stdout.write(held);
  ran.push(results);
  if (results.some((r) => !r.ok)) break;
  for (const { step } of results) if (step in PREBUILT) env[PREBUILT[step]] = '1';
}

const width = Math.max(...stages.flat().map((s) => s.length));
console.log('\nnpm test, step by step (the steps of a "+" stage ran side by side):');
for (const results of ran)
  results.forEach(({ step, ms, ok }, i) =>
    console.log(`  ${i > 0 ? '+ ' : '  '}${step.padEnd(width)}  ${seconds(ms).padStart(8)}${ok ? '' : '  FAILED'}`),
  );
console.log(`    ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`);
if (ran.flat().some((r) => !r.ok) || ran.length < stages.length) process.exit(1);
