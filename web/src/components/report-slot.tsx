/**
 * Where a feature offers 'Report' (a chat message, a request): the app shell puts in what draws it
 * — the reports feature, which one feature may not import from another — so a feature only says
 * what would be reported. Without a provider (a feature's own tests) nothing is drawn.
 */
import type { ReportTarget } from '@badal/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export type RenderReport = (target: ReportTarget, className?: string) => ReactNode;

const ReportSlotContext = createContext<RenderReport | null>(null);

export const ReportSlotProvider = ReportSlotContext.Provider;

export const ReportSlot = ({ target, className }: { target: ReportTarget; className?: string }) => {
  const render = useContext(ReportSlotContext);
  return render ? render(target, className) : null;
};
