import { useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { formatCount, LANGS } from '../i18n/index.ts';
import type { Background, HexColour } from '../state/picture.ts';
import {
  DENSITIES,
  MAX_ANGLE_DEG,
  MAX_CAPTION_LENGTH,
  parseSize,
  pixelSize,
  SIZE_PRESET_IDS,
  SIZE_PRESETS,
  sizeInRange,
  studioProblemText,
  captionRefusal,
  type SizePreset,
  type StudioProblem,
} from './state/studioSettings.ts';
import { captionPrintsSmall } from './state/studioCaption.ts';
import { useStudio, useWords } from './StudioContext.tsx';

/** "1 080 × 1 080" in the language's digits, one piece that a line never breaks inside. */
export function useSizeText() {
  const { lang } = useWords();
  return (width: number, height: number) => `${formatCount(width, lang)}\u00a0×\u00a0${formatCount(height, lang)}`;
}

const FALLBACK = { from: '#2b1a6b', to: '#ff7a59' } as const satisfies Record<string, HexColour>;

/** The frame: size (presets or custom) and density, background, captions. */
export function FrameSection() {
  const { w } = useWords();
  const settings = useStudio((s) => s.settings);
  const update = useStudio((s) => s.update);
  const sizeText = useSizeText();
  const presetId = useId();
  const densityId = useId();
  const pixelSizeId = useId();
  const presetSelect = useRef<HTMLSelectElement>(null);
  const presetProbe = useRef<HTMLSelectElement>(null);
  const sizesFit = useLongestFits(presetSelect, presetProbe);
  const presetText = (preset: SizePreset) => {
    const size = SIZE_PRESETS[preset];
    return w.presetOption(w.presets[preset], sizeText(size.width, size.height));
  };
  const [custom, setCustom] = useState(settings.size.preset === 'custom');
  const pixels = pixelSize(settings);
  const presetValue = custom ? 'custom' : settings.size.preset;
  const densityOk = (d: number) => sizeInRange(settings.size.width, settings.size.height, d);
  return (
    <section className="panel" aria-labelledby="frame-heading">
      <h2 id="frame-heading">{w.sections.frame}</h2>
      <div className="field preset-field">
        <label htmlFor={presetId}>{w.size}</label>
        <select
          id={presetId}
          ref={presetSelect}
          value={presetValue}
          aria-describedby={sizesFit ? undefined : pixelSizeId}
          data-testid="size-preset"
          onChange={(e) => {
            const value = e.target.value;
            if (value === 'custom') return setCustom(true);
            setCustom(false);
            const preset = value as SizePreset;
            const size = SIZE_PRESETS[preset];
            const density = sizeInRange(size.width, size.height, settings.density) ? settings.density : 1;
            update({ size: { preset, ...size }, density });
          }}
        >
          {SIZE_PRESET_IDS.map((preset) => (
            <option key={preset} value={preset}>
              {sizesFit ? presetText(preset) : w.presets[preset]}
            </option>
          ))}
          <option value="custom">{w.presets.custom}</option>
        </select>
        {/* What the list needs to show each format with its size: measured, never seen or read. */}
        <select ref={presetProbe} className="select-probe" aria-hidden="true" tabIndex={-1} disabled>
          {SIZE_PRESET_IDS.map((preset) => (
            <option key={preset}>{presetText(preset)}</option>
          ))}
        </select>
      </div>
      {custom && <CustomSize key={`${settings.size.width}x${settings.size.height}`} />}
      <div className="field">
        <label htmlFor={densityId}>{w.density}</label>
        <select id={densityId} value={settings.density} onChange={(e) => update({ density: Number(e.target.value) })}>
          {DENSITIES.map((d) => (
            <option key={d} value={d} disabled={!densityOk(d)}>
              {w.densityOption(String(d))}
            </option>
          ))}
        </select>
      </div>
      <p className="hint" id={pixelSizeId} data-testid="pixel-size">
        {w.pixels(sizeText(pixels.width, pixels.height))}
      </p>
      <BackgroundFields />
      {LANGS.map((lang) => (
        <CaptionField key={lang} lang={lang} />
      ))}
    </section>
  );
}

/**
 * Whether a select (`shown`) is as wide as `probe`, an unseen select of the same style holding its
 * options' longest texts, needs: the width of its text and of the engine's arrow. Where it is not (a
 * phone's narrow column: French's "Publication carrée — 1 080 × 1 080" is cut at 360 px), the list
 * names the formats alone, and the size of the one chosen is said under it (the file's pixels).
 */
function useLongestFits(shown: RefObject<HTMLSelectElement | null>, probe: RefObject<HTMLSelectElement | null>) {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const select = shown.current;
    const longest = probe.current;
    if (select === null || longest === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setFits(longest.getBoundingClientRect().width <= select.getBoundingClientRect().width);
    const observer = new ResizeObserver(measure);
    observer.observe(select);
    observer.observe(longest);
    measure();
    return () => observer.disconnect();
  }, [shown, probe]);
  return fits;
}

