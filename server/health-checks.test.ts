import { describe, expect, it } from "vitest";
import { DISK_MIN_FREE_PERCENT, healthProblems, type HealthFacts, type HealthLimits } from "./health-checks.ts";

const now = new Date("2026-11-25T12:00:00Z");
const GB = 1024 ** 3;
const quiet: HealthFacts = { now, failedMails: 0, oldestWaitingMailAt: null, disk: { freeBytes: 10 * GB, totalBytes: 20 * GB }, lastOffsiteBackupAt: null };
const limits: HealthLimits = { mailMaxAgeMinutes: 60, diskMinFreeMb: 500, offsiteMaxAgeHours: undefined };
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const codes = (facts: Partial<HealthFacts>, l: Partial<HealthLimits> = {}) => healthProblems({ ...quiet, ...facts }, { ...limits, ...l }).map((p) => p.code);

describe("health problems", () => {
  it("finds none on a quiet site that never set up off-machine backups", () => {
    expect(codes({})).toEqual([]);
  });

  it("counts a mail that failed for good", () => {
    expect(codes({ failedMails: 1 })).toEqual(["mail-failed"]);
  });

  it("counts mail waiting from the limit on, not before", () => {
    expect(codes({ oldestWaitingMailAt: minutesAgo(59) })).toEqual([]);
    expect(codes({ oldestWaitingMailAt: minutesAgo(60) })).toEqual(["mail-delayed"]);
  });

  it("counts a disk below the floor in MB, or below the floor in percent on a big disk", () => {
    expect(codes({ disk: { freeBytes: 499 * 1024 ** 2, totalBytes: 20 * GB } })).toEqual(["disk-nearly-full"]);
    const bigDisk = 1000 * GB;
    expect(codes({ disk: { freeBytes: bigDisk * ((DISK_MIN_FREE_PERCENT - 1) / 100), totalBytes: bigDisk } })).toEqual(["disk-nearly-full"]);
    expect(codes({ disk: { freeBytes: bigDisk * ((DISK_MIN_FREE_PERCENT + 1) / 100), totalBytes: bigDisk } })).toEqual([]);
    expect(codes({ disk: null })).toEqual([]);
  });

  it("checks off-machine backups once one succeeded (48 h), or always when a maximum age is set", () => {
    expect(codes({ lastOffsiteBackupAt: minutesAgo(47 * 60) })).toEqual([]);
    expect(codes({ lastOffsiteBackupAt: minutesAgo(49 * 60) })).toEqual(["backup-stale"]);
    expect(codes({}, { offsiteMaxAgeHours: 24 })).toEqual(["backup-stale"]);
    expect(codes({ lastOffsiteBackupAt: minutesAgo(25 * 60) }, { offsiteMaxAgeHours: 24 })).toEqual(["backup-stale"]);
    expect(codes({ lastOffsiteBackupAt: minutesAgo(23 * 60) }, { offsiteMaxAgeHours: 24 })).toEqual([]);
  });
});
