import type { DataSource, EntityManager } from 'typeorm';
import type { SecretBox } from './secret-box';

/**
 * Each opened database carries its secret box (openDatabase binds it), so a repository finds it
 * through its EntityManager, a transaction's or the data source's, without every caller passing it.
 */
const boxes = new WeakMap<DataSource, SecretBox>();

export function bindSecretBox(dataSource: DataSource, box: SecretBox): void {
  boxes.set(dataSource, box);
}

export function secretBoxOf(manager: EntityManager): SecretBox {
  const box = boxes.get(manager.connection);
  if (!box) throw new Error('this data source was not opened by openDatabase: it has no secret box');
  return box;
}
