#!/usr/bin/env node
// `npm test`: runs each step of the suite in order (npm scripts named on the command line), stops
// at the first that fails, and prints how long each took.
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
let failed = null;
for (const step of steps) {
  const t0 = Date.now();
  const run = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  const ms = Date.now() - t0;
  times.push([step, ms, run.status === 0]);
  if (run.status !== 0) {
    failed = step;
    break;
  }
}
const width = Math.max(...steps.map((s) => s.length));
console.log('\nnpm test, step by step:');
for (const [step, ms, ok] of times)
  console.log(`  ${step.padEnd(width)}  ${seconds(ms).padStart(8)}${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}`);
if (failed !== null) process.exit(1);
