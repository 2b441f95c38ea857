import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * Focuses the first invalid field in the order the form shows them. react-hook-form's own choice
 * follows registration order, in which controlled fields (phone, code) come last.
 */
export function focusFirstError<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  order: readonly Path<TValues>[],
  setFocus: UseFormSetFocus<TValues>,
): void {
  const first = order.find((name) => name in errors);
  if (first) setFocus(first);
}
