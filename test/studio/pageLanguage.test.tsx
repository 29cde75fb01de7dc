// @vitest-environment jsdom
/**
 * The studio's sentences that name a variant or an export: in the page's language, after a switch
 * of language too (jsdom).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportSection } from '../../src/studio/ExportSection.tsx';
import type { ExportedFile, StudioExporter } from '../../src/studio/state/studioExport.ts';
import { studioProblemText } from '../../src/studio/state/studioSettings.ts';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import { showInStudio, text } from './harness.tsx';

afterEach(cleanup);

describe('a pick past the last ticket of a variant', () => {
  it('names the variant in the page’s language', () => {
    const said = (search: string, lang: 'fr' | 'en') => {
      const problem = createStudioStore(search)
        .getState()
        .addressProblems.find((p) => p.code === 'pick-out-of-range');
      return problem === undefined ? '' : studioProblemText(problem, lang).replace(/[\u00a0\u202f]/g, ' ');
    };
    expect(said('?lang=fr&game=paws&prize=3000&pick=99999', 'fr')).toMatch(/ de ce gain dans la variante Chien, /);
    expect(said('?lang=fr&game=paws&variant=cat&prize=3000&pick=99999', 'fr')).toMatch(/ dans la variante Chat, /);
    expect(said('?lang=en&game=paws&variant=dog&prize=3000&pick=99999', 'en')).toMatch(
      / of this prize in the Dog variant, /,
    );
    expect(said('?lang=en&game=paws&variant=any&prize=3000&pick=99999', 'en')).toMatch(
      / tickets of this prize, numbered /,
    );
  });
});

describe('the export’s progress', () => {
  it('words the format in the language the page switches to', () => {
    const store = createStudioStore('?lang=en');
    const exporter = {
      capabilities: () => Promise.resolve({ webm: true, mp4: true }),
      exportFile: () => new Promise<ExportedFile>(() => undefined), // still running
    } as unknown as StudioExporter;
    showInStudio(<ExportSection />, store, { exporter });
    fireEvent.click(screen.getByTestId('export-gif'));
    const job = screen.getByTestId('job');
    expect(text(within(job).getByText(/Exporting/))).toBe('Exporting: Animated GIF');
    act(() => store.getState().setLang('fr'));
    expect(text(job)).toContain('Export en cours : GIF animé');
    expect(text(job)).not.toContain('Animated');
  });
});
