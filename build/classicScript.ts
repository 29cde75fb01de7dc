import { minifySync } from 'vite';

/**
 * A classic script the build writes as an asset of its own (the boot still, the load guard):
 * minified as the bundler minifies the modules, since no bundler reads it. Its text is made from
 * functions' own text (`fn.toString()`), as the compiler left it, comments gone but names and
 * spacing whole.
 */
export function classicScript(name: string, source: string): string {
  // A classic script, for the browsers the modules are built for (vite.config.ts: build.target).
  const { code, errors } = minifySync(name, source, { module: false, compress: { target: 'es2022' } });
  if (errors.length > 0) throw new Error(`${name} could not be minified: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}
