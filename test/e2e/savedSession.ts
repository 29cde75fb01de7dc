import type { Page } from 'playwright-core';

/**
 * The saved session as the app keeps it (in IndexedDB), for end-to-end tests. Each helper runs in
 * a page of the app's origin.
 */

/** Empties the profile's storage: the saved session, its set-aside copies, and localStorage. */
export async function clearSavedSession(page: Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.clear();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('grattez');
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  });
}

/** The saved session's text, or null. */
export async function savedSessionText(page: Page): Promise<string | null> {
  return page.evaluate(readSavedInPage);
}

/** Reads the saved session in the page. */
function readSavedInPage(): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('grattez');
    open.onerror = () => reject(open.error ?? new Error('cannot open'));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('session')) {
        db.close();
        resolve(null);
        return;
      }
      const get = db.transaction('session').objectStore('session').get('session');
      get.onsuccess = () => {
        db.close();
        resolve(typeof get.result === 'string' ? get.result : null);
      };
      get.onerror = () => reject(get.error ?? new Error('cannot read'));
    };
  });
}

/** Stores `text` as the saved session before the app starts (from a page that does not run it). */
export async function storeSavedSession(page: Page, text: string): Promise<void> {
  await page.evaluate(async (value) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('grattez', 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('session');
        open.result.createObjectStore('copies', { autoIncrement: true });
      };
      open.onerror = () => reject(open.error ?? new Error('cannot open'));
      open.onsuccess = () => {
        const tx = open.result.transaction('session', 'readwrite');
        tx.objectStore('session').put(value, 'session');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error ?? new Error('cannot write'));
      };
    });
  }, text);
}
