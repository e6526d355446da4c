// What the public pages show changes only through the owners' edits: texts, photos and
// files, the menu. Each store function that commits such an edit calls contentChanged(),
// which makes every page kept by the HTML cache (server/html-cache.ts) stale at once.
// Edits made outside this process (another program writing to the SQLite file) are
// caught by the cache too: it also keys on SQLite's data_version.

let edits = 0;

/** Called once an owner's edit is committed. */
export function contentChanged(): void {
  edits += 1;
}

/** How many edits this process has committed since it started. */
export function contentEdits(): number {
  return edits;
}
