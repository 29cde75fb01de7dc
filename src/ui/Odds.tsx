import { Fragment } from 'react';
import { formatOddsGroups, type Lang } from '../i18n/index.ts';

/** "1 chance sur 750 000", broken at most between its groups of words ("1 chance" | "sur 750 000"), never word by word. */
export function Odds({ oneIn, lang }: { oneIn: number; lang: Lang }) {
  return (
    <>
      {formatOddsGroups(oneIn, lang).map((group, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="nowrap">{group}</span>
        </Fragment>
      ))}
    </>
  );
}
