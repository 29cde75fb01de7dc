// @vitest-environment jsdom
/**
 * The preview's stage on a page (jsdom): what it says of an export under way, which a phone keeps
 * in sight at the top of the window while the export's own section is scrolled away.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Preview } from '../../src/studio/Preview.tsx';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import { showInStudio, text } from './harness.tsx';

afterEach(cleanup);

describe('an export under way, seen from the preview', () => {
  it('is named with its progress beside the picture, with a link to the export, and only while it runs', () => {
    const store = createStudioStore('?lang=en');
    showInStudio(<Preview />, store);
    expect(screen.queryByTestId('stage-job')).toBeNull();
    const settings = store.getState().settings;
    const running = {
      kind: 'running',
      what: 'webm',
      file: 'x.webm',
      settings,
      estimate: null,
      cancel: () => undefined,
    } as const;
    act(() => store.getState().setJob({ ...running, progress: 0.42 }));
    const line = screen.getByTestId('stage-job');
    expect(text(line)).toBe('Exporting: WebM video (VP9), 42% — Go to the export');
    expect(line.querySelector('a')!.getAttribute('href')).toBe('#export-job');
    // Not a second live region: the export's status says it once.
    expect(line.closest('[role="status"], [aria-live]')).toBeNull();
    act(() => store.getState().setLang('fr'));
    expect(text(screen.getByTestId('stage-job'))).toBe('Export en cours : Vidéo WebM (VP9), 42 % — Voir l’export');
    act(() => store.getState().setJob({ kind: 'cancelled' }));
    expect(screen.queryByTestId('stage-job')).toBeNull();
  });
});

describe('a preview box larger than the file', () => {
  /** The preview's box as a browser would lay it out, `width` CSS pixels wide, at `dpr`. */
  const laidOut = (width: number, dpr: number) => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('devicePixelRatio', dpr);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    cleanup();
  });

  it('says the file will be less sharp than the preview, naming its size, in French and English', () => {
    // The walkthrough's custom 201 × 301 in a 505-pixel box.
    laidOut(505, 1);
    const store = createStudioStore('?lang=fr&size=201x301');
    showInStudio(<Preview />, store);
    const note = screen.getByTestId('preview-sharper');
    expect(text(note)).toBe(
      'L’aperçu est affiché plus grand que le fichier (201 × 301) : le fichier sera moins net qu’ici. Pour un fichier plus net, augmentez la densité ou la taille.',
    );
    expect(document.querySelector('.preview-frame')!.getAttribute('aria-describedby')).toBe(note.id);
    act(() => store.getState().update({ lang: 'en' }));
    expect(text(screen.getByTestId('preview-sharper'))).toMatch(
      /^The preview is shown larger than the file \(201 × 301\)/,
    );
    // At density 3 the file has 603 pixels across: the preview no longer shows more than it.
    act(() => store.getState().update({ density: 3 }));
    expect(screen.queryByTestId('preview-sharper')).toBeNull();
  });

  it('says nothing for a usual export: a square post in a desktop box, even on a density-2 screen', () => {
    laidOut(740, 2);
    showInStudio(<Preview />, createStudioStore('?lang=fr&size=square'));
    expect(screen.queryByTestId('preview-sharper')).toBeNull();
    expect(document.querySelector('.preview-frame')!.getAttribute('aria-describedby')).toBeNull();
  });
});
