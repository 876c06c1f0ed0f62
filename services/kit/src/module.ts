import type { Express } from 'express';
import type { ApiRouter } from './http/api-routes.ts';
import type { ReadinessCheck } from './http/health.ts';
import type { Subscription } from './events/subscription.ts';
import type { MemberDataPart } from './member-data.ts';

/**
 * One module of a service (`src/modules/<name>/<name>.module.ts`, made by its factory `<name>Module(ctx, …)`),
 * as the service wires it: every part is optional, and the service lists its modules in one array
 * (`ServiceParts.modules`) that the kit wires the same way for each, in list order.
 */
export interface ServiceModule {
  /** the module's folder name (said when wiring it fails) */
  readonly name: string;
  /** binds the module's handlers with `api.handle(...)`; `app` is for what is not /api */
  routes?(api: ApiRouter, app: Express): void;
  /** the events it consumes (`on`: once per service; `onEveryInstance`: every replica). Handlers of one subject run in list order. */
  readonly subscriptions?: readonly Subscription[];
  /** its part of a member's data (the service's member-data module is given every module's part, in list order) */
  readonly memberData?: MemberDataPart;
  /** DEMO_MODE only: stores the module's demo data, before the service consumes events or listens */
  seedDemo?(): Promise<void>;
  /** loads in-memory state that its 'instance' subscriptions keep current (see ServiceParts.warmUp) */
  warmUp?(): Promise<void>;
  readonly readiness?: Readonly<Record<string, ReadinessCheck>>;
  /** closes what the module opened; modules stop in the reverse of their list order */
  stop?(): Promise<void>;
}

/** Every module's part of a member's data, in list order (what the member-data module is given). */
export function memberDataOf(modules: readonly ServiceModule[]): MemberDataPart[] {
  return modules.flatMap((m) => (m.memberData ? [m.memberData] : []));
}

/** A service's modules as one: what the service builder wires for them. */
export interface ComposedModules {
  routes(api: ApiRouter, app: Express): void;
  subscriptions: Subscription[];
  seedDemo(): Promise<void>;
  warmUp(): Promise<void>;
  readiness: Record<string, ReadinessCheck>;
  stop(): Promise<void>;
}

/** Wires the modules uniformly: routes bound, subscriptions and readiness gathered, demo seeded and warm-up run in list order; stopped in reverse. */
export function composeModules(modules: readonly ServiceModule[]): ComposedModules {
  const names = new Set<string>();
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`module ${m.name} is listed twice`);
    names.add(m.name);
  }
  const inOrder = async (step: (m: ServiceModule) => Promise<void> | undefined) => {
    for (const m of modules) await step(m);
  };
  return {
    routes: (api, app) => {
      for (const m of modules) m.routes?.(api, app);
    },
    subscriptions: modules.flatMap((m) => m.subscriptions ?? []),
    seedDemo: () => inOrder((m) => m.seedDemo?.()),
    warmUp: () => inOrder((m) => m.warmUp?.()),
    readiness: Object.assign({}, ...modules.map((m) => m.readiness ?? {})) as Record<string, ReadinessCheck>,
    stop: async () => {
      for (const m of [...modules].reverse()) await m.stop?.();
    },
  };
}
