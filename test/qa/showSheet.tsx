import { render } from '@testing-library/react';
import { sheetOptionsFrom } from '../../src/qa/sheet/address.ts';
import { Lab } from '../../src/qa/sheet/Lab.tsx';
import { Sheet } from '../../src/qa/sheet/Sheet.tsx';

/**
 * The QA page at `search` (e.g. "?lab&ui=en"), as qa.html's entry renders it on a 1280 px window
 * at density 2, with the design lab its `?lab` asks for. A test file's `vi.mock`s apply here too.
 */
export function showSheet(search: string): void {
  window.history.replaceState(null, '', `/qa.html${search}`);
  render(
    <Sheet
      initial={sheetOptionsFrom(new URLSearchParams(window.location.search), 1280, 2)}
      lab={(options, onPages) => <Lab options={options} onPages={onPages} />}
    />,
  );
}
