import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { gameName, type Lang, LANGS } from '../../i18n/index.ts';
import { LANGUAGE_NAMES, QA_WORDS } from '../../i18n/qa.ts';
import { shapeBounds, slotRect, type Rect } from '../../layouts/geometry.ts';
import {
  designIds,
  type DesignId,
  getDesign,
  getLayout,
  type ShapePart,
  type TicketLayout,
} from '../../layouts/index.ts';
import { describeFinding } from '../checks/describe.ts';
import { MIN_TAP_TARGET_PX } from '../checks/evaluate.ts';
import { SAFE_MARGIN_UNITS } from '../checks/geometry.ts';
import { PHONE_TICKET_WIDTH_PX } from '../checks/legibility.ts';
import { CHECK_IDS, type CheckId, type Finding } from '../checks/problems.ts';
import { contentPages } from '../content.ts';
import { SHEET_STATES, SHEET_WIDTHS, ticketWidthOn, type SheetState } from '../matrix.ts';
import type { LayoutChecks } from '../measure/runChecks.ts';
import { runLayoutChecks } from '../measure/runChecks.ts';
import { InspectingRenderer, qaPicture } from '../measure/pictures.ts';
import { yieldToInput } from '../measure/yieldToInput.ts';
import { afterVisibleTime } from './afterVisibleTime.ts';
import { sheetTicket } from './api.ts';
import { addressWith, DENSITIES, fittingWidth, OVERLAYS, type Overlay, type SheetOptions } from './address.ts';
import { failingBoxes, type FailingBox, overlaySpill, placeLabels, type PlacedLabel } from './labels.ts';
import { LabelMark } from './LabelMark.tsx';
import { loadArt } from '../measure/art.ts';
import { ticketArtUrl } from '../../render/assets.ts';

/** Findings computed elsewhere (by `npm run qa`) and handed to the page before it loads. */
declare global {
  interface Window {
    grattezQaResults?: LayoutChecks[];
  }
}

// One painter for every card, drawing one picture at a time, in the order the cards asked. A card
// that goes (a design switched off, another page, density, width or state shown, the lab's rows
// made anew) aborts its signal: its picture, if still queued, is taken out and never drawn, so
// that what the page shows next is not held up behind it; under way, it stops at its next await
// (the painter's creation), a render begun being one step that cannot be cut.
let rendererPromise: Promise<InspectingRenderer> | null = null;
const pictureJobs: (() => Promise<void>)[] = [];

/**
 * How long a painter's creation may take, of the page shown, before it is given up as one that will
 * never settle (a WebGL context that neither comes nor is refused). The creation is the first step of
 * the sheet's first picture, and those pictures come in the first 15-20 s (docs/qa.md); the whole
 * sheet takes about a minute in WebKit on a loaded two-core machine: a creation that outlasts all of
 * that by half again is stuck, not slow. Time while the page is hidden does not count
 * (`afterVisibleTime`): a browser may hold a background tab's frames, and the creation with them.
 */
