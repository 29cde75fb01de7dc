import { useId } from 'react';
import { formatPercent, zoneName } from '../i18n/index.ts';
import { pictureLayout } from '../state/picture.ts';
import { zoneLeft } from './state/studioPicture.ts';
import type { ScratchState } from './state/studioSettings.ts';
import { useStudio, useWords } from './StudioContext.tsx';

const KINDS: readonly ScratchState['kind'][] = ['covered', 'scratched', 'one-left', 'revealed'];
const DEFAULT_SHARE = 0.5;

/** How far the ticket is scratched: covered, partly (a share), all but one zone, revealed. */
export function StateSection() {
  const { lang, w } = useWords();
  const settings = useStudio((s) => s.settings);
  const ticket = useStudio((s) => s.ticket);
  const setScratchState = useStudio((s) => s.setScratchState);
  const anotherHand = useStudio((s) => s.anotherHand);
  const update = useStudio((s) => s.update);
  const shareId = useId();
  const zoneId = useId();
  const state = settings.state;
  const choose = (kind: ScratchState['kind']) => {
    switch (kind) {
      case 'covered':
      case 'revealed':
        return setScratchState({ kind });
      case 'scratched':
        return setScratchState({ kind, share: DEFAULT_SHARE });
      case 'one-left':
        return setScratchState({ kind, zone: null });
    }
  };
  return (
    <section className="panel" aria-labelledby="state-heading">
      <h2 id="state-heading">{w.sections.state}</h2>
      <fieldset className="choices">
        <legend className="visually-hidden">{w.sections.state}</legend>
        {KINDS.map((kind) => (
          <label key={kind}>
            <input type="radio" name="state" checked={state.kind === kind} onChange={() => choose(kind)} />
            {w.states[kind]}
          </label>
        ))}
      </fieldset>
      {state.kind === 'scratched' && (
        <div className="field">
          <label htmlFor={shareId}>{w.share}</label>
          <div className="range">
            <input
              id={shareId}
              type="range"
              min={5}
              max={95}
              step={5}
              value={Math.round(state.share * 100)}
              onChange={(e) => setScratchState({ kind: 'scratched', share: Number(e.target.value) / 100 })}
              aria-valuetext={formatPercent(state.share, lang)}
            />
            <output htmlFor={shareId}>{formatPercent(state.share, lang)}</output>
          </div>
        </div>
      )}
      {state.kind === 'one-left' && ticket !== null && (
        <div className="field">
          <label htmlFor={zoneId}>{w.zoneLeft}</label>
          <select
            id={zoneId}
            value={zoneLeft(ticket, settings)}
            onChange={(e) => setScratchState({ kind: 'one-left', zone: Number(e.target.value) })}
          >
            {pictureLayout(ticket).zones.map((zone, z) => (
              <option key={zone.id} value={z}>
                {zoneName(ticket.game, z, lang)}
              </option>
            ))}
          </select>
        </div>
      )}
      {(state.kind === 'scratched' || state.kind === 'one-left') && (
        <div className="row">
          <span>{w.hand(String(settings.hand))}</span>
          <button type="button" onClick={anotherHand}>
            {w.otherHand}
          </button>
        </div>
      )}
      {state.kind === 'scratched' && (
        <label className="check">
          <input type="checkbox" checked={settings.coin} onChange={(e) => update({ coin: e.target.checked })} />
          {w.coin}
        </label>
      )}
    </section>
  );
}
