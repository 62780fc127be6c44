/**
 * Reads a V8 `.cpuprofile` (what `node --cpu-prof` writes) into the frames with the most self
 * time, and the same time grouped by package, so a profile can be summed up in a few lines.
 */

export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
    };
    readonly children?: readonly number[];
  }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface FrameShare {
  readonly name: string;
  readonly self_ms: number;
  /** Of the busy time (everything but `(idle)`). */
  readonly self_pct: number;
}

export interface ProfileSummary {
  readonly busy_ms: number;
  readonly idle_ms: number;
  readonly top_frames: FrameShare[];
  readonly by_package: FrameShare[];
  /** Time of the samples with `package:function` anywhere on their stack (synchronous stack only). */
  readonly inclusive: FrameShare[];
}

/** `node_modules/<pkg>` (scopes kept), `node:internal`, `(gc)`-style V8 entries, or `app`. */
export function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  // The innermost node_modules folder names the package (nested installs included).
  const modules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  if (url.startsWith('node:')) return 'node:internal';
  return 'app';
}

function frameName(node: CpuProfile['nodes'][number]): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (url === '') return functionName || '(anonymous)';
  const modules = /.*node_modules\/(.*)$/.exec(url);
  const file = modules ? modules[1] : (url.split('/dist/').pop() ?? url).replace(/^file:\/\//, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/**
 * Self time per frame and per package. `skipFirstMs` leaves out the samples of the process's first
 * milliseconds (start-up and warm-up), counted from the profile's first sample.
 */
export function summarizeCpuProfile(
  profile: CpuProfile,
  options: {
    readonly top?: number;
    readonly skipFirstMs?: number;
    readonly inclusive?: readonly string[];
  } = {},
): ProfileSummary {
  const top = options.top ?? 15;
  const skipMicros = (options.skipFirstMs ?? 0) * 1000;
  let elapsed = 0;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const wanted = new Set(options.inclusive ?? []);
  const inclusiveTotals = new Map<string, number>([...wanted].map((name) => [name, 0]));
  const keyOf = (node: CpuProfile['nodes'][number]) =>
    `${packageOf(node.callFrame.url, node.callFrame.functionName)}:${node.callFrame.functionName}`;
  const selfByFrame = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[i] ?? 0;
    elapsed += micros;
    if (!node || elapsed < skipMicros) return;
    if (node.callFrame.functionName === '(idle)') {
      idle += micros;
      return;
    }
    busy += micros;
    const frame = frameName(node);
    selfByFrame.set(frame, (selfByFrame.get(frame) ?? 0) + micros);
    const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
    selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + micros);
    if (wanted.size === 0) return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const key = keyOf(byId.get(at) as CpuProfile['nodes'][number]);
      if (wanted.has(key) && !seen.has(key)) {
        seen.add(key);
        inclusiveTotals.set(key, (inclusiveTotals.get(key) ?? 0) + micros);
      }
    }
  });
  const shares = (totals: Map<string, number>, limit: number): FrameShare[] =>
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, micros]) => ({
        name,
        self_ms: Math.round(micros / 100) / 10,
        self_pct: busy === 0 ? 0 : Math.round((micros / busy) * 1000) / 10,
      }));
  return {
    busy_ms: Math.round(busy / 1000),
    idle_ms: Math.round(idle / 1000),
    top_frames: shares(selfByFrame, top),
    by_package: shares(selfByPackage, Number.POSITIVE_INFINITY),
    inclusive: shares(inclusiveTotals, Number.POSITIVE_INFINITY),
  };
}

export interface PackageCost {
  readonly name: string;
  readonly app_us: number;
  readonly baseline_us: number;
  readonly extra_us: number;
}

/**
 * CPU microseconds per request spent in each package by the app and by its baseline (each
 * package's share of the profile times the process's measured CPU per request), largest extra
 * first: where the app's additional cost per request goes.
 */
export function comparePerRequest(
  app: { readonly profile: ProfileSummary; readonly cpuMsPerRequest: number },
  baseline: { readonly profile: ProfileSummary; readonly cpuMsPerRequest: number },
): PackageCost[] {
  const perRequest = (side: typeof app) =>
    new Map(side.profile.by_package.map((share) => [share.name, share.self_pct * side.cpuMsPerRequest * 10]));
  const [a, b] = [perRequest(app), perRequest(baseline)];
  return [...new Set([...a.keys(), ...b.keys()])]
    .map((name) => {
      const [appUs, baseUs] = [Math.round(a.get(name) ?? 0), Math.round(b.get(name) ?? 0)];
      return { name, app_us: appUs, baseline_us: baseUs, extra_us: appUs - baseUs };
    })
    .sort((x, y) => y.extra_us - x.extra_us);
}
