import path from "node:path";

/** DATA_DIR/media/<slot>: every version's files of one slot. */
export function slotDir(dataDir: string, slot: string): string {
  return path.join(dataDir, "media", slot);
}
