/**
 * The QA sheet's composition root: the API `npm run qa` and `check-layout` drive, and the sheet a
 * person reads. Its entry (entry.ts) has loaded the words of both languages before it imports this.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQaApi, type QaApi } from './api.ts';
import { Lab } from './Lab.tsx';
import { sheetOptionsFrom } from './address.ts';
import { Sheet } from './Sheet.tsx';

declare global {
  interface Window {
    grattezQa: QaApi;
  }
}

window.grattezQa = createQaApi();
const params = new URLSearchParams(window.location.search);
// `?mode=api`: no sheet, only window.grattezQa, for a driver that renders and checks on its own.
if (params.get('mode') === 'api') {
  document.body.dataset.api = 'ready';
} else {
  const root = document.getElementById('root');
  if (root === null) throw new Error('qa.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <Sheet
        initial={sheetOptionsFrom(params, document.documentElement.clientWidth, window.devicePixelRatio)}
        lab={(options, onPages) => <Lab options={options} onPages={onPages} />}
      />
    </StrictMode>,
  );
}
