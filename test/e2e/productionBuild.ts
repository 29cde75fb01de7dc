import { build, type InlineConfig } from 'vite';

/**
 * `vite build` as users get it. Vite takes the mode of `process.env.NODE_ENV` when it is set, and
 * Vitest sets it to "test": a plain `build()` there makes a development build of React (a larger
 * chunk, with dev-only checks). So NODE_ENV is "production" for the length of the build.
 */
export async function buildForProduction(config: InlineConfig = {}): Promise<void> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', ...config });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
