import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { designFor } from '../layouts/index.ts';
import { useStudio, useStudioServices, useWords, type DesignFolderInput, type OpenedDesign } from './StudioContext.tsx';

/**
 * A design not built in yet, opened from its folder (the design lab's reader), so that marketing
 * can make a visual of it before it ships. A bad folder gets its problems named.
 */
export function DesignFolderSection() {
  const { lang, w } = useWords();
  const words = w.designFolder;
  const { openDesignFolder, hasFolderPicker } = useStudioServices();
  const [opened, setOpened] = useState<OpenedDesign | 'reading'>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const chosenId = useId();
  // The folder's design (the last one opened well), and whether the ticket is drawn with it: a bad
  // folder opened after it leaves it in use, and the status says so.
  const folder = useStudio((s) => s.folderDesign);
  const inUse = useStudio(
    (s) => s.folderDesign !== null && s.ticket !== null && designFor(s.ticket, s.settings.design) === s.folderDesign.id,
  );
  const bad = opened !== null && opened !== 'reading' && !opened.ok;
  const status =
    opened === 'reading'
      ? words.reading
      : folder === null
        ? ''
        : !inUse
          ? words.notInUse(folder.name[lang])
          : bad
            ? words.kept(folder.name[lang])
            : words.opened(folder.name[lang]);
  useEffect(() => {
    if (input.current !== null) input.current.webkitdirectory = true;
  }, []);
  const open = (from: DesignFolderInput) => {
    setOpened('reading');
    void openDesignFolder(from).then(setOpened, (e: unknown) =>
      setOpened({ ok: false, problems: () => [e instanceof Error ? e.message : String(e)] }),
    );
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    open({ drop: event.dataTransfer });
  };
  return (
    <section
      className="panel"
      aria-labelledby={headingId}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      data-design-folder=""
    >
      <h2 id={headingId}>{words.heading}</h2>
      {hasFolderPicker && (
        <button type="button" onClick={() => open({ picker: true })}>
          {words.choose}
        </button>
      )}
      {/* The browser's own file input says its words in the browser's language: it is kept, for
          the keyboard and screen readers, out of sight, and the page says the same in its own. */}
      <label className="field folder-field">
        {words.input}
        <input
          ref={input}
          type="file"
          multiple
          className="file-input-hidden"
          aria-label={words.input}
          aria-describedby={chosenId}
          onChange={(e) => {
            if (e.target.files !== null && e.target.files.length > 0) open({ files: e.target.files });
          }}
        />
        <span className="folder-browse" aria-hidden="true">
          {words.browse}
        </span>
        <span id={chosenId} aria-hidden="true">
          {opened === null ? words.noFolder : ''}
        </span>
      </label>
      <p className="hint">{words.drop}</p>
      <p className="hint">
        {words.checkFirst} <a href={`qa.html?lab&lang=${lang}`}>{words.lab}</a>.
      </p>
      <p role="status" data-state={opened === null ? '' : opened === 'reading' ? 'reading' : opened.ok ? 'ok' : 'bad'}>
        {status}
      </p>
      {bad && (
        <div role="alert" className="field-problem">
          <p>{words.problems}</p>
          <ul>
            {opened.problems(lang).map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
