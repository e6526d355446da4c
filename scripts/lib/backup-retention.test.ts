import { describe, expect, it } from "vitest";
import { expiredBackups } from "./backup-retention.ts";

const now = new Date("2026-11-25T12:00:00Z");
const at = (iso: string) => ({ createdAt: new Date(iso), name: iso });

describe("expiredBackups", () => {
  it("deletes the backups older than RETENTION_MONTHS and keeps the rest", () => {
    const earlier = [at("2024-11-24T12:00:00Z"), at("2024-11-26T12:00:00Z"), at("2026-11-24T12:00:00Z")];
    expect(expiredBackups(earlier, now, { retentionMonths: 24 }).map((b) => b.name)).toEqual(["2024-11-24T12:00:00Z"]);
  });

  it("with BACKUP_KEEP, keeps that many counting the new one: the newest earlier ones", () => {
    const earlier = [at("2026-11-20T00:00:00Z"), at("2026-11-23T00:00:00Z"), at("2026-11-21T00:00:00Z")];
    const expired = expiredBackups(earlier, now, { retentionMonths: 24, keep: 2 });
    expect(expired.map((b) => b.name).sort()).toEqual(["2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z"]);
    expect(expiredBackups(earlier, now, { retentionMonths: 24, keep: 1 })).toHaveLength(3);
  });

  it("BACKUP_KEEP never keeps a backup past retention", () => {
    const earlier = [at("2020-01-01T00:00:00Z")];
    expect(expiredBackups(earlier, now, { retentionMonths: 24, keep: 10 })).toHaveLength(1);
  });
});
