/** A space's name, in the API's words; the use case checks it (space-name.rules.ts in the domain). */
export const SPACE_NAME_DOC = {
  description: 'Surrounding blanks are trimmed; 1–100 characters remain.',
  example: 'Acme agency',
} as const;
