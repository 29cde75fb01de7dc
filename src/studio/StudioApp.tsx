import { useEffect } from 'react';
import { studioProblemText } from './state/studioSettings.ts';
import { DesignFolderSection } from './DesignFolderSection.tsx';
import { ExportSection } from './ExportSection.tsx';
import { FrameSection } from './FrameSection.tsx';
import { Preview } from './Preview.tsx';
import { ShareSection } from './ShareSection.tsx';
import { StateSection } from './StateSection.tsx';
import { useStudio, useWords } from './StudioContext.tsx';
import { TicketSection } from './TicketSection.tsx';

/** The marketing studio: settings on one side, the live preview on the other. */
export function StudioApp() {
  const { lang, w } = useWords();
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = w.pageTitle;
  }, [lang, w]);
  return (
    <div className="studio">
      <header className="studio-header">
        <h1>{w.pageTitle}</h1>
        <p>{w.intro}</p>
        <a href="./">{w.toPlayer}</a>
      </header>
      <AddressProblems />
      <main className="studio-main">
        <Preview />
        <div className="controls" aria-label={w.settings} role="region">
          <TicketSection />
          <StateSection />
          <FrameSection />
          <ExportSection />
          <ShareSection />
          <DesignFolderSection />
        </div>
      </main>
    </div>
  );
}

function AddressProblems() {
  const { lang, w } = useWords();
  const problems = useStudio((s) => s.addressProblems);
  const ticketProblem = useStudio((s) => s.ticketProblem);
  const dismiss = useStudio((s) => s.dismissAddressProblems);
  // A bad zone is named here too: it comes from the address or from a change of ticket.
  const all = ticketProblem?.code === 'bad-zone' ? [...problems, ticketProblem] : problems;
  if (all.length === 0) return null;
  return (
    <div className="address-problems" role="alert" data-testid="address-problems">
      <p>{w.problemsTitle}</p>
      <ul>
        {all.map((p) => (
          <li key={`${p.code}/${p.name}/${p.value}`}>{studioProblemText(p, lang)}</li>
        ))}
      </ul>
      {problems.length > 0 && (
        <button type="button" onClick={dismiss}>
          {w.dismiss}
        </button>
      )}
    </div>
  );
}
