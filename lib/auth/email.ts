import { stripInvisibleCharacters } from "@/lib/security/invisible-characters";

/** E-mail addresses are compared case-insensitively, without surrounding spaces or invisible characters. */
export function normalizeEmail(email: string): string {
  return stripInvisibleCharacters(email).trim().toLowerCase();
}
