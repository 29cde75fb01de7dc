// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rollup } from 'vite';
import { firstModules, guardCode } from '../../build/loadGuard.ts';
import type { GuardedPage } from '../../src/i18n/loadFailure.ts';
import type { LoadGuard } from '../../src/pageStarted.ts';

const OWN = `${window.location.origin}/assets/load-guard-1.js`;
/** The page's first modules, as the build names them: its module script first. */
const FILES = ['/assets/studio-1.js', '/assets/pageStart-1.js', '/assets/core-1.js'];
const at = (file: string) => `${window.location.origin}${file}`;
type GuardWindow = Window & { grattezLoadGuard?: LoadGuard };

/** Runs the guard's very text, as the build writes it (minified), on a page with its root, at `search`. */
function guard(page: GuardedPage, search = '', rootId = 'root'): HTMLElement {
  window.history.replaceState(null, '', `/${search}`);
  document.documentElement.lang = 'fr';
  const root = document.createElement('div');
  root.id = rootId;
  root.innerHTML = '<p>the boot still</p>';
  document.body.append(root);
  runInThisContext(guardCode(page, FILES));
  return root;
}

/** A module script (by default the page's own) whose module graph could not be fetched. */
function unfetched(src = FILES[0]!, type = 'module'): void {
  const script = document.createElement('script');
  script.type = type;
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event('error')); // as the browser fires it: it does not bubble
}

/** A module that throws as it is evaluated (or cannot be parsed), from `filename`. */
function thrown(filename: string, message = 'Unexpected end of input'): void {
  window.dispatchEvent(new ErrorEvent('error', { filename, message }));
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    value: Object.assign(document.createElement('script'), { src: OWN }),
  });
});
afterEach(() => {
  (window as GuardWindow).grattezLoadGuard?.started(); // no guard left listening for the next test
  delete (window as GuardWindow).grattezLoadGuard;
  Reflect.deleteProperty(document, 'currentScript');
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the load guard', () => {
  it('shows the page’s note in place of its root when its module script cannot be fetched', () => {
    const root = guard('studio', '?lang=en');
    unfetched();
    const note = root.querySelector('[role="alert"]');
    expect(root.childElementCount).toBe(1);
    expect(note?.textContent).toBe('The Grattez studio could not be loaded (connection?). Try again');
    expect(note?.getAttribute('lang')).toBe('en');
    expect(note?.querySelector('button')?.textContent).toBe('Try again');
    expect(errors).toHaveBeenCalledWith(
      'Grattez: the studio could not be loaded.',
      `${at(FILES[0]!)} or a file it imports could not be fetched`,
    );
  });

  it('shows it when one of the page’s first modules throws or cannot be parsed', () => {
    const root = guard('player', '?serial=x');
    thrown(at('/assets/core-1.js'));
    expect(root.textContent).toBe('Grattez n’a pas pu être chargé (connexion\u202f?). Réessayer');
    expect(errors).toHaveBeenCalledWith('Grattez: the app could not be loaded.', 'Unexpected end of input');
  });

  it('shows it when the page’s first modules cannot be linked, which WebKit reports as a SyntaxError of the page itself', () => {
    const root = guard('player', '?serial=x&lang=en');
    const error = new SyntaxError("Importing binding name 'mt' is not found.");
    // A listener of the test's own: Vitest reports an error event that carries an error as uncaught
    // when no listener is left, and the guard stops listening once it has shown its note.
    const heard = (event: Event) => event.preventDefault();
    window.addEventListener('error', heard);
    try {
      window.dispatchEvent(new ErrorEvent('error', { filename: window.location.href, message: error.message, error }));
    } finally {
      window.removeEventListener('error', heard);
    }
    expect(root.textContent).toBe('Grattez could not be loaded (connection?). Try again');
    expect(errors).toHaveBeenCalledWith('Grattez: the app could not be loaded.', error);
  });

  it('leaves the page alone for another error of the page itself, or a syntax error of another file', () => {
    const root = guard('player');
    window.dispatchEvent(
      new ErrorEvent('error', { filename: window.location.href, message: 'x', error: new TypeError('x') }),
    );
    const error = new SyntaxError('Unexpected token');
    window.dispatchEvent(new ErrorEvent('error', { filename: at('/assets/extension-1.js'), message: 'x', error }));
    expect(root.textContent).toBe('the boot still');
  });

  it('shows it once, whatever follows', () => {
    const root = guard('qa');
    unfetched();
    thrown(at('/assets/core-1.js'));
    expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(errors).toHaveBeenCalledOnce();
  });

  it('says nothing once the page’s first modules have run: the page reports its own failures', () => {
    const root = guard('studio');
    (window as GuardWindow).grattezLoadGuard?.started();
    unfetched();
    thrown(at('/assets/core-1.js'));
    expect(root.textContent).toBe('the boot still');
    expect(errors).not.toHaveBeenCalled();
  });

  it('says nothing once the page is being left: its cancelled loads are not its failures', () => {
    const root = guard('studio');
    window.dispatchEvent(new Event('pagehide'));
    unfetched();
    thrown(at('/assets/core-1.js'));
    expect(root.textContent).toBe('the boot still');
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['its own file (the player’s boot still, in the same file)', OWN, 'x is not defined'],
    // Chromium names the page itself for an error with no script on the stack (as this one).
    ['the page itself', window.location.href, 'ResizeObserver loop completed with undelivered notifications'],
    ['a file of the site the page does not start with (the app, imported later)', at('/assets/main-1.js'), 'x'],
    ['another site’s script', 'https://elsewhere.example/assets/core-1.js', 'x'],
    ['no file (an error without a source)', '', 'Script error.'],
  ])('leaves the page alone on an error from %s', (_what, filename, message) => {
    const root = guard('player');
    thrown(filename, message);
    expect(root.textContent).toBe('the boot still');
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves the page alone when another element fails: another module script, a classic script, a preload, a picture', () => {
    const root = guard('player');
    unfetched('/assets/extension-1.js');
    unfetched(FILES[0], 'text/javascript');
    for (const element of [document.createElement('link'), document.createElement('img')]) {
      document.head.append(element);
      element.dispatchEvent(new Event('error'));
    }
    expect(root.textContent).toBe('the boot still');
  });

  it.each([
    ['qa', '?ui=en', 'root', 'The Grattez QA sheet could not be loaded (connection?). Try again', 'en'],
    [
      'qa',
      '?lang=en',
      'root',
      'La feuille de QA de Grattez n’a pas pu être chargée (connexion\u202f?). Réessayer',
      'fr',
    ],
    ['embed', '?lang=en', 'embed', 'This demo could not be loaded (connection?). Reload the page to try again.', 'en'],
    [
      'embed',
      '?lang=de',
      'embed',
      'Cette démo n’a pas pu être chargée (connexion\u202f?). Rechargez la page pour réessayer.',
      'fr',
    ],
  ] as const)('on the %s page at %s, says so in its words and language', (page, search, rootId, text, lang) => {
    const root = guard(page, search, rootId);
    unfetched();
    expect(root.textContent).toBe(text);
    expect(root.firstElementChild?.getAttribute('lang')).toBe(lang);
    expect(root.querySelectorAll('button')).toHaveLength(page === 'embed' ? 0 : 1); // the embed's words say to reload
  });
});

