export type { BootstrapDeps, BootstrapInput, BootstrapResult } from './bootstrap-workspace.use-case';
export { bootstrapWorkspace } from './bootstrap-workspace.use-case';
export type { AuthenticateDeps, Unauthenticated } from './authenticate.use-case';
export { authenticate } from './authenticate.use-case';
export type { ListSpacesDeps, SpacePage } from './list-spaces.use-case';
export { listSpaces } from './list-spaces.use-case';
