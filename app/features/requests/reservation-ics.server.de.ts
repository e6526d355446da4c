// German words of reservation-ics.server.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// The calendar file has no dictionary of its own: its summary and description are mail-texts.ts's
// "ics.summary" and "ics.description", translated in ./mail-texts.de.ts ("Tisch bei {site} ({people})",
// "{people}, {area}. Telefon: {phone}"). Its prodId's language is the code upper-cased: "DE".
export const icsLanguageDe = "DE";
