// Spaces created and renamed by people (issue 15): no operator needed.
export type { CreateSpaceDeps } from './create-space.use-case';
export { createSpace } from './create-space.use-case';
export type { RenameSpaceDeps } from './rename-space.use-case';
export { renameSpace } from './rename-space.use-case';
export type { ReadSpaceDeps } from './read-space.use-case';
export { readSpace } from './read-space.use-case';
export type { DeleteSpaceDeps } from './delete-space.use-case';
export { deleteSpace } from './delete-space.use-case';
