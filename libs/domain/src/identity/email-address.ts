/** Whether `text` has the shape of an email address: one `@`, no blanks, a dot in the domain. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}

/** The most characters an email address may have (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
