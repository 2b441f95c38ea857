import type { HTMLAttributes } from 'react';
import { RIYAL_SIGN } from '@matjar/i18n';

export interface RiyalSignProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The sign's accessible name ("Saudi riyals" / "ريال سعودي"). Without one the sign is hidden
   * from assistive technology: give it where the words around it do not already say riyals.
   */
  label?: string;
}

/**
 * The Saudi riyal sign (U+20C1) alone, in the face that draws it: the unit beside an amount field
 * ("Minimum price ⃁"), a column heading. For an amount, use `Price`, which writes the sign with
 * the amount and reads the price out in words.
 *
 * @example
 * <TextField label="Minimum price" endAdornment={<RiyalSign />} />
 */
export function RiyalSign({ label, className, ...rest }: RiyalSignProps) {
  const classes = ['mj-riyal-sign', className].filter(Boolean).join(' ');
  return label ? (
    <span {...rest} className={classes} role="img" aria-label={label}>
      {RIYAL_SIGN}
    </span>
  ) : (
    <span {...rest} className={classes} aria-hidden="true">
      {RIYAL_SIGN}
    </span>
  );
}
