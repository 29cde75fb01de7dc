// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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
    expect(text(screen.getByTestId('threshold-shown'))).toBe('60 %');
  });

  it('gives the slider its value as a percentage in the page language, said once: the figure beside it is not a live region', () => {
    const { store } = renderWith(<SettingsPanel />);
    const slider = screen.getByRole<HTMLInputElement>('slider');
    expect(slider.getAttribute('aria-valuetext')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('60 %');
    expect(screen.getByRole('slider', { name: 'Part à gratter pour découvrir une zone' })).toBe(slider);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(slider, { target: { value: '85' } });
    expect(slider.getAttribute('aria-valuetext')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('85 %');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => store.getState().setLang('en'));
    expect(slider.getAttribute('aria-valuetext')).toBe('85%');
    expect(screen.getByRole('slider', { name: 'Share to scratch to reveal a zone' })).toBe(slider);
  });

  it('changes motion and the reveal threshold through the store actions', async () => {
    const { store, actions } = renderWith(<SettingsPanel />, { spy: ['setMotion', 'setRevealThreshold'] });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Animations/ }), 'Réduites');
    expect(actions.setMotion).toHaveBeenCalledWith('reduce');
    fireEvent.change(screen.getByRole('slider', { name: /Part à gratter/ }), { target: { value: '75' } });
    expect(actions.setRevealThreshold).toHaveBeenCalledWith(0.75);
    expect(store.getState().settings.revealThresholdRatio).toBe(0.75);
    expect(text(screen.getByTestId('threshold-shown'))).toBe('75 %');
  });
});
