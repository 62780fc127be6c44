// Public API of access rules: which spaces (and so which deals, keys and members) an actor reaches.
export type { SpaceAccess, SpaceAccessDeps } from './space-access';
export { checkManager, memberIdOf, reachSpace, reachSpaceAsManager, spaceAccessOf } from './space-access';
