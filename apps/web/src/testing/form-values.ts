/**
 * The fields a browser would submit from the form of `html` whose action is `action`: each named
 * input's value, each textarea's text, each select's selected option (the hidden `_csrf` left out,
 * the client adds its own). For page tests that change one field of a filled form.
 */
export function formValues(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${escapeHtml(action)}"`);
  if (start < 0) throw new Error(`no form posting to ${action}`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, 'name');
    if (name && name !== '_csrf') fields[name] = attribute(tag, 'value') ?? '';
  }
  for (const [, attributes, text] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(attributes ?? '', 'name');
    if (name) fields[name] = unescapeHtml(text ?? '');
  }
  for (const [, attributes, options] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attribute(attributes ?? '', 'name');
    const selected = /<option\b[^>]*value="([^"]*)"[^>]*\bselected\b/.exec(options ?? '')?.[1];
    const first = /<option\b[^>]*value="([^"]*)"/.exec(options ?? '')?.[1];
    if (name) fields[name] = unescapeHtml(selected ?? first ?? '');
  }
  return fields;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
  return match ? unescapeHtml(match[1] ?? '') : null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
