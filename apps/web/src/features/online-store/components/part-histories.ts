// Undo and redo over the whole editing session: Puck keeps the history of the part it shows (a page
// or a shared fragment) and starts afresh whenever it is mounted again, which happens on every
// switch of page and after a settings slider reloads the draft. These keep each part's history and
// hand it back when the part opens again, so a block deleted (and autosaved) a while ago, even on
// another page, is brought back by Undo until the editor is left.
import type { Data, History, InitialHistory } from '@puckeditor/core';

export interface PartHistory {
  histories: History[];
  index: number;
}

interface KeptHistory extends PartHistory {
  /** The part as the site document held it when the history was kept (editorData, serialised). */
  partData: string;
}

/**
 * The history a part resumes with: its past up to where the merchant stood (what they had undone
 * is dropped, as any new edit would drop it), ending there when the document still holds the part
 * as it was left, else followed by the part as it is now (a slider or the page list changed it).
 */
export function resumeHistory(kept: KeptHistory | undefined, partData: string): InitialHistory | undefined {
  if (!kept) return undefined;
  const [first, ...rest] = kept.histories.slice(0, kept.index + 1);
  if (!first) return undefined;
  if (kept.partData === partData)
    return { histories: [first, ...rest], index: rest.length, appendData: false };
  return { histories: [first, ...rest], appendData: true };
}

/** The histories of the parts opened in this session, by part (targetKey). */
export class PartHistories {
  private readonly parts = new Map<string, KeptHistory>();

  keep(part: string, history: PartHistory, partData: Data): void {
    this.parts.set(part, { ...history, partData: JSON.stringify(partData) });
  }

  resume(part: string, partData: Data): InitialHistory | undefined {
    return resumeHistory(this.parts.get(part), JSON.stringify(partData));
  }

  /** Someone else's version was loaded: undoing into ours would overwrite theirs. */
  clear(): void {
    this.parts.clear();
  }
}
