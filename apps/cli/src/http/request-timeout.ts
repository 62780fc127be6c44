/** No single request may hang the tool for ever; a healthy API answers in milliseconds. */
export const REQUEST_TIMEOUT_MS = 30_000;
