export * from './app-metrics';
export * from './database-pool.metrics';
export * from './metrics-server';
