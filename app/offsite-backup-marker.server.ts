import fs from "node:fs";
import path from "node:path";

// The off-machine backup's last success (docs/operations.md §6), a file in DATA_DIR written by
// scripts/offsite-backup.ts: /healthz reads its age (server/health-checks.ts), the owners'
// "Before you open" list whether there is one at all (app/features/admin/before-you-open/).

export const OFFSITE_MARKER_FILE = "offsite-backup.json";

export type OffsiteMarker = { at: string; snapshot: string };

export function offsiteMarkerPath(dataDir: string): string {
  return path.join(dataDir, OFFSITE_MARKER_FILE);
}

export function writeOffsiteMarker(dataDir: string, marker: OffsiteMarker): void {
  const file = offsiteMarkerPath(dataDir);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(marker) + "\n");
  fs.renameSync(`${file}.tmp`, file);
}

/** When the last off-machine backup succeeded; null when none ever did (or the file is unreadable). */
export function readOffsiteMarker(dataDir: string): Date | null {
  try {
    const marker = JSON.parse(fs.readFileSync(offsiteMarkerPath(dataDir), "utf8")) as Partial<OffsiteMarker>;
    const at = typeof marker.at === "string" ? new Date(marker.at) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  } catch {
    return null;
  }
}
