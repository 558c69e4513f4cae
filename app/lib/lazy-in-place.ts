import * as React from "react";

type ComponentModule<T> = { default: T };

/**
 * `React.lazy` for a component that is part of a page's first render (a form, a below-the-fold
 * block, the header's language switcher). The browser still loads it as its own chunk and
 * hydrates it when the chunk arrives; the server loads the module once, up front, so prerendered
 * and server-rendered HTML hold the component in place. With plain `React.lazy` the server would
 * suspend on the first render and stream the component into a hidden element that a script
 * reveals later: invisible without JavaScript, and a late paint and layout shift with it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own signature
export function lazyInPlace<T extends React.ComponentType<any>>(
  load: () => Promise<ComponentModule<T>>,
): React.LazyExoticComponent<T> {
  if (!import.meta.env.SSR) return React.lazy(load);
  let loaded: ComponentModule<T> | undefined;
  const loading = load().then((module) => {
    loaded = module;
    return module;
  });
  // A thenable that calls back at once lets React.lazy resolve without suspending.
  const resolved = (module: ComponentModule<T>) =>
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable, on purpose
    ({ then: (resolve: (value: ComponentModule<T>) => void) => resolve(module) }) as Promise<
      ComponentModule<T>
    >;
  return React.lazy(() => (loaded ? resolved(loaded) : loading));
}
