import { Component, type ReactNode } from 'react';
import { MESSAGES, type Lang } from '../i18n/index.ts';

interface Props {
  readonly lang: Lang;
  readonly toLobby: () => void;
  readonly children: ReactNode;
}

/**
 * A screen that fails to render (stored data the screen cannot show, its code not fetched) is
 * replaced by a note, not the whole page: the header, the wallet and the other screens stay. The
 * app gives it a key per screen, so that going to another screen starts afresh.
 */
export class ScreenBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const { lang, toLobby } = this.props;
    const m = MESSAGES[lang];
    return (
      <div className="screen-error" role="alert">
        <h1>{m.screenErrorTitle}</h1>
        <p>{m.screenError}</p>
        {/* The browser's words, in the browser's language: for a report, not in the sentence. */}
        <details>
          <summary>{m.technicalDetail}</summary>
          <code>{error.message}</code>
        </details>
        <p className="screen-error-actions">
          <button type="button" onClick={toLobby}>
            {m.toLobby}
          </button>{' '}
          <button type="button" onClick={() => window.location.reload()}>
            {m.reloadPage}
          </button>
        </p>
      </div>
    );
  }
}
