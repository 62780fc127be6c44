const { PGlite } = require('@electric-sql/pglite');
(async () => {
  let t = Date.now();
  const db = await PGlite.create('memory://');
  console.log('create1', Date.now() - t); t = Date.now();
  const db2 = await PGlite.create('memory://');
  console.log('create2', Date.now() - t); t = Date.now();
  const dump = await db.dumpDataDir('none');
  console.log('dump', Date.now() - t, dump.size); t = Date.now();
  const db3 = await PGlite.create('memory://', { loadDataDir: dump });
  console.log('create3 from dump', Date.now() - t); t = Date.now();
  await db3.query('select 1');
  const db4 = await PGlite.create('/tmp/pgl-data-test');
  console.log('create4 fs', Date.now() - t); t = Date.now();
  await db4.close();
  const db5 = await PGlite.create('/tmp/pgl-data-test');
  console.log('reopen fs', Date.now() - t); t = Date.now();
})();
