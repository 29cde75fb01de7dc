import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A virtual X display (Xvfb): Firefox and WebKitGTK draw WebGL only in a window, never headless here. */
export interface Display {
  readonly name: string; // for DISPLAY, e.g. ":99"
  stop(): void;
}

export const XVFB_PATH = '/usr/bin/Xvfb';

/** Starts Xvfb on a free display number (it picks one and writes it to a pipe). */
export async function startDisplay(): Promise<Display> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    const fd = xvfb.stdio[3] as Readable;
    fd.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it had a display: ${log.trim()}`)));
  });
  return { name: `:${number}`, stop: () => void xvfb.kill() };
}
