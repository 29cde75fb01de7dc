// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardCode } from '../../build/loadGuard.ts';
import type { GuardedPage } from '../../src/i18n/loadFailure.ts';
import type { LoadGuard } from '../../src/loadGuard.ts';

const OWN = `${window.location.origin}/assets/load-guard-1.js`;
type GuardWindow = Window & { grattezLoadGuard?: LoadGuard };

/** Runs the guard's very text, as the build writes it, on a page with its root, at `search`. */
function guard(page: GuardedPage, search = '', rootId = 'root'): HTMLElement {
  window.history.replaceState(null, '', `/${search}`);
  document.documentElement.lang = 'fr';
  const root = document.createElement('div');
  root.id = rootId;
  root.innerHTML = '<p>the boot still</p>';
  document.body.append(root);
  runInThisContext(guardCode(page));
  return root;
}

/** The page's module script, whose module graph could not be fetched. */
function unfetched(type = 'module'): void {
  const script = document.createElement('script');
  script.type = type;
  script.src = '/assets/studio-1.js';
  document.head.append(script);
  script.dispatchEvent(new Event('error')); // as the browser fires it: it does not bubble
}

/** A module that throws as it is evaluated (or cannot be parsed), from `filename`. */
function thrown(filename: string): void {
  window.dispatchEvent(new ErrorEvent('error', { filename, message: 'Unexpected end of input' }));
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
      expect.stringContaining('/assets/studio-1.js could not be fetched'),
    );
  });

  it('shows it when one of the page’s own files throws or cannot be parsed', () => {
    const root = guard('player', '?serial=x');
    thrown(`${window.location.origin}/assets/core-1.js`);
    expect(root.textContent).toBe('Grattez n’a pas pu être chargé (connexion ?). Réessayer');
    expect(errors).toHaveBeenCalledOnce();
  });

  it('shows it once, whatever follows', () => {
    const root = guard('qa');
    unfetched();
    thrown(`${window.location.origin}/assets/core-1.js`);
    expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(errors).toHaveBeenCalledOnce();
  });

  it('says nothing once the page’s first modules have run: the page reports its own failures', () => {
    const root = guard('studio');
    (window as GuardWindow).grattezLoadGuard?.started();
    unfetched();
    thrown(`${window.location.origin}/assets/main-1.js`);
    expect(root.textContent).toBe('the boot still');
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['its own file (the player’s boot still, in the same file)', OWN],
    ['another site’s script', 'https://elsewhere.example/tracker.js'],
    ['no file (an error without a source)', ''],
  ])('leaves the page alone on an error from %s', (_what, filename) => {
    const root = guard('player');
    thrown(filename);
    expect(root.textContent).toBe('the boot still');
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves the page alone when another element fails: a classic script, a preload, a picture', () => {
    const root = guard('player');
    unfetched('text/javascript');
    for (const element of [document.createElement('link'), document.createElement('img')]) {
      document.head.append(element);
      element.dispatchEvent(new Event('error'));
    }
    expect(root.textContent).toBe('the boot still');
  });

  it.each([
    ['qa', '?ui=en', 'root', 'The Grattez QA sheet could not be loaded (connection?). Try again', 'en'],
    ['qa', '?lang=en', 'root', 'La feuille de QA de Grattez n’a pas pu être chargée (connexion ?). Réessayer', 'fr'],
    ['embed', '?lang=en', 'embed', 'This demo could not be loaded (connection?). Reload the page to try again.', 'en'],
    [
      'embed',
      '?lang=de',
      'embed',
      'Cette démo n’a pas pu être chargée (connexion ?). Rechargez la page pour réessayer.',
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
