import { issueTexts, type SchemaIssue } from "#app/lib/issue-texts.ts";
import type { ContactMessageCode, ContactMessages } from "#app/features/requests/rules/contact-messages.ts";
import type { bookingTexts } from "./booking-texts.ts";
import type { bookingMessageCodes } from "./rules/booking-schema.ts";

// Apart from the dictionaries: the booking and change forms' scripts call it with words from
// their pages' data, and must carry no dictionary (docs/decisions/0034-words-in-the-pages-language.md).

type BookingCode = (typeof bookingMessageCodes)[number];

/**
 * The booking schema's messages in the owner's language (Conform's formatError): its own codes
 * in the owners' words (booking-texts.ts), every other code as the public form words it
 * (contact-messages.ts), both given in that language.
 */
export function bookingIssueTexts(own: (typeof bookingTexts)["en"], messages: ContactMessages) {
  const contact = issueTexts<ContactMessageCode>(messages);
  return (issues: readonly SchemaIssue[]): string[] =>
    issues.flatMap((issue) => (Object.hasOwn(own, issue.message) ? [own[issue.message as BookingCode]] : contact([issue])));
}
