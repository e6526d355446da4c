// Text written into HTML by hand (the guests' and owners' mails, the service worker's offline
// page): every character that could open a tag, an entity or end an attribute, as a numeric
// character reference.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
