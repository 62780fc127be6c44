import { Injectable, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CompositionModule, compositionToken, InjectComposed } from './composition.module';

class Greeter {
  greet(): string {
    return 'hello';
  }
}

@Injectable()
class NeedsParts {
  constructor(
    @InjectComposed('settings') readonly settings: { readonly name: string },
    @InjectComposed('greeter') readonly greeter: Greeter,
  ) {}
}

async function contextOver(composition: { close(): Promise<void> }, providers: Type[] = []) {
  @Module({ imports: [CompositionModule.register(composition)], providers })
  class TestModule {}
  return NestFactory.createApplicationContext(TestModule, { logger: false });
}

describe('CompositionModule', () => {
  it('gives each part by its name, and a part that is one object of a class by that class too', async () => {
    const composition = {
      settings: { name: 'test' },
      greeter: new Greeter(),
      close: () => Promise.resolve(),
    };
    const app = await contextOver(composition, [NeedsParts]);
    const needs = app.get(NeedsParts);
    expect(needs.settings).toBe(composition.settings);
    expect(needs.greeter).toBe(composition.greeter);
    expect(app.get(Greeter)).toBe(composition.greeter);
    expect(app.get(compositionToken('settings'))).toBe(composition.settings);
    expect(() => app.get(compositionToken('close'))).toThrow();
    await app.close();
  });

  it('closes the composition once, when the app shuts down', async () => {
    let closed = 0;
    const app = await contextOver({ close: async () => void closed++ });
    expect(closed).toBe(0);
    await app.close();
    expect(closed).toBe(1);
  });

  it('registers an app mounted in the same process under its own name, beside its host', async () => {
    const host = { settings: { name: 'api' }, greeter: new Greeter(), close: () => Promise.resolve() };
    const mounted = { settings: { name: 'web' }, greeter: new Greeter(), close: () => Promise.resolve() };
    @Module({ imports: [CompositionModule.register(host), CompositionModule.register(mounted, 'web')] })
    class BothModule {}
    const app = await NestFactory.createApplicationContext(BothModule, { logger: false });
    expect(app.get(compositionToken('settings'))).toBe(host.settings);
    expect(app.get(compositionToken('settings', 'web'))).toBe(mounted.settings);
    expect(compositionToken('settings', 'web')).toBe('composition:web:settings');
    // The class finds the host's part only: one class, one provider.
    expect(app.get(Greeter)).toBe(host.greeter);
    await app.close();
  });

  it('closes each composition once, the mounted one too', async () => {
    const closed: string[] = [];
    const host = { close: async () => void closed.push('api') };
    const mounted = { close: async () => void closed.push('web') };
    @Module({ imports: [CompositionModule.register(host), CompositionModule.register(mounted, 'web')] })
    class BothModule {}
    const app = await NestFactory.createApplicationContext(BothModule, { logger: false });
    await app.close();
    expect([...closed].sort()).toEqual(['api', 'web']);
  });
});
