// The contact feature's addresses (app/routes.ts mounts them) and what the browser
// reads from them. Shared by the form, the server and the tests.

/** docs/product.md §7: the JSON endpoint; the original site's address answers too. */
export const CONTACT_ENDPOINT = "/api/contact";
export const LEGACY_CONTACT_ENDPOINT = "/tapas-backend/mailer_request.php";
/** Which robot check the form shows, and how (GET). */
export const CAPTCHA_SETUP_PATH = "/api/captcha";
/** A fresh ALTCHA challenge (GET). */
export const ALTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

export type CaptchaSetup = { kind: "altcha"; challengeUrl: string } | { kind: "recaptcha"; siteKey: string };
