import '@fontsource/nunito/400.css';
import '@fontsource/nunito/800.css';
import './sheet.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQaApi, type QaApi } from './api.ts';
import { Sheet, sheetOptionsFrom } from './Sheet.tsx';

declare global {
  interface Window {
    grattezQa: QaApi;
  }
}

window.grattezQa = createQaApi();
const root = document.getElementById('root');
if (root === null) throw new Error('qa.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Sheet initial={sheetOptionsFrom(new URLSearchParams(window.location.search))} />
  </StrictMode>,
);
