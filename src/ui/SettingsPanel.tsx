import { formatPercent } from '../i18n/index.ts';
import { useAppState, useMessages } from './AppContext.tsx';

const MOTIONS = ['system', 'reduce', 'full'] as const;

export function SettingsPanel() {
  const { lang, m } = useMessages();
  const settings = useAppState((s) => s.settings);
  const setMotion = useAppState((s) => s.setMotion);
  const setThreshold = useAppState((s) => s.setRevealThreshold);
  const setSound = useAppState((s) => s.setSound);
  const shown = formatPercent(settings.revealThresholdRatio, lang); // "60 %" / "60%"
  return (
    <details className="settings">
      <summary>{m.settings}</summary>
      <label>
        {m.motion}{' '}
        <select value={settings.motion} onChange={(e) => setMotion(e.target.value as (typeof MOTIONS)[number])}>
          {MOTIONS.map((motion) => (
            <option key={motion} value={motion}>
              {m.motions[motion]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={settings.sound} onChange={(e) => setSound(e.target.checked)} />{' '}
        {m.sound.setting}
      </label>
      <label>
        {m.threshold}{' '}
        <input
          type="range"
          min={30}
          max={100}
          step={5}
          value={Math.round(settings.revealThresholdRatio * 100)}
          aria-valuetext={shown}
          onChange={(e) => setThreshold(Number(e.target.value) / 100)}
        />{' '}
        {/* Seen, not read: the slider says its value, and an output's live region would say it again. */}
        <output aria-hidden="true" data-testid="threshold-shown">
          {shown}
        </output>
      </label>
    </details>
  );
}
