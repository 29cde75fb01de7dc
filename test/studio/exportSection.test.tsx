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
  const exportFile = vi.fn(
    () =>
      new Promise<ExportedFile>((resolve) => {
        pending.push(resolve);
      }),
  );
  const exporter = {
    capabilities: () => Promise.resolve({ webm: true, mp4: true }),
    exportFile,
    exportBatch: exportFile,
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
    expect(text(screen.getByTestId('job').querySelector('[role="status"]')!)).toBe('Exporting: PNG image');
    await user.keyboard('{Enter}');
    fireEvent.click(screen.getByTestId('export-gif'));
    expect(exportFile).toHaveBeenCalledTimes(1);
    await finish('grattez-x.png');
    expect(document.activeElement).toBe(png);
    expect(png.getAttribute('aria-disabled')).toBeNull();
    expect(text(screen.getByTestId('job').querySelector('[role="status"]')!)).toMatch(/grattez-x\.png/);
  });
});
