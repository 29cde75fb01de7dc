import '@fontsource/nunito/400.css';
import '@fontsource/nunito/800.css';
import './sheet.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LANGS, loadMessages } from '../../i18n/index.ts';
import { createQaApi, type QaApi } from './api.ts';
import { Lab } from './Lab.tsx';
import { Sheet, sheetOptionsFrom } from './Sheet.tsx';

declare global {
  interface Window {
    grattezQa: QaApi;
  }
}

await loadMessages(LANGS); // the sheet checks both languages
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
      <Sheet initial={sheetOptionsFrom(params)} lab={(options) => <Lab options={options} />} />
    </StrictMode>,
  );
}
