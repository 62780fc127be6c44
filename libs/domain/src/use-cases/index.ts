export type { BootstrapDeps, BootstrapInput, BootstrapResult } from './bootstrap-workspace.use-case';
export { bootstrapWorkspace } from './bootstrap-workspace.use-case';
