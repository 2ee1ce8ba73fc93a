import { lazy, type ComponentType } from 'react';

/**
 * A component of a module loaded when it first renders (a page, a wizard step, a hub section's form),
 * so its code, and the schemas it builds, load with it rather than with the page around it. Renders
 * under a Suspense boundary, which shows meanwhile.
 */
export function lazyComponent<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
