// @vitest-environment jsdom
/**
 * The export buttons on a page (jsdom): what they do while a job runs and when it ends.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportSection } from '../../src/studio/ExportSection.tsx';
import type { ExportedFile, StudioExporter } from '../../src/studio/state/studioExport.ts';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import { showInStudio, text } from './harness.tsx';

/** An exporter whose files come when the test says. */
function heldExporter() {
  const pending: ((file: ExportedFile) => void)[] = [];
  const held = (signal: AbortSignal | undefined) =>
    new Promise<ExportedFile>((resolve, reject) => {
      pending.push(resolve);
      signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
    });
  const exportFile = vi.fn((_t: unknown, _s: unknown, _f: unknown, control?: { signal: AbortSignal }) =>
    held(control?.signal),
  );
  const exporter = {
    capabilities: () => Promise.resolve({ webm: true, mp4: true }),
    exportFile,
    exportBatch: (_s: unknown, control?: { signal: AbortSignal }) => held(control?.signal),
  } as unknown as StudioExporter;
  const finish = async (name: string) => {
    await act(async () => {
      pending.shift()!({ name, bytes: new Uint8Array([1]), mimeType: 'image/png' });
      await Promise.resolve();
    });
  };
  return { exporter, exportFile, finish };
}

beforeEach(() => {
  URL.createObjectURL = () => 'blob:file';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an export started from the keyboard', () => {
  it('keeps the focus on its button while it runs and after, the button saying it is busy', async () => {
    const store = createStudioStore('?lang=en');
    const { exporter, exportFile, finish } = heldExporter();
    showInStudio(<ExportSection />, store, { exporter });
    const user = userEvent.setup();
    const png = screen.getByTestId('export-png');
    png.focus();
    await user.keyboard('{Enter}');
    expect(exportFile).toHaveBeenCalledTimes(1);
    // Running: the button is still focusable (a disabled one drops the focus to the page), says
    // it is unavailable, and a second Enter starts nothing.
    expect(document.activeElement).toBe(png);
    expect((png as HTMLButtonElement).disabled).toBe(false);
    expect(png.getAttribute('aria-disabled')).toBe('true');
    expect(text(screen.getByTestId('job').querySelector('[role="status"]')!)).toBe(
      `Exporting: PNG image. The file, grattez-paws-30eur-${store.getState().ticket!.serial}-en-scratched-0.5-1080x1080.png, is made with the settings as they were when it started: what you change now is for the next export.`,
    );
    await user.keyboard('{Enter}');
    fireEvent.click(screen.getByTestId('export-gif'));
    expect(exportFile).toHaveBeenCalledTimes(1);
    await finish('grattez-x.png');
    expect(document.activeElement).toBe(png);
    expect(png.getAttribute('aria-disabled')).toBeNull();
    expect(text(screen.getByTestId('job').querySelector('[role="status"]')!)).toMatch(/grattez-x\.png/);
  });
});

describe('leaving the page', () => {
  /** Whether the page asks before being left: a beforeunload its listeners cancel. */
  const asks = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before leaving while an export runs, and only then', async () => {
    const store = createStudioStore('?lang=en');
    const { exporter, finish } = heldExporter();
    showInStudio(<ExportSection />, store, { exporter });
    expect(asks()).toBe(false);
    fireEvent.click(screen.getByTestId('export-png'));
    expect(asks()).toBe(true);
    await finish('grattez-x.png');
    expect(asks()).toBe(false);
    // A cancelled one lets the page go too.
    fireEvent.click(screen.getByTestId('export-gif'));
    expect(asks()).toBe(true);
    fireEvent.click(screen.getByTestId('cancel'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(asks()).toBe(false);
  });
});

