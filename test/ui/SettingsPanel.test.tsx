// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsPanel } from '../../src/ui/SettingsPanel.tsx';
import { renderWith, text } from './harness.tsx';

afterEach(cleanup);

describe('SettingsPanel', () => {
  it('shows the current settings', () => {
    renderWith(<SettingsPanel />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Animations/ }).value).toBe('system');
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: /Part à gratter/ });
    expect(slider.value).toBe('60');
    expect(text(screen.getByRole('status'))).toBe('60 %');
  });

  it('changes motion and the reveal threshold through the store actions', async () => {
    const { store, actions } = renderWith(<SettingsPanel />, { spy: ['setMotion', 'setRevealThreshold'] });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Animations/ }), 'Réduites');
    expect(actions.setMotion).toHaveBeenCalledWith('reduce');
    fireEvent.change(screen.getByRole('slider', { name: /Part à gratter/ }), { target: { value: '75' } });
    expect(actions.setRevealThreshold).toHaveBeenCalledWith(0.75);
    expect(store.getState().settings.revealThresholdRatio).toBe(0.75);
    expect(text(screen.getByRole('status'))).toBe('75 %');
  });
});
