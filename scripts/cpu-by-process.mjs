#!/usr/bin/env node
// `node scripts/cpu-by-process.mjs [--tree] -- COMMAND [ARGS…]`: runs a command (for example
// `npm run test:e2e`) and says where the machine's CPU time went while it ran, by kind of process:
// Chromium's renderers, browser process and GPU process, Firefox, WebKit, Node, the rest. Linux
// only: it reads /proc every half second. A process already running at the first reading counts
// from that reading, one started later counts whole; one that starts and ends between two
// readings is missed, so the totals are a floor. With --tree, only the command's own processes
// count (the command and what it started, followed from parent to child at each reading, and
// still counted once their parent has gone): the figure to take on a machine others are using.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';

const USAGE = 'usage: node scripts/cpu-by-process.mjs [--tree] -- COMMAND [ARGS…]\n';
let args = process.argv.slice(2);
if (args[0] === '--help' || args[0] === '-h') {
  process.stdout.write(USAGE);
  process.exit(0);
}
const treeOnly = args[0] === '--tree';
if (treeOnly) args = args.slice(1);
const command = args[0] === '--' ? args.slice(1) : args;
if (command.length === 0) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const TICKS = 100; // clock ticks per second on Linux (getconf CLK_TCK)

/** The kind of a process, from its command line. */
function kindOf(cmdline) {
  const argv = cmdline.split('\0');
  if (argv[0].includes('chromium')) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
    const sub = /--utility-sub-type=([\w.]+)/.exec(cmdline)?.[1];
    return `chromium ${sub === undefined ? type : sub.split('.').pop()}`;
  }
  if (/firefox/.test(argv[0])) return 'firefox';
  if (/WebKit|MiniBrowser/.test(argv[0])) return 'webkit';
  if (/(^|\/)node$/.test(argv[0])) return 'node';
  return argv[0] === '' ? 'kernel' : (argv[0].split('/').pop() ?? 'other');
}

const seen = new Map(); // pid and start time → CPU seconds at the last reading
const totals = new Map(); // kind → CPU seconds
let first = true;

const tree = new Set(); // with --tree: pid and start time of each of the command's processes
let commandPid = -1;

function read() {
  const stats = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue; // not this script's own
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      stats.push({ pid, fields: stat.slice(stat.lastIndexOf(') ') + 2).split(' ') });
    } catch {
      // the process ended while being read
    }
  }
  if (treeOnly) {
    // The command's processes: itself, and each process whose parent is one of them (parents are
    // not always listed before their children, hence the passes until nothing is added).
    const ours = new Set(
      stats
        .filter(({ pid, fields }) => Number(pid) === commandPid || tree.has(`${pid}:${fields[19]}`))
        .map(({ pid }) => pid),
    );
    for (let added = true; added;) {
      added = false;
      for (const { pid, fields } of stats)
        if (!ours.has(pid) && ours.has(fields[1])) {
          ours.add(pid);
          added = true;
        }
    }
    for (const { pid, fields } of stats) if (ours.has(pid)) tree.add(`${pid}:${fields[19]}`);
  }
  for (const { pid, fields } of stats) {
    try {
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
      const key = `${pid}:${fields[19]}`; // a pid may be reused: with its start time
      if (treeOnly && !tree.has(key)) continue;
      const before = seen.get(key);
      // Read at every sample: a wrapper script that execs its program (Debian's chromium), or a
      // zygote's fork that renames itself a renderer, counts as what it has become.
      const kind = kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      // What ran before the first reading is not the command's.
      const spent = before !== undefined ? seconds - before : first ? 0 : seconds;
      if (spent > 0) totals.set(kind, (totals.get(kind) ?? 0) + spent);
      seen.set(key, seconds);
    } catch {
      // the process ended while being read
    }
  }
  first = false;
}

read();
const started = Date.now();
const timer = setInterval(read, 500);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
commandPid = child.pid ?? -1;
child.on('error', (error) => {
  process.stderr.write(`cpu-by-process: cannot run ${command[0]}: ${error.message}\n`);
  process.exit(2);
});
child.on('close', (code) => {
  clearInterval(timer);
  read();
  const wall = (Date.now() - started) / 1000;
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  const sum = rows.reduce((s, [, v]) => s + v, 0);
  console.log(
    `\nCPU time by kind of process, ${treeOnly ? 'the command’s own' : 'while the command ran'} (${wall.toFixed(0)} s):`,
  );
  for (const [kind, seconds] of rows.filter(([, v]) => v >= 0.5))
    console.log(`  ${seconds.toFixed(1).padStart(8)} s  ${kind}`);
  console.log(`  ${sum.toFixed(1).padStart(8)} s  in all, of ${(wall * cpus().length).toFixed(0)} s the cores give`);
  process.exit(code ?? 1);
});
