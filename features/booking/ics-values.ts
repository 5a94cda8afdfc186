/*
 * What the ics package leaves to its caller (ics 3.12). RFC 5545 allows no CONTROL character but HTAB in any
 * value. Text values (SUMMARY, DESCRIPTION, LOCATION) escape backslash, semicolon, comma and line breaks: ics
 * does, but knows only LF and CRLF as breaks, so a lone CR would end the line early. A parameter value (a CN)
 * is quoted, and a quoted value may not hold a DQUOTE at all: ics writes it as \", which parsers take as the
 * end of the value, so a name could write parameters of its own. RFC 6868's ^-escapes, which calendar parsers
 * (ical.js among them) decode inside parameter values, would turn a typed ^' back into a DQUOTE.
 */

const controlsButBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const controls = /[\u0000-\u001f\u007f]/g;

/** A text value for ics to escape: every line break as LF, every other control character a space. */
export function icsText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(controlsButBreaks, " ");
}

/** A parameter value ics will quote: no DQUOTE (an apostrophe stands in), no control character, a caret escaped as RFC 6868 says. */
export function icsParameterValue(value: string): string {
  return value.replace(/\r\n?|\n/g, " ").replace(controls, " ").replace(/\^/g, "^^").replace(/"/g, "'");
}
