/** What the browser needs to show the robot check (answered by GET /api/captcha). */
export type CaptchaSetup = { kind: "altcha"; challengeUrl: string } | { kind: "recaptcha"; siteKey: string };

export const CAPTCHA_SETUP_PATH = "/api/captcha";
