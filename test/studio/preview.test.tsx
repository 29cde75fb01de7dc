// @vitest-environment jsdom
/**
 * The preview's stage on a page (jsdom): what it says of an export under way, which a phone keeps
 * in sight at the top of the window while the export's own section is scrolled away.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Preview } from '../../src/studio/Preview.tsx';
import type { StudioExporter } from '../../src/studio/state/studioExport.ts';
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

describe('a preview box larger than the file', () => {
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

describe('the preview at the file’s own pixels', () => {
  /** Laid out, with blob addresses for the file's pixels. */
  const laidOutWithBlobs = (width: number, dpr: number) => {
    laidOut(width, dpr);
    URL.createObjectURL = () => 'blob:still';
    URL.revokeObjectURL = () => undefined;
  };
  /** An exporter whose PNG (the file's own pixels) is drawn at once; every drawing asked is kept. */
  const stillExporter = () => {
    const asked: { format: string; size: string }[] = [];
    const exporter = {
      exportFile: (
        _ticket: unknown,
        settings: { size: { width: number; height: number }; density: number },
        format: string,
      ) => {
        asked.push({
          format,
          size: `${settings.size.width * settings.density}x${settings.size.height * settings.density}`,
        });
        return Promise.resolve({ name: 'x.png', mimeType: 'image/png', bytes: new Uint8Array([1]) });
      },
    } as unknown as StudioExporter;
    return { asked, exporter };
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    cleanup();
  });

  it('shows a small file enlarged to the box, then a large one scrolled at one screen pixel each, by a toggle', async () => {
    laidOutWithBlobs(505, 1);
    const store = createStudioStore('?lang=fr&size=201x301');
    const { asked, exporter } = stillExporter();
    showInStudio(<Preview />, store, { exporter });
    const toggle = screen.getByRole('button', { name: 'Taille réelle' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      toggle.click();
      await Promise.resolve();
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(asked).toEqual([{ format: 'png', size: '201x301' }]);
    const view = screen.getByRole('group', { name: 'Le fichier à ses propres pixels, 201\u00a0×\u00a0301' });
    const image = view.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('blob:still');
    expect(view.hasAttribute('data-scrolls')).toBe(false);
    expect(view.tabIndex).toBe(-1); // nothing to scroll
    // The warning gives way to what is seen, which the view is described by.
    expect(screen.queryByTestId('preview-sharper')).toBeNull();
    const note = screen.getByTestId('actual-note');
    expect(text(note)).toBe('Les pixels du fichier (201 × 301), agrandis sans lissage : le fichier sera tel qu’ici.');
    expect(view.getAttribute('aria-describedby')).toBe(note.id);
    // A square post at density 2 is larger than the box: one screen pixel per pixel, scrolled, focusable.
    await act(async () => {
      store.getState().update({ lang: 'en', size: { preset: 'square', width: 1080, height: 1080 }, density: 2 });
      await Promise.resolve();
    });
    expect(asked.at(-1)).toEqual({ format: 'png', size: '2160x2160' });
    const large = screen.getByRole('group', { name: 'The file at its own pixels, 2,160\u00a0×\u00a02,160' });
    expect(large.hasAttribute('data-scrolls')).toBe(true);
    expect(large.tabIndex).toBe(0);
    expect(large.querySelector('img')!.style.width).toBe('2160px');
    expect(text(screen.getByTestId('actual-note'))).toMatch(/^The file \(2,160 × 2,160\), one screen pixel per pixel/);
    // Off again: the live preview, a picture, with no drawing asked.
    await act(async () => {
      screen.getByRole('button', { name: 'Actual pixels' }).click();
      await Promise.resolve();
    });
    expect(screen.queryByTestId('actual-view')).toBeNull();
    expect(document.querySelector('.preview-frame')!.getAttribute('role')).toBe('img');
  });

  it('opens a file larger than the box centred on the ticket, not at its left edge', async () => {
    laidOutWithBlobs(400, 1);
    // The box as a browser lays it out: 400 × 400 showing the 1,080 × 1,080 file at one pixel each.
    const scrolled: { left: number[]; top: number[] } = { left: [], top: [] };
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1080);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1080);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation((x: number) => void scrolled.left.push(x));
    vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation((y: number) => void scrolled.top.push(y));
    const store = createStudioStore('?lang=en&size=square&density=1');
    const { exporter } = stillExporter();
    showInStudio(<Preview />, store, { exporter });
    await act(async () => {
      screen.getByRole('button', { name: 'Actual pixels' }).click();
      await Promise.resolve();
    });
    const view = screen.getByTestId('actual-view');
    expect(view.hasAttribute('data-scrolls')).toBe(true);
    expect(view.tabIndex).toBe(0); // and the arrows scroll it from there
    expect([scrolled.left.at(-1), scrolled.top.at(-1)]).toEqual([340, 340]);
  });
});
