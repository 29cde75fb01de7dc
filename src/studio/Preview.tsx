import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useStudio, useStudioServices, useWords } from './StudioContext.tsx';
import { useSizeText } from './FrameSection.tsx';
import { useExplanation } from './TicketSection.tsx';
import { formatEuros, formatPercent, localeOf, ticketName } from '../i18n/index.ts';
import type { Ticket } from '../engine/index.ts';
import { pixelSize } from './state/studioSettings.ts';
import { exportName } from './state/studioExport.ts';

/** The live preview: the export's own picture, drawn smaller, in a box of the export's proportions. */
export function Preview() {
  const { w } = useWords();
  const ticket = useStudio((s) => s.ticket);
  const settings = useStudio((s) => s.settings);
  const sizeText = useSizeText();
  const pixels = pixelSize(settings);
  const section = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useStickyStage(section, stage);
  const sharper = usePreviewSharper(frame, pixels.width);
  const sharperId = useId();
  return (
    <section className="preview" aria-labelledby="preview-heading" ref={section} data-testid="preview-section">
      <h2 id="preview-heading" className="visually-hidden">
        {w.previewNote}
      </h2>
      <div className="preview-stage" ref={stage} data-testid="preview-stage">
        <div
          className="preview-frame"
          ref={frame}
          aria-describedby={sharper && ticket !== null ? sharperId : undefined}
          data-background={settings.background.kind}
          style={{ '--w': settings.size.width, '--h': settings.size.height } as CSSProperties}
          role="img"
          aria-label={
            ticket === null ? w.noPreview : w.previewLabel(ticket.serial, sizeText(pixels.width, pixels.height))
          }
        >
          {ticket !== null && <PreviewCanvas />}
        </div>
        {ticket !== null && <PlayButton />}
        <StageJob />
      </div>
      {sharper && ticket !== null && (
        <p className="hint preview-sharper" id={sharperId} data-testid="preview-sharper">
          {w.previewSharper(sizeText(pixels.width, pixels.height))}
        </p>
      )}
      {ticket === null ? <p>{w.noPreview}</p> : <TicketSummary ticket={ticket} />}
    </section>
  );
}

/** How many device pixels the preview may show for each of the file's before it says the file is less sharp. */
const SHARPER_RATIO = 1.5;

/**
 * Whether the preview's box shows the picture with many more device pixels than the file has (a
 * small custom size in a large box): the preview is drawn at the box's size, so it is then much
 * sharper than the file it stands for, and the page says so (the renderer draws at the window's
 * density; what is on screen is not the file's pixels scaled up).
 */
function usePreviewSharper(frame: RefObject<HTMLDivElement | null>, fileWidth: number): boolean {
  const [boxWidth, setBoxWidth] = useState(0);
  useLayoutEffect(() => {
    const box = frame.current;
    if (box === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBoxWidth(box.getBoundingClientRect().width);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    measure();
    return () => observer.disconnect();
  }, [frame]);
  return boxWidth * window.devicePixelRatio > SHARPER_RATIO * fileWidth;
}

/**
 * On a narrow window (studio.css), the preview stays on screen while the settings below it are
 * edited, as a phone editor's picture does: the section sticks at the top, the ticket's summary
 * (shown above the picture there) scrolling away and the picture and its play button staying. This
 * keeps two lengths in CSS: how far up the section sticks (`--preview-stick`, minus what is above
 * the stage), and the stage's height (`--preview-stage-height`, the page's scroll padding, so that
 * a control the keyboard's focus goes to is scrolled clear of it, never under it).
 */
function useStickyStage(section: RefObject<HTMLElement | null>, stage: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const box = section.current;
    const shown = stage.current;
    if (box === null || shown === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      box.style.setProperty('--preview-stick', `${-shown.offsetTop}px`);
      root.style.setProperty('--preview-stage-height', `${Math.ceil(shown.getBoundingClientRect().height)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(shown);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty('--preview-stage-height');
    };
  }, [section, stage]);
}

/** Plays the reveal in the preview, as the video will show it, or goes back to the still. */
function PlayButton() {
  const { lang, w } = useWords();
  const playing = useStudio((s) => s.playing !== null);
  const seconds = useStudio((s) => s.settings.videoSeconds);
  const play = useStudio((s) => s.play);
  return (
    <button
      type="button"
      className="play"
      aria-pressed={playing}
      onClick={() => play(playing ? null : performance.now())}
      data-testid="play"
    >
      {playing ? w.stop : w.play(seconds.toLocaleString(localeOf(lang)))}
    </button>
  );
}

/**
 * An export under way, said beside the picture with its progress and a link to its section: on a
 * phone, the preview stays in sight while the export's section is scrolled away (studio.css shows
 * it only there). Plain text, not a live region: the export's status says it once.
 */
function StageJob() {
  const { lang, w } = useWords();
  const job = useStudio((s) => s.job);
  if (job?.kind !== 'running') return null;
  return (
    <p className="stage-job" data-testid="stage-job">
      {w.working(exportName(w, job.what))}, {formatPercent(job.progress, lang)}
      {job.estimate !== null && ` — ${w.timeLeft(job.estimate.minutes)}`} — <a href="#export-job">{w.toExport}</a>
    </p>
  );
}

function PreviewCanvas() {
  const { store, mountPreview } = useStudioServices();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const view = mountPreview(element, store);
    return () => view.destroy();
  }, [store, mountPreview]);
  return <div ref={host} className="preview-canvas" aria-hidden="true" data-testid="preview" />;
}

function TicketSummary({ ticket }: { ticket: Ticket }) {
  const { lang, w } = useWords();
  const explanation = useExplanation(ticket);
  return (
    <dl className="summary" data-testid="summary">
      <dt>{w.chosen}</dt>
      <dd>
        {ticketName(ticket, lang)}
        {' — '}
        {ticket.prize > 0 ? formatEuros(ticket.prize, lang) : w.noWin}
      </dd>
      <dt>{w.serialLabel}</dt>
      <dd>
        <code data-testid="serial">{ticket.serial}</code>
      </dd>
      <dt>{w.sheet.explanation}</dt>
      <dd data-testid="explanation">{explanation}</dd>
    </dl>
  );
}
