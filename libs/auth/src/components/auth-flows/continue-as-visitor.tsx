import { useIntl } from 'react-intl';
import { Button, FormAlert } from '@matjar/ui';
import { useVisitorSignIn } from '../../hooks/use-visitor-sign-in.js';
import { authFlowsMessages as messages } from './messages.js';
import { failureMessage } from '@matjar/i18n';

export interface ContinueAsVisitorProps {
  /** Called once the store has let the visitor in; go to the way back or home. */
  onContinue: () => void;
}

/**
 * "Continue as a visitor": enters the store as a visitor with this device's `mac_address`, then
 * hands over to `onContinue`. A failure is shown under the button.
 *
 * @example
 * <ContinueAsVisitor onContinue={() => navigate(safeRedirectTarget(redirect))} />
 */
export function ContinueAsVisitor({ onContinue }: ContinueAsVisitorProps) {
  const intl = useIntl();
  const visitor = useVisitorSignIn();
  return (
    <div className="auth-visitor">
      <Button
        variant="secondary"
        size="lg"
        isFullWidth
        isLoading={visitor.isPending}
        onClick={() => visitor.mutate(undefined, { onSuccess: onContinue })}
      >
        {intl.formatMessage(messages.continueAsVisitor)}
      </Button>
      <FormAlert message={visitor.isError ? failureMessage(intl, visitor.error) : undefined} />
    </div>
  );
}
