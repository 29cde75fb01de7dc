/**
 * A studio section on a jsdom page: the studio's context with a preview that draws nothing, no
 * exporter and no design folder unless a test gives its own services.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { StudioExporter } from '../../src/studio/state/studioExport.ts';
import type { StudioStore } from '../../src/studio/state/studioStore.ts';
import { StudioContext, type MountPreview, type StudioServices } from '../../src/studio/StudioContext.tsx';

/** An element's text, its narrow and no-break spaces as plain ones. */
export const text = (el: Element) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const mountPreview: MountPreview = () => ({ resize: () => undefined, destroy: () => undefined });

/** Renders `ui` in the studio's context over `store`; `services` replace the defaults. */
export function showInStudio(ui: ReactNode, store: StudioStore, services: Partial<StudioServices> = {}): void {
  render(
    <StudioContext.Provider
      value={{
        store,
        mountPreview,
        exporter: {} as StudioExporter,
        openDesignFolder: () => Promise.reject(new Error('no design folder in this test')),
        hasFolderPicker: false,
        ...services,
      }}
    >
      {ui}
    </StudioContext.Provider>,
  );
}
