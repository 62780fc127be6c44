// Spaces created, renamed and given a currency by people (issue 15): no operator needed.
export type { CreateSpaceDeps } from './create-space.use-case';
export { createSpace } from './create-space.use-case';
export type { UpdateSpaceDeps } from './update-space.use-case';
export { CURRENCY_OWNER_ONLY, updateSpace } from './update-space.use-case';
export type { ReadSpaceDeps } from './read-space.use-case';
export { readSpace } from './read-space.use-case';
export type { DeleteSpaceDeps } from './delete-space.use-case';
export { deleteSpace } from './delete-space.use-case';
