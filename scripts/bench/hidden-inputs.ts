function decodeEntities(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** The hidden inputs React renders into a progressively enhanced form: Next's action reference and ours. */
export function hiddenInputs(html: string): [string, string][] {
  const inputs: [string, string][] = [];
  for (const match of html.matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (name) inputs.push([decodeEntities(name), decodeEntities(/value="([^"]*)"/.exec(tag)?.[1] ?? "")]);
  }
  return inputs;
}