/**
 * A side of a size as a person types it: its figures, grouped with spaces as the studio writes
 * sizes ("1 080"), a "px" after them allowed; null for anything else.
 */
function sideOf(typed: string): string | null {
  const figures = typed.replace(/[\s\u00a0\u202f]+/g, '').replace(/px$/i, '');
  return /^\d{1,5}$/.test(figures) ? String(Number(figures)) : null;
}

function CustomSize() {
  const { w, lang } = useWords();
  const settings = useStudio((s) => s.settings);
  const update = useStudio((s) => s.update);
  const [width, setWidth] = useState(String(settings.size.width));
  const [height, setHeight] = useState(String(settings.size.height));
  const [problem, setProblem] = useState<StudioProblem | null>(null);
  const widthId = useId();
  const heightId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Each side as typed, in the studio's own way of writing sizes too ("1 080", "1080 px").
    const [sideWidth, sideHeight] = [sideOf(width), sideOf(height)];
    if (sideWidth === null) return setProblem({ code: 'bad-side', name: w.width, value: width.trim() });
    if (sideHeight === null) return setProblem({ code: 'bad-side', name: w.height, value: height.trim() });
    const text = `${sideWidth}x${sideHeight}`;
    const size = parseSize(text);
    if (size === null) return setProblem({ code: 'bad-size', name: w.size, value: text });
    if (!sizeInRange(size.width, size.height, settings.density))
      return setProblem({ code: 'size-out-of-range', name: w.size, value: text });
    setProblem(null);
    update({ size });
  };
  return (
    <form className="custom-size" onSubmit={submit}>
      <div className="field">
        <label htmlFor={widthId}>{w.width}</label>
        <input
          id={widthId}
          inputMode="numeric"
          value={width}
          onChange={(e) => setWidth(e.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problemId}
          data-testid="custom-width"
        />
      </div>
      <div className="field">
        <label htmlFor={heightId}>{w.height}</label>
        <input
          id={heightId}
          inputMode="numeric"
          value={height}
          onChange={(e) => setHeight(e.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problemId}
          data-testid="custom-height"
        />
      </div>
      <button type="submit">{w.applySize}</button>
      <p id={problemId} className="field-problem" role="alert" hidden={problem === null}>
        {problem === null ? '' : studioProblemText(problem, lang)}
      </p>
    </form>
  );
}

function BackgroundFields() {
  const { w } = useWords();
  const background = useStudio((s) => s.settings.background);
  const setBackground = useStudio((s) => s.setBackground);
  const colourId = useId();
  const fromId = useId();
  const toId = useId();
  // Switching kinds keeps the colours in use.
  const from: HexColour =
    background.kind === 'colour' ? background.colour : background.kind === 'gradient' ? background.from : FALLBACK.from;
  const to: HexColour = background.kind === 'gradient' ? background.to : FALLBACK.to;
  const kinds: readonly Background['kind'][] = ['colour', 'gradient', 'transparent'];
  const choose = (kind: Background['kind']) => {
    switch (kind) {
      case 'colour':
        return setBackground({ kind, colour: from });
      case 'gradient':
        return setBackground({ kind, from, to, angleDeg: 135 });
      case 'transparent':
        return setBackground({ kind });
    }
  };
  return (
    <fieldset className="background">
      <legend>{w.background}</legend>
      <div className="choices">
        {kinds.map((kind) => (
          <label key={kind}>
            <input type="radio" name="background" checked={background.kind === kind} onChange={() => choose(kind)} />
            {w.backgrounds[kind]}
          </label>
        ))}
      </div>
      {background.kind === 'colour' && (
        <div className="field colour">
          <label htmlFor={colourId}>{w.colour}</label>
          <input
            id={colourId}
            type="color"
            value={background.colour}
            onChange={(e) => setBackground({ kind: 'colour', colour: e.target.value as HexColour })}
          />
        </div>
      )}
      {background.kind === 'gradient' && (
        <div className="gradient">
          <div className="field colour">
            <label htmlFor={fromId}>{w.from}</label>
            <input
              id={fromId}
              type="color"
              value={background.from}
              onChange={(e) => setBackground({ ...background, from: e.target.value as HexColour })}
            />
          </div>
          <div className="field colour">
            <label htmlFor={toId}>{w.to}</label>
            <input
              id={toId}
              type="color"
              value={background.to}
              onChange={(e) => setBackground({ ...background, to: e.target.value as HexColour })}
            />
          </div>
          <AngleField angle={background.angleDeg} onAngle={(angleDeg) => setBackground({ ...background, angleDeg })} />
        </div>
      )}
    </fieldset>
  );
}

/**
 * The gradient's angle: a whole number of degrees from 0 to MAX_ANGLE_DEG. A value out of range is
 * kept in the field with its message, and the picture keeps the last angle taken.
 */
function AngleField({ angle, onAngle }: { angle: number; onAngle: (angle: number) => void }) {
  const { lang, w } = useWords();
  // What is typed while it is not an angle (null: the field shows the angle drawn).
  const [typed, setTyped] = useState<string | null>(null);
  const id = useId();
  const problemId = useId();
  const refused = typed !== null && typed.trim() !== '';
  return (
    <div className="field">
      <label htmlFor={id}>{w.angle}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={MAX_ANGLE_DEG}
        step={15}
        value={typed ?? angle}
        onChange={(e) => {
          const text = e.target.value;
          const value = /^[0-9]{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
          if (value >= 0 && value <= MAX_ANGLE_DEG) {
            setTyped(null);
            onAngle(value);
          } else setTyped(text);
        }}
        aria-invalid={refused}
        aria-describedby={problemId}
        data-testid="gradient-angle"
      />
      <p id={problemId} className="field-problem" role="alert" hidden={!refused}>
        {refused ? studioProblemText({ code: 'bad-angle', name: 'angle', value: typed }, lang, w.angle) : ''}
      </p>
    </div>
  );
}

function CaptionField({ lang }: { lang: (typeof LANGS)[number] }) {
  const { lang: ui, w } = useWords();
  const caption = useStudio((s) => s.settings.captions[lang]);
  const size = useStudio((s) => s.settings.size);
  const setCaption = useStudio((s) => s.setCaption);
  const sizeText = useSizeText();
  const id = useId();
  const hintId = useId();
  const problemId = useId();
  const smallId = useId();
  // A caption too long, or a character the painter cannot draw as it should, is named at once, as
  // the address would name it; the field keeps what was typed or pasted (never cut short unsaid).
  const refused = captionRefusal(caption);
  // One the painter will print under the frame's readable size is drawn, but said to be small.
  const small = refused === null ? captionPrintsSmall(caption, size.width, size.height) : null;
  const describedBy = [refused === null ? null : problemId, small === null ? null : smallId, hintId];
  return (
    <div className="field">
      <label htmlFor={id}>{w.caption[lang]}</label>
      <input
        id={id}
        lang={lang}
        value={caption}
        onChange={(e) => setCaption(lang, e.target.value)}
        aria-describedby={describedBy.filter((d) => d !== null).join(' ')}
        aria-invalid={refused !== null || undefined}
        data-testid={`caption-${lang}`}
      />
      {refused !== null && (
        <p id={problemId} className="field-problem" role="alert">
          {studioProblemText({ ...refused, name: 'caption' }, ui, w.caption[lang])}
        </p>
      )}
      {small !== null && (
        <p id={smallId} className="hint caption-small" data-testid={`caption-small-${lang}`}>
          {w.captionSmall(sizeText(size.width, size.height), formatCount(Math.floor(small.size), ui), small.lines)}
        </p>
      )}
      <p id={hintId} className="hint">
        {w.captionHint(String(MAX_CAPTION_LENGTH))}
      </p>
    </div>
  );
}
