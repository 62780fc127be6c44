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

/** The only dependency-injection tokens of the apps: one per part of the composition, by name. */
export function compositionToken(part: string): string {
  return `composition:${part}`;
}

/** Injects one part of the app's composition; each app narrows `part` to its own part names. */
export const InjectComposed = (part: string): ParameterDecorator => Inject(compositionToken(part));

/**
 * Registers a composition's parts for Nest, globally, so controllers, guards and filters inject the
 * part they need and no module binds anything itself. After the HTTP server has closed (Nest runs
 * shutdown hooks last), the composition closes what it opened.
 */
@Global()
@Module({})
export class CompositionModule implements OnApplicationShutdown {
  constructor(@Inject(COMPOSITION) private readonly composition: Composition) {}

  static register(composition: Composition): DynamicModule {
    const parts = Object.entries(composition).filter(([name]) => name !== 'close');
    const providers: Provider[] = [
      { provide: COMPOSITION, useValue: composition },
      ...parts.map(([name, value]: [string, unknown]) => ({
        provide: compositionToken(name),
        useValue: value,
      })),
      ...parts.filter(([, value]) => isClassInstance(value)).map(byClass),
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
