/** The key of a reservation's slot in a page's slot loads (slotLoadsOf in ../capacity.server.ts): "2026-12-05 20:00". */
export const slotKey = (date: string, time: string) => `${date} ${time}`;
