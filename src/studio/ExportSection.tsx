import { useEffect, useId, useState } from 'react';
import { blockTiers, GAMES } from '../engine/index.ts';
import { formatCount, formatPercent, LANGS, localeOf } from '../i18n/index.ts';
import {
  batchFileName,
  batchSize,
  exportFileName,
  exportName,
  batchSource,
  formatBlocker,
  minutesLeft,
  nextEstimate,
  outputSize,
  startClock,
  type ExportCapabilities,
  type ExportedFile,
} from './state/studioExport.ts';
import {
  captionRefusal,
  EXPORT_FORMATS,
  FORMAT_NAMES,
  MAX_VIDEO_SECONDS,
  MIN_VIDEO_SECONDS,
  studioProblemText,
  studioQuery,
  type ExportFormat,
} from './state/studioSettings.ts';
import { useStudio, useStudioServices, useWords } from './StudioContext.tsx';
import { useSizeText } from './FrameSection.tsx';

/** Hands a file to the browser's downloads; returns its object URL for "download again". */
function download(file: ExportedFile): string {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  return url;
}

/**
 * What the browser can encode at the current size; null while it is being asked. The exporter is
 * asked again at every change of a setting: it keeps the browser's answers, so this costs nothing,
 * and a question that failed (no answer, the format off for now) is asked again then.
 */
function useCapabilities(): ExportCapabilities | null {
  const { exporter } = useStudioServices();
  const settings = useStudio((s) => s.settings);
  const [found, setFound] = useState<{ key: string; value: ExportCapabilities } | null>(null);
  // Only the file's size matters to an encoder: another size waits for its own answer.
  const key = `${settings.size.width}x${settings.size.height}@${settings.density}`;
  useEffect(() => {
    let live = true;
    const show = (value: ExportCapabilities) => {
      if (!live) return;
      setFound((shown) =>
        shown?.key === key && shown.value.webm === value.webm && shown.value.mp4 === value.mp4 ? shown : { key, value },
      );
    };
    exporter.capabilities(settings).then(show, () => show({ webm: false, mp4: false }));
    return () => {
      live = false;
    };
  }, [exporter, settings, key]);
  return found?.key === key ? found.value : null;
}

/**
 * While `asking`, leaving the page (closing it, reloading, following a link) asks first, the
 * browser's own question: an export under way would be lost. Only then: a page that listens to
 * beforeunload is kept out of the back/forward cache.
 */
