export type { Repositories, UnitOfWork } from './repositories';
