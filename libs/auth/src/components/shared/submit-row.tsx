import type { ReactNode } from 'react';
import { Button, FormAlert, type ButtonProps } from '@matjar/ui';

export interface SubmitRowProps {
  /** The failure of the last submission, shown above the button. */
  failure: string | undefined;
  /** The submission is on its way: the button shows it and cannot be pressed. */
  isPending: boolean;
  /** The button's size; the ui default when left out. */
  size?: ButtonProps['size'];
  /** The button's label. */
  children: ReactNode;
}

/** The end of every auth form: the failure alert, then the full-width submit button. */
export function SubmitRow({ failure, isPending, size, children }: SubmitRowProps) {
  return (
    <>
      <FormAlert message={failure} />
      <Button type="submit" size={size} isFullWidth isLoading={isPending}>
        {children}
      </Button>
    </>
  );
}