describe('a refused caption', () => {
  it('refuses the exports it would leave uncaptioned, naming its problem by the buttons', () => {
    const store = createStudioStore('?lang=en');
    const { exporter, exportFile } = heldExporter();
    showInStudio(<ExportSection />, store, { exporter });
    const png = screen.getByTestId<HTMLButtonElement>('export-png');
    const batch = screen.getByTestId<HTMLButtonElement>('export-batch');
    act(() => store.getState().setCaption('en', 'Bravo 👍🏽'));
    expect(png.disabled).toBe(true);
    expect(batch.disabled).toBe(true);
    const reason = document.getElementById(png.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(text(reason)).toMatch(
      /^No export while the caption in English is refused: Caption in English: “👍🏽” cannot be drawn/,
    );
    fireEvent.click(png);
    expect(exportFile).not.toHaveBeenCalled();
    // A French caption refused leaves the English pictures be, but not the batch, which has both.
    act(() => store.getState().setCaption('en', 'Bravo'));
    act(() => store.getState().setCaption('fr', 'x'.repeat(121)));
    expect(png.disabled).toBe(false);
    expect(batch.disabled).toBe(true);
    expect(text(screen.getByTestId('caption-blocks-batch'))).toBe(
      'No batch while the caption in French is refused: Caption in French: caption too long (at most 120 characters)',
    );
    act(() => store.getState().setCaption('fr', ''));
    expect(batch.disabled).toBe(false);
    expect(screen.queryByTestId('caption-blocks-batch')).toBeNull();
  });
});

describe('the formats’ names', () => {
  it.each([
    ['fr', 'Le lot ne peut pas contenir WebM, MP4 et GIF ici (voir plus haut) : décochez-les pour exporter le lot.'],
    ['en', 'The batch cannot hold WebM, MP4 and GIF here (see above): untick them to export the batch.'],
  ] as const)('are spelt in the batch (%s) as on the buttons: WebM, MP4, PNG, GIF', (lang, blocked) => {
    // A transparent background leaves the videos and the GIF out, and the batch says which.
    showInStudio(<ExportSection />, createStudioStore(`?lang=${lang}&bg=transparent&formats=png,webm,mp4,gif`), {
      exporter: heldExporter().exporter,
    });
    const choices = ['png', 'webm', 'mp4', 'gif'].map((f) => text(screen.getByTestId(`batch-${f}`).closest('label')!));
    expect(choices).toEqual(['PNG', 'WebM', 'MP4', 'GIF']);
    expect(text(screen.getByTestId('batch-blocked'))).toBe(blocked);
    for (const [format, name] of [
      ['webm', 'WebM'],
      ['mp4', 'MP4'],
    ] as const) {
      expect(text(screen.getByTestId(`export-${format}`))).toContain(name);
    }
  });
});

describe('a setting changed while an export runs', () => {
  it('leaves the file as the settings were at its start, and says so', async () => {
    const store = createStudioStore('?lang=en&game=paws&variant=dog&prize=3000&size=square&bg=ffcc00');
    const { exporter, exportFile, finish } = heldExporter();
    showInStudio(<ExportSection />, store, { exporter });
    const status = () => text(screen.getByTestId('job').querySelector('[role="status"]')!);
    const atStart = store.getState().settings;
    const ticket = store.getState().ticket!;
    // The video buttons wait for the browser to say what it encodes.
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByTestId('export-webm'));
    // The status names the file being made, as the settings are now.
    const name = `grattez-paws-30eur-${ticket.serial}-en-reveal-5s-1080x1080.webm`;
    expect(status()).toBe(
      `Exporting: WebM video (VP9). The file, ${name}, is made with the settings as they were when it started: what you change now is for the next export.`,
    );
    // Changes during the export: the exporter keeps the settings it was given.
    act(() => store.getState().setBackground({ kind: 'colour', colour: '#0b1d4d' }));
    act(() => store.getState().update({ size: { preset: 'story', width: 1080, height: 1920 } }));
    expect(exportFile).toHaveBeenCalledTimes(1);
    expect(exportFile.mock.calls[0]![1]).toBe(atStart);
    expect(status()).toBe(
      `Exporting: WebM video (VP9). The file, ${name}, is made with the settings as they were when it started: what you change now is for the next export. The settings have changed since: the preview no longer shows this file.`,
    );
    await finish(name);
    expect(status()).toMatch(/^Ready: grattez-.*webm/);
  });
});

