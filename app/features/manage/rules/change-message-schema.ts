import { z } from "#app/zod.ts";
import { CHANGE_MESSAGE_MAX_CHARS } from "./manage-rules.ts";

/** What the schema reports; manageIssueTexts turns each into a sentence in the page's language. */
export type ChangeMessageCode = "messageMissing" | "messageTooLong";

/** The guest's "ask for a change" form: one short message. */
export const changeMessageSchema = z.object({
  message: z
    .string({ message: "messageMissing" })
    .trim()
    .min(1, { message: "messageMissing" })
    .max(CHANGE_MESSAGE_MAX_CHARS, { message: "messageTooLong" }),
});
