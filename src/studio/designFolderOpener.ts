import {
  filesOfInput,
  folderProblemText,
  openDesignFolder,
  sourceOfDrop,
  type DirectoryHandle,
  type FolderSource,
  type GivenDesign,
} from '../render/givenDesign.ts';
import type { StudioStore } from './state/studioStore.ts';
import type { StudioServices } from './StudioContext.tsx';

/** The File System Access API's folder picker, where the browser has one. */
export type FolderPicker = (options: { mode: 'read' }) => Promise<DirectoryHandle>;

/**
 * Opens a design folder in the page (marketing's visual of a design before it ships), with the
 * same reader as the design lab's, and draws the store's ticket with it. The one opened before is
 * withdrawn once its successor is ready.
 */
export function designFolderOpener(
  store: StudioStore,
  picker: FolderPicker | undefined,
): StudioServices['openDesignFolder'] {
  let openedDesign: GivenDesign | null = null;
  return async (input) => {
    let source: FolderSource | null;
    if ('files' in input) source = filesOfInput(input.files);
    else if ('drop' in input) source = await sourceOfDrop(input.drop);
    else {
      try {
        source = picker === undefined ? null : { kind: 'directory', handle: await picker({ mode: 'read' }) };
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return null;
        throw e;
      }
    }
    if (source === null) return null;
    const lang = store.getState().settings.lang;
    const result = await openDesignFolder(source, lang);
    // The problems are worded in the page's language when shown, which may change after.
    if (!result.ok) return { ok: false, problems: (l) => result.problemsIn(l).map((p) => folderProblemText(p, l)) };
    const previous = openedDesign;
    openedDesign = result.given;
    const { design } = result.given;
    const state = store.getState();
    state.setFolderDesign({ id: design.id, game: design.game, name: design.name });
    state.chooseGame(design.game);
    if (design.variant !== null) store.getState().chooseVariant(design.variant);
    store.getState().chooseDesign(design.id);
    if (previous !== null && previous.design.id !== design.id) previous.withdraw();
    return { ok: true, id: design.id, name: design.name[lang] };
  };
}
