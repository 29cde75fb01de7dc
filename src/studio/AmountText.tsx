import { amountRuns } from './state/amountRuns.ts';

/**
 * A text whose amounts never start a line alone: each is kept with the word before it (a run no
 * line breaks inside, studio.css), the text itself unchanged for a screen reader or a copy.
 */
export function AmountText({ text }: { text: string }) {
  return (
    <>
      {amountRuns(text).map((run, i) =>
        run.keep ? (
          <span key={i} className="nowrap">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
