import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useStudio, useStudioServices, useWords } from './StudioContext.tsx';
import { useSizeText } from './FrameSection.tsx';
import { useExplanation } from './TicketSection.tsx';
import { formatEuros, formatPercent, localeOf, ticketName } from '../i18n/index.ts';
import type { Ticket } from '../engine/index.ts';
import { pixelSize, studioQuery } from './state/studioSettings.ts';
import { exportName } from './state/studioExport.ts';

/** The live preview: the export's own picture, drawn smaller, in a box of the export's proportions. */
export function Preview() {
  const { w } = useWords();
  const ticket = useStudio((s) => s.ticket);
  const settings = useStudio((s) => s.settings);
  const playing = useStudio((s) => s.playing !== null);
  const play = useStudio((s) => s.play);
  const sizeText = useSizeText();
  const pixels = pixelSize(settings);
  const section = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useStickyStage(section, stage);
  const boxWidth = useBoxWidth(frame);
  const sharper = boxWidth * window.devicePixelRatio > SHARPER_RATIO * pixels.width;
  const sharperId = useId();
  // The file's own pixels in place of the live drawing (the still: playing the reveal leaves it).
  const [actual, setActual] = useState(false);
  const showActual = actual && ticket !== null && !playing;
  const actualScrolls = pixels.width > boxWidth * window.devicePixelRatio;
  const actualNoteId = useId();
  return (
    <section className="preview" aria-labelledby="preview-heading" ref={section} data-testid="preview-section">
      <h2 id="preview-heading" className="visually-hidden">
        {w.previewNote}
      </h2>
      <div className="preview-stage" ref={stage} data-testid="preview-stage">
        <div
          className="preview-frame"
          ref={frame}
          aria-describedby={sharper && ticket !== null && !showActual ? sharperId : undefined}
          data-background={settings.background.kind}
          data-actual={showActual || undefined}
          style={{ '--w': settings.size.width, '--h': settings.size.height } as CSSProperties}
          role={showActual ? undefined : 'img'}
          aria-label={
            showActual
              ? undefined
              : ticket === null
                ? w.noPreview
                : w.previewLabel(ticket.serial, sizeText(pixels.width, pixels.height))
          }
        >
          {ticket !== null && <PreviewCanvas />}
          {showActual && <ActualPixels ticket={ticket} boxWidth={boxWidth} noteId={actualNoteId} />}
        </div>
        {ticket !== null && (
          // One row under the picture, wrapped as a group: never one button beside the picture and
          // the other alone under it (studio.css).
          <div className="preview-buttons">
            <PlayButton />
            <button
              type="button"
              className="actual-toggle"
              aria-pressed={showActual}
              onClick={() => {
                if (!showActual && playing) play(null);
                setActual(!showActual);
              }}
              data-testid="actual-pixels"
            >
              {w.actualPixels}
            </button>
          </div>
        )}
        <StageJob />
      </div>
      {sharper && ticket !== null && !showActual && (
        <p className="hint preview-sharper" id={sharperId} data-testid="preview-sharper">
          {w.previewSharper(sizeText(pixels.width, pixels.height))}
        </p>
      )}
      {showActual && (
        <p className="hint" id={actualNoteId} data-testid="actual-note">
          {(actualScrolls ? w.actualScroll : w.actualScaled)(sizeText(pixels.width, pixels.height))}
        </p>
      )}
      {ticket === null ? <p>{w.noPreview}</p> : <TicketSummary ticket={ticket} />}
    </section>
  );
}

/** How many device pixels the preview may show for each of the file's before it says the file is less sharp. */
const SHARPER_RATIO = 1.5;

/**
 * The preview box's width in CSS pixels. When the box shows the picture with many more device
 * pixels than the file has (a small custom size in a large box), the preview, drawn at the box's
 * size and the window's density, is much sharper than the file it stands for, and the page says so.
 */
function useBoxWidth(frame: RefObject<HTMLDivElement | null>): number {
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
  return boxWidth;
}