export const PAINTER_CREATION_LIMIT_MS = 90_000;
/** A painter's creation given up, `PAINTER_CREATION_LIMIT_MS` of the page shown having passed. */
export class PainterStuckError extends Error {
  constructor() {
    super(`the painter was not made in ${PAINTER_CREATION_LIMIT_MS / 1000} s`);
    this.name = 'PainterStuckError';
  }
}
// Pictures asked for so far, and the creation given up with how many had been asked then: those
// fail with it at once (each waiting as long again would hold the page for hours), and a picture
// asked after (a card's Try again, another page) makes a painter afresh.
let picturesAsked = 0;
let stuckCreation: { readonly error: PainterStuckError; readonly asked: number } | null = null;
/** A painter, or a PainterStuckError once its creation has outlasted the limit (a late one is destroyed, never used). */
function createPainter(): Promise<InspectingRenderer> {
  return new Promise((resolve, reject) => {
    let givenUp = false;
    const cancel = afterVisibleTime(PAINTER_CREATION_LIMIT_MS, () => {
      givenUp = true;
      stuckCreation = { error: new PainterStuckError(), asked: picturesAsked };
      reject(stuckCreation.error);
    });
    InspectingRenderer.create().then(
      (painter) => {
        cancel();
        if (givenUp) painter.destroy();
        else resolve(painter);
      },
      (e: unknown) => {
        cancel();
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
let painting = false;
async function paintQueued(): Promise<void> {
  painting = true;
  for (;;) {
    // The page answers input between pictures; a card gone meanwhile has its job taken out before its turn.
    await yieldToInput();
    const draw = pictureJobs.shift();
    if (draw === undefined) break;
    await draw();
  }
  painting = false;
}
function drawPicture(
  design: DesignId,
  lang: Lang,
  state: SheetState,
  page: number,
  width: number,
  density: number,
  signal: AbortSignal,
): Promise<ImageData> {
  return new Promise<ImageData>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const asked = ++picturesAsked;
    const draw = async () => {
      signal.removeEventListener('abort', drop);
      try {
        if (stuckCreation !== null && asked <= stuckCreation.asked) throw stuckCreation.error;
        const creating = (rendererPromise ??= createPainter());
        const renderer = await creating.catch((e: unknown) => {
          // A painter that could not be made is not kept: the next picture (a card's retry) makes one afresh.
          if (rendererPromise === creating) rendererPromise = null;
          throw e;
        });
        signal.throwIfAborted();
        const layout = getLayout(design);
        const height = Math.round((width * layout.height) / layout.width);
        const ticket = sheetTicket(design, state, page, layout);
        const { pixels } = await renderer.render(qaPicture(ticket, layout, lang, state, { width, height, density }));
        if (pixels === null) throw new Error('the picture was not read');
        resolve(pixels);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    const drop = () => {
      const at = pictureJobs.indexOf(draw);
      if (at >= 0) pictureJobs.splice(at, 1);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', drop, { once: true });
    pictureJobs.push(draw);
    if (!painting) void paintQueued();
  });
}

/** Where the sheet reads contrast and symbols, whatever density it shows: where their rules are set. */
const SHEET_CONTRAST_DENSITY = 3;
const SHEET_SYMBOL_DENSITY = 2;

/** The results `npm run qa` handed the page, checked at every density, if any. */
function givenChecks(design: DesignId, lang: Lang): LayoutChecks | undefined {
  return window.grattezQaResults?.find((r) => r.design === design && r.lang === lang);
}

// The checks of one design and language for the page and density shown, run once, one run at a
// time: text on that page and covers at that density, contrast on that page at density 3, symbols
// at 2 where their rules are set. npm run qa checks every page at every density (about ten times
// the work: two minutes on a loaded two-core machine, where the sheet must be ready in one).
// A run is kept while a box shows it: once its last box goes (a design switched off, another page
// or density shown) it is dropped from the queue, or stopped at its next step if under way, so that
// what the page shows next is not held up behind it; it is never cached, and asked for again, it
// runs afresh. A run that has ended stays, its result (or its error) kept for the next box.
// `forgetChecks` (the lab's design read again) stops a design's runs not yet ended, and their boxes
// follow a fresh run of the design as it now is.
interface CheckRunEntry {
  readonly key: string;
  readonly result: Promise<LayoutChecks>;
  readonly stop: AbortController;
  /** The boxes that wait for it or show it, each by how it follows a fresh run. */
  readonly boxes: Set<() => void>;
  ended: boolean;
  /** Ended in an error of the checks (not stopped): `checkAgain` runs it afresh. */
  failed: boolean;
}
const checkRuns = new Map<string, CheckRunEntry>();
let checkQueue: Promise<unknown> = Promise.resolve();
// Steps the checks have begun (a picture, an art text, a pair of symbols), and the most begun in
// one task of the event loop, on the page's body for a driver or a test to follow: where that is
// 1, the page could answer input between any two steps.
let checkSteps = 0;
let stepsThisTask = 0;
let mostInOneTask = 0;
let turnAwaited = false; // a message posted at this task's first step, not yet delivered
const countStep = () => {
  checkSteps++;
  stepsThisTask = turnAwaited ? stepsThisTask + 1 : 1;
  mostInOneTask = Math.max(mostInOneTask, stepsThisTask);
  if (!turnAwaited) {
    turnAwaited = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      turnAwaited = false;
      channel.port1.close();
    };
    channel.port2.postMessage(null);
  }
  document.body.dataset.checkSteps = String(checkSteps);
  document.body.dataset.stepsInOneTask = String(mostInOneTask);
};
/**
 * Forgets a design's checks (the design lab's, read again after an edit): a run not yet ended is
 * stopped, dropped from the queue or at its next step, and the boxes waiting for it follow a fresh
 * run; one that has ended is kept by the boxes showing it, until they ask again.
 */
export function forgetChecks(design: DesignId): void {
  // Taken out first: the runs its boxes then follow are the fresh ones, kept.
  const forgotten = [...checkRuns].filter(([key]) => key.startsWith(`${design}|`));
  for (const [key] of forgotten) checkRuns.delete(key);
  for (const [, run] of forgotten) {
    if (run.ended) continue;
    run.stop.abort();
    for (const follow of [...run.boxes]) follow();
  }
  for (const key of artTextRuns.keys()) if (key.startsWith(`${design}|`)) artTextRuns.delete(key);
}

const checkRunKey = (design: DesignId, lang: Lang, density: number, page: number) =>
  `${design}|${lang}|${density}|${page % contentPages(design)}`;

/**
 * Runs again the checks of a design and language at a density and page whose run ended in an error
 * (a results box's button): the run is forgotten, and the boxes showing its error follow a fresh one,
 * queued as any other. A run that passed, or still runs, is left as it is.
 */
function checkAgain(design: DesignId, lang: Lang, density: number, page: number): void {
  const key = checkRunKey(design, lang, density, page);
  const run = checkRuns.get(key);
  if (run?.failed !== true) return;
  checkRuns.delete(key);
  for (const follow of [...run.boxes]) follow();
}

/** The run of the checks of a design and language at a density and page: the one kept, or a new one queued. */
function checkRun(design: DesignId, lang: Lang, density: number, page: number): CheckRunEntry {
  const key = checkRunKey(design, lang, density, page);
  const kept = checkRuns.get(key);
  if (kept !== undefined) return kept;
  const stop = new AbortController();
  const given = givenChecks(design, lang);
  const result =
    given !== undefined
      ? Promise.resolve(given)
      : checkQueue.then(() => {
          stop.signal.throwIfAborted(); // dropped while queued: never begun
          return runLayoutChecks({
            layout: getLayout(design),
            lang,
            densities: [density],
            page,
            contrastDensity: SHEET_CONTRAST_DENSITY,
            symbolDensity: SHEET_SYMBOL_DENSITY,
            progress: countStep,
            signal: stop.signal,
          });
        });
  const made: CheckRunEntry = { key, result, stop, boxes: new Set(), ended: false, failed: false };
  const end = () => {
    made.ended = !stop.signal.aborted;
  };
  result.then(end, () => {
    end();
    made.failed = made.ended;
  });
  checkQueue = result.catch(() => undefined);
  checkRuns.set(key, made);
  return made;
}

/**
 * Asks for the checks of a design and language at a density and page, for one box: `onResult` or
 * `onError` hears how they end. The box calls the function returned when it no longer shows them;
 * nothing is heard after that.
 */
function watchChecks(
  design: DesignId,
  lang: Lang,
  density: number,
  page: number,
  onResult: (r: LayoutChecks) => void,
  onError: (e: unknown) => void,
): () => void {
  let live = true;
  let run = checkRun(design, lang, density, page);
  const hear = (followed: CheckRunEntry) => {
    followed.boxes.add(follow);
    followed.result.then(
      (r) => live && run === followed && onResult(r),
      // A run stopped had no box left to tell, or its boxes follow another; its reason is no error of the checks.
      (e: unknown) => live && run === followed && !followed.stop.signal.aborted && onError(e),
    );
  };
  // The run forgotten: this box follows the fresh one.
  function follow() {
    run.boxes.delete(follow);
    run = checkRun(design, lang, density, page);
    hear(run);
  }
  hear(run);
  return () => {
    if (!live) return;
    live = false;
    const left = run;
    left.boxes.delete(follow);
    // Weighed once the page's change is done: a box that asks again in the same change (a row
    // shown anew, React's strict mode running an effect twice) keeps the run it had.
    queueMicrotask(() => {
      if (left.boxes.size > 0 || left.ended) return;
      left.stop.abort();
      if (checkRuns.get(left.key) === left) checkRuns.delete(left.key);
    });
  };
}

interface ShapeStyle {
  readonly fill: string;
  readonly stroke?: string;
  readonly strokeWidth?: number;
}

function Shape({ part, style }: { part: ShapePart; style: ShapeStyle }): ReactNode {
  switch (part.kind) {
    case 'ellipse':
      return <ellipse cx={part.cx} cy={part.cy} rx={part.rx} ry={part.ry} {...style} />;
    case 'rect':
      return <rect x={part.x} y={part.y} width={part.w} height={part.h} rx={part.r} {...style} />;
    case 'polygon':
      return <polygon points={part.points.map((p) => p.join(',')).join(' ')} {...style} />;
  }
}

// The boxes of each art's texts, read once an art: the failing boxes' names keep off them. Keyed
// by the art's URL, not the design and language: a folder the lab reads again (Re-check) has its
// art at a new blob: URL under the same id, so the names can never keep off the old art's texts,
// whatever is still in flight or cached when the folder is read again. `forgetChecks` drops a
// design's (its old URLs are revoked).
const artTextRuns = new Map<string, Promise<Rect[]>>();
export function artTextBoxes(design: DesignId, lang: Lang): Promise<Rect[]> {
  const layout = getLayout(design);
  let url: string;
  try {
    url = ticketArtUrl(layout, lang);
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e))); // its callers hear a rejection, as of a read
  }
  const key = `${design}|${url}`;
  let run = artTextRuns.get(key);
  if (run === undefined) {
    run = loadArt(url, layout).then((art) => art.texts.map((t) => t.bbox));
    artTextRuns.set(key, run);
  }
  return run;
}

/**
 * The overlays of one picture, in ticket units, and the failing elements in red with their names
 * (or numbers the legend names), placed where they hide nothing the ticket prints (labels.ts).
 */
function Overlays({
  layout,
  overlays,
  failing,
  labels,
  ticketWidthPx,
}: {
  layout: TicketLayout;
  overlays: ReadonlySet<Overlay>;
  failing: readonly { rect: Rect }[];
  labels: readonly PlacedLabel[];
  ticketWidthPx: number;
}): ReactNode {
  const unitsPerPx = layout.width / ticketWidthPx;
  const stroke = 1.5 * unitsPerPx;
  const tap = (MIN_TAP_TARGET_PX * layout.width) / PHONE_TICKET_WIDTH_PX;
  return (
    <svg viewBox={`0 0 ${layout.width} ${layout.height}`} aria-hidden="true">
      {overlays.has('margins') && (
        <path
          fillRule="evenodd"
          fill="rgba(255,0,120,0.25)"
          d={`M0 0H${layout.width}V${layout.height}H0Z M${SAFE_MARGIN_UNITS} ${SAFE_MARGIN_UNITS}V${layout.height - SAFE_MARGIN_UNITS}H${layout.width - SAFE_MARGIN_UNITS}V${SAFE_MARGIN_UNITS}Z`}
        />
      )}
      {layout.zones.map((zone) => (
        <g key={zone.id}>
          {overlays.has('covers') &&
            zone.shape.map((part, i) => <Shape key={i} part={part} style={{ fill: 'rgba(120,0,255,0.35)' }} />)}
          {overlays.has('zones') &&
            zone.shape.map((part, i) => (
              <Shape key={i} part={part} style={{ fill: 'none', stroke: '#0057ff', strokeWidth: stroke }} />
            ))}
          {overlays.has('slots') &&
            zone.slots.map((slot, i) => <Outline key={i} box={slotRect(slot)} color="#00a651" stroke={stroke} />)}
          {overlays.has('texts') &&
            [zone.amountDigits, zone.amountWords, zone.label].map(
              (box, i) => box && <Outline key={i} box={box} color="#ff8a00" stroke={stroke} />,
            )}
          {overlays.has('taps') &&
            (() => {
              const b = shapeBounds(zone.shape);
              return (
                <rect
                  x={b.x + b.w / 2 - tap / 2}
                  y={b.y + b.h / 2 - tap / 2}
                  width={tap}
                  height={tap}
                  fill="none"
                  stroke="#00b3b3"
                  strokeDasharray={`${4 * unitsPerPx} ${3 * unitsPerPx}`}
                  strokeWidth={stroke}
                />
              );
            })()}
        </g>
      ))}
      {failing.map((f, i) => (
        <rect
          key={i}
          x={f.rect.x}
          y={f.rect.y}
          width={f.rect.w}
          height={f.rect.h}
          fill="none"
          stroke="#e0002a"
          strokeWidth={2 * stroke}
        />
      ))}
      {labels.map((label, i) => (
        <LabelMark key={i} label={label} unitsPerPx={unitsPerPx} />
      ))}
    </svg>
  );
}

/** How a card's picture ended: drawn, or not (its error's message said on the card). */
export type PictureOutcome = 'drawn' | 'failed';
/** How a row's checks stand: running, ended with their results ('passed', whatever they found), or not run (their run threw). */
type CheckOutcome = 'running' | 'passed' | 'failed';

function Card({
  design,
  lang,
  state,
  options,
  findings,
  onSettled,
  onRetry,
}: {
  design: DesignId;
  lang: Lang;
  state: SheetState;
  options: SheetOptions;
  findings: readonly Finding[];
  /** The picture drawn, or failed: the row is done once each of its cards is one or the other. */
  onSettled: (state: SheetState, outcome: PictureOutcome) => void;
  /** The picture failed is asked for again: the row waits for it anew. */
  onRetry: (state: SheetState) => void;
}): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null);
  const figure = useRef<HTMLElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const width = ticketWidthOn(options.width);
  const layout = getLayout(design);
  const height = Math.round((width * layout.height) / layout.width);
  // Heard through a ref: a row's callback made anew (the lab's, at each switch of its options) is
  // no reason to draw the same picture again.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);
  // Why the picture could not be drawn (the error's message), and whether it is being drawn again;
  // `attempt` counts the tries asked for by the card's button, each drawing the picture afresh.
  // A painter given up (`stuck`) is said in the page's words, with what to do.
  const [failure, setFailure] = useState<{
    readonly message: string;
    readonly stuck: boolean;
    readonly retrying: boolean;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Whether the canvas has a picture yet: until then the card shows a placeholder of the picture's
  // size, not a blank canvas of the default 300 × 150 stretched to it. A picture that follows
  // another (another page or density) replaces it in place, the last one shown meanwhile.
  const [hasPicture, setHasPicture] = useState(false);
  useEffect(() => {
    const gone = new AbortController();
    let shown = false;
    void drawPicture(design, lang, state, options.page, width, options.density, gone.signal).then(
      (pixels) => {
        const c = canvas.current;
        if (gone.signal.aborted || c === null) return;
        c.width = pixels.width;
        c.height = pixels.height;
        c.getContext('2d')?.putImageData(pixels, 0, 0);
        shown = true;
        c.dataset.drawn = 'true';
        setHasPicture(true);
        // The keyboard that asked for the picture again stays on its card, the button gone.
        if (document.activeElement !== null && document.activeElement === retryButton.current) figure.current?.focus();
        setFailure(null);
        settled.current(state, 'drawn');
      },
      (e: unknown) => {
        // A picture nobody waits for any more is no failure; one that could not be drawn is said on
        // its card, and the row (and the page's readiness) hears it as settled, failed.
        if (gone.signal.aborted) return;
        setFailure({
          message: e instanceof Error ? e.message : String(e),
          stuck: e instanceof PainterStuckError,
          retrying: false,
        });
        settled.current(state, 'failed');
      },
    );
    // A page back from the back/forward cache: WebKit has dropped what the canvas showed (its
    // pixels kept, a blank card on screen): the picture is put again, read from the canvas itself
    // (a copy kept per card would hold the sheet's every picture twice in memory).
    const onPageShow = (event: PageTransitionEvent) => {
      const c = canvas.current;
      const context = c?.getContext('2d');
      if (!event.persisted || !shown || c === null || context == null) return;
      context.putImageData(context.getImageData(0, 0, c.width, c.height), 0, 0);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      gone.abort();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [design, lang, state, options.page, width, options.density, attempt]);
  // Another picture asked for (another page, density or width): a failure said was the last one's.
  const drawing = `${design}|${lang}|${state}|${options.page}|${width}|${options.density}`;
  const [failureOf, setFailureOf] = useState(drawing);
  if (failureOf !== drawing) {
    setFailureOf(drawing);
    setFailure(null);
  }
  const retry = () => {
    if (failure === null || failure.retrying) return;
    setFailure({ ...failure, retrying: true });
    onRetry(state);
    setAttempt((n) => n + 1);
  };
  const m = QA_WORDS[options.ui];
  const failing = useMemo(() => (state === 'revealed' ? failingBoxes(findings) : []), [state, findings]);
  const [artTexts, setArtTexts] = useState<readonly Rect[]>([]);
  useEffect(() => {
    if (failing.length === 0) return;
    let live = true;
    artTextBoxes(design, lang).then(
      (boxes) => live && setArtTexts(boxes),
      () => undefined, // the art's own checks say why it cannot be read
    );
    return () => {
      live = false;
    };
  }, [design, lang, failing.length]);
  const labels = useMemo(() => placeLabels(layout, failing, width, artTexts), [layout, failing, width, artTexts]);
  // A failing box past the ticket's edge, and its name, are drawn whole: the picture gets that room around it.
  const spill = useMemo(
    () => overlaySpill(layout, [...failing.map((f) => f.rect), ...labels.map((l) => l.box)], width),
    [layout, failing, labels, width],
  );
  const failureId = `qa-picture-failed-${design}-${lang}-${state}`;
  return (
    <figure
      className="qa-card"
      id={cardId(design, lang, state)}
      ref={figure}
      tabIndex={-1}
      data-picture-failed={failure === null ? undefined : ''}
      aria-busy={!hasPicture && failure === null ? 'true' : undefined}
    >
      <figcaption>{m.states[state]}</figcaption>
      <div
        className="qa-picture"
        data-waiting={!hasPicture && failure === null ? '' : undefined}
        data-spill={spill.top + spill.right + spill.bottom + spill.left > 0 ? '' : undefined}
        style={{
          width,
          height,
          margin: `${spill.top}px ${spill.right}px ${spill.bottom}px ${spill.left}px`,
        }}
      >
        <canvas ref={canvas} style={{ width, height }} />
        {!hasPicture && failure === null && (
          <p className="qa-picture-waiting" aria-hidden="true">
            {m.picture.drawing}
          </p>
        )}
        <Overlays layout={layout} overlays={options.overlays} failing={failing} labels={labels} ticketWidthPx={width} />
        {/* On the blank picture, why it is blank and a way to draw it again. The failure is said
            once, when it comes: a live region there from the start, its words put in; a new one in
            another language (not these words changed), not said again at a switch. */}
        <div className="qa-picture-failure" data-failed={failure === null ? undefined : ''}>
          <p aria-live="polite" key={options.ui} id={failureId}>
            {failure === null
              ? ''
              : m.picture.failed(
                  failure.stuck ? m.picture.painterStuck(PAINTER_CREATION_LIMIT_MS / 1000) : failure.message,
                )}
          </p>
          {failure !== null && (
            <button
              type="button"
              ref={retryButton}
              onClick={retry}
              aria-describedby={failureId}
              aria-disabled={failure.retrying ? 'true' : undefined}
            >
              {failure.retrying ? m.picture.retrying : m.picture.retry}
            </button>
          )}
        </div>
      </div>
      {labels.some((l) => l.keyed) && (
        <ol className="qa-legend" style={{ width }} aria-label={m.legend}>
          {labels.map(
            (label, i) =>
              label.keyed && (
                <li key={i} value={Number(label.text)}>
                  <LegendEntry design={design} lang={lang} box={failing[i]!} ui={options.ui} />
                </li>
              ),
          )}
        </ol>
      )}
    </figure>
  );
}

function Results({
  design,
  lang,
  ui,
  density,
  page,
  onChecked,
  onCheckFailed,
  onCheckAgain,
  inLab = false,
}: {
  design: DesignId;
  lang: Lang;
  ui: Lang;
  density: number;
  page: number;
  /** In the design lab: a design not built in, which `npm run qa` does not check. */
  inLab?: boolean;
  onChecked: (r: LayoutChecks) => void;
  /** The checks could not run (their run threw, with this message): the row is settled, and failed. */
  onCheckFailed: (message: string) => void;
  /** They are run again (the box's button): the row waits for them anew. */
  onCheckAgain: () => void;
}): ReactNode {
  // With what it was checked for: another page or density shows "running" until its own result.
  const scope = `${density}|${page}`;
  const [checked, setChecked] = useState<{ scope: string; result: LayoutChecks } | null>(null);
  // Why the checks could not run (the error's message), for what, and whether they run again.
  const [error, setError] = useState<{ scope: string; message: string; retrying: boolean } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      watchChecks(
        design,
        lang,
        density,
        page,
        (r) => {
          setChecked({ scope: `${density}|${page}`, result: r });
          // The keyboard that ran them again stays on the box, the button gone.
          if (document.activeElement !== null && document.activeElement === retryButton.current) box.current?.focus();
          setError(null);
          onChecked(r);
        },
        (e) => {
          const message = e instanceof Error ? e.message : String(e);
          setError({ scope: `${density}|${page}`, message, retrying: false });
          onCheckFailed(message);
        },
      ),
    [design, lang, density, page, onChecked, onCheckFailed],
  );
  const m = QA_WORDS[ui];
  // The summary's link leads here, the focus too (tabIndex -1: reached by the link, not by Tab).
  const target = { id: resultsId(design, lang), tabIndex: -1, ref: box };
  const failure = error?.scope === scope ? error : null;
  const failureId = `qa-checks-failed-${design}-${lang}`;
  // Why the checks could not run, said once when it comes: a live region there from the start (the
  // same element whatever the box shows, by its key), its words put in; a new one in another
  // language, not said again at a switch.
  const said = (
    <p className="qa-checks-failure" aria-live="polite" key={`said-${ui}`} id={failureId}>
      {failure === null ? '' : m.checkRun.failed(failure.message)}
    </p>
  );
  if (failure !== null)
    return (
      <div className="qa-results qa-fail" data-checks-failed="" {...target}>
        {said}
        <p>
          <button
            type="button"
            ref={retryButton}
            aria-describedby={failureId}
            aria-disabled={failure.retrying ? 'true' : undefined}
            onClick={() => {
              if (failure.retrying) return;
              setError({ ...failure, retrying: true });
              onCheckAgain();
              checkAgain(design, lang, density, page);
            }}
          >
            {failure.retrying ? m.picture.retrying : m.picture.retry}
          </button>
          {!inLab && <BackToSummary words={m.summary.back} />}
        </p>
      </div>
    );
  const result = checked?.scope === scope ? checked.result : null;
  if (result === null)
    return (
      <div className="qa-results" {...target}>
        {said}
        {m.running}
      </div>
    );
  return (
    <div className="qa-results" data-checked="true" {...target}>
      {said}
      <p className={result.findings.length === 0 ? 'qa-pass' : 'qa-fail'}>
        {result.findings.length === 0 ? m.allPass : m.failures(result.findings.length)}
        {!inLab && result.findings.length > 0 && <BackToSummary words={m.summary.back} />}
      </p>
      <p className="qa-scope">
        {givenChecks(design, lang) !== undefined
          ? m.checkedEverywhere
          : m.checkedAt((page % contentPages(design)) + 1, density, inLab)}
      </p>
      <ul>
        {CHECK_IDS.filter((c) => c !== 'schema').map((check) => {
          const failed = result.findings.filter((f) => f.check === check);
          return (
            <li key={check}>
              <span className={failed.length === 0 ? 'qa-pass' : 'qa-fail'}>{failed.length === 0 ? '✓' : '✗'}</span>{' '}
              {m.checks[check]}
              {failed.map((f) => {
                const index = result.findings.indexOf(f);
                return (
                  // The legend under the picture links here (tabIndex -1: reached by the link, not by Tab).
                  <div key={index} className="qa-finding" id={findingId(design, lang, index)} tabIndex={-1}>
                    {describeFinding(f, ui)}
                  </div>
                );
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The id of a row's finding (its place in the row's findings), where the legend links. */
const findingId = (design: DesignId, lang: Lang, index: number) => `qa-finding-${design}-${lang}-${index}`;

/**
 * A numbered box's entry in the legend under the picture: its name, then each check it fails, a
 * link to that check's first finding in the results (the focus goes there; how many when several).
 */
function LegendEntry({
  design,
  lang,
  box,
  ui,
}: {
  design: DesignId;
  lang: Lang;
  box: FailingBox;
  ui: Lang;
}): ReactNode {
  const m = QA_WORDS[ui];
  const checks = new Map<CheckId, { index: number; count: number }>();
  for (const { finding, index } of box.findings) {
    const seen = checks.get(finding.check);
    checks.set(finding.check, { index: seen?.index ?? index, count: (seen?.count ?? 0) + 1 });
  }
  return (
    <>
      <span className="qa-legend-name">{box.name}</span>
      <ul>
        {[...checks].map(([check, { index, count }]) => {
          const id = findingId(design, lang, index);
          return (
            <li key={check}>
              <a href={`#${id}`} onClick={(e) => focusTarget(e, id)}>
                {m.checks[check]}
                {count > 1 && ` (${m.failures(count)})`}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The summary's id on the page, where each failing row's results link back. */
const SUMMARY_ID = 'qa-summary';
/** The id of a card, on which its picture's failure is said. */
const cardId = (design: DesignId, lang: Lang, state: SheetState) => `qa-card-${design}-${lang}-${state}`;
/** The id of a row's results, where the summary links. */
const resultsId = (design: DesignId, lang: Lang) => `qa-results-${design}-${lang}`;

/** Follows an in-page link by moving the focus to its target (which scrolls it into view): the keyboard goes on from there. */
/** A results box's way back to the summary, after what it says (the lab has no summary). */
function BackToSummary({ words }: { readonly words: string }) {
  return (
    <>
      {' '}
      <a href={`#${SUMMARY_ID}`} onClick={(e) => focusTarget(e, SUMMARY_ID)}>
        {words}
      </a>
    </>
  );
}

function focusTarget(event: { preventDefault: () => void }, id: string | null): void {
  const target = id === null ? null : document.getElementById(id);
  if (target === null) return;
  event.preventDefault();
  target.focus();
}

/**
 * The sheet's summary, at its top: each design shown, its result in each language (running, all
 * passing, or its number of failures, a link to its results); and, when every row is checked, one
 * line a screen reader hears.
 */
function Summary({
  designs,
  ui,
  failures,
  settled,
}: {
  designs: readonly DesignId[];
  ui: Lang;
  /** The number of failures of each row checked for what is shown, by `${design}-${lang}`. */
  failures: ReadonlyMap<string, number>;
  /** How each row done (pictures and checks) for what is shown ended, by `${design}-${lang}`. */
  settled: ReadonlyMap<string, RowOutcome>;
}): ReactNode {
  const m = QA_WORDS[ui];
  const rows = designs.flatMap((design) =>
    LANGS.map((lang) => ({
      failures: failures.get(`${design}-${lang}`),
      settled: settled.get(`${design}-${lang}`),
    })),
  );
  // Done once every row's checks and pictures are: no end is said while a picture may yet fail. A
  // row whose checks could not run is done, and failing: checks not run are no pass.
  const done = rows.every((r) => r.settled !== undefined && (r.failures !== undefined || r.settled.checksFailed));
  const failing = rows.filter(
    (r) => (r.failures ?? 0) > 0 || (r.settled?.failedPictures.length ?? 0) > 0 || r.settled?.checksFailed === true,
  ).length;
  const notDrawn = rows.reduce((sum, r) => sum + (r.settled?.failedPictures.length ?? 0), 0);
  const notRun = rows.filter((r) => r.settled?.checksFailed === true).length;
  return (
    <nav className="qa-summary" id={SUMMARY_ID} tabIndex={-1} aria-labelledby={`${SUMMARY_ID}-title`}>
      <h2 id={`${SUMMARY_ID}-title`}>{m.summary.title}</h2>
      <ul>
        {designs.map((design) => {
          const name = getDesign(design).name[ui];
          return (
            <li key={design}>
              {name} —{' '}
              {LANGS.map((lang, i) => {
                const n = failures.get(`${design}-${lang}`);
                const row = settled.get(`${design}-${lang}`);
                const notDrawnFirst = row?.failedPictures[0];
                const notRunHere = row?.checksFailed === true;
                const text = m.summary.row(lang.toUpperCase(), n, row?.failedPictures.length ?? 0, notRunHere);
                // A picture not drawn: to its card, where its button draws it again; else to the
                // results (where a button runs again checks that could not run). The link's address
                // and its click lead to the same place, for a middle click, a copied link, a screen reader.
                const to = notDrawnFirst !== undefined ? cardId(design, lang, notDrawnFirst) : resultsId(design, lang);
                return (
                  <span key={lang}>
                    {i > 0 && ' · '}
                    {(n ?? 0) > 0 || notDrawnFirst !== undefined || notRunHere ? (
                      <a
                        href={`#${to}`}
                        aria-label={`${name} · ${text}`}
                        className="qa-fail"
                        onClick={(e) => focusTarget(e, to)}
                      >
                        {text}
                      </a>
                    ) : (
                      <span className={n === 0 ? 'qa-pass' : undefined}>{text}</span>
                    )}
                  </span>
                );
              })}
            </li>
          );
        })}
      </ul>
      {/* The line has its place from the start, as tall as the longest of its words: the end of the
          checks changes its words, not the place of the pictures below, which a person may be
          reading. It is a band, its words in its middle: shorter words than the longest (every
          check passing, on a phone) leave no empty line under them, the band's colour filling
          their room. Only the end is in the live region, which a screen reader says once, when every
          row is checked (not when checks begin again for another page or density); a new region in
          another language, not this one's words changed, so that a switch of the page's language
          does not say it again. */}
      <p className="qa-summary-status" data-outcome={!done ? 'running' : failing === 0 ? 'pass' : 'fail'}>
        <span role="status" key={ui}>
          {done ? m.summary.done(failing, rows.length, notDrawn, notRun) : ''}
        </span>
        {!done && <span>{m.running}</span>}
        <span className="qa-summary-room" aria-hidden="true">
          {m.summary.done(0, rows.length)}
        </span>
        <span className="qa-summary-room" aria-hidden="true">
          {m.summary.done(rows.length, rows.length)}
        </span>
      </p>
    </nav>
  );
}

/** How a row's pictures and checks ended: the cards whose picture could not be drawn, and whether its checks could not run. */
export interface RowOutcome {
  readonly failedPictures: readonly SheetState[];
  readonly checksFailed: boolean;
  readonly checksError?: string; // why they could not run, when they could not
}

/** What a row is done for: its design and language, at the density, page and width shown. */
export function rowKey(design: DesignId, lang: Lang, options: SheetOptions): string {
  return `${design}-${lang}@${options.density}|${options.page}|${options.width}`;
}

/** One design in one language: its pictures in every state, and its checks. */
export function DesignRow({
  design,
  lang,
  options,
  onStart,
  onDone,
  onChecks,
  inLab = false,
}: {
  design: DesignId;
  lang: Lang;
  options: SheetOptions;
  onStart: (key: string) => void;
  /** The row's pictures and checks are done: which of its pictures could not be drawn, and whether its checks could not run. */
  onDone: (key: string, outcome: RowOutcome) => void;
  /** The row's checks, for what it shows (its `rowKey`). */
  onChecks?: (r: LayoutChecks, key: string) => void;
  /** In the design lab: its scope note points to check-layout, not to `npm run qa`. */
  inLab?: boolean;
}): ReactNode {
  const [findings, setFindings] = useState<readonly Finding[]>([]);
  // Done for what is shown: another density, page or width is drawn and checked again. The
  // pictures and checks of the one before end unheard (their effects' cleanup), so the count
  // starts afresh once they have started (a child's effect runs before this one, its result later).
  const key = rowKey(design, lang, options);
  // Each card's picture, once drawn or failed; the row is done when every card's is, and its
  // checks have ended, passed or not run (their run threw: no pass, but no wait for ever either).
  const progress = useRef<{ pictures: Map<SheetState, PictureOutcome>; checks: CheckOutcome; checksError?: string }>({
    pictures: new Map(),
    checks: 'running',
  });
  useEffect(() => {
    progress.current = { pictures: new Map(), checks: 'running' };
    onStart(key);
  }, [onStart, key]);
  const doneIfSo = useCallback(() => {
    const { pictures, checks, checksError } = progress.current;
    if (checks === 'running' || pictures.size < SHEET_STATES.length) return;
    onDone(key, {
      failedPictures: SHEET_STATES.filter((state) => pictures.get(state) === 'failed'),
      checksFailed: checks === 'failed',
      ...(checks === 'failed' && checksError !== undefined ? { checksError } : {}),
    });
  }, [onDone, key]);
  const onSettled = useCallback(
    (state: SheetState, outcome: PictureOutcome) => {
      progress.current.pictures.set(state, outcome);
      doneIfSo();
    },
    [doneIfSo],
  );
  // A failed picture drawn again: the row waits for it, as for a row begun.
  const onRetry = useCallback(
    (state: SheetState) => {
      progress.current.pictures.delete(state);
      onStart(key);
    },
    [onStart, key],
  );
  const onChecked = useCallback(
    (r: LayoutChecks) => {
      setFindings(r.findings);
      onChecks?.(r, key);
      progress.current.checks = 'passed';
      doneIfSo();
    },
    [doneIfSo, onChecks, key],
  );
  const onCheckFailed = useCallback(
    (message: string) => {
      setFindings([]); // no outline left from the checks of another page or density
      progress.current.checks = 'failed';
      progress.current.checksError = message;
      doneIfSo();
    },
    [doneIfSo],
  );
  // Checks that could not run, run again: the row waits for them, as for a row begun.
  const onCheckAgain = useCallback(() => {
    progress.current.checks = 'running';
    onStart(key);
  }, [onStart, key]);
  const { game, name: designName } = getDesign(design);
  const name = `${gameName(game, options.ui)} · ${designName[options.ui]}`;
  return (
    <section className="qa-design" data-design={design} data-lang={lang}>
      <h2>
        {name} · {lang.toUpperCase()}
      </h2>
      <div className="qa-row">
        {SHEET_STATES.map((state) => (
          <Card
            key={state}
            design={design}
            lang={lang}
            state={state}
            options={options}
            findings={findings}
            onSettled={onSettled}
            onRetry={onRetry}
          />
        ))}
        <Results
          design={design}
          lang={lang}
          ui={options.ui}
          density={options.density}
          page={options.page}
          onChecked={onChecked}
          onCheckFailed={onCheckFailed}
          onCheckAgain={onCheckAgain}
          inLab={inLab}
        />
      </div>
    </section>
  );
}

/** The lab's open design's pages of content, and the page asked for that it did not have (1-based), if any. */
interface LabPages {
  readonly pages: number;
  readonly cut: number | null;
}

/**
 * The QA sheet: every design × language in every state, switches, overlays and the checks' results.
 * In lab mode it shows `lab` under the same switches (the design lab, given by the page: it builds
 * on this module's rows).
 */
export function Sheet({
  initial,
  lab,
}: {
  initial: SheetOptions;
  /** The lab, told the options shown and how to say its design's pages (null: no design open). */
  lab: (options: SheetOptions, onPages: (pages: number | null) => void) => ReactNode;
}): ReactNode {
  // What is shown, and the lab's pages with them: the lab's are its open design's (one of any game),
  // not the built-in designs', unknown until a folder is opened. A page past that design's last is
  // brought to its last, and said, with the page asked for when the folder came: one state, so that
  // the note and the page it cuts are read from the same moment (a page switched to while a folder
  // is read is the one cut, not the one shown when the folder was chosen).
  const [view, setView] = useState<{ options: SheetOptions; labPages: LabPages | null }>(() => ({
    options: initial,
    labPages: null,
  }));
  const { options, labPages } = view;
  const setOptions = useCallback(
    (change: (o: SheetOptions) => SheetOptions) => setView((v) => ({ ...v, options: change(v.options) })),
    [],
  );
  // Whether the page's language has been switched by hand: what the address's problems alerted at
  // load is then reworded in place, not alerted again.
  const [reworded, setReworded] = useState(false);
  // Each row's number of failures, for the density and page shown (what its checks were run for).
  const [checked, setChecked] = useState<ReadonlyMap<string, { scope: string; failures: number }>>(new Map());
  const scope = `${options.density}|${options.page}`;
  // The options shown (set after each render): a row's checks report for them.
  const shown = useRef(options);
  const onLabPages = useCallback(
    (pages: number | null) =>
      setView(({ options: o }) =>
        pages === null
          ? { options: o, labPages: null }
          : o.page >= pages
            ? { options: { ...o, page: pages - 1 }, labPages: { pages, cut: o.page + 1 } }
            : { options: o, labPages: { pages, cut: null } },
      ),
    [],
  );
  const onChecks = useCallback((r: LayoutChecks) => {
    const now = `${shown.current.density}|${shown.current.page}`;
    setChecked((before) => new Map(before).set(`${r.design}-${r.lang}`, { scope: now, failures: r.findings.length }));
  }, []);
  const failures = useMemo(
    () => new Map([...checked].flatMap(([key, c]) => (c.scope === scope ? [[key, c.failures] as const] : []))),
    [checked, scope],
  );
  // The screen's width, for a note when the width shown is wider (each picture then scrolls sideways).
  const [screenWidth, setScreenWidth] = useState(() => document.documentElement.clientWidth);
  useEffect(() => {
    const measure = () => setScreenWidth(document.documentElement.clientWidth);
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  // The rows whose pictures and checks are done, each with how it ended (by rowKey); the page is
  // ready when every row shown is: `data-ready` is "true" when every picture was drawn and every
  // row's checks ran, "failed" otherwise (docs/qa.md), with the pictures not drawn counted in
  // `data-failed-pictures` and the rows whose checks could not run in `data-failed-checks`.
  const done = useRef(new Map<string, RowOutcome>());
  // The same, for the summary to show.
  const [settled, setSettled] = useState<ReadonlyMap<string, RowOutcome>>(new Map());
  const markReady = useCallback(() => {
    const rows = shown.current.designs.flatMap((design) =>
      LANGS.map((lang) => done.current.get(rowKey(design, lang, shown.current))),
    );
    const body = document.body.dataset;
    if (rows.every((row) => row !== undefined)) {
      const pictures = rows.reduce((sum, row) => sum + row.failedPictures.length, 0);
      const checks = rows.filter((row) => row.checksFailed).length;
      body.ready = pictures + checks === 0 ? 'true' : 'failed';
      body.failedPictures = String(pictures);
      body.failedChecks = String(checks);
    } else {
      delete body.ready;
      delete body.failedPictures;
      delete body.failedChecks;
    }
  }, []);
  const onDone = useCallback(
    (key: string, outcome: RowOutcome) => {
      done.current.set(key, outcome);
      setSettled(new Map(done.current));
      markReady();
    },
    [markReady],
  );
  const onStart = useCallback(
    (key: string) => {
      if (done.current.delete(key)) setSettled(new Map(done.current));
      markReady();
    },
    [markReady],
  );
  useEffect(() => {
    shown.current = options;
    markReady(); // a design switched on has its checks to run
  }, [markReady, options]);
  // What is shown, in the address, as it is switched: a link copied from the address bar shows the
  // same pictures. One entry replaced, never one added a click: Back leaves the sheet.
  useEffect(() => {
    const search = addressWith(window.location.search, options);
    if (search === window.location.search) return;
    try {
      window.history.replaceState(window.history.state, '', search);
    } catch {
      // Safari and Firefox refuse more than 100 writes in 30 s (a page number held down): the next switch writes it.
    }
  }, [options]);
  // The page's language is the words' (a screen reader reads English words with an English voice).
  useEffect(() => {
    document.documentElement.lang = options.ui;
  }, [options.ui]);
  const m = QA_WORDS[options.ui];
  // Before the lab has a design open, any page of any game may be asked for; no count is said.
  const pages = options.lab
    ? (labPages?.pages ?? Math.max(...designIds.map(contentPages)))
    : Math.max(...options.designs.map(contentPages));
  const pagesKnown = !options.lab || labPages !== null;
  const set = (change: Partial<SheetOptions>) => setOptions((o) => ({ ...o, ...change }));
  const elsewhere = new URLSearchParams(options.lab ? {} : { lab: '' });
  if (options.ui === 'en') elsewhere.set('ui', 'en');
  return (
    <main className="qa" style={{ maxWidth: options.width }}>
      <h1>{options.lab ? m.lab.title : m.title}</h1>
      <p>{options.lab ? m.lab.intro : m.intro}</p>
      <p>
        <a href={`?${elsewhere.toString()}`}>{options.lab ? m.lab.back : m.lab.open}</a>
      </p>
      {options.unknownDesigns.length > 0 && (
        <p className="qa-fail" role={reworded ? undefined : 'alert'}>
          {m.unknownDesigns(options.unknownDesigns, designIds)}
        </p>
      )}
      {options.ignored.length > 0 && (
        <p className="qa-fail" role={reworded ? undefined : 'alert'} data-testid="ignored-params">
          {m.ignoredParams(options.ignored)}
        </p>
      )}
      {!options.lab && (
        <Summary
          designs={options.designs}
          ui={options.ui}
          failures={failures}
          settled={
            new Map(
              options.designs.flatMap((design) =>
                LANGS.flatMap((lang) => {
                  const row = settled.get(rowKey(design, lang, options));
                  return row === undefined ? [] : [[`${design}-${lang}`, row] as const];
                }),
              ),
            )
          }
        />
      )}
      <div className="qa-controls">
        <fieldset className="qa-language">
          <legend>{m.language}</legend>
          {/* Each named in its own language, French first; the focus stays on the one chosen. */}
          {LANGS.map((lang) => (
            <label key={lang} lang={lang}>
              <input
                type="radio"
                name="ui"
                checked={options.ui === lang}
                onChange={() => {
                  set({ ui: lang });
                  setReworded(true);
                }}
              />{' '}
              {LANGUAGE_NAMES[lang]}
            </label>
          ))}
        </fieldset>
        {!options.lab && (
          <fieldset>
            <legend>{m.designs}</legend>
            {designIds.map((design) => {
              const on = options.designs.includes(design);
              return (
                <label key={design}>
                  <input
                    type="checkbox"
                    checked={on}
                    // The last design shown stays: a sheet of nothing checks nothing.
                    disabled={on && options.designs.length === 1}
                    onChange={(e) =>
                      set({
                        designs: designIds.filter((d) =>
                          d === design ? e.target.checked : options.designs.includes(d),
                        ),
                      })
                    }
                  />{' '}
                  {getDesign(design).name[options.ui]}
                </label>
              );
            })}
          </fieldset>
        )}
        <fieldset>
          <legend>{m.width}</legend>
          {SHEET_WIDTHS.map((w) => (
            <label key={w}>
              <input type="radio" name="width" checked={options.width === w} onChange={() => set({ width: w })} /> {w}
            </label>
          ))}
          {options.width > screenWidth && (
            <p role="note" className="qa-note">
              {m.tooWide(options.width, screenWidth, fittingWidth(screenWidth))}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>{m.density}</legend>
          {DENSITIES.map((d) => (
            <label key={d}>
              <input
                type="radio"
                name="density"
                checked={options.density === d}
                onChange={() => set({ density: d, densityFrom: 'address' })}
              />{' '}
              {d}
            </label>
          ))}
          {options.densityFrom === 'screen' && (
            <p className="qa-note qa-density-note">{m.screenDensity(options.density, window.devicePixelRatio)}</p>
          )}
        </fieldset>
        <fieldset>
          <legend>{m.page}</legend>
          <label>
            <input
              type="number"
              min={1}
              max={pages}
              value={options.page + 1}
              onChange={(e) => {
                const page = Math.min(pages, Math.max(1, Number(e.target.value) || 1)) - 1;
                // A page chosen by hand: the note on the one cut before is done with.
                setView((v) => ({
                  options: { ...v.options, page },
                  labPages: v.labPages && { ...v.labPages, cut: null },
                }));
              }}
            />{' '}
            {pagesKnown ? m.pageOf(options.page + 1, pages) : String(options.page + 1)}
          </label>
          {!pagesKnown && <p className="qa-note qa-pages-note">{m.lab.pagesOnOpen}</p>}
          {labPages?.cut != null && (
            <p className="qa-note" role="note">
              {m.lab.pageCut(labPages.cut, labPages.pages)}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>{m.overlays}</legend>
          {OVERLAYS.map((o) => (
            <label key={o}>
              <input
                type="checkbox"
                checked={options.overlays.has(o)}
                onChange={(e) => {
                  const next = new Set(options.overlays);
                  if (e.target.checked) next.add(o);
                  else next.delete(o);
                  set({ overlays: next });
                }}
              />{' '}
              {m.overlay[o]}
            </label>
          ))}
        </fieldset>
      </div>
      {options.lab
        ? lab(options, onLabPages)
        : options.designs.flatMap((design) =>
            LANGS.map((lang) => (
              <DesignRow
                key={`${design}-${lang}`}
                design={design}
                lang={lang}
                options={options}
                onStart={onStart}
                onDone={onDone}
                onChecks={onChecks}
              />
            )),
          )}
    </main>
  );
}

/** A box's outline, in ticket units. */
function Outline({
  box,
  color,
  stroke,
}: {
  readonly box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly color: string;
  readonly stroke: number;
}) {
  return <rect x={box.x} y={box.y} width={box.w} height={box.h} fill="none" stroke={color} strokeWidth={stroke} />;
}