function useLeaveWarning(asking: boolean): void {
  useEffect(() => {
    if (!asking) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // what browsers before preventDefault's support (Chrome 119) read
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [asking]);
}

/** Exports: PNG, the reveal as WebM, MP4 and GIF, and a batch; progress, cancel and the result. */
export function ExportSection() {
  const { lang, w } = useWords();
  const { exporter } = useStudioServices();
  const settings = useStudio((s) => s.settings);
  const ticket = useStudio((s) => s.ticket);
  const job = useStudio((s) => s.job);
  const setJob = useStudio((s) => s.setJob);
  const update = useStudio((s) => s.update);
  const toggleBatchFormat = useStudio((s) => s.toggleBatchFormat);
  const capabilities = useCapabilities();
  const sizeText = useSizeText();
  const secondsId = useId();
  const blockerId = useId();
  const checkingId = useId();
  const running = job?.kind === 'running';
  useLeaveWarning(running);

  // An export draws the settings as they are when it starts (`settings` of this render, a value
  // the store replaces, never changes): what is changed while it runs is for the next one.
  const run = (
    what: ExportFormat | 'batch',
    file: string,
    work: (control: { onProgress: (p: number) => void; signal: AbortSignal }) => Promise<ExportedFile>,
  ) => {
    // While a job runs, the buttons keep the focus (aria-disabled, not disabled) but start nothing.
    if (running) return;
    const controller = new AbortController();
    const cancel = () => controller.abort();
    const started = { kind: 'running', what, file, settings } as const;
    const elapsed = startClock();
    setJob({ ...started, progress: 0, estimate: null, cancel });
    let shown = 0;
    let estimate: ReturnType<typeof nextEstimate> = null;
    work({
      signal: controller.signal,
      onProgress: (p) => {
        // A re-render per percent is plenty for the bar.
        if (p - shown < 0.01 && p < 1) return;
        shown = p;
        const ms = elapsed();
        estimate = nextEstimate(estimate, minutesLeft(p, ms), ms);
        setJob({ ...started, progress: p, estimate, cancel });
      },
    }).then(
      (file) => setJob({ kind: 'done', name: file.name, url: download(file) }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') setJob({ kind: 'cancelled' });
        else setJob({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  const exportOne = (format: ExportFormat) => {
    if (ticket === null) return;
    run(format, exportFileName(ticket, settings, format), (control) =>
      exporter.exportFile(ticket, settings, format, control),
    );
  };

  // A caption refused (too long, or a character the fonts cannot draw) is left out of the
  // pictures: rather than export files without the caption asked for, the exports wait until it is
  // put right or emptied, and say why by the buttons (the field's own message may be scrolled away).
  const captionProblems = LANGS.flatMap((captionLang) => {
    const refused = captionRefusal(settings.captions[captionLang]);
    return refused === null
      ? []
      : [{ captionLang, text: studioProblemText({ ...refused, name: 'caption' }, lang, w.caption[captionLang]) }];
  });
  const pictureCaption = captionProblems.find((p) => p.captionLang === settings.lang) ?? null;
  const captionBlockerId = useId();
  const motionBlocker = (format: ExportFormat) => formatBlocker(settings, format, capabilities);
  const buttons = EXPORT_FORMATS.map((format) => ({ format, label: exportName(w, format) }));
  const blockers = [...new Set(buttons.map((b) => motionBlocker(b.format)).filter((b) => b !== null))];
  const source = batchSource(settings);
  const prizes = blockTiers(GAMES[source.game]).length;
  // The formats of the batch this page cannot make (the blockers above say why).
  const batchCannot = settings.batchFormats.filter((f) => motionBlocker(f) !== null);
  const batchBlocked =
    batchCannot.length > 0 ||
    captionProblems.length > 0 ||
    (capabilities === null && settings.batchFormats.some((f) => f === 'webm' || f === 'mp4'));
  const batchCaptionId = useId();
  const batchReasonId = useId();
  const batchCount = ticket === null ? 0 : batchSize(settings) + 1; // the files, and the contact sheet

  return (
    <section className="panel" aria-labelledby="export-heading">
      <h2 id="export-heading">{w.sections.export}</h2>
      <div className="field">
        <label htmlFor={secondsId}>{w.seconds}</label>
        <div className="range">
          <input
            id={secondsId}
            type="range"
            min={MIN_VIDEO_SECONDS}
            max={MAX_VIDEO_SECONDS}
            step={0.5}
            value={settings.videoSeconds}
            onChange={(e) => update({ videoSeconds: Number(e.target.value) })}
          />
          <output htmlFor={secondsId}>{w.secondsValue(settings.videoSeconds.toLocaleString(localeOf(lang)))}</output>
        </div>
      </div>
      <div className="export-buttons">
        {buttons.map(({ format, label }) => {
          const size = outputSize(settings, format);
          // Video buttons wait for the browser to say what it can encode.
          const asking = (format === 'webm' || format === 'mp4') && capabilities === null;
          const blocked = motionBlocker(format) !== null || asking || pictureCaption !== null;
          const reasons = [
            motionBlocker(format) === null ? null : blockerId,
            asking ? checkingId : null,
            pictureCaption === null ? null : captionBlockerId,
          ].filter((id) => id !== null);
          return (
            <button
              key={format}
              type="button"
              className="export"
              disabled={ticket === null || blocked}
              aria-disabled={running || undefined}
              aria-describedby={reasons.length === 0 ? undefined : reasons.join(' ')}
              onClick={() => exportOne(format)}
              data-testid={`export-${format}`}
            >
              {w.formatSize(label, sizeText(size.width, size.height))}
            </button>
          );
        })}
      </div>
      <ul id={blockerId} className="blockers" data-testid="blockers">
        {blockers.map((b) => (
          <li key={b}>{w.blockers[b]}</li>
        ))}
        {capabilities === null && (
          <li id={checkingId} data-testid="checking-encoders">
            {w.checkingEncoders}
          </li>
        )}
        {pictureCaption !== null && (
          <li id={captionBlockerId} data-testid="caption-blocks">
            {w.captionBlocks[pictureCaption.captionLang](pictureCaption.text)}
          </li>
        )}
      </ul>
      <fieldset className="batch">
        <legend>{w.batchTitle}</legend>
        <div className="choices">
          {EXPORT_FORMATS.map((format) => (
            <label key={format}>
              <input
                type="checkbox"
                checked={settings.batchFormats.includes(format)}
                onChange={(e) => toggleBatchFormat(format, e.target.checked)}
                data-testid={`batch-${format}`}
              />
              {FORMAT_NAMES[format]}
            </label>
          ))}
        </div>
        <p className="hint">
          {w.batchSummary(formatCount(batchCount, lang), formatCount(prizes, lang), settings.batchFormats.length)}
        </p>
        {batchCannot.length > 0 && (
          <p className="hint" id={batchReasonId} data-testid="batch-blocked">
            {w.batchBlocked(
              new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(
                batchCannot.map((f) => FORMAT_NAMES[f]),
              ),
              batchCannot.length,
            )}
          </p>
        )}
        {captionProblems.length > 0 && (
          <p className="hint" id={batchCaptionId} data-testid="caption-blocks-batch">
            {captionProblems.map((p) => w.captionBlocksBatch[p.captionLang](p.text)).join(' ')}
          </p>
        )}
        <button
          type="button"
          className="export"
          disabled={ticket === null || batchBlocked}
          aria-disabled={running || undefined}
          aria-describedby={
            [batchCannot.length > 0 ? batchReasonId : null, captionProblems.length > 0 ? batchCaptionId : null]
              .filter((id) => id !== null)
              .join(' ') || undefined
          }
          onClick={() => run('batch', batchFileName(settings), (control) => exporter.exportBatch(settings, control))}
          data-testid="export-batch"
        >
          {w.exportBatch}
        </button>
      </fieldset>
      <JobStatus />
    </section>
  );
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function JobStatus() {
  const { lang, w } = useWords();
  const job = useStudio((s) => s.job);
  // Whether the settings differ from those of the export running (the same address, the same picture).
  const changedSince = useStudio(
    (s) => s.job?.kind === 'running' && studioQuery(s.settings) !== studioQuery(s.job.settings),
  );
  const progressId = useId();
  return (
    <div className="job" id="export-job" data-testid="job" data-state={job?.kind ?? 'idle'}>
      <p role="status" className="job-message">
        {/* What runs is said here as it starts: a screen reader on the button it came from hears it is busy, then done. */}
        {/* The file is made from the settings of its start: said as it starts, and again once they change. */}
        {job?.kind === 'running' && (
          <>
            <label htmlFor={progressId} className="job-working">
              {w.working(exportName(w, job.what))}
            </label>
            {'. '}
            <span data-testid="job-snapshot">
              {w.snapshot(job.file)}
              {changedSince && ` ${w.changedSince}`}
            </span>
          </>
        )}
        {job?.kind === 'done' && (
          <>
            {w.done(job.name)}{' '}
            <a href={job.url} download={job.name}>
              {w.downloadAgain}
            </a>
          </>
        )}
        {job?.kind === 'cancelled' && w.cancelled}
        {job?.kind === 'failed' && w.failed(job.reason)}
      </p>
      {job?.kind === 'running' && (
        <div className="progress">
          <progress id={progressId} max={1} value={job.progress} aria-valuetext={formatPercent(job.progress, lang)} />
          <button type="button" onClick={job.cancel} data-testid="cancel">
            {w.cancel}
          </button>
        </div>
      )}
      {/* Its own polite region, whose words change seldom (nextEstimate): the bar's percent is not announced. */}
      <p className="hint job-eta" aria-live="polite" data-testid="job-eta">
        {job?.kind === 'running' && job.estimate !== null ? capitalised(w.timeLeft(job.estimate.minutes)) : ''}
      </p>
    </div>
  );
}
