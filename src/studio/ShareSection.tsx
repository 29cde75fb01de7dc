import { useId, useState } from 'react';
import { studioQuery } from './state/studioSettings.ts';
import { useStudio, useWords } from './StudioContext.tsx';

/** The link of this preview, every setting in it, and a button that copies it. */
export function ShareSection() {
  const { w } = useWords();
  const settings = useStudio((s) => s.settings);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const id = useId();
  const link = `${window.location.origin}${window.location.pathname}${studioQuery(settings)}`;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <section className="panel" aria-labelledby="share-heading">
      <h2 id="share-heading">{w.sections.share}</h2>
      <div className="field">
        <label htmlFor={id}>{w.link}</label>
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          onChange={() => setCopied(null)}
          data-testid="share-link"
        />
      </div>
      <button type="button" onClick={copy} data-testid="copy-link">
        {w.copyLink}
      </button>
      <p role="status" className="hint">
        {copied === 'yes' ? w.linkCopied : copied === 'no' ? w.linkNotCopied : ''}
      </p>
    </section>
  );
}
