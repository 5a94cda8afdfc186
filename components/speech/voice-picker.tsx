/** Placeholder until speech lands: the English voices the browser offers, in the panel's Text-to-Speech section. */
export function VoicePicker() {
  return null;
}
