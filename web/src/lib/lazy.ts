/**
 * `lazy()` for the app's code-split pages and parts, in place of React's (decision 014).
 *
 * A server-drawn page is hydrated by Preact, which keeps the markup of a part whose code is not
 * in yet — what lies between `<!--$s-->` and `<!--/$s-->` — and takes it over once the code has
 * arrived. In the browser a lazy part always suspends while the page is hydrated (its code is
 * fetched from its first render on), so on the server every lazy part is written between those
 * markers: by the renderer when the part's code was still loading (it suspended), and by the
 * part itself when the code was there already (it does not suspend: a suspension makes the
 * renderer draw the parts around it again, which would take their ids twice).
 *
 * Each lazy part counts its ids in a scope of its own, named after it (src/lib/use-id.ts), so the
 * order in which parts arrive in the browser does not change them.
 */
import {
  type ComponentType,
  createContext,
  createElement,
  Fragment,
  type LazyExoticComponent,
  useContext,
} from 'react';
import { loadWhenOnline } from './chunk-load';
import { IdScopeProvider, useIdScope } from './use-id';

const onServer = typeof window === 'undefined';

/** The props objects of the server's renders that suspended (one per place rendered). */
const suspendedOnServer = new WeakSet<object>();

let serverLoads = 0;
/** How many times a server render has waited for a part's code: a render that did is drawn again. */
export const serverCodeLoads = (): number => serverLoads;

/**
 * Where the lazy parts inside the first page note their code's loading (src/lib/lazy-page.ts):
 * the page counts as taken over once they are live too. Preact has no event replay: a tap on a
 * part still waiting for its code (a member's follow button) would otherwise go nowhere while the
 * app already said it was ready.
 */
export const PartsLoading = createContext<Set<Promise<void>> | null>(null);

/** Resolves once every noted part has its code, those noted meanwhile included. */
export const partsLoaded = async (parts: Set<Promise<void>>): Promise<void> => {
  let seen = -1;
  while (seen !== parts.size) {
    seen = parts.size;
    await Promise.all(parts);
  }
};

/** A comment in the server's markup (preact-render-to-string writes a Fragment with this prop as one). */
const marker = (text: string) => createElement(Fragment, { UNSTABLE_comment: text } as object);

// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React's own lazy().
export const lazy = <T extends ComponentType<any>>(
  /** The part's name, for its ids' scope: unique among the lazy parts inside one part. */
  name: string,
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> => {
  let loading: Promise<void> | undefined;
  let component: T | undefined;
  let failure: { error: unknown } | undefined;
  const Lazy = (props: object) => {
    const scope = useIdScope(name);
    const loadingParts = useContext(PartsLoading);
    // Code that could not be fetched offline is asked for again once the browser is back online;
    // the part stays its fallback meanwhile (chunk-load.ts).
    loading ??= loadWhenOnline(load).then(
      (loaded) => {
        component = loaded.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    if (failure) throw failure.error;
    if (!component) {
      if (onServer) {
        suspendedOnServer.add(props);
        serverLoads++;
      }
      loadingParts?.add(loading);
      throw loading;
    }
    const content = createElement(IdScopeProvider, { scope }, createElement(component, props));
    // The renderer has written the markers around a part that suspended; the others write their own.
    if (!onServer || suspendedOnServer.has(props)) return content;
    return createElement(Fragment, null, marker('$s'), content, marker('/$s'));
  };
  return Lazy as unknown as LazyExoticComponent<T>;
};