describe('the video buttons while the browser is asked what it can encode', () => {
  it('says it is checking, not that there is no encoder, until the browser answers', async () => {
    for (const [lang, checking, noH264] of [
      ['fr', 'Vérification de ce que ce navigateur sait encoder (WebM, MP4)…', /pas d’encodeur H\.264/],
      ['en', 'Checking what this browser can encode (WebM, MP4)…', /no H\.264 encoder/],
    ] as const) {
      let answer: (c: { webm: boolean; mp4: boolean }) => void = () => undefined;
      const exporter = {
        ...heldExporter().exporter,
        capabilities: () => new Promise((resolve) => (answer = resolve)),
      } as unknown as StudioExporter;
      showInStudio(<ExportSection />, createStudioStore(`?lang=${lang}`), { exporter });
      const mp4 = screen.getByTestId<HTMLButtonElement>('export-mp4');
      const webm = screen.getByTestId<HTMLButtonElement>('export-webm');
      expect(mp4.disabled && webm.disabled).toBe(true);
      expect(text(screen.getByTestId('blockers'))).toBe(checking);
      expect(text(screen.getByTestId('blockers'))).not.toMatch(noH264);
      const described = mp4.getAttribute('aria-describedby')!.split(' ');
      expect(described.map((id) => text(document.getElementById(id)!))).toContain(checking);
      // Firefox: VP9 at once, H.264 a moment later.
      await act(async () => {
        answer({ webm: true, mp4: true });
        await Promise.resolve();
      });
      expect(mp4.disabled || webm.disabled).toBe(false);
      expect(screen.queryByTestId('checking-encoders')).toBeNull();
      expect(text(screen.getByTestId('blockers'))).toBe('');
      cleanup();
    }
  });

  it('says there is no H.264 encoder once the browser says so', async () => {
    const exporter = {
      ...heldExporter().exporter,
      capabilities: () => Promise.resolve({ webm: true, mp4: false }),
    } as unknown as StudioExporter;
    showInStudio(<ExportSection />, createStudioStore('?lang=en'), { exporter });
    await act(async () => await Promise.resolve());
    expect(screen.getByTestId<HTMLButtonElement>('export-mp4').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('export-webm').disabled).toBe(false);
    expect(text(screen.getByTestId('blockers'))).toBe(
      'This browser has no H.264 encoder: no MP4 here. WebM (VP9) is available.',
    );
  });

  it('offers only what is on when the browser encodes no video at all (no WebCodecs)', async () => {
    const exporter = {
      ...heldExporter().exporter,
      capabilities: () => Promise.resolve({ webm: false, mp4: false }),
    } as unknown as StudioExporter;
    const store = createStudioStore('?lang=en');
    showInStudio(<ExportSection />, store, { exporter });
    await act(async () => await Promise.resolve());
    expect(screen.getByTestId<HTMLButtonElement>('export-webm').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('export-mp4').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('export-gif').disabled).toBe(false);
    // Not "WebM is available", which is off too: the GIF is.
    expect(text(screen.getByTestId('blockers'))).toBe(
      'This browser has no VP9 encoder: no WebM video here. The GIF is available.' +
        'This browser has no H.264 encoder: no MP4 here either. The GIF is available.',
    );
    act(() => store.getState().setLang('fr'));
    expect(text(screen.getByTestId('blockers'))).toMatch(/pas de MP4 ici non plus\. Le GIF reste disponible\.$/);
  });
});

describe('the video buttons after an encoder question that failed', () => {
  it('asks again at the next change of any setting, not only of the size', async () => {
    // The exporter could not ask the browser the first time (the format off for now), then could.
    const answers = [
      { webm: false, mp4: true },
      { webm: true, mp4: true },
    ];
    let looks = 0;
    const exporter = {
      ...heldExporter().exporter,
      capabilities: () => Promise.resolve(answers[Math.min(looks++, answers.length - 1)]!),
    } as unknown as StudioExporter;
    const store = createStudioStore('?lang=en&size=square&state=covered');
    showInStudio(<ExportSection />, store, { exporter });
    await act(async () => await Promise.resolve());
    const webm = screen.getByTestId<HTMLButtonElement>('export-webm');
    expect(webm.disabled).toBe(true);
    // The state changes, not the size: the answer is looked up again, and the button comes back.
    await act(async () => {
      store.getState().update({ lang: 'fr' });
      await Promise.resolve();
    });
    expect(looks).toBeGreaterThanOrEqual(2);
    expect(webm.disabled).toBe(false);
    expect(text(screen.getByTestId('blockers'))).toBe('');
  });
});

describe('a long export', () => {
  it('says the time it has left once a few frames are done, in words that change seldom', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let progress: (p: number) => void = () => undefined;
      const exporter = {
        ...heldExporter().exporter,
        exportFile: (_t: unknown, _s: unknown, _f: unknown, control: { onProgress: (p: number) => void }) => {
          progress = control.onProgress;
          return new Promise(() => undefined);
        },
      } as unknown as StudioExporter;
      showInStudio(<ExportSection />, createStudioStore('?lang=fr'), { exporter });
      const eta = screen.getByTestId('job-eta');
      // Its own polite region, apart from the status that says what runs.
      expect(eta.getAttribute('aria-live')).toBe('polite');
      vi.setSystemTime(0);
      fireEvent.click(screen.getByTestId('export-png'));
      const at = (seconds: number, p: number) =>
        act(() => {
          vi.setSystemTime(seconds * 1000);
          progress(p);
        });
      at(1, 0.01);
      expect(text(eta)).toBe(''); // one frame tells nothing yet
      at(10, 0.04); // 10 s for 4 %: 240 s left
      expect(text(eta)).toBe('Environ 4 minutes restantes');
      at(20, 0.08); // 230 s left: the same words
      expect(text(eta)).toBe('Environ 4 minutes restantes');
      at(25, 0.11); // 202 s left, 4 min: yet the estimate shown stays at least 20 s
      at(26, 0.2); // 104 s left, 2 min: still within 20 s of the first words
      expect(text(eta)).toBe('Environ 4 minutes restantes');
      at(31, 0.25); // 93 s: 2 minutes, 21 s after
      expect(text(eta)).toBe('Environ 2 minutes restantes');
      at(33, 0.4); // under a minute: said at once
      expect(text(eta)).toBe('Moins d’une minute restante');
    } finally {
      vi.useRealTimers();
    }
  });
});
