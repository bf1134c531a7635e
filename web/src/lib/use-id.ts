/**
 * `useId` for the app (the bundler gives it to every `import { useId } from 'react'`:
 * src/lib/react.js, decision 014). Preact's own counts the calls of the whole page in the order
 * they run, and the browser takes lazy parts over in the order their code arrives (a signed-in
 * person's menu after the page, say) where the server drew them top to bottom: a label and its
 * field, or a button and the panel it controls, then disagreed between the markup and the app.
 *
 * Here each lazy part counts in a scope of its own (src/lib/lazy.ts opens one), named after the
 * part: within a part the order is the same on both sides, whatever arrives first. `IdRoot`
 * starts a page's count afresh (the server renders many pages; App).
 */
// Preact's own functions, not `react`'s (that name leads back here); React's types, as everywhere.
import { createContext, createElement } from 'preact';
import { useContext, useMemo, useState } from 'preact/hooks';
import type { ReactElement, ReactNode } from 'react';

export interface IdScope {
  prefix: string;
  next: number;
}

/** Without an IdRoot (a component test) ids still differ: one count for the whole document. */
const IdScopeContext = createContext<IdScope>({ prefix: 'b-', next: 0 });

/** A scope's next id; `scope.next` moves on (ids are taken once, when a component first renders). */
const take = (scope: IdScope): string => `${scope.prefix}${scope.next++}`;

export const useId = (): string => {
  const scope = useContext(IdScopeContext);
  const [id] = useState(() => take(scope));
  return id;
};

/**
 * The scope for a lazy part's content: named after the part, inside the scope around it. Not
 * counted: Preact may make a part that is still loading anew when the part around it is drawn
 * again (the strings arriving, say), and a count would then move on. A part appears once in the
 * part around it (a second would share its ids); the names are given in each `lazy()` call.
 */
export const useIdScope = (name: string): IdScope => {
  const scope = useContext(IdScopeContext);
  return useMemo(() => ({ prefix: `${scope.prefix}${name}-`, next: 0 }), [scope, name]);
};

export const IdScopeProvider = ({ scope, children }: { scope: IdScope; children?: ReactNode }): ReactElement =>
  createElement(IdScopeContext.Provider, { value: scope }, children as never) as unknown as ReactElement;

/** Every render of the app counts from the start. */
export const IdRoot = ({ children }: { children: ReactNode }): ReactElement => {
  const [scope] = useState(() => ({ prefix: 'b-', next: 0 }));
  return createElement(IdScopeContext.Provider, { value: scope }, children as never) as unknown as ReactElement;
};
