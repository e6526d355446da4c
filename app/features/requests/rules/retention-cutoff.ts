import { subMonths } from "date-fns";

/** Requests, mails and backups older than this are deleted (app/features/requests/retention.server.ts, scripts/backup.ts). */
export function retentionCutoff(now: Date, months: number): Date {
  return subMonths(now, months);
}
