import { type ReactNode, useId } from 'react';

interface OrderSectionProps {
  title: ReactNode;
  /** Names the section for styles. */
  kind: string;
  children: ReactNode;
}

/** One card of an order's details: a region named by its second-level heading. */
export function OrderSection({ title, kind, children }: OrderSectionProps) {
  const headingId = useId();
  return (
    <section className="orders-details__section" data-section={kind} aria-labelledby={headingId}>
      <h2 className="orders-details__heading" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface OrderFactProps {
  label: ReactNode;
  children: ReactNode;
  /** Names the fact for styles (`code`, `total`, `reason`…). */
  kind?: string;
}

/** A label and its value, in a section's description list (`orders-details__facts`). */
export function OrderFact({ label, children, kind }: OrderFactProps) {
  return (
    <div className="orders-details__fact" data-kind={kind}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
