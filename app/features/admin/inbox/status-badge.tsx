import type { RequestStatus } from "./inbox.server.ts";
import { useAdminText } from "../shell/use-admin-text.ts";

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useAdminText();
  return <span className={`admin-status admin-status--${status}`}>{t[`status.${status}`]}</span>;
}
