import type { InboxFilter } from "./inbox.server.ts";

/** The query string of a filter (and page), for links that keep the owner's filter. */
export function inboxSearch(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
