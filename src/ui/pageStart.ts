import { createContext } from 'react';

/**
 * The ticket the page's first screen shows (a link to it, read before the first render), while it still
 * shows: null once the player has moved on (another screen, another ticket). That ticket is no
 * new one the player asked for: the focus is not brought to it, whether a key was pressed before
 * it showed or not (a page opened cold starts from its top, every time). The app's ref.
 */
export const PageStartContext = createContext<{ readonly current: string | null }>({ current: null });
