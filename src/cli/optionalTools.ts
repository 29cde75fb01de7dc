/**
 * `render` and `check-layout --art` build the app with vite and drive Chromium with
 * playwright-core. Both are optional peer dependencies of the package (the project's own
 * devDependencies install them): the other commands need neither, and a user who only audits
 * blocks should not download a bundler and a browser driver. When one is missing, the command
 * says which package to install instead of failing on a module resolution error, in the CLI's
 * language.
 */
import { say } from './words.ts';

/** The optional packages the browser commands load at run time. */
const OPTIONAL_PACKAGES = ['vite', 'playwright-core'] as const;

/** The optional package `error` failed to find, if that is what it is. */
function missingPackage(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'ERR_MODULE_NOT_FOUND' || typeof message !== 'string') return undefined;
  return OPTIONAL_PACKAGES.find((name) => message.includes(`'${name}'`));
}

/**
 * Runs `load` (a dynamic import of code that needs vite or playwright-core); when one of them is
 * not installed, throws an Error naming the command, the package and how to install it (`say`).
 */
export async function loadBrowserTool<T>(command: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const name = missingPackage(error);
    if (name === undefined) throw error;
    throw new Error(say().needsPackage(command, name, `npm install ${OPTIONAL_PACKAGES.join(' ')}`), { cause: error });
  }
}
