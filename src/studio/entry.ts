/**
 * The studio's page entry (studio.html): its styles, then the studio (main.tsx) once the words of
 * both languages, which it shows and exports, are loaded. A studio that cannot start says so
 * (src/pageStart.ts).
 */
import '@fontsource/fredoka/600.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import '../styles/fallbackFonts.css';
import '../styles/base.css';
import '../styles/overlay.css';
import './studio.css';
import { startPage } from '../pageStart.ts';

await startPage({ page: 'studio', langParam: 'lang', app: () => import('./main.tsx') });