/**
 * The preview as the file's own pixels: the still, drawn by the exporter as its PNG (the file
 * itself, at width × density by height × density), drawn again at every change. A file with fewer
 * pixels than the box shows is enlarged to the box without smoothing, each of its pixels a block; a
 * larger one is shown at one screen pixel per pixel of the file, scrolled in the box (by the
 * keyboard's arrows once it has the focus). Until the first file is drawn, the live preview shows.
 */
function ActualPixels({ ticket, boxWidth, noteId }: { ticket: Ticket; boxWidth: number; noteId: string }) {
  const { w } = useWords();
  const { exporter } = useStudioServices();
  const settings = useStudio((s) => s.settings);
  const sizeText = useSizeText();
  const [shown, setShown] = useState<{ url: string; width: number; height: number; key: string } | null>(null);
  const key = `${ticket.serial} ${studioQuery(settings)}`;
  useEffect(() => {
    const controller = new AbortController();
    const { width, height } = pixelSize(settings);
    exporter.exportFile(ticket, settings, 'png', { signal: controller.signal }).then(
      (file) => {
        if (controller.signal.aborted) return;
        const url = URL.createObjectURL(new Blob([file.bytes], { type: file.mimeType }));
        setShown((before) => {
          if (before !== null) URL.revokeObjectURL(before.url);
          return { url, width, height, key };
        });
      },
      () => undefined, // cancelled by a newer change, or not drawn: the live preview stays
    );
    return () => controller.abort();
    // `key` stands for the ticket and the settings the file is drawn with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exporter, key]);
  const url = shown?.url;
  useEffect(() => () => (url === undefined ? undefined : URL.revokeObjectURL(url)), [url]);
  const density = window.devicePixelRatio;
  const scrolls = shown !== null && shown.width > boxWidth * density;
  const view = useRef<HTMLDivElement>(null);
  // A file larger than the box opens centred (the ticket is in its middle), not at its left edge;
  // again when its size changes, and not at other changes, which keep where it was scrolled to.
  const fileSize = shown === null ? null : `${shown.width}x${shown.height}`;
  useLayoutEffect(() => {
    const box = view.current;
    if (box === null || !scrolls) return;
    box.scrollLeft = Math.max(0, (box.scrollWidth - box.clientWidth) / 2);
    box.scrollTop = Math.max(0, (box.scrollHeight - box.clientHeight) / 2);
  }, [fileSize, scrolls]);
  if (shown === null) {
    return (
      <p className="actual-drawing" role="status" data-testid="actual-drawing">
        {w.actualDrawing}
      </p>
    );
  }
  const size = sizeText(shown.width, shown.height);
  return (
    <div
      ref={view}
      className="actual-pixels"
      data-scrolls={scrolls || undefined}
      tabIndex={scrolls ? 0 : undefined}
      role="group"
      aria-label={w.actualLabel(size)}
      aria-describedby={noteId}
      aria-busy={shown.key !== key || undefined}
      data-testid="actual-view"
    >
      <img
        src={shown.url}
        alt={w.previewLabel(ticket.serial, size)}
        width={shown.width}
        height={shown.height}
        style={scrolls ? { width: shown.width / density, height: shown.height / density } : undefined}
      />
    </div>
  );
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

/**
 * Plays the reveal in the preview, as the video will show it, or goes back to the still. Its label
 * says what a press does ("Voir la révélation", then "Arrêter"), so it is no toggle (aria-pressed):
 * a screen reader would hear "Arrêter, pressed". `data-playing` is for tests and styles.
 */
function PlayButton() {
  const { lang, w } = useWords();
  const playing = useStudio((s) => s.playing !== null);
  const seconds = useStudio((s) => s.settings.videoSeconds);
  const play = useStudio((s) => s.play);
  return (
    <button
      type="button"
      className="play"
      data-playing={playing}
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
      <dd>{w.chosenTicket(ticketName(ticket, lang), ticket.prize > 0 ? formatEuros(ticket.prize, lang) : w.noWin)}</dd>
      <dt>{w.serialLabel}</dt>
      <dd>
        <code data-testid="serial">{ticket.serial}</code>
      </dd>
      <dt>{w.sheet.explanation}</dt>
      <dd data-testid="explanation">{explanation}</dd>
    </dl>
  );
}
