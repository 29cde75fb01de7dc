// @vitest-environment jsdom
/**
 * The preview's stage on a page (jsdom): what it says of an export under way, which a phone keeps
 * in sight at the top of the window while the export's own section is scrolled away.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
