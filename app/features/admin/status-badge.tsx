import type { RequestStatus } from "./inbox.server";
import { useAdminText } from "./use-admin-text";

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useAdminText();
  return <span className={`admin-status admin-status--${status}`}>{t[`status.${status}`]}</span>;
}
