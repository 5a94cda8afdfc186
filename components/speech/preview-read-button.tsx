/** Placeholder until speech lands: reads the Preview section's sample text aloud. */
export function PreviewReadButton(_props: { readonly text: string }) {
  return null;
}
