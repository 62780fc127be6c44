// Generated from the OpenAPI document the api serves (GET /v1/openapi.json). Do not edit:
// run `npm run sdk:generate` after changing a route. libs/sdk's drift test fails when this
// file and the served document part.
/** The cursor lists (`{items, next_cursor}`) by path, and the query parameter that takes `next_cursor`. */
export const LIST_CURSOR_PARAMETERS = {
  '/v1/spaces': 'cursor',
  '/v1/deals': 'cursor',
  '/v1/deal/{id}/phases': 'cursor',
  '/v1/deal/{id}/versions': 'cursor',
  '/v1/spaces/{space}/roles': 'cursor',
  '/v1/spaces/{space}/rate-cards': 'cursor',
  '/v1/tokens': 'cursor',
  '/v1/spaces/{space}/api-keys': 'cursor',
  '/v1/spaces/{space}/members': 'cursor',
  '/v1/spaces/{space}/invitations': 'cursor',
  '/v1/invitations': 'cursor',
  '/v1/invitation-blocks': 'cursor',
  '/v1/spaces/{space}/automations': 'cursor',
  '/v1/spaces/{space}/automations/{id}/deliveries': 'cursor',
  '/v1/spaces/{space}/events': 'after',
} as const;
