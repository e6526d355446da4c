// The site's languages, the one list everything language-shaped is built from: the
// addresses, <html lang>, hreflang, the language switch (app/lib/lang.ts), every dictionary
// (app/lib/bilingual.ts) and the database's language columns (db/schema.ts). It lives in db/
// because the schema needs it and db/ imports nothing from app/ (docs/decisions/0031-languages-as-data.md).
// The first is the default: served at the root, the others under their prefix.
export const languages = ["en", "es", "fr", "de", "it", "ru"] as const;
export type Lang = (typeof languages)[number];
