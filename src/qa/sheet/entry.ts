/**
 * The QA sheet's page entry (qa.html): its styles, then the sheet (main.tsx) once the words of both
 * languages, which it checks, are loaded. A sheet that cannot start says so (src/pageStart.ts).
 */
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/800.css';
import './sheet.css';
import { startPage } from '../../pageStart.ts';

await startPage({ page: 'qa', langParam: 'ui', app: () => import('./main.tsx') });
