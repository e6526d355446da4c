// Ways to answer a guest from a request (docs/product.md §13).

/** https://wa.me/<digits> (WhatsApp's click-to-chat: full international number, digits only), or null. */
export function whatsappHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

const SIMPLE_EMAIL = /^[^\s@?&#]+@[^\s@?&#]+$/;

/** mailto: the guest, with a subject; null for an address a mail client could misread. */
export function replyMailto(email: string, subject: string): string | null {
  if (!SIMPLE_EMAIL.test(email)) return null;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** tel: link for a phone as typed ("+53 5 123 4567" → "tel:+5351234567"), or null. */
export function telHrefOf(phone: string): string | null {
  const compact = phone.replace(/[^\d+]/g, "");
  return /^\+?\d{5,}$/.test(compact) ? `tel:${compact}` : null;
}
