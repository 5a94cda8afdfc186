import type { SocialLink } from "@/platform/config/site";

const paths: Record<SocialLink["network"], string> = {
  "Twitter (X)": "M4 4h4.6l4 5.6L17.4 4H20l-6.1 7.1L20.5 20h-4.6l-4.3-6-5.2 6H3.8l6.6-7.6z",
  LinkedIn:
    "M5 8h3v11H5zm1.5-5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 8h2.9v1.5c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.7 2.1 3.7 4.8V19h-3v-5.8c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V19h-3z",
  Facebook:
    "M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z",
};

/** Decorative glyph; the surrounding link carries the accessible name. */
export function SocialIcon({ network }: { readonly network: SocialLink["network"] }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
