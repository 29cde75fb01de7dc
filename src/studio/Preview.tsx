import { useEffect, useRef, type CSSProperties } from 'react';
import { useStudio, useStudioServices, useWords } from './StudioContext.tsx';
import { useSizeText } from './FrameSection.tsx';
import { useExplanation } from './TicketSection.tsx';
import { formatEuros, localeOf, ticketName } from '../i18n/index.ts';
import type { Ticket } from '../engine/index.ts';
import { pixelSize } from './state/studioSettings.ts';

/** The live preview: the export's own picture, drawn smaller, in a box of the export's proportions. */
export function Preview() {
  const { w } = useWords();
  const ticket = useStudio((s) => s.ticket);
  const settings = useStudio((s) => s.settings);
  const sizeText = useSizeText();
  const pixels = pixelSize(settings);
  return (
    <section className="preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="visually-hidden">
        {w.previewNote}
      </h2>
      <div
        className="preview-frame"
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
      {ticket === null ? <p>{w.noPreview}</p> : <TicketSummary ticket={ticket} />}
    </section>
  );
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
