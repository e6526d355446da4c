import { z } from "#app/zod.ts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "#app/features/identity/rules/identity-limits.ts";
import type { AdminTextCode } from "../shell/admin-issues.ts";

type Code = AdminTextCode;

/** The sign-in form, checked in the browser and again by the action; its messages are codes (adminIssueTexts). */
export const signInSchema = z.object({
  email: z
    .string({ error: "emailRequired" satisfies Code })
    .trim()
    .pipe(z.email({ error: "emailInvalid" satisfies Code }).max(EMAIL_MAX_LENGTH, { error: "emailInvalid" satisfies Code })),
  // Longer than any password we accept: refused before any hashing work.
  password: z.string({ error: "passwordRequired" satisfies Code }).max(PASSWORD_MAX_LENGTH, { error: "wrongCredentials" satisfies Code }),
  next: z.string().optional(),
});
