// ALTCHA ships these two language bundles without the declaration file its other ones have
// (node_modules/altcha/dist/i18n/de.d.ts): each only registers its words, exporting nothing.
declare module "altcha/i18n/es-419";
declare module "altcha/i18n/fr-ca";
