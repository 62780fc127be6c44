export * from './app-metrics';
export * from './database-pool.metrics';
export * from './http-metrics.middleware';
export * from './metrics-server';
