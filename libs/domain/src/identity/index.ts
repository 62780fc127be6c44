export type { User, UserRepository } from './user';
