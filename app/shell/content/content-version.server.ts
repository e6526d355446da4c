// What the public pages show changes only through the owners' edits: texts, photos and
// files, the menu. Every store write that commits such an edit ends in publish(), the one
// step that makes every page kept by the HTML cache (server/html-cache/) stale and draws
// again what is drawn from the content (the store passes that work: the menu's card images
// and PDFs). Edits made outside this process (another program writing to the SQLite file)
// are caught by the cache too: it also keys on SQLite's data_version.

let edits = 0;

/**
 * Called once an owner's edit is committed. The kept pages are stale at once; `redraw`, if
 * given, then makes what depends on the new content, and the pages are made stale again
 * when it ends, so a page rendered while it ran (with the old files) is not kept.
 */
export async function publish(): Promise<void>;
export async function publish<T>(redraw: () => Promise<T>): Promise<T>;
export async function publish<T>(redraw?: () => Promise<T>): Promise<T | void> {
  edits += 1;
  if (!redraw) return;
  try {
    return await redraw();
  } finally {
    edits += 1;
  }
}

/** How many times this process has published (twice for an edit that redraws). */
export function contentEdits(): number {
  return edits;
}
