// Searching the text blocks (docs/product.md §13): case and accents do not matter ("accion" finds "Acción").

export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function matchesAll(query: string, haystack: readonly (string | null | undefined)[]): boolean {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchable(haystack.filter(Boolean).join("\n"));
  return words.every((w) => text.includes(w));
}
