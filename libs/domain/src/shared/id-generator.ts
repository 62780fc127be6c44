/** Prefixes make an id's kind visible in logs and support tickets (`deal_…`, `spc_…`). */
export type IdPrefix =
  | 'usr'
  | 'spc'
  | 'deal'
  | 'ph'
  | 'ver'
  | 'tok'
  | 'aut'
  | 'act'
  | 'evt'
  | 'dlv'
  | 'att'
  | 'dev'
  | 'ses'
  | 'inv'
  | 'eml'
  | 'sgn'
  | 'rol'
  | 'rc'
  | 'est'
  | 'pwr';

/** Port: fresh opaque ids. The domain never generates randomness itself. */
export interface IdGenerator {
  next(prefix: IdPrefix): string;
}
