import {
  type DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';

/**
 * What an app's composition root returns (`composeApi`, `composeWebhookIn` …): named parts, each a
 * group of ready dependencies built once, and the one `close` for what holds sockets.
 */
export interface Composition {
  close(): Promise<void>;
}

const COMPOSITION = Symbol('Composition');

/**
 * The only dependency-injection tokens of the apps: one per part of the composition, by name. An
 * app mounted in another app's process (the web app in the api's) names its own, so its parts
 * never take the host's (`composition:web:deals` beside `composition:deals`).
 */
export function compositionToken(part: string, mounted?: string): string {
  return mounted === undefined ? `composition:${part}` : `composition:${mounted}:${part}`;
}

/** Injects one part of the app's composition; each app narrows `part` to its own part names. */
export const InjectComposed = (part: string, mounted?: string): ParameterDecorator =>
  Inject(compositionToken(part, mounted));

/**
 * Registers a composition's parts for Nest, globally, so controllers, guards and filters inject the
 * part they need and no module binds anything itself. An app mounted in another app's process (the
 * web app in the api's) registers its own beside the host's, under its name (`mounted`). After the
 * HTTP server has closed (Nest runs shutdown hooks last), each composition closes what it opened.
 */
@Global()
@Module({})
export class CompositionModule implements OnApplicationShutdown {
  constructor(@Inject(COMPOSITION) private readonly composition: Composition) {}

  static register(composition: Composition, mounted?: string): DynamicModule {
    const parts = Object.entries(composition).filter(([name]) => name !== 'close');
    const providers: Provider[] = [
      { provide: COMPOSITION, useValue: composition },
      ...parts.map(([name, value]: [string, unknown]) => ({
        provide: compositionToken(name, mounted),
        useValue: value,
      })),
      // Found by its class only in the app that hosts the process: one class, one provider.
      ...(mounted === undefined ? parts.filter(([, value]) => isClassInstance(value)).map(byClass) : []),
    ];
    return { module: CompositionModule, providers, exports: providers };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.composition.close();
  }
}

function isClassInstance(value: unknown): value is object {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) !== Object.prototype;
}

/** A part that is one object of a class (the logger …) is also found by its class: `app.get(JsonLogger)`. */
function byClass([name, value]: [string, unknown]): Provider {
  return { provide: (value as object).constructor, useExisting: compositionToken(name) };
}
