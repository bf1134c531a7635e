/**
 * `lazy()` for the app's code-split pages and parts, in place of React's (decision 014).
 *
 * A server-drawn page is hydrated by Preact, which keeps the markup of a part whose code is not
 * in yet and takes it over later — the markup between `<!--$s-->` and `<!--/$s-->`, which the
 * server renderer writes around every component that suspended while it rendered. In the browser
 * a lazy part always suspends while the page is hydrated (its code is fetched from its first
 * render on). On the server its code stays loaded after the first render, so it suspends here
 * once for each place it is rendered at, always: the markers then surround every lazy part in every
 * render, and the browser keeps each part's whole markup, not only its first element.
 */
import { type ComponentType, createElement, type LazyExoticComponent } from 'react';

const onServer = typeof window === 'undefined';

/** The props objects of the server's renders that have suspended once (one per place rendered). */
const waitedOnServer = new WeakSet<object>();

// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own lazy().
export const lazy = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> => {
  let loading: Promise<void> | undefined;
  let component: T | undefined;
  let failure: { error: unknown } | undefined;
  const Lazy = (props: object) => {
    loading ??= load().then(
      (loaded) => {
        component = loaded.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    if (failure) throw failure.error;
    if (!component || (onServer && !waitedOnServer.has(props))) {
      if (onServer) waitedOnServer.add(props);
      throw loading;
    }
    return createElement(component, props);
  };
  return Lazy as unknown as LazyExoticComponent<T>;
};
