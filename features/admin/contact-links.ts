import { leadDeskCopy } from "@/features/admin/admin-copy";

/**
 * The links a request's page offers for answering the buyer. Pure, so what reaches an href is tested:
 * each is built from stored, validated fields, and anything that would not make a working link is null.
 */

/** A `tel:` link from whatever was typed: "+44 (20) 7946-0000" becomes tel:+442079460000. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** A link to the buyer's website: only http(s), so a stored value can never become a script link. */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`;
}

/** "Reply by e-mail": the buyer's address with the reference in the subject, so the reply threads with it. */
export function replyMailtoHref(email: string, reference: string, brandName: string): string {
  return `${mailtoHref(email)}?subject=${encodeURIComponent(leadDeskCopy.replySubject(reference, brandName))}`;
}
