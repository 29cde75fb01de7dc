import { useCallback, useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { gameName, LANGS, type Lang } from '../../i18n/index.ts';
import { QA_WORDS, type QaWords } from '../../i18n/qa.ts';
import { getLayout, isDesignId, type DesignId } from '../../layouts/index.ts';
import {
  filesOfInput,
  folderProblemText,
  openDesignFolder,
  sourceOfDrop,
  type DirectoryHandle,
  type FolderSource,
  type GivenDesign,
  type FolderProblem,
} from '../../render/givenDesign.ts';
import { describeFinding, withoutRepeats } from '../checks/describe.ts';
import { CHECK_IDS, type Finding } from '../checks/problems.ts';
import { contentPages } from '../content.ts';
import { SHEET_STATES, ticketWidthOn } from '../matrix.ts';
import type { LayoutChecks } from '../measure/runChecks.ts';
import { labReportHtml, type LabReportLegendEntry, type LabReportRow } from './labReport.ts';
import { failingBoxes, overlaySpill, paintFailingBoxes, placeLabels } from './labels.ts';
import { recheckNote } from './recheckNote.ts';
import type { SheetOptions } from './address.ts';
import { artTextBoxes, DesignRow, forgetChecks, rowKey, type RowOutcome } from './Sheet.tsx';

declare global {
  interface Window {
    showDirectoryPicker?: (options?: { id?: string; mode?: 'read' }) => Promise<DirectoryHandle>;
  }
}

/**
 * The revealed picture with each failing element outlined in red and named, or numbered, where the
 * sheet names it (`paintFailingBoxes`, with the sheet's placement), with the room around it the
 * sheet gives a box past the ticket's edge; and the legend of its numbers.
 */
async function outlinedPicture(
  canvas: HTMLCanvasElement,
  design: DesignId,
  lang: Lang,
  ticketWidthPx: number,
  findings: readonly Finding[],
  ui: Lang,
): Promise<{ dataUrl: string; legend: LabReportLegendEntry[] }> {
  const layout = getLayout(design);
  const failing = failingBoxes(findings);
  const density = canvas.width / ticketWidthPx;
  // The art's texts, as the sheet keeps names off them; none when the art cannot be read (its checks say why).
  const artTexts = failing.length === 0 ? [] : await artTextBoxes(design, lang).catch(() => []);
  const labels = placeLabels(layout, failing, ticketWidthPx, artTexts);
  const spill = overlaySpill(layout, [...failing.map((f) => f.rect), ...labels.map((l) => l.box)], ticketWidthPx);
  const copy = document.createElement('canvas');
  copy.width = canvas.width + Math.round((spill.left + spill.right) * density);
  copy.height = canvas.height + Math.round((spill.top + spill.bottom) * density);
  const ctx = copy.getContext('2d');
  if (ctx === null) return { dataUrl: canvas.toDataURL('image/png'), legend: [] };
  const origin = { x: Math.round(spill.left * density), y: Math.round(spill.top * density) };
  ctx.drawImage(canvas, origin.x, origin.y);
  // One outline and one label a box, however many checks it fails: the legend and the table list them.
  paintFailingBoxes(ctx, { layout, ticketWidthPx, density, origin, artTexts }, failing, labels);
  const q = QA_WORDS[ui];
  const legend = labels.flatMap((label, i) =>
    label.keyed
      ? [
          {
            number: label.text,
            element: failing[i]!.name,
            checks: [...new Set(failing[i]!.findings.map((f) => f.finding.check))].map((c) => q.checks[c]),
          },
        ]
      : [],
  );
  return { dataUrl: copy.toDataURL('image/png'), legend };
}

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading' }
  | {
      readonly kind: 'problems';
      /** The problems worded in a language (the files read once, parsed again for another). */
      readonly problemsIn: (lang: Lang) => readonly FolderProblem[];
      /** Alerted as they came; reworded in place, not alerted again, once the page's language is switched. */
      readonly alert: boolean;
    }
  | { readonly kind: 'open'; readonly given: GivenDesign; readonly generation: number };

/**
 * The design lab: a design folder opened from the disk (a folder picker, a plain folder input, or
 * a drop), shown and checked as the sheet shows the built-in designs, checked again after an edit,
 * and its report saved as one HTML file.
 */
export function Lab({
  options,
  onPages,
}: {
  options: SheetOptions;
  /** Told the open design's pages of content (its game's and variant's), or null when none is open. */
  onPages: (pages: number | null) => void;
}): ReactNode {
  const m = QA_WORDS[options.ui].lab;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // What the status says, in the page's language whatever it was said in.
  const [announce, setAnnounce] = useState<{
    readonly say: (ui: Lang) => string;
    /** The lab's state once this is on the page: a script that reads the end's state finds its words there. */
    readonly ends?: 'done' | 'failed';
  } | null>(null);
  // The language shown: a switch rewords the problems alerted before, which are not alerted again.
  const [shownUi, setShownUi] = useState(options.ui);
  if (shownUi !== options.ui) {
    setShownUi(options.ui);
    if (status.kind === 'problems' && status.alert) setStatus({ ...status, alert: false });
  }
  const [source, setSource] = useState<FolderSource | null>(null);
  // Each row's checks, by what it shows (rowKey): those of another page or density are not this one's.
  const results = useRef(new Map<string, LayoutChecks>());
  const generation = useRef(0);
  const current = useRef<GivenDesign | null>(null);
  // The rows done (their pictures and checks), each with how it ended.
  const done = useRef(new Map<string, RowOutcome>());
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (input.current !== null) input.current.webkitdirectory = true;
  }, []);
  // The end's state is set once its words are on the page, never before: a script waiting for
  // "done" or "failed" then reads the status that says why.
  useEffect(() => {
    if (announce?.ends !== undefined) document.body.dataset.labState = announce.ends;
  }, [announce]);

  const open = useCallback(
    async (next: FolderSource) => {
      setSource(next);
      setStatus({ kind: 'reading' });
      setAnnounce({ say: (ui) => QA_WORDS[ui].lab.reading });
      document.body.dataset.labState = 'reading';
      const result = await openDesignFolder(next, options.ui);
      // The design shown before, withdrawn once its successor is ready (or the folder found bad).
      current.current?.withdraw();
      current.current = result.ok ? result.given : null;
      results.current = new Map();
      done.current = new Map();
      if (!result.ok) {
        onPages(null);
        setStatus({ kind: 'problems', problemsIn: result.problemsIn, alert: true });
        setAnnounce(null); // the problems' alert says it
        document.body.dataset.labState = 'problems';
        return;
      }
      const { design } = result.given;
      forgetChecks(design.id);
      generation.current++;
      onPages(contentPages(design.id));
      setStatus({ kind: 'open', given: result.given, generation: generation.current });
      setAnnounce({ say: (ui) => QA_WORDS[ui].lab.opened(design.id, design.name[ui]) });
      document.body.dataset.labState = 'checking';
    },
    [options.ui, onPages],
  );

  const given = status.kind === 'open' ? status.given : null;

  const allDone = useCallback(
    () => given !== null && LANGS.every((lang) => done.current.has(rowKey(given.design.id, lang, options))),
    [given, options],
  );
  // Another density, page or width is drawn and checked again: the lab is checking until it is.
  const onStart = useCallback(
    (key: string) => {
      done.current.delete(key);
      if (given === null) return;
      document.body.dataset.labState = 'checking';
      // An end said before (a row tried again, another page or density) is no longer the lab's:
      // the status says it checks again, as its state does, until the new end.
      const id = given.design.id;
      setAnnounce((said) => (said?.ends === undefined ? said : { say: (ui) => QA_WORDS[ui].lab.checkingAgain(id) }));
    },
    [given],
  );
  const onDone = useCallback(
    (key: string, outcome: RowOutcome) => {
      done.current.set(key, outcome);
      if (given === null || !allDone()) return;
      // Each finding once, as check-layout counts them: one that depends on no language (the
      // geometry, a symbol) is in both languages' rows.
      const listed = LANGS.flatMap(
        (lang) => results.current.get(rowKey(given.design.id, lang, options))?.findings ?? [],
      );
      const failures = withoutRepeats(listed).length;
      const refused = new Set([...Object.keys(given.unbundled), ...Object.keys(given.buildRefuses)]).size;
      // The rows list such a finding under each language: the status says how many lines, and why.
      // A picture not drawn is said too, and in the state a script reads: no "done" reads as all clear.
      // Checks that could not run are said first, and no pass is said where they could not: what
      // the other language found is said only if it found something.
      const outcomes = LANGS.map((lang) => ({
        lang,
        outcome: done.current.get(rowKey(given.design.id, lang, options)),
      }));
      const notDrawn = outcomes.reduce((sum, { outcome }) => sum + (outcome?.failedPictures.length ?? 0), 0);
      const notRun = outcomes
        .filter(({ outcome }) => outcome?.checksFailed === true)
        .map(({ lang }) => lang.toUpperCase());
      setAnnounce({
        say: (ui) => {
          const w = QA_WORDS[ui];
          const found = w.lab.done(given.design.id, failures, refused, listed.length);
          const checks =
            notRun.length === 0
              ? found
              : w.lab.notRun(given.design.id, notRun) + (failures + refused > 0 ? ` ${found}` : '');
          return checks + (notDrawn > 0 ? ` ${w.picture.notDrawnSaid(notDrawn)}` : '');
        },
        ends: notDrawn > 0 || notRun.length > 0 ? 'failed' : 'done',
      });
    },
    [given, allDone, options],
  );
  const onChecks = useCallback((r: LayoutChecks, key: string) => results.current.set(key, r), []);

  const chooseWithPicker = async () => {
    const picker = window.showDirectoryPicker;
    if (picker === undefined) return;
    try {
      await open({ kind: 'directory', handle: await picker({ id: 'grattez-design', mode: 'read' }) });
    } catch (e) {
      if (!(e instanceof DOMException && e.name === 'AbortError')) throw e;
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    void sourceOfDrop(event.dataTransfer).then((dropped) => dropped && open(dropped));
  };

  const saveReport = async () => {
    if (given === null) return;
    const q = QA_WORDS[options.ui];
    const rows: LabReportRow[] = await Promise.all(
      LANGS.map(async (lang) => {
        const key = rowKey(given.design.id, lang, options);
        const checks = results.current.get(key);
        const outcome = done.current.get(key);
        // Checks that could not run, or not yet ended, are said so: none listed is no pass.
        const notRun =
          outcome?.checksFailed === true
            ? (outcome.checksError ?? q.checkRun.notRun)
            : checks === undefined
              ? q.lab.report.stillRunning
              : undefined;
        const section = document.querySelector(`.qa-design[data-lang="${lang}"]`);
        const canvases = Array.from(section?.querySelectorAll('canvas') ?? []);
        const pictures = await Promise.all(
          SHEET_STATES.flatMap((state, i) => {
            const canvas = canvases[i];
            if (canvas === undefined) return [];
            const caption = q.states[state];
            return [
              state === 'revealed'
                ? outlinedPicture(
                    canvas,
                    given.design.id,
                    lang,
                    ticketWidthOn(options.width),
                    checks?.findings ?? [],
                    options.ui,
                  ).then((p) => ({ caption, ...p }))
                : Promise.resolve({ caption, dataUrl: canvas.toDataURL('image/png') }),
            ];
          }),
        );
        const findings = (checks?.findings ?? []).map((f) => ({
          element: f.element,
          check: q.checks[f.check],
          problem: describeFinding(f, options.ui),
        }));
        return { lang, pictures, findings, ...(notRun === undefined ? {} : { notRun }) };
      }),
    );
    const html = labReportHtml({
      design: given.design.id,
      name: `${gameName(given.design.game, options.ui)} · ${given.design.name[options.ui]}`,
      date: new Date(),
      ui: options.ui,
      checksRun: CHECK_IDS.map((c) => q.checks[c]),
      scope: q.checkedAt((options.page % contentPages(given.design.id)) + 1, options.density, true),
      notes: notesOf(given, options.ui),
      rows,
    });
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `grattez-lab-${given.design.id}-${new Date().toISOString().slice(0, 10)}.html`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <section className="qa-lab" aria-labelledby="qa-lab-open" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <div className="qa-lab-open">
        <h2 id="qa-lab-open">{m.heading}</h2>
        {typeof window.showDirectoryPicker === 'function' && (
          <button type="button" onClick={() => void chooseWithPicker()}>
            {m.chooseFolder}
          </button>
        )}
        {/* The browser's own file input says its words in the browser's language ("Choose
            Files", "No file chosen"): it is kept, for the keyboard and screen readers, but out of
            sight, and the page says the same in its own language. */}
        <label className="qa-lab-folder">
          {m.folderInput}{' '}
          <input
            ref={input}
            type="file"
            multiple
            className="file-input-hidden"
            aria-label={m.folderInput}
            aria-describedby="qa-lab-chosen"
            data-lab-input=""
            onChange={(e) => {
              const files = e.target.files;
              if (files !== null && files.length > 0) void open(filesOfInput(files));
            }}
          />
          <span className="qa-lab-browse" aria-hidden="true">
            {m.browse}
          </span>{' '}
          <span className="qa-lab-chosen" id="qa-lab-chosen" aria-hidden="true">
            {chosenFolder(source, m)}
          </span>
        </label>
        <p className="qa-lab-drop">{m.drop}</p>
        <p>
          <button type="button" disabled={source === null} onClick={() => source && void open(source)}>
            {m.recheck}
          </button>{' '}
          <span className="qa-scope">{recheckNote(source, m)}</span>
        </p>
        <p>
          <button type="button" disabled={given === null} onClick={() => void saveReport()}>
            {m.save}
          </button>
        </p>
      </div>
      {/* A new region in another language, not this one's words changed: what was said is not
          said again when the page's language is switched. */}
      <p className="qa-lab-status" role="status" aria-live="polite" key={options.ui}>
        {announce?.say(options.ui)}
      </p>
      {status.kind === 'problems' && (
        <div className="qa-lab-problems qa-fail" role={status.alert ? 'alert' : undefined}>
          <p>{m.problemsTitle}</p>
          <ul>
            {status.problemsIn(options.ui).map((p, i) => (
              <li key={i}>{folderProblemText(p, options.ui)}</li>
            ))}
          </ul>
        </div>
      )}
      {status.kind === 'open' && (
        <>
          {notesOf(status.given, options.ui).map(({ text, refused }) => (
            <p key={text} className={refused ? 'qa-fail' : 'qa-scope'}>
              {text}
            </p>
          ))}
          {LANGS.map((lang) => (
            <DesignRow
              key={`${status.given.design.id}-${lang}-${status.generation}`}
              design={status.given.design.id}
              lang={lang}
              options={options}
              onStart={onStart}
              onDone={onDone}
              onChecks={onChecks}
              inLab
            />
          ))}
        </>
      )}
    </section>
  );
}

