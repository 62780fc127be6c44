import type { EmailMessage } from './email-message';

/** The name every email is signed with and titled by. */
export const APP_NAME = 'Deal Pricing Service';

/** What one email says: a few paragraphs, one button-like link, and a closing line. */
export interface EmailContent {
  readonly to: string;
  readonly subject: string;
  readonly paragraphs: readonly string[];
  readonly action: { readonly label: string; readonly url: string };
  readonly footer: string;
}

/** The plain-text and HTML forms of one email, saying the same; every value is escaped in HTML. */
export function renderEmail(content: EmailContent): EmailMessage {
  const { to, subject, paragraphs, action, footer } = content;
  const text = [...paragraphs, `${action.label}: ${action.url}`, footer, `-- ${APP_NAME}`, ''].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 36em">',
    `<h1 style="font-size: 1.2em">${escapeHtml(APP_NAME)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p style="color: #555; font-size: 0.9em">${escapeHtml(footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { to, subject, text, html, links: [action.url] };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
