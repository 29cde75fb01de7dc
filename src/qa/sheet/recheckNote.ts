import { canReread, type FolderSource } from '../../render/givenDesign.ts';

/**
 * The note beside the lab's "Re-check": what it does; or, for a folder given as plain files (which
 * some browsers do not read again once changed), to give it again the way it came (dropped, or
 * chosen with the folder input).
 */
export function recheckNote(
  source: FolderSource | null,
  m: { readonly recheckHint: string; readonly chooseAgain: (came: 'drop' | 'input') => string },
): string {
  return source === null || canReread(source) || source.kind !== 'files' ? m.recheckHint : m.chooseAgain(source.came);
}
