// A reservation date as the mails write it (docs/product.md §7.4), worked out here with Intl
// alone, so a test does not check the site's formatter against itself.
export function mailDate(iso: string, lang: "en" | "es"): string {
  const locale = lang === "en" ? "en-GB" : "es-ES";
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
}
