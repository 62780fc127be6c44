/**
 * The container image and the deployment descriptions (Dockerfile, compose.yaml, deploy/) against
 * the code: every variable they set is one an app reads, every port and probe path is the one the
 * app serves, every command runs a file the build compiles. No Docker, no cluster, no network: the
 * names come from the config parsers themselves (called with an env that records what they read),
 * the ports from the parsers' results for the environment each container gets.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { parseAllDocuments, parseDocument } from 'yaml';
import { parseApiConfig } from '../../apps/api/src/config/api-config';
import { parseDispatcherConfig } from '../../apps/webhook-dispatcher/src/config/dispatcher-config';
import { parseWebhookInConfig } from '../../apps/webhook-in/src/config/webhook-in-config';
import { databaseConfigFromEnv } from '../../libs/persistence/src/config/database-config';
import { parsePruneConfig } from '../prune-command';
import { LIVENESS_PATH, METRICS_PATH, READINESS_PATH } from '../../libs/nest-kit/src/operations/probe-paths';
import { AppMetrics, registerDatabasePoolMetrics } from '../../libs/nest-kit/src/operations/metrics';
import type { Database } from '../../libs/persistence/src/data-source/database';
import { DeliveryMetrics } from '../../apps/webhook-dispatcher/src/operations/delivery.metrics';
import { RetentionMetrics } from '../../apps/webhook-dispatcher/src/operations/retention.metrics';
import { WebhookInMetrics } from '../../apps/webhook-in/src/operations/webhook-in.metrics';

const ROOT = join(__dirname, '..', '..');
const KUBERNETES_DIR = 'deploy/kubernetes';
const HAPROXY_CFG = 'deploy/haproxy/haproxy.cfg';

type Env = Record<string, string | undefined>;
type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const obj = (value: unknown): Obj => (isObj(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const exists = (path: string): boolean => existsSync(join(ROOT, path));

// ---------------------------------------------------------------------------------------------
// What the code reads

/** Every name `fn` reads from its env, found by handing it an env that records each key asked. */
function namesRead(fn: (env: Env) => unknown, env: Env = {}): Set<string> {
  const names = new Set<string>();
  const recording = new Proxy(
    { ...env },
    {
      get(target, key, receiver) {
        if (typeof key === 'string') names.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
      has(target, key) {
        if (typeof key === 'string') names.add(key);
        return Reflect.has(target, key);
      },
    },
  );
  try {
    fn(recording);
  } catch {
    // A refused value still tells which names were read.
  }
  return names;
}

interface EntryPoint {
  /** The source file that `node dist/<source>.js` runs, without its extension. */
  readonly source: string;
  /** The app's own parser, as its source calls it on `process.env`. */
  readonly parser?: { readonly name: string; readonly parse: (env: Env) => unknown };
  /** A long-running app (a Deployment), the migrations (run once per release) or a scheduled task. */
  readonly role: 'app' | 'migrate' | 'task';
  /** Takes traffic from outside: it needs a Service (Kubernetes) or a published port. */
  readonly serves: boolean;
}

/**
 * What each command runs. Each source is checked to call the parser named here on `process.env`
 * and to open the database from `process.env`, so this table cannot drift from the code unseen.
 */
const ENTRY_POINTS: readonly EntryPoint[] = [
  {
    source: 'apps/api/src/main',
    parser: { name: 'parseApiConfig', parse: parseApiConfig },
    role: 'app',
    serves: true,
  },
  {
    source: 'apps/webhook-in/src/main',
    parser: { name: 'parseWebhookInConfig', parse: parseWebhookInConfig },
    role: 'app',
    serves: true,
  },
  {
    source: 'apps/webhook-dispatcher/src/main',
    parser: { name: 'parseDispatcherConfig', parse: parseDispatcherConfig },
    role: 'app',
    serves: false,
  },
  { source: 'tools/migrate', role: 'migrate', serves: false },
  {
    source: 'tools/prune',
    parser: { name: 'parsePruneConfig', parse: parsePruneConfig },
    role: 'task',
    serves: false,
  },
];

const DATABASE_NAMES = namesRead(databaseConfigFromEnv);

/** The names an entry point reads (its parser's and the database's), for `env` and for none. */
function entryNames(entry: EntryPoint, env: Env = {}): Set<string> {
  const names = new Set([...DATABASE_NAMES, ...namesRead(databaseConfigFromEnv, env)]);
  if (entry.parser) {
    for (const name of namesRead(entry.parser.parse, {})) names.add(name);
    for (const name of namesRead(entry.parser.parse, env)) names.add(name);
  }
  return names;
}

const ALL_NAMES = new Set(ENTRY_POINTS.flatMap((entry) => [...entryNames(entry)]));

/** Read by dependencies (Express, among others), not by our parsers; set only in the image. */
const READ_BY_DEPENDENCIES = new Set(['NODE_ENV']);

interface AppSettings {
  readonly port?: number;
  readonly metricsPort?: number;
  readonly host?: string;
  readonly shutdown?: { readonly drainMs: number; readonly timeoutMs: number };
  readonly trustProxy?: false | number | readonly string[];
  readonly migrateOnStart?: boolean;
}

/** The app's parsed config for `env`, or the problems its parser reported. */
function settingsOf(entry: EntryPoint, env: Env): { settings: AppSettings; problem?: string } {
  const problems: string[] = [];
  try {
    const database = databaseConfigFromEnv(env);
    if (database.kind !== 'server') {
      problems.push('DATABASE_URL is not set: the app would use an embedded database of its own');
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  let settings: AppSettings = {};
  if (entry.parser) {
    try {
      settings = obj(entry.parser.parse(env)) as AppSettings;
    } catch (error) {
      problems.push((error as Error).message.replace(/:\n\s*/, ': ').replace(/\n\s*/g, '; '));
    }
  }
  return problems.length ? { settings, problem: problems.join('; ') } : { settings };
}

/** The variable that sets `field` of a parser's result (e.g. `port` ← `API_PORT`), found by trying. */
function variableOf(entry: EntryPoint, field: 'port' | 'metricsPort'): string | undefined {
  if (!entry.parser) return undefined;
  return [...namesRead(entry.parser.parse)].find((name) => {
    try {
      return obj(entry.parser?.parse({ [name]: '4321' }))[field] === 4321;
    } catch {
      return false;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Commands and the build

const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The major version of the `node` package the project runs its scripts on. */
function projectNodeMajor(): string {
  const pinned = packageJson.devDependencies['node'] ?? '';
  const major = /^(\d+)\./.exec(pinned)?.[1];
  if (!major)
    throw new Error(`package.json: devDependencies.node is ${JSON.stringify(pinned)}, not a pinned version`);
  return major;
}
const buildScript = read('tools/build.sh');
const buildConfig = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.build.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
const compiled = new Set((buildConfig?.fileNames ?? []).map((file) => relative(ROOT, file)));

/** The entry point a command runs, or why it is not one the build produces. */
function entryOf(where: string, command: unknown): { entry?: EntryPoint; problem?: string } {
  const words = Array.isArray(command)
    ? command.map((word) => String(word))
    : (scalar(command)?.trim().split(/\s+/) ?? []);
  const [program, script, ...rest] = words;
  const match = /^dist\/(.+)\.js$/.exec(script ?? '');
  if (program !== 'node' || !match || rest.length) {
    return { problem: `${where}: the command ${JSON.stringify(words)} is not \`node dist/<file>.js\`` };
  }
  const source = match[1] as string;
  const file = [`${source}.ts`, `${source}.tsx`].find(exists);
  if (!file) return { problem: `${where}: ${script} has no source file ${source}.ts` };
  if (!compiled.has(file)) {
    return { problem: `${where}: ${file} is not compiled by tsconfig.build.json (tools/build.sh)` };
  }
  if (!Object.values(packageJson.scripts).some((line) => line.includes(`node ${script}`))) {
    return { problem: `${where}: no package.json script runs \`node ${script}\`` };
  }
  const entry = ENTRY_POINTS.find((candidate) => candidate.source === source);
  if (!entry) return { problem: `${where}: ${script} is not a known entry point of this test` };
  return { entry };
}

// ---------------------------------------------------------------------------------------------
// The Dockerfile

interface Instruction {
  readonly keyword: string;
  readonly args: string;
  readonly line: number;
}
interface Stage {
  readonly base: string;
  readonly name: string | undefined;
  readonly instructions: Instruction[];
}

function parseDockerfile(source: string): { args: Env; stages: Stage[] } {
  const args: Env = {};
  const stages: Stage[] = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = index + 1;
    let text = (lines[index] ?? '').trim();
    if (!text || text.startsWith('#')) continue;
    while (text.endsWith('\\') && index + 1 < lines.length) {
      text = `${text.slice(0, -1).trim()} ${(lines[++index] ?? '').trim()}`;
    }
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(text) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest.trim(), line };
    if (instruction.keyword === 'FROM') {
      const [, image = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? [];
      const base = image.replace(/\$\{?(\w+)\}?/g, (_, arg: string) => args[arg] ?? '');
      stages.push({ base, name, instructions: [] });
    } else if (instruction.keyword === 'ARG' && !stages.length) {
      const [name = '', value] = instruction.args.split('=');
      args[name] = value;
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** `ENV A=1 B="2"` (or the old `ENV A 1`) as a map. */
function envOf(instruction: Instruction): Env {
  const env: Env = {};
  if (!instruction.args.includes('=')) {
    const [name = '', ...value] = instruction.args.split(/\s+/);
    env[name] = value.join(' ');
    return env;
  }
  for (const [, name = '', quoted, bare] of instruction.args.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) {
    env[name] = quoted ?? bare ?? '';
  }
  return env;
}

const execForm = (args: string): string[] | undefined => {
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed) ? parsed.map(String) : undefined;
  } catch {
    return undefined;
  }
};

const dockerfile = parseDockerfile(read('Dockerfile'));
const runtimeStage = dockerfile.stages.at(-1);
const buildStage = dockerfile.stages.find((stage) =>
  stage.instructions.some((step) => step.keyword === 'RUN' && /\bnpm run build\b/.test(step.args)),
);
/** The environment every container of the image starts with. */
const IMAGE_ENV: Env = Object.assign(
  {},
  ...(runtimeStage?.instructions ?? []).filter((step) => step.keyword === 'ENV').map(envOf),
) as Env;

// ---------------------------------------------------------------------------------------------
// Kubernetes

interface Manifest {
  readonly file: string;
  readonly kind: string;
  readonly name: string;
  readonly body: Obj;
}

const manifestFiles = readdirSync(join(ROOT, KUBERNETES_DIR))
  .filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml')
  .sort();
const manifests: Manifest[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(read(`${KUBERNETES_DIR}/${file}`)).flatMap((document) => {
    if ('errors' in document && document.errors.length) {
      throw new Error(`${KUBERNETES_DIR}/${file}: ${document.errors[0]?.message}`);
    }
    const body = obj(document.toJS());
    if (!Object.keys(body).length) return [];
    return [
      {
        file: `${KUBERNETES_DIR}/${file}`,
        kind: scalar(body['kind']) ?? '?',
        name: scalar(obj(body['metadata'])['name']) ?? '?',
        body,
      },
    ];
  }),
);
const ofKind = (kind: string): Manifest[] => manifests.filter((manifest) => manifest.kind === kind);
const at = (manifest: Manifest, field: string): string =>
  `${manifest.file}: ${manifest.kind} ${manifest.name}, ${field}`;

const configMaps = new Map(ofKind('ConfigMap').map((m) => [m.name, obj(m.body['data'])]));
const secrets = new Map(
  ofKind('Secret').map((m) => [m.name, { ...obj(m.body['data']), ...obj(m.body['stringData']) }]),
);

interface Workload {
  readonly manifest: Manifest;
  /** Where the pod spec is, for messages. */
  readonly path: string;
  readonly pod: Obj;
  readonly podLabels: Obj;
  readonly podAnnotations: Obj;
}

function workloads(): Workload[] {
  return manifests.flatMap((manifest): Workload[] => {
    const spec = obj(manifest.body['spec']);
    const template =
      manifest.kind === 'CronJob'
        ? obj(obj(obj(spec['jobTemplate'])['spec'])['template'])
        : manifest.kind === 'Deployment' || manifest.kind === 'Job'
          ? obj(spec['template'])
          : undefined;
    if (!template) return [];
    const path = manifest.kind === 'CronJob' ? 'spec.jobTemplate.spec.template' : 'spec.template';
    const metadata = obj(template['metadata']);
    return [
      {
        manifest,
        path,
        pod: obj(template['spec']),
        podLabels: obj(metadata['labels']),
        podAnnotations: obj(metadata['annotations']),
      },
    ];
  });
}

interface ContainerEnv {
  readonly env: Env;
  /** Names the container sets itself (`env:`), as opposed to those its ConfigMaps and Secrets bring. */
  readonly own: string[];
  readonly problems: string[];
}

/** The environment a container starts with: the image's, then `envFrom`, then `env`. */
function containerEnv(workload: Workload, container: Obj, field: string): ContainerEnv {
  const where = (detail: string) => at(workload.manifest, `${field}.${detail}`);
  const env: Env = { ...IMAGE_ENV };
  const problems: string[] = [];
  list(container['envFrom']).forEach((source, index) => {
    const configMap = scalar(obj(obj(source)['configMapRef'])['name']);
    const secret = scalar(obj(obj(source)['secretRef'])['name']);
    const values = configMap ? configMaps.get(configMap) : secret ? secrets.get(secret) : undefined;
    if (!values) problems.push(where(`envFrom[${index}] names no ConfigMap or Secret in ${KUBERNETES_DIR}`));
    for (const [name, value] of Object.entries(values ?? {})) env[name] = scalar(value);
  });
  const own: string[] = [];
  list(container['env']).forEach((entry, index) => {
    const name = scalar(obj(entry)['name']) ?? '';
    own.push(name);
    const from = obj(obj(entry)['valueFrom']);
    if ('value' in obj(entry)) {
      env[name] = scalar(obj(entry)['value']);
    } else if (from['secretKeyRef'] || from['configMapKeyRef']) {
      const ref = obj(from['secretKeyRef'] ?? from['configMapKeyRef']);
      const source = from['secretKeyRef'] ? secrets : configMaps;
      const value = source.get(scalar(ref['name']) ?? '')?.[scalar(ref['key']) ?? ''];
      if (value === undefined)
        problems.push(where(`env[${index}] (${name}) refers to a key no manifest has`));
      env[name] = scalar(value);
    } else {
      problems.push(where(`env[${index}] (${name}) has neither value nor secretKeyRef/configMapKeyRef`));
    }
  });
  return { env, own, problems };
}

const containerPortOf = (container: Obj, port: unknown): number | undefined => {
  if (typeof port === 'number') return port;
  const named = list(container['ports']).find((entry) => obj(entry)['name'] === port);
  const number = obj(named)['containerPort'];
  return typeof number === 'number' ? number : undefined;
};

// ---------------------------------------------------------------------------------------------
// NetworkPolicies (docs/operations.md, "Network policies")

/** The namespace of the ingress controller (ingress-nginx), the only way in to the app ports. */
const INGRESS_CONTROLLER_NAMESPACE = 'ingress-nginx';
/** Prometheus's namespace, the only one that reaches the metrics ports. */
const MONITORING_NAMESPACE = 'monitoring';
/** Where the cluster's DNS runs. */
const DNS_NAMESPACE = 'kube-system';
/** Private, carrier-grade NAT (often pods), link-local (cloud metadata) and loopback ranges. */
const NON_PUBLIC_RANGES = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '127.0.0.0/8',
];

/** An IPv4 CIDR as its first and last address, or undefined when it is not one. */
function cidrRange(cidr: string): readonly [number, number] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(cidr);
  if (!match) return undefined;
  const octets = match.slice(1, 5).map(Number);
  const bits = Number(match[5]);
  if (octets.some((octet) => octet > 255) || bits > 32) return undefined;
  const address = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  const size = 2 ** (32 - bits);
  if (address % size !== 0) return undefined;
  return [address, address + size - 1];
}

/** Whether every address of `inner` is in `outer`. */
function cidrWithin(inner: string, outer: string): boolean {
  const a = cidrRange(inner);
  const b = cidrRange(outer);
  return !!a && !!b && a[0] >= b[0] && a[1] <= b[1];
}

/** Whether a label selector (matchLabels only; {} selects every pod) selects a workload's pods. */
function selectsPod(selector: Obj, workload: Workload): boolean {
  return Object.entries(obj(selector['matchLabels'])).every(
    ([key, value]) => workload.podLabels[key] === value,
  );
}

/** The namespace a peer names by `kubernetes.io/metadata.name`, if it names one that way. */
function peerNamespace(peer: Obj): string | undefined {
  if (peer['namespaceSelector'] === undefined) return undefined;
  return scalar(obj(obj(peer['namespaceSelector'])['matchLabels'])['kubernetes.io/metadata.name']);
}

const keysWithin = (value: Obj, allowed: readonly string[]) =>
  Object.keys(value).filter((key) => !allowed.includes(key));

/** The NetworkPolicy's shape against networking.k8s.io/v1, as far as these manifests use it. */
function networkPolicyProblems(policy: Manifest): string[] {
  const problems: string[] = [];
  const bad = (field: string, detail: string) => problems.push(at(policy, `${field}: ${detail}`));
  if (policy.body['apiVersion'] !== 'networking.k8s.io/v1') bad('apiVersion', 'must be networking.k8s.io/v1');
  if (obj(policy.body['metadata'])['namespace'] !== 'deal-pricing')
    bad('metadata.namespace', 'must be deal-pricing');
  const spec = obj(policy.body['spec']);
  for (const key of keysWithin(spec, ['podSelector', 'policyTypes', 'ingress', 'egress']))
    bad(`spec.${key}`, 'unknown field');
  const selector = spec['podSelector'];
  if (!isObj(selector)) bad('spec.podSelector', 'is required ({} for every pod)');
  else if (keysWithin(selector, ['matchLabels']).length)
    bad('spec.podSelector', 'only matchLabels is used here');
  const types = list(spec['policyTypes']);
  if (!types.length || types.some((type) => type !== 'Ingress' && type !== 'Egress'))
    bad('spec.policyTypes', 'must list Ingress and/or Egress');
  for (const [direction, peersKey, type] of [
    ['ingress', 'from', 'Ingress'],
    ['egress', 'to', 'Egress'],
  ] as const) {
    if (spec[direction] === undefined) continue;
    if (!Array.isArray(spec[direction])) bad(`spec.${direction}`, 'must be a list');
    if (!types.includes(type)) bad(`spec.${direction}`, `needs ${type} in policyTypes`);
    list(spec[direction]).forEach((item, index) => {
      const field = `spec.${direction}[${index}]`;
      const rule = obj(item);
      for (const key of keysWithin(rule, [peersKey, 'ports'])) bad(`${field}.${key}`, 'unknown field');
      list(rule['ports']).forEach((portItem, p) => {
        const port = obj(portItem);
        const value = port['port'];
        for (const key of keysWithin(port, ['protocol', 'port', 'endPort']))
          bad(`${field}.ports[${p}].${key}`, 'unknown field');
        if (!['TCP', 'UDP', 'SCTP', undefined].includes(port['protocol'] as string | undefined))
          bad(`${field}.ports[${p}].protocol`, 'must be TCP, UDP or SCTP');
        const valid =
          (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 65535) ||
          (typeof value === 'string' && /^(?=.*[a-z])[a-z0-9]([a-z0-9-]{0,13}[a-z0-9])?$/.test(value));
        if (!valid) bad(`${field}.ports[${p}].port`, `${JSON.stringify(value)} is no port number or name`);
      });
      list(rule[peersKey]).forEach((peerItem, q) => {
        const peer = obj(peerItem);
        const where = `${field}.${peersKey}[${q}]`;
        const keys = Object.keys(peer);
        if (!keys.length || keysWithin(peer, ['podSelector', 'namespaceSelector', 'ipBlock']).length)
          bad(where, 'must have podSelector, namespaceSelector or ipBlock, and nothing else');
        if (peer['ipBlock'] !== undefined) {
          if (keys.length > 1) bad(where, 'an ipBlock stands alone');
          const block = obj(peer['ipBlock']);
          const cidr = scalar(block['cidr']) ?? '';
          if (!cidrRange(cidr)) bad(`${where}.ipBlock.cidr`, `${cidr} is no IPv4 CIDR`);
          for (const except of list(block['except']).map(String)) {
            if (!cidrWithin(except, cidr)) bad(`${where}.ipBlock.except`, `${except} is not inside ${cidr}`);
          }
        }
        for (const key of ['podSelector', 'namespaceSelector']) {
          if (
            peer[key] !== undefined &&
            (!isObj(peer[key]) || keysWithin(obj(peer[key]), ['matchLabels']).length)
          )
            bad(`${where}.${key}`, 'must be a matchLabels selector');
        }
      });
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// compose.yaml and HAProxy

const composeDocument = parseDocument(read('compose.yaml'), { merge: true });
const compose = obj(composeDocument.toJS());
const composeServices = obj(compose['services']);
const appImages = new Set(
  Object.values(composeServices)
    .filter((service) => obj(service)['build'] !== undefined)
    .map((service) => scalar(obj(service)['image'])),
);
/** Services run from this repository's image, with the entry point each runs. */
const composeApps = Object.entries(composeServices)
  .map(([name, service]) => ({ name, service: obj(service) }))
  .filter(({ service }) => service['build'] !== undefined || appImages.has(scalar(service['image'])))
  .map(({ name, service }) => {
    const where = `compose.yaml: services.${name}`;
    const { entry, problem } = entryOf(`${where}.command`, service['command']);
    const environment = service['environment'];
    const own: Env = Array.isArray(environment)
      ? Object.fromEntries(environment.map((item) => String(item).split(/=(.*)/s).slice(0, 2)))
      : (obj(environment) as Env);
    const env: Env = { ...IMAGE_ENV };
    for (const [key, value] of Object.entries(own)) env[key] = scalar(value);
    return { name, service, where, entry, problem, own, env };
  });

/** `20s`, `1m30s`, `500ms` → milliseconds (compose's duration format). */
function durationMs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1, us: 0.001 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== value) return undefined;
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * (units[unit ?? 's'] ?? 0), 0);
}

interface HaproxySection {
  readonly kind: string;
  readonly name: string;
  readonly lines: string[];
}
const haproxy: HaproxySection[] = [];
for (const raw of read(HAPROXY_CFG).split('\n')) {
  const line = raw.replace(/#.*$/, '').trim();
  if (!line) continue;
  const section = /^(global|defaults|frontend|backend|listen|resolvers)\b\s*(\S*)/.exec(line);
  if (section && !/^\s/.test(raw))
    haproxy.push({ kind: section[1] ?? '', name: section[2] ?? '', lines: [] });
  else haproxy.at(-1)?.lines.push(line);
}

// ---------------------------------------------------------------------------------------------

describe('the entry points the deployment runs', () => {
  it('are the sources the build compiles, each calling the parser this test reads', () => {
    const problems: string[] = [];
    if (!/\btools\/build\.sh\b/.test(packageJson.scripts['build'] ?? '')) {
      problems.push('package.json: scripts.build does not run tools/build.sh');
    }
    if (!/tsc\S*\s+-b\s+tsconfig\.build\.json/.test(buildScript)) {
      problems.push('tools/build.sh: does not compile with `tsc -b tsconfig.build.json`');
    }
    if (buildConfig?.options.outDir !== join(ROOT, 'dist') || buildConfig.options.rootDir !== ROOT) {
      problems.push(
        'tsconfig.build.json: compilerOptions must put `<file>.ts` at `dist/<file>.js` (outDir dist, rootDir .)',
      );
    }
    for (const entry of ENTRY_POINTS) {
      const file = `${entry.source}.ts`;
      if (!compiled.has(file)) {
        problems.push(`${file}: not compiled by tsconfig.build.json`);
        continue;
      }
      const source = read(file);
      // An app's main.ts hands its parser to nest-kit's runAppProcess(), which calls it and opens
      // the database, both on process.env (checked once below); a tool calls them itself.
      const viaRunner = source.includes('runAppProcess(');
      if (entry.parser && !source.includes(`${entry.parser.name}(process.env)`)) {
        if (!viaRunner || !source.includes(`configure: ${entry.parser.name}`)) {
          problems.push(`${file}: does not call ${entry.parser.name}(process.env)`);
        }
      }
      if (!viaRunner && !/(openMigratedDatabase|databaseConfigFromEnv)\(process\.env\)/.test(source)) {
        problems.push(`${file}: does not open the database from process.env`);
      }
    }
    const runner = read('libs/nest-kit/src/process/run-app-process.ts');
    if (
      !/env: Record<string, string \| undefined> = process\.env/.test(runner) ||
      !runner.includes('app.configure(env)') ||
      !runner.includes('databaseConfigFromEnv(env)')
    ) {
      problems.push(
        'libs/nest-kit/src/process/run-app-process.ts: does not read the config and the database from process.env',
      );
    }
    expect(problems).toEqual([]);
  });

  it('find the names each parser reads (the recording env works)', () => {
    expect([...DATABASE_NAMES]).toEqual(expect.arrayContaining(['DATABASE_URL', 'DATA_DIR']));
    for (const entry of ENTRY_POINTS.filter((candidate) => candidate.role === 'app')) {
      expect([...entryNames(entry)]).toEqual(expect.arrayContaining(['HOST', 'SHUTDOWN_TIMEOUT_MS']));
      expect(variableOf(entry, 'port')).toMatch(/_PORT$/);
    }
  });
});

describe('Dockerfile', () => {
  const where = (step: Instruction | undefined, detail: string) =>
    `Dockerfile${step ? ` line ${step.line}` : ''}: ${detail}`;
  const runs = (stage: Stage | undefined) =>
    (stage?.instructions ?? []).filter((step) => step.keyword === 'RUN');

  it('builds with `npm ci` and `npm run build` from every input the build reads', () => {
    const problems: string[] = [];
    const ci = runs(buildStage).findIndex(
      (step) => /\bnpm ci\b/.test(step.args) && !/--omit=dev/.test(step.args),
    );
    const build = runs(buildStage).findIndex((step) => /\bnpm run build\b/.test(step.args));
    if (!buildStage) problems.push(where(undefined, 'no stage runs `npm run build`'));
    else if (ci < 0 || ci > build)
      problems.push(
        where(undefined, 'the build stage must run `npm ci` (with dev dependencies) before `npm run build`'),
      );
    const copied = (buildStage?.instructions ?? [])
      .filter((step) => step.keyword === 'COPY' && !step.args.startsWith('--from'))
      .flatMap((step) => step.args.split(/\s+/).slice(0, -1));
    const tsconfigExtends = JSON.parse(read('tsconfig.build.json')) as {
      extends?: string;
      include: string[];
    };
    const inputs = [
      'package.json',
      'package-lock.json',
      'tsconfig.build.json',
      ...(tsconfigExtends.extends ? [tsconfigExtends.extends.replace(/^\.\//, '')] : []),
      ...new Set(tsconfigExtends.include.map((pattern) => pattern.split('/')[0] ?? '')),
    ];
    for (const input of inputs) {
      if (!copied.some((source) => source.replace(/^\.\//, '').replace(/\/$/, '') === input)) {
        problems.push(
          where(undefined, `the build stage does not COPY ${input}, which \`npm run build\` reads`),
        );
      }
    }
    // What build.sh copies beside the compiled files (the web assets) must be in the build context.
    for (const [, sources = ''] of buildScript.matchAll(/^\s*cp\s+(?:-\w+\s+)*(.+)\s+dist\/\S*\s*$/gm)) {
      for (const source of sources.split(/\s+/)) {
        if (!exists(source)) problems.push(`tools/build.sh: copies ${source}, which does not exist`);
        if (!copied.some((dir) => source.startsWith(`${dir.replace(/^\.\//, '').replace(/\/$/, '')}/`))) {
          problems.push(
            where(undefined, `the build stage does not COPY ${source} (tools/build.sh copies it into dist)`),
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('runs on node, with production dependencies and the compiled dist only, as a non-root user', () => {
    const problems: string[] = [];
    if (!runtimeStage || runtimeStage === buildStage) {
      problems.push(where(undefined, 'needs a runtime stage after the build stage'));
    }
    // The image runs the Node.js major that `npm ci` installs for `npm start` (package.json).
    const major = projectNodeMajor();
    if (!new RegExp(`^node:${major}[\\w.-]*(slim|alpine)`).test(runtimeStage?.base ?? '')) {
      problems.push(
        where(undefined, `the runtime stage's base ${runtimeStage?.base} is not a slim node:${major} image`),
      );
    }
    if (!runs(runtimeStage).some((step) => /\bnpm ci\b.*--omit=dev/.test(step.args))) {
      problems.push(where(undefined, 'the runtime stage must install with `npm ci --omit=dev`'));
    }
    const workdir = buildStage?.instructions.filter((step) => step.keyword === 'WORKDIR').at(-1)?.args ?? '/';
    const fromBuild = runtimeStage?.instructions.find(
      (step) => step.keyword === 'COPY' && step.args.startsWith(`--from=${buildStage?.name}`),
    );
    const [copiedDist] = fromBuild?.args.split(/\s+/).slice(1) ?? [];
    if (!copiedDist || ![`${workdir}/dist`, 'dist', './dist'].includes(copiedDist.replace(/\/$/, ''))) {
      problems.push(
        where(
          fromBuild,
          `the runtime stage must COPY --from=${buildStage?.name} ${workdir}/dist (the build's whole output)`,
        ),
      );
    }
    const user = runtimeStage?.instructions.filter((step) => step.keyword === 'USER').at(-1);
    const uid = user?.args.split(':')[0];
    if (!uid || uid === 'root' || uid === '0' || !/^\d+$/.test(uid)) {
      problems.push(
        where(
          user,
          `USER ${uid ?? '(none)'}: must be a numeric non-root user (Kubernetes checks runAsNonRoot on the uid)`,
        ),
      );
    }
    for (const [name, value] of Object.entries({ HOST: '0.0.0.0', NODE_ENV: 'production' })) {
      if (IMAGE_ENV[name] !== value)
        problems.push(where(undefined, `ENV ${name} must be ${value}, is ${IMAGE_ENV[name]}`));
    }
    for (const name of Object.keys(IMAGE_ENV)) {
      if (!ALL_NAMES.has(name) && !READ_BY_DEPENDENCIES.has(name)) {
        problems.push(where(undefined, `ENV ${name}: no app reads it`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('exposes every port of every app and runs the api by default', () => {
    const problems: string[] = [];
    const exposed = new Set(
      (runtimeStage?.instructions ?? [])
        .filter((step) => step.keyword === 'EXPOSE')
        .flatMap((step) => step.args.split(/\s+/).map((port) => Number(port.replace(/\/tcp$/, '')))),
    );
    for (const entry of ENTRY_POINTS.filter((candidate) => candidate.role === 'app')) {
      const { settings } = settingsOf(entry, IMAGE_ENV);
      for (const port of [settings.port, settings.metricsPort]) {
        if (port !== undefined && !exposed.has(port)) {
          problems.push(where(undefined, `EXPOSE lacks ${port} (${entry.source})`));
        }
      }
    }
    const cmd = runtimeStage?.instructions.filter((step) => step.keyword === 'CMD').at(-1);
    const { entry, problem } = entryOf(where(cmd, 'CMD'), execForm(cmd?.args ?? '') ?? cmd?.args);
    if (problem) problems.push(problem);
    else if (entry?.source !== 'apps/api/src/main') problems.push(where(cmd, 'CMD must run the api'));
    expect(problems).toEqual([]);
  });

  it('has a HEALTHCHECK in node that asks the liveness path on the port of whichever app runs', () => {
    const problems: string[] = [];
    const check = runtimeStage?.instructions.find((step) => step.keyword === 'HEALTHCHECK');
    const command = execForm(/\bCMD\s+(.*)$/.exec(check?.args ?? '')?.[1] ?? '');
    if (!check || command?.[0] !== 'node' || !command[1]) {
      problems.push(
        where(check, 'HEALTHCHECK must be `CMD ["node", "<script>"]` (a slim image has no curl)'),
      );
    } else {
      const copy = runtimeStage?.instructions.find(
        (step) =>
          step.keyword === 'COPY' && step.args.split(/\s+/).at(-1)?.replace(/^\.\//, '') === command[1],
      );
      const script = copy?.args.split(/\s+/)[0] ?? '';
      if (!copy || !exists(script)) {
        problems.push(where(check, `the HEALTHCHECK script ${command[1]} is not copied from the repository`));
      } else {
        const text = read(script);
        if (
          !text.includes('dist/libs/nest-kit/src/operations/probe-paths.js') ||
          !text.includes('LIVENESS_PATH')
        ) {
          problems.push(`${script}: must take LIVENESS_PATH from probe-paths (${LIVENESS_PATH})`);
        }
        const asked = new Map(
          [...text.matchAll(/process\.env\.(\w+)\s*\|\|\s*'(\d+)'/g)].map(([, name, port]) => [
            name,
            Number(port),
          ]),
        );
        for (const entry of ENTRY_POINTS.filter((candidate) => candidate.role === 'app')) {
          const variable = variableOf(entry, 'port');
          const { settings } = settingsOf(entry, {});
          if (variable && asked.get(variable) !== settings.port) {
            problems.push(
              `${script}: must ask process.env.${variable} || '${settings.port}' (${entry.source})`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('.dockerignore keeps node_modules and dist out but every file the image copies in', () => {
    const problems: string[] = [];
    const patterns = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    // Docker's matching, as far as these patterns need it: `**/` any directories, `*` and `?` within
    // one name; a match on a directory ignores everything in it.
    const toRegex = (pattern: string) => {
      const tokens = pattern.replace(/^\//, '').split(/(\*\*\/|\*|\?)/);
      const body = tokens
        .map((token) =>
          token === '**/'
            ? '(?:.*/)?'
            : token === '*'
              ? '[^/]*'
              : token === '?'
                ? '[^/]'
                : token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return new RegExp(`^${body}(?:/.*)?$`);
    };
    const ignored = (path: string) => patterns.some((pattern) => toRegex(pattern).test(path));
    for (const path of ['node_modules', 'dist']) {
      if (!ignored(path)) problems.push(`.dockerignore: must ignore ${path} (the image builds its own)`);
    }
    const sources = dockerfile.stages
      .flatMap((stage) => stage.instructions)
      .filter((step) => step.keyword === 'COPY' && !step.args.startsWith('--from'))
      .flatMap((step) =>
        step.args
          .split(/\s+/)
          .slice(0, -1)
          .map((source) => ({ step, source: source.replace(/^\.\//, '') })),
      );
    for (const { step, source } of sources) {
      if (ignored(source))
        problems.push(where(step, `COPY ${source}: .dockerignore leaves it out of the context`));
      if (!exists(source)) problems.push(where(step, `COPY ${source}: no such file in the repository`));
    }
    expect(problems).toEqual([]);
  });
});

describe(`Kubernetes manifests (${KUBERNETES_DIR})`, () => {
  it('kustomization.yaml lists every steady-state manifest, and no Secret', () => {
    const problems: string[] = [];
    const kustomization = obj(parseDocument(read(`${KUBERNETES_DIR}/kustomization.yaml`)).toJS());
    const listed = list(kustomization['resources']).map(String);
    for (const file of listed) {
      if (!exists(`${KUBERNETES_DIR}/${file}`))
        problems.push(`${KUBERNETES_DIR}/kustomization.yaml: resources lists ${file}, which does not exist`);
    }
    for (const manifest of manifests) {
      const inKustomization = listed.includes(manifest.file.slice(KUBERNETES_DIR.length + 1));
      // The migration Job runs once per release before the rollout, and the Secret is a template of
      // placeholders: both are applied by hand (docs/operations.md); everything else by `apply -k`.
      const byHand = manifest.kind === 'Job' || manifest.kind === 'Secret';
      if (inKustomization === byHand) {
        problems.push(
          `${KUBERNETES_DIR}/kustomization.yaml: resources must ${byHand ? 'not ' : ''}list ${manifest.file} (${manifest.kind} ${manifest.name})`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('sets only variables the code reads, and only placeholders in the Secret template', () => {
    const problems: string[] = [];
    for (const manifest of ofKind('ConfigMap')) {
      for (const name of Object.keys(obj(manifest.body['data']))) {
        if (!ALL_NAMES.has(name)) problems.push(at(manifest, `data.${name}: no app reads it`));
      }
    }
    for (const manifest of ofKind('Secret')) {
      const values = { ...obj(manifest.body['data']), ...obj(manifest.body['stringData']) };
      for (const [name, value] of Object.entries(values)) {
        if (!ALL_NAMES.has(name)) problems.push(at(manifest, `stringData.${name}: no app reads it`));
        if (!String(value).includes('CHANGE_ME')) {
          problems.push(
            at(manifest, `stringData.${name}: a template holds placeholders (CHANGE_ME), never a real value`),
          );
        }
      }
    }
    for (const workload of workloads()) {
      list(workload.pod['containers']).forEach((container, index) => {
        const field = `${workload.path}.spec.containers[${index}]`;
        const { entry, problem } = entryOf(
          at(workload.manifest, `${field}.command`),
          obj(container)['command'],
        );
        if (problem) {
          problems.push(problem);
          return;
        }
        const { env, own, problems: envProblems } = containerEnv(workload, obj(container), field);
        problems.push(...envProblems);
        const names = entryNames(entry as EntryPoint, env);
        for (const name of own) {
          if (!names.has(name))
            problems.push(at(workload.manifest, `${field}.env ${name}: ${entry?.source} does not read it`));
        }
        const { problem: refused } = settingsOf(entry as EntryPoint, env);
        if (refused) problems.push(at(workload.manifest, `${field}: its environment is refused: ${refused}`));
      });
    }
    expect(problems).toEqual([]);
  });

  it('gives every Deployment, the migration Job and the prune CronJob SECRETS_KEY from the Secret (one key for all)', () => {
    const problems: string[] = [];
    const refs = new Set<string>();
    for (const workload of workloads()) {
      list(workload.pod['containers']).forEach((container, index) => {
        const entry = list(obj(container)['env']).find((item) => obj(item)['name'] === 'SECRETS_KEY');
        const ref = obj(obj(obj(entry)['valueFrom'])['secretKeyRef']);
        if (!scalar(ref['name']) || !scalar(ref['key'])) {
          problems.push(
            at(
              workload.manifest,
              `${workload.path}.spec.containers[${index}]: SECRETS_KEY is not taken from a Secret`,
            ),
          );
          return;
        }
        refs.add(`${scalar(ref['name'])}/${scalar(ref['key'])}`);
      });
    }
    expect(problems).toEqual([]);
    expect([...refs]).toEqual(['deal-pricing-secrets/SECRETS_KEY']);
    expect(
      workloads()
        .map((workload) => workload.manifest.kind)
        .sort(),
    ).toEqual(['CronJob', 'Deployment', 'Deployment', 'Deployment', 'Job']);
  });

  it('runs one image, as a non-root user, with resources, on a read-only root filesystem', () => {
    const problems: string[] = [];
    const images = new Set<string>();
    for (const workload of workloads()) {
      const podSecurity = obj(workload.pod['securityContext']);
      list(workload.pod['containers']).forEach((item, index) => {
        const container = obj(item);
        const field = `${workload.path}.spec.containers[${index}]`;
        images.add(scalar(container['image']) ?? '');
        const security = { ...podSecurity, ...obj(container['securityContext']) };
        if (security['runAsNonRoot'] !== true)
          problems.push(at(workload.manifest, `${field}.securityContext.runAsNonRoot must be true`));
        if (security['runAsUser'] === 0)
          problems.push(at(workload.manifest, `${field}.securityContext.runAsUser must not be 0`));
        if (security['readOnlyRootFilesystem'] !== true)
          problems.push(
            at(workload.manifest, `${field}.securityContext.readOnlyRootFilesystem must be true`),
          );
        if (security['allowPrivilegeEscalation'] !== false)
          problems.push(
            at(workload.manifest, `${field}.securityContext.allowPrivilegeEscalation must be false`),
          );
        for (const bound of ['requests', 'limits']) {
          for (const resource of ['cpu', 'memory']) {
            if (scalar(obj(obj(container['resources'])[bound])[resource]) === undefined) {
              problems.push(at(workload.manifest, `${field}.resources.${bound}.${resource} is missing`));
            }
          }
        }
      });
    }
    if (images.size !== 1)
      problems.push(
        `${KUBERNETES_DIR}: every container must run the same image (the release), found ${[...images].join(', ')}`,
      );
    expect(problems).toEqual([]);
  });

  it('gives each app its ports, probes, metrics annotations, graceful stop and a safe rollout', () => {
    const problems: string[] = [];
    const deployments = workloads().filter((workload) => workload.manifest.kind === 'Deployment');
    const apps = new Set<string>();
    for (const workload of deployments) {
      const { manifest, pod } = workload;
      const spec = obj(manifest.body['spec']);
      const replicas = spec['replicas'];
      if (typeof replicas !== 'number' || replicas < 2)
        problems.push(at(manifest, `spec.replicas must be at least 2, is ${replicas}`));
      const strategy = obj(spec['strategy']);
      if (strategy['type'] !== 'RollingUpdate' || obj(strategy['rollingUpdate'])['maxUnavailable'] !== 0) {
        problems.push(
          at(manifest, 'spec.strategy must be RollingUpdate with rollingUpdate.maxUnavailable 0'),
        );
      }
      for (const [key, value] of Object.entries(obj(obj(spec['selector'])['matchLabels']))) {
        if (workload.podLabels[key] !== value)
          problems.push(at(manifest, `spec.selector.matchLabels.${key} is not a label of the pod template`));
      }
      list(pod['containers']).forEach((item, index) => {
        const container = obj(item);
        const field = `spec.template.spec.containers[${index}]`;
        const { entry } = entryOf('', container['command']);
        if (entry?.role !== 'app') {
          problems.push(at(manifest, `${field}.command does not run an app`));
          return;
        }
        apps.add(entry.source);
        const { env } = containerEnv(workload, container, field);
        const { settings, problem: refused } = settingsOf(entry, env);
        if (refused) {
          problems.push(at(manifest, `${field}: its environment is refused: ${refused}`));
          return;
        }
        if (settings.host !== '0.0.0.0')
          problems.push(at(manifest, `${field}: HOST must be 0.0.0.0 in a container, is ${settings.host}`));
        // Ports: the app's port is `http`, its metrics port (if it has one of its own) `metrics`.
        const expected = new Map<string, number | undefined>([['http', settings.port]]);
        if (settings.metricsPort !== undefined) expected.set('metrics', settings.metricsPort);
        const declared = list(container['ports']).map((port) => obj(port));
        for (const [name, number] of expected) {
          const port = declared.find((candidate) => candidate['name'] === name);
          if (port?.['containerPort'] !== number) {
            problems.push(
              at(
                manifest,
                `${field}.ports[${name}].containerPort must be ${number} (${entry.source}), is ${port?.['containerPort']}`,
              ),
            );
          }
        }
        for (const port of declared) {
          if (!expected.has(scalar(port['name']) ?? ''))
            problems.push(at(manifest, `${field}.ports[${port['name']}]: the app serves no such port`));
        }
        // Probes: liveness and startup on /healthz, readiness on /readyz, all on the app's port.
        for (const [probe, path, required] of [
          ['livenessProbe', LIVENESS_PATH, true],
          ['readinessProbe', READINESS_PATH, true],
          ['startupProbe', LIVENESS_PATH, false],
        ] as const) {
          const get = obj(obj(container[probe])['httpGet']);
          if (!container[probe] && !required) continue;
          if (get['path'] !== path)
            problems.push(at(manifest, `${field}.${probe}.httpGet.path must be ${path}, is ${get['path']}`));
          if (containerPortOf(container, get['port']) !== settings.port) {
            problems.push(
              at(
                manifest,
                `${field}.${probe}.httpGet.port must be the app's port ${settings.port}, is ${get['port']} (${containerPortOf(container, get['port'])})`,
              ),
            );
          }
        }
        // Metrics: where Prometheus scrapes the pod.
        const annotations = workload.podAnnotations;
        const metricsPort = settings.metricsPort ?? settings.port;
        if (annotations['prometheus.io/scrape'] !== 'true')
          problems.push(
            at(manifest, `spec.template.metadata.annotations["prometheus.io/scrape"] must be "true"`),
          );
        if (annotations['prometheus.io/port'] !== String(metricsPort)) {
          problems.push(
            at(
              manifest,
              `spec.template.metadata.annotations["prometheus.io/port"] must be "${metricsPort}", is ${annotations['prometheus.io/port']}`,
            ),
          );
        }
        if (annotations['prometheus.io/path'] !== METRICS_PATH) {
          problems.push(
            at(manifest, `spec.template.metadata.annotations["prometheus.io/path"] must be ${METRICS_PATH}`),
          );
        }
        // Graceful stop: a drain for the endpoints to catch up, and the whole stop before SIGKILL.
        const grace = pod['terminationGracePeriodSeconds'];
        const shutdown = settings.shutdown;
        if (!shutdown || shutdown.drainMs <= 0)
          problems.push(at(manifest, `${field}: SHUTDOWN_DRAIN_MS must be above 0 behind a Service`));
        if (!shutdown || typeof grace !== 'number' || grace * 1000 <= shutdown.timeoutMs) {
          problems.push(
            at(
              manifest,
              `spec.template.spec.terminationGracePeriodSeconds (${grace}) must exceed SHUTDOWN_TIMEOUT_MS (${shutdown?.timeoutMs} ms)`,
            ),
          );
        }
      });
    }
    for (const entry of ENTRY_POINTS.filter((candidate) => candidate.role === 'app')) {
      if (!apps.has(entry.source)) problems.push(`${KUBERNETES_DIR}: no Deployment runs ${entry.source}`);
    }
    expect(problems).toEqual([]);
  });

  it('routes each Service to the app port of one Deployment, and guards each Deployment with a PodDisruptionBudget', () => {
    const problems: string[] = [];
    const deployments = workloads().filter((workload) => workload.manifest.kind === 'Deployment');
    const selects = (selector: Obj, workload: Workload) =>
      Object.keys(selector).length > 0 &&
      Object.entries(selector).every(([key, value]) => workload.podLabels[key] === value);
    const served = new Set<string>();
    for (const service of ofKind('Service')) {
      const selector = obj(obj(service.body['spec'])['selector']);
      const targets = deployments.filter((workload) => selects(selector, workload));
      if (targets.length !== 1) {
        problems.push(at(service, `spec.selector selects ${targets.length} Deployments, not one`));
        continue;
      }
      const target = targets[0] as Workload;
      const container = obj(list(target.pod['containers'])[0]);
      const { entry } = entryOf('', container['command']);
      if (entry) served.add(entry.source);
      list(obj(service.body['spec'])['ports']).forEach((item, index) => {
        const port = obj(item);
        if (
          port['targetPort'] !== 'http' &&
          containerPortOf(container, port['targetPort']) !== containerPortOf(container, 'http')
        ) {
          problems.push(
            at(
              service,
              `spec.ports[${index}].targetPort must be the app's port (http), never metrics, is ${port['targetPort']}`,
            ),
          );
        }
        if (containerPortOf(container, port['targetPort']) === undefined) {
          problems.push(
            at(
              service,
              `spec.ports[${index}].targetPort ${port['targetPort']} is no port of ${target.manifest.name}`,
            ),
          );
        }
      });
    }
    for (const entry of ENTRY_POINTS.filter((candidate) => candidate.serves)) {
      if (!served.has(entry.source)) problems.push(`${KUBERNETES_DIR}: no Service routes to ${entry.source}`);
    }
    const budgets = ofKind('PodDisruptionBudget');
    for (const workload of deployments) {
      const budget = budgets.find((candidate) =>
        selects(obj(obj(candidate.body['spec'])['selector'])['matchLabels'] as Obj, workload),
      );
      if (!budget) problems.push(at(workload.manifest, 'has no PodDisruptionBudget selecting its pods'));
      else if (obj(budget.body['spec'])['minAvailable'] !== 1)
        problems.push(at(budget, 'spec.minAvailable must be 1'));
    }
    expect(problems).toEqual([]);
  });

  it('leaves migrating to the Job: every app Deployment starts with MIGRATE_ON_START=false', () => {
    const problems: string[] = [];
    let apps = 0;
    for (const workload of workloads()) {
      list(workload.pod['containers']).forEach((container, index) => {
        const field = `${workload.path}.spec.containers[${index}]`;
        const { entry } = entryOf('', obj(container)['command']);
        if (entry?.role !== 'app') return;
        apps++;
        const { env } = containerEnv(workload, obj(container), field);
        const { settings } = settingsOf(entry, env);
        if (env['MIGRATE_ON_START'] !== 'false' || settings.migrateOnStart !== false)
          problems.push(at(workload.manifest, `${field}.env MIGRATE_ON_START must be "false"`));
      });
    }
    expect(problems).toEqual([]);
    expect(apps).toBe(3);
  });

  it('runs the apps in Deployments, the migrations in one Job and tasks in CronJobs', () => {
    const problems: string[] = [];
    const kindFor = { app: 'Deployment', migrate: 'Job', task: 'CronJob' } as const;
    let migrations = 0;
    for (const workload of workloads()) {
      list(workload.pod['containers']).forEach((container, index) => {
        const { entry } = entryOf('', obj(container)['command']);
        if (!entry) return;
        if (entry.role === 'migrate' && workload.manifest.kind === 'Job') migrations++;
        if (kindFor[entry.role] !== workload.manifest.kind) {
          problems.push(
            at(
              workload.manifest,
              `${workload.path}.spec.containers[${index}] runs ${entry.source}, which belongs in a ${kindFor[entry.role]}`,
            ),
          );
        }
      });
      const restart = workload.pod['restartPolicy'];
      if (workload.manifest.kind !== 'Deployment' && restart !== 'Never' && restart !== 'OnFailure') {
        problems.push(
          at(workload.manifest, `${workload.path}.spec.restartPolicy must be Never or OnFailure`),
        );
      }
      if (
        workload.manifest.kind === 'CronJob' &&
        obj(workload.manifest.body['spec'])['concurrencyPolicy'] !== 'Forbid'
      ) {
        problems.push(at(workload.manifest, 'spec.concurrencyPolicy must be Forbid (one run at a time)'));
      }
    }
    if (migrations !== 1)
      problems.push(
        `${KUBERNETES_DIR}: needs exactly one Job running dist/tools/migrate.js, has ${migrations}`,
      );
    expect(problems).toEqual([]);
  });
  it('denies ingress to every pod but the app ports from the ingress controller and metrics from monitoring', () => {
    const policies = ofKind('NetworkPolicy');
    const problems: string[] = policies.flatMap(networkPolicyProblems);
    if (!policies.length) problems.push(`${KUBERNETES_DIR}: has no NetworkPolicy`);
    const denyAll = policies.find((policy) => {
      const spec = obj(policy.body['spec']);
      return (
        Object.keys(obj(spec['podSelector'])).length === 0 &&
        list(spec['policyTypes']).includes('Ingress') &&
        list(spec['ingress']).length === 0
      );
    });
    if (!denyAll)
      problems.push(
        `${KUBERNETES_DIR}: needs a default-deny NetworkPolicy (podSelector {}, policyTypes [Ingress], no ingress rules)`,
      );
    for (const workload of workloads()) {
      const container = obj(list(workload.pod['containers'])[0]);
      const { entry } = entryOf('', container['command']);
      const { settings } = entry
        ? settingsOf(entry, containerEnv(workload, container, '').env)
        : { settings: {} as AppSettings };
      const expected = new Set<string>();
      if (entry?.role === 'app') {
        if (entry.serves) expected.add(`${INGRESS_CONTROLLER_NAMESPACE}:${settings.port}`);
        expected.add(`${MONITORING_NAMESPACE}:${settings.metricsPort ?? settings.port}`);
      }
      const allowed = new Set<string>();
      const selecting = policies.filter(
        (policy) =>
          selectsPod(obj(obj(policy.body['spec'])['podSelector']), workload) &&
          list(obj(policy.body['spec'])['policyTypes']).includes('Ingress'),
      );
      if (!selecting.length) problems.push(at(workload.manifest, 'no NetworkPolicy selects its pods'));
      for (const policy of selecting) {
        list(obj(policy.body['spec'])['ingress']).forEach((item, index) => {
          const rule = obj(item);
          const where = `spec.ingress[${index}]`;
          const from = list(rule['from']).map(obj);
          const ports = list(rule['ports']).map(obj);
          if (!from.length || !ports.length) {
            problems.push(at(policy, `${where}: needs both from and ports (an empty one allows everything)`));
            return;
          }
          for (const peer of from) {
            const namespace = peerNamespace(peer);
            if (!namespace || peer['podSelector'] !== undefined) {
              problems.push(
                at(
                  policy,
                  `${where}.from: only whole namespaces, by kubernetes.io/metadata.name, may reach the apps`,
                ),
              );
              continue;
            }
            for (const port of ports) {
              const number = containerPortOf(container, port['port']);
              if (number === undefined || (port['protocol'] ?? 'TCP') !== 'TCP') {
                problems.push(
                  at(policy, `${where}.ports: ${port['port']} is no TCP port of ${workload.manifest.name}`),
                );
              } else allowed.add(`${namespace}:${number}`);
            }
          }
        });
      }
      const show = (set: Set<string>) => [...set].sort().join(', ') || 'nothing';
      if (show(allowed) !== show(expected))
        problems.push(
          at(
            workload.manifest,
            `its pods must take ${show(expected)} (namespace:port), take ${show(allowed)}`,
          ),
        );
    }
    expect(problems).toEqual([]);
  });

  it('lets the dispatcher out only to DNS, its database and the internet on 443, never to private ranges', () => {
    const policies = ofKind('NetworkPolicy');
    const problems: string[] = [];
    const dispatcher = workloads().find(
      (workload) =>
        entryOf('', obj(list(workload.pod['containers'])[0])['command']).entry?.source ===
        'apps/webhook-dispatcher/src/main',
    );
    if (!dispatcher) throw new Error(`${KUBERNETES_DIR}: no Deployment runs the dispatcher`);
    const container = obj(list(dispatcher.pod['containers'])[0]);
    const { env } = containerEnv(dispatcher, container, '');
    const rules = policies
      .filter(
        (policy) =>
          selectsPod(obj(obj(policy.body['spec'])['podSelector']), dispatcher) &&
          list(obj(policy.body['spec'])['policyTypes']).includes('Egress'),
      )
      .flatMap((policy) =>
        list(obj(policy.body['spec'])['egress']).map((rule, index) => ({
          policy,
          where: `spec.egress[${index}]`,
          to: list(obj(rule)['to']).map(obj),
          ports: list(obj(rule)['ports']).map(obj),
        })),
      );
    if (!rules.length)
      problems.push(at(dispatcher.manifest, 'no NetworkPolicy limits its egress (policyTypes Egress)'));
    const allows = (protocol: string, port: number, reaches: (peer: Obj) => boolean) =>
      rules.some(
        (rule) =>
          rule.ports.some((p) => (p['protocol'] ?? 'TCP') === protocol && p['port'] === port) &&
          rule.to.some(reaches),
      );
    for (const protocol of ['UDP', 'TCP']) {
      if (!allows(protocol, 53, (peer) => peerNamespace(peer) === DNS_NAMESPACE))
        problems.push(`${KUBERNETES_DIR}: the dispatcher needs DNS (${protocol} 53) to ${DNS_NAMESPACE}`);
    }
    // The servers its URLs name (the Secret's DATABASE_URL; REDIS_URL only if it read one).
    for (const name of ['DATABASE_URL', 'REDIS_URL']) {
      const value = env[name];
      if (!value) continue;
      const url = new URL(value);
      const port = Number(url.port || (url.protocol.startsWith('redis') ? 6379 : 5432));
      if (!allows('TCP', port, (peer) => peer['ipBlock'] !== undefined || peerNamespace(peer) !== undefined))
        problems.push(`${KUBERNETES_DIR}: the dispatcher must reach ${name}'s port ${port}`);
    }
    if (!allows('TCP', 443, (peer) => obj(peer['ipBlock'])['cidr'] === '0.0.0.0/0'))
      problems.push(`${KUBERNETES_DIR}: the dispatcher must reach the internet (0.0.0.0/0) on TCP 443`);
    for (const rule of rules) {
      if (!rule.to.length || !rule.ports.length) {
        problems.push(
          at(rule.policy, `${rule.where}: needs both to and ports (an empty one allows everything)`),
        );
        continue;
      }
      const only443 = rule.ports.every(
        (p) => (p['protocol'] ?? 'TCP') === 'TCP' && p['port'] === 443 && p['endPort'] === undefined,
      );
      for (const peer of rule.to) {
        const block = obj(peer['ipBlock']);
        const cidr = scalar(block['cidr']);
        if (!cidr) continue;
        if (NON_PUBLIC_RANGES.some((range) => cidrWithin(cidr, range))) continue;
        // Reaches public addresses: 443 only, and none of the cluster's or private ranges.
        if (!only443)
          problems.push(
            at(rule.policy, `${rule.where}: reaches the internet (${cidr}) on a port other than TCP 443`),
          );
        const except = list(block['except']).map(String);
        for (const range of NON_PUBLIC_RANGES) {
          if (cidrWithin(range, cidr) && !except.some((excluded) => cidrWithin(range, excluded)))
            problems.push(at(rule.policy, `${rule.where}: ipBlock ${cidr} must except ${range}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Alerts

/** Every series the apps register: the registries their compositions build, never collected here. */
function registeredSeries(): Set<string> {
  const metrics = new AppMetrics('any');
  const database = { dataSource: { isInitialized: false, driver: {} } } as unknown as Database;
  registerDatabasePoolMetrics(metrics, database);
  new DeliveryMetrics(metrics, database);
  new RetentionMetrics(metrics);
  new WebhookInMetrics(metrics);
  const names = new Set<string>();
  for (const metric of metrics.registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

/** Series kube-state-metrics exports, which an alert may name besides the apps' own. */
const CLUSTER_SERIES = new Set(['kube_deployment_status_replicas_available']);

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
]);

/** The series a PromQL expression names: identifiers outside braces that are not a call or a keyword. */
function seriesOf(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/([a-zA-Z_:][\w:]*)\s*(\()?/g)]
    .filter((match) => !match[2] && !PROMQL_WORDS.has(match[1] as string) && !/^\d/.test(match[1] as string))
    .map((match) => match[1] as string);
}

describe(`alerts (${KUBERNETES_DIR}/prometheus-rules.yaml)`, () => {
  const rules = ofKind('PrometheusRule');
  const alerts = rules.flatMap((rule) =>
    list(obj(rule.body['spec'])['groups']).flatMap((group) =>
      list(obj(group)['rules']).map((entry) => ({ rule, body: obj(entry) })),
    ),
  );

  it('is one PrometheusRule of alerts, each with an expression, a severity and a summary', () => {
    const problems: string[] = [];
    if (rules.length !== 1)
      problems.push(`${KUBERNETES_DIR}: needs exactly one PrometheusRule, has ${rules.length}`);
    for (const rule of rules) {
      if (obj(rule.body['metadata'])['namespace'] !== 'deal-pricing')
        problems.push(at(rule, 'metadata.namespace must be deal-pricing'));
      if (rule.body['apiVersion'] !== 'monitoring.coreos.com/v1')
        problems.push(at(rule, 'apiVersion must be monitoring.coreos.com/v1'));
    }
    const names = new Set<string>();
    for (const { rule, body } of alerts) {
      const name = scalar(body['alert']) ?? '?';
      if (names.has(name)) problems.push(at(rule, `alert ${name} is defined twice`));
      names.add(name);
      if (!scalar(body['expr'])?.trim()) problems.push(at(rule, `alert ${name} has no expr`));
      if (!['page', 'ticket'].includes(scalar(obj(body['labels'])['severity']) ?? ''))
        problems.push(at(rule, `alert ${name}: labels.severity must be page or ticket`));
      if (!scalar(obj(body['annotations'])['summary']))
        problems.push(at(rule, `alert ${name} has no summary`));
      const forValue = scalar(body['for']);
      if (forValue !== undefined && durationMs(forValue) === undefined)
        problems.push(at(rule, `alert ${name}: for ${forValue} is not a duration`));
    }
    expect(alerts.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('names only series the apps register, and alerts on every series docs/operations.md recommends', () => {
    const registered = registeredSeries();
    const problems: string[] = [];
    const used = new Set<string>();
    for (const { rule, body } of alerts) {
      for (const series of seriesOf(scalar(body['expr']) ?? '')) {
        used.add(series);
        if (!registered.has(series) && !CLUSTER_SERIES.has(series))
          problems.push(at(rule, `alert ${scalar(body['alert'])} names ${series}, which no app registers`));
      }
    }
    const doc = read('docs/operations.md');
    const table = doc.slice(doc.indexOf('## Metrics to alert on'));
    const recommended = [...table.matchAll(/`([a-z_]+)(\{[^`]*)?`/g)]
      .map((match) => match[1] as string)
      .filter((name) => registered.has(name) || CLUSTER_SERIES.has(name));
    expect(recommended.length).toBeGreaterThan(5);
    for (const name of recommended) {
      if (!used.has(name))
        problems.push(`docs/operations.md recommends an alert on ${name}; no alert names it`);
    }
    expect(problems).toEqual([]);
  });
});

describe('compose.yaml', () => {
  it('parses, and runs each app from the image with variables it reads and an environment it accepts', () => {
    const problems: string[] = [...composeDocument.errors.map((error) => `compose.yaml: ${error.message}`)];
    for (const app of composeApps) {
      if (app.problem) {
        problems.push(app.problem);
        continue;
      }
      const entry = app.entry as EntryPoint;
      const names = entryNames(entry, app.env);
      for (const name of Object.keys(app.own)) {
        if (!names.has(name))
          problems.push(`${app.where}.environment.${name}: ${entry.source} does not read it`);
      }
      const { settings, problem } = settingsOf(entry, app.env);
      if (problem) problems.push(`${app.where}.environment: refused: ${problem}`);
      if (entry.role === 'app' && settings.host !== '0.0.0.0')
        problems.push(`${app.where}: HOST must be 0.0.0.0, is ${settings.host}`);
      for (const mapping of list(app.service['ports']).map(String)) {
        const containerPort = Number(mapping.split(':').at(-1));
        if (containerPort !== settings.port)
          problems.push(`${app.where}.ports ${mapping}: the app listens on ${settings.port}`);
      }
      if (entry.role === 'app') {
        const stop = durationMs(scalar(app.service['stop_grace_period']));
        const timeout = settings.shutdown?.timeoutMs ?? Infinity;
        if (stop === undefined || stop <= timeout) {
          problems.push(
            `${app.where}.stop_grace_period (${app.service['stop_grace_period']}) must exceed SHUTDOWN_TIMEOUT_MS (${timeout} ms)`,
          );
        }
        if (obj(app.service['healthcheck'])['disable'] === true)
          problems.push(`${app.where}.healthcheck: a long-running app keeps the image's HEALTHCHECK`);
      }
    }
    for (const entry of ENTRY_POINTS.filter((candidate) => candidate.role !== 'task')) {
      if (!composeApps.some((app) => app.entry === entry))
        problems.push(`compose.yaml: no service runs ${entry.source}`);
    }
    expect(problems).toEqual([]);
  });

  it('starts each app after the migrations and after the servers its URLs name are healthy', () => {
    const problems: string[] = [];
    const migrate = composeApps.find((app) => app.entry?.source === 'tools/migrate');
    for (const app of composeApps) {
      const dependsOn = obj(app.service['depends_on']);
      const condition = (service: string) => scalar(obj(dependsOn[service])['condition']);
      for (const service of Object.keys(dependsOn)) {
        if (!(service in composeServices))
          problems.push(`${app.where}.depends_on.${service}: no such service`);
      }
      for (const [name, value] of Object.entries(app.own)) {
        const host = /^\w+:\/\/(?:[^@/]*@)?([^:/?#]+)/.exec(String(value))?.[1];
        if (host && host in composeServices && condition(host) !== 'service_healthy') {
          problems.push(
            `${app.where}.depends_on.${host}.condition must be service_healthy (${name} names it)`,
          );
        }
        if (host && host in composeServices && !obj(composeServices[host])['healthcheck']) {
          problems.push(`compose.yaml: services.${host}.healthcheck is missing (${app.name} waits for it)`);
        }
      }
      if (migrate && app !== migrate && condition(migrate.name) !== 'service_completed_successfully') {
        problems.push(
          `${app.where}.depends_on.${migrate.name}.condition must be service_completed_successfully`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('balances two or more api instances behind HAProxy, which sends only to those whose /readyz answers 200', () => {
    const problems: string[] = [];
    const apis = composeApps.filter((app) => app.entry?.source === 'apps/api/src/main');
    if (apis.length < 2)
      problems.push(`compose.yaml: needs two api services behind the load balancer, has ${apis.length}`);
    const balancer = Object.entries(composeServices).find(([, service]) =>
      list(obj(service)['volumes']).some(
        (volume) => String(volume).split(':')[0]?.replace(/^\.\//, '') === HAPROXY_CFG,
      ),
    );
    if (!balancer) problems.push(`compose.yaml: no service mounts ${HAPROXY_CFG}`);
    const [balancerName, balancerService] = balancer ?? ['', {}];
    for (const api of apis) {
      if (scalar(obj(obj(obj(balancerService)['depends_on'])[api.name])['condition']) !== 'service_healthy') {
        problems.push(
          `compose.yaml: services.${balancerName}.depends_on.${api.name}.condition must be service_healthy`,
        );
      }
    }
    const binds = haproxy
      .filter((section) => section.kind === 'frontend' || section.kind === 'listen')
      .flatMap((section) => section.lines.filter((line) => line.startsWith('bind ')))
      .map((line) => Number(/:(\d+)/.exec(line)?.[1]));
    for (const mapping of list(obj(balancerService)['ports']).map(String)) {
      if (!binds.includes(Number(mapping.split(':').at(-1))))
        problems.push(
          `compose.yaml: services.${balancerName}.ports ${mapping}: ${HAPROXY_CFG} binds no such port`,
        );
    }
    const backends = haproxy.filter((section) => section.kind === 'backend' || section.kind === 'listen');
    const apiBackend = backends.find((section) =>
      section.lines.some((line) =>
        apis.some((api) => new RegExp(`^server\\s+\\S+\\s+${api.name}:`).test(line)),
      ),
    );
    if (!apiBackend) {
      problems.push(`${HAPROXY_CFG}: no backend has the api services as servers`);
    } else {
      const where = `${HAPROXY_CFG}: backend ${apiBackend.name}`;
      const lines = apiBackend.lines;
      const checksReady =
        lines.some((line) => new RegExp(`^http-check send .*\\buri ${READINESS_PATH}(\\s|$)`).test(line)) ||
        lines.some((line) => new RegExp(`^option httpchk( GET)? ${READINESS_PATH}(\\s|$)`).test(line));
      if (!lines.some((line) => line.startsWith('option httpchk')) || !checksReady) {
        problems.push(
          `${where}: must check GET ${READINESS_PATH} (option httpchk, http-check send … uri ${READINESS_PATH})`,
        );
      }
      if (!lines.includes('http-check expect status 200'))
        problems.push(`${where}: must expect status 200 from ${READINESS_PATH}`);
      const servers = lines.filter((line) => line.startsWith('server '));
      for (const api of apis) {
        const server = servers.find((line) => new RegExp(`^server\\s+\\S+\\s+${api.name}:`).test(line));
        const port = Number(/:(\d+)/.exec(server ?? '')?.[1]);
        const { settings } = api.entry ? settingsOf(api.entry, api.env) : { settings: {} as AppSettings };
        if (!server) problems.push(`${where}: has no server ${api.name}`);
        else if (port !== settings.port)
          problems.push(`${where}: server ${api.name} must use port ${settings.port}, uses ${port}`);
        else if (!/\bcheck\b/.test(server))
          problems.push(`${where}: server ${api.name} must be health-checked (check)`);
        // The instance must still serve while the balancer notices its 503: the drain covers it.
        const defaults = lines.find((line) => line.startsWith('default-server')) ?? '';
        const inter = durationMs(/\binter (\S+)/.exec(`${server} ${defaults}`)?.[1]) ?? 2_000;
        const fall = Number(/\bfall (\d+)/.exec(`${server} ${defaults}`)?.[1] ?? 3);
        const drain = settings.shutdown?.drainMs ?? 0;
        if (drain < inter * fall) {
          problems.push(
            `${api.where}.environment.SHUTDOWN_DRAIN_MS (${drain}) must cover HAProxy's inter × fall (${inter * fall} ms)`,
          );
        }
        // Behind the balancer every client would share its address: the api must believe its
        // X-Forwarded-For (docs/operations.md), and the balancer must send it.
        if (server && (settings.trustProxy === false || settings.trustProxy === undefined))
          problems.push(`${api.where}.environment.TRUST_PROXY must be set behind ${HAPROXY_CFG}`);
      }
      const inForce = [
        ...haproxy.filter((section) => section.kind === 'defaults').flatMap((d) => d.lines),
        ...lines,
      ];
      for (const option of ['option forwardfor', 'option http-server-close']) {
        if (!inForce.includes(option))
          problems.push(`${where}: must have \`${option}\` (in it or in defaults)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
