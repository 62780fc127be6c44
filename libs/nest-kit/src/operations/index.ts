export * from './app-lifecycle';
export * from './probe-paths';
export * from './probes.controller';
export * from './probes.module';
export * from './readiness-checks';
export * from './shutdown-settings';
export * from './metrics';
export * from './http-app-operations';
