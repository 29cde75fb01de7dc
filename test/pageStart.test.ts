// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as I18n from '../src/i18n/index.ts';
import { startPage } from '../src/pageStart.ts';

// The words' loading, held or failed at will (by default, loaded at once): a spy on the export
// pageStart calls, so that this file shares its worker's window and module graph.
const words: { load: MockInstance<typeof I18n.loadMessages> } = { load: vi.fn() };
beforeEach(() => {
  words.load = vi.spyOn(I18n, 'loadMessages').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** A page as its HTML gives it: an empty root, in French. */
function page(search: string): HTMLElement {
  window.history.replaceState(null, '', `/${search}`);
  document.documentElement.lang = 'fr';
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

const unfetched = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('startPage', () => {
  it('tells the load guard the page has started before it waits for anything', () => {
    page('');
    const started = vi.fn();
    (window as Window & { grattezLoadGuard?: { started(): void } }).grattezLoadGuard = { started };
    try {
      void startPage({ page: 'studio', langParam: 'lang', after: new Promise(() => undefined), app: vi.fn() });
      expect(started).toHaveBeenCalledOnce(); // synchronously: the page's first modules have all run
    } finally {
      delete (window as Window & { grattezLoadGuard?: unknown }).grattezLoadGuard;
    }
  });

  it('imports the app once its words are loaded and what it waits for has come, and adds nothing', async () => {
    const root = page('');
    let arrived: () => void = () => undefined;
    const after = new Promise<void>((resolve) => (arrived = resolve));
    const app = vi.fn(() => Promise.resolve());
    const started = startPage({ page: 'player', langParam: 'lang', after, app });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app).not.toHaveBeenCalled();
    arrived();
    await started;
    expect(app).toHaveBeenCalledOnce();
    expect(root.childElementCount).toBe(0);
  });

  it('imports the app only once both languages’ words are loaded', async () => {
    page('');
    let loaded: () => void = () => undefined;
    words.load.mockImplementation(() => new Promise<void>((resolve) => (loaded = resolve)));
    const app = vi.fn(() => Promise.resolve());
    const started = startPage({ page: 'studio', langParam: 'lang', app });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(words.load).toHaveBeenCalledWith(['fr', 'en']);
    expect(app).not.toHaveBeenCalled();
    loaded();
    await started;
    expect(app).toHaveBeenCalledOnce();
  });

  it.each([
    ['its words cannot be fetched', () => Promise.reject(new TypeError('Failed to fetch')), 'never'],
    ['its app throws as it is evaluated', () => Promise.resolve(), 'throws'],
  ] as const)('says so when %s, the error reported, nothing unhandled', async (_what, load, app) => {
    const root = page('?lang=en');
    words.load.mockImplementation(load);
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const imported = vi.fn(() => Promise.reject(new Error('boom')));
    await startPage({ page: 'qa', langParam: 'lang', app: imported });
    expect(root.textContent).toBe('The Grattez QA sheet could not be loaded (connection?). Try again');
    expect(imported).toHaveBeenCalledTimes(app === 'never' ? 0 : 1);
    expect(report).toHaveBeenCalledWith(
      'Grattez: the QA sheet could not be loaded.',
      app === 'never' ? expect.any(TypeError) : new Error('boom'),
    );
  });

  it('starts the app even when what it waits for fails', async () => {
    const root = page('');
    const app = vi.fn(() => Promise.resolve());
    await startPage({ page: 'player', langParam: 'lang', after: Promise.reject(new Error('no still')), app });
    expect(app).toHaveBeenCalledOnce();
    expect(root.childElementCount).toBe(0);
  });

  it.each([
    ['player', 'lang', '?lang=en', 'Grattez could not be loaded (connection?). Try again', 'the app'],
    ['player', 'lang', '', 'Grattez n’a pas pu être chargé (connexion\u202f?). Réessayer', 'the app'],
    ['studio', 'lang', '?lang=en', 'The Grattez studio could not be loaded (connection?). Try again', 'the studio'],
    [
      'studio',
      'lang',
      '?lang=de',
      'Le studio Grattez n’a pas pu être chargé (connexion\u202f?). Réessayer',
      'the studio',
    ],
    ['qa', 'ui', '?ui=en&lang=fr', 'The Grattez QA sheet could not be loaded (connection?). Try again', 'the QA sheet'],
    [
      'qa',
      'ui',
      '?lang=en',
      'La feuille de QA de Grattez n’a pas pu être chargée (connexion\u202f?). Réessayer',
      'the QA sheet',
    ],
  ] as const)(
    '%s, %s from “%s”: an app that cannot be fetched is said so, in place of the page',
    async (name, langParam, search, text, named) => {
      const root = page(search);
      root.append(document.createElement('main')); // what a page shows as it starts (the boot's screen)
      const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await startPage({ page: name, langParam, app: unfetched });
      expect(root.children).toHaveLength(1);
      const alert = root.querySelector('[role="alert"]');
      expect(alert?.textContent).toBe(text);
      expect((alert as HTMLElement | null)?.lang).toBe(text.includes('could not') ? 'en' : 'fr');
      expect(alert?.querySelector('button')?.type).toBe('button');
      expect(report).toHaveBeenCalledWith(`Grattez: ${named} could not be loaded.`, expect.any(TypeError));
    },
  );

  it('falls back to the page’s language, and to the body where the page has no root', async () => {
    window.history.replaceState(null, '', '/?lang=xx');
    document.documentElement.lang = 'en';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startPage({ page: 'studio', langParam: 'lang', app: unfetched });
    expect(document.body.firstElementChild?.textContent).toBe(
      'The Grattez studio could not be loaded (connection?). Try again',
    );
  });
});
