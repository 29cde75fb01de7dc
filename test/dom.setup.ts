/**
 * Testing Library's waits (findBy…, waitFor) end on the state they wait for; their limit only
 * bounds a test that would otherwise hang. Its default, one second, was passed on a busy machine
 * by a screen the app loads on demand (the first import of its chunk in a test file), and the test
 * failed with the screen on its way. Only files run in jsdom load Testing Library.
 */
import { afterAll, vi } from 'vitest';

if (typeof document !== 'undefined') {
  /*
   * jsdom has no 2D or WebGL context: its canvases say so as a browser without one would (null),
   * where jsdom would also print "Not implemented" for each call. Set here, before a file's imports:
   * pixi.js asks a canvas for a 2D context as it is imported (its canvas blend-mode probe), so any
   * file that imports the renderer, the QA sheet or the lab printed it, whatever its own tests did.
   */
  HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];

  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });

  /*
   * The unit-dom project (vitest.config.ts) runs its files one after the other in one jsdom
   * window: what a file leaves there is cleared, so that the next starts on the page as a fresh
   * window would give it. The document's head is left alone, as modules that are not imported again
   * may have put their own nodes there.
   */
  const address = window.location.href;
  afterAll(() => {
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
    for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
    document.title = '';
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', address);
  });
}
/*
 * The unit-dom and unit-shared projects run their files one after the other in one module graph:
 * each file starts with the real timers, globals and environment variables (Vitest itself restores
 * spies after each file).
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
export {};