/**
 * What the folder input holds, in the page's words: nothing yet, or the folder chosen with it (its
 * files' names when they were picked one by one). A folder opened another way (the picker, a drop)
 * is not the input's: the design shown names it.
 */
function chosenFolder(source: FolderSource | null, m: QaWords['lab']): string {
  if (source === null) return m.noFolder;
  if (source.kind !== 'files' || source.came !== 'input') return '';
  return source.name ?? source.files.map((f) => f.path).join(', ');
}

/**
 * What a reader of the lab's pictures should know: a built-in id replaced, live text, missing fonts,
 * styles (`refused`: a file the build will refuse, shown as a failure).
 */
function notesOf(given: GivenDesign, ui: Lang): { text: string; refused: boolean }[] {
  const m = QA_WORDS[ui].lab;
  const { unbundled, buildRefuses } = given.notesIn(ui);
  const notes: { text: string; refused: boolean }[] = [];
  if (isDesignId(given.design.id)) notes.push({ text: m.replaces(given.design.id), refused: false });
  if (given.liveText) notes.push({ text: m.liveText, refused: false });
  for (const [file, detail] of Object.entries(unbundled))
    notes.push({ text: m.unbundled(file, detail), refused: true });
  for (const [file, detail] of Object.entries(buildRefuses))
    notes.push({ text: m.buildRefuses(file, detail), refused: true });
  return notes;
}
