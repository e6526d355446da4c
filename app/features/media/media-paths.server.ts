import path from "node:path";
import type { Db } from "../../../db/client";

/** Where the media layer keeps its rows and files: the process's own, or a test's. */
export type MediaStore = { db: Db; dataDir: string };

/** DATA_DIR/media/<slot>: every version's files of one slot. */
export function slotDir(dataDir: string, slot: string): string {
  return path.join(dataDir, "media", slot);
}
