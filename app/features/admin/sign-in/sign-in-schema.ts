import { z } from "../../../zod.ts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../rules/admin-limits";
import type { Lang } from "../../../lib/lang";
import { adminText } from "../shell/dictionary";

/** The sign-in form, checked in the browser and again by the action. */
export function signInSchema(lang: Lang) {
  const t = adminText[lang];
  return z.object({
    email: z
      .string({ error: t.emailRequired })
      .trim()
      .pipe(z.email({ error: t.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: t.emailInvalid })),
    // Longer than any password we accept: refused before any hashing work.
    password: z.string({ error: t.passwordRequired }).max(PASSWORD_MAX_LENGTH, { error: t.wrongCredentials }),
    next: z.string().optional(),
  });
}
