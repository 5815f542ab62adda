import { AlertTriangle, CheckCircle2, Clock, Contrast, HelpCircle, XCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import type { VerdictTone } from '@codeyard/shared';

type VerdictLook = {
  icon: LucideIcon;
  /** Text colour; the light theme's status colours are darkened to read as text (index.css). */
  text: string;
  /** A bordered box's border in the same colour. */
  border: string;
};

/**
 * The one look of each verdict tone (packages/shared verdicts.ts): its colour and icon wherever a
 * verdict shows (the Result and Testcase tabs, submission lists, the dashboard). A partial score is
 * amber with a half-filled circle: neither the ✓ of an accept nor the ✕ of a rejection.
 */
export const VERDICT_LOOKS: Record<VerdictTone, VerdictLook> = {
  pending: { icon: Clock, text: 'text-info', border: 'border-info/40' },
  accepted: { icon: CheckCircle2, text: 'text-success', border: 'border-success/40' },
  partial: { icon: Contrast, text: 'text-warning', border: 'border-warning/40' },
  wrong: { icon: XCircle, text: 'text-error', border: 'border-error/40' },
  error: { icon: AlertTriangle, text: 'text-warning', border: 'border-warning/40' },
  unknown: { icon: HelpCircle, text: 'text-base-content/60', border: 'border-base-300' },
};

type VerdictLabelProps = {
  tone: VerdictTone;
  children: ReactNode;
  /** Extra classes (size, weight) for where it shows. */
  className?: string;
  iconClassName?: string;
};

/** A verdict's words after its icon, both in its tone's colour; `data-status` names the tone. */
export function VerdictLabel({ tone, children, className = '', iconClassName = 'size-4' }: VerdictLabelProps) {
  const { icon: Icon, text } = VERDICT_LOOKS[tone];
  return (
    <span className={`inline-flex items-center gap-1 ${text} ${className}`} data-status={tone}>
      <Icon className={`shrink-0 ${iconClassName}`} aria-hidden="true" />
      {children}
    </span>
  );
}
