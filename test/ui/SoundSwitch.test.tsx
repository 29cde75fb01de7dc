// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../../src/state/persistence.ts';
import { createAppStore } from '../../src/state/store.ts';
import { App } from '../../src/ui/App.tsx';
import { MemoryStorage } from '../state/memoryStorage.ts';
import { renderWith } from './harness.tsx';

afterEach(cleanup);

const storeOn = (storage: MemoryStorage) =>
  createAppStore({ storage, now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'uitest', saveDelayMs: 0 });

describe('the mute switch', () => {
  it('is in the header, pressed while muted, and is remembered for the next visit', async () => {
    const storage = new MemoryStorage();
    const store = storeOn(storage);
    renderWith(<App />, { store });
    const user = userEvent.setup();
    const header = screen.getByRole('banner');
    const mute = screen.getByRole('button', { name: 'Couper le son' });
    expect(header.contains(mute)).toBe(true);
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().settings.sound).toBe(false);
    await store.getState().flush();
    expect(storeOn(storage).getState().settings.sound).toBe(false);
    await user.click(mute);
    expect(store.getState().settings.sound).toBe(true);
  });

  it('speaks English in English', async () => {
    const { store } = renderWith(<App />);
    store.getState().setLang('en');
    expect(await screen.findByRole('button', { name: 'Mute' })).toBeTruthy();
  });

  it('is the same setting as the settings panel’s sound box', async () => {
    const { store } = renderWith(<App />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Réglages'));
    const box = screen.getByRole('checkbox', { name: /Sons du jeu/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(store.getState().settings.sound).toBe(false);
    expect(screen.getByRole('button', { name: 'Couper le son' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves sound on for a game saved before the setting existed', async () => {
    const storage = new MemoryStorage();
    await storeOn(storage).getState().flush();
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as { settings: Record<string, unknown> };
    delete saved.settings.sound;
    storage.setItem(STORAGE_KEY, JSON.stringify(saved));
    const store = storeOn(storage);
    expect(store.getState().notice).toBeNull();
    expect(store.getState().settings.sound).toBe(true);
  });
});