describe('firstModules', () => {
  const chunk = (fileName: string, name: string, imports: string[], more: Partial<Rollup.OutputChunk> = {}) =>
    ({
      type: 'chunk',
      fileName,
      name,
      isEntry: false,
      imports,
      dynamicImports: [],
      exports: ['x'],
      moduleIds: [`src/${name}.ts`],
      ...more,
    }) as Rollup.OutputChunk;
  const bundle: Rollup.OutputBundle = Object.fromEntries(
    [
      chunk('assets/studio-1.js', 'studio', ['assets/pageStart-1.js', 'assets/fonts-1.js'], {
        isEntry: true,
        dynamicImports: ['assets/main-1.js'],
      }),
      chunk('assets/pageStart-1.js', 'pageStart', ['assets/core-1.js']),
      chunk('assets/core-1.js', 'core', ['assets/fonts-1.js']),
      // Style sheets only (@font-face rules): Vite takes such a chunk out of the build once it is written.
      chunk('assets/fonts-1.js', 'fonts', [], { exports: [], moduleIds: ['node_modules/@fontsource/a.css'] }),
      chunk('assets/main-1.js', 'main', ['assets/react-1.js']), // imported on demand: the page says so itself
      chunk('assets/react-1.js', 'react', []),
      chunk('assets/qa-1.js', 'qa', ['assets/core-1.js'], { isEntry: true }),
    ].map((c) => [c.fileName, c]),
  );

  it('lists the page’s module script first, then every chunk of code it imports statically, however deep, once', () => {
    expect(firstModules(bundle, 'studio')).toEqual([
      '/assets/studio-1.js',
      '/assets/pageStart-1.js',
      '/assets/core-1.js',
    ]);
  });

  it('names a page the build has no entry for', () => {
    expect(() => firstModules(bundle, 'embed')).toThrow(
      'the build has no entry chunk named "embed" for its load guard',
    );
    expect(() => firstModules(bundle, 'pageStart')).toThrow('"pageStart"'); // a chunk, but no page's entry
  });
});
