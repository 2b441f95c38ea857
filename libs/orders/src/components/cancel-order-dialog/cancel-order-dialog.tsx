import { type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CancelReason } from '@matjar/api-client';
import {
  Button,
  Dialog,
  RadioGroup,
  type RadioOption,
  Skeleton,
  SkeletonGroup,
  TextArea,
} from '@matjar/ui';
import { cancelOrderDialogMessages as m } from './messages.js';

/** The value of the "Other reason" option; the store's reasons use their numeric ids. */
const OTHER_REASON = 'other';

/** The longest reason the store takes, a line break counting as two characters. */
const REASON_MAX_LENGTH = 1000;

/** How many rows the skeleton shows while the reasons load. */
const SKELETON_ROWS = 4;

export interface CancelOrderDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the user closes it ("Keep the order", Escape, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The reasons the store offers; `undefined` while they load (a skeleton shows). */
  reasons: readonly CancelReason[] | undefined;
  /** Called with the chosen reason's `name`, or the typed reason trimmed. */
  onConfirm: (reason: string) => void;
  /** While the cancel is being sent: "Cancel the order" shows it working and ignores presses. */
  isPending?: boolean;
  /** The store's localized message when the cancel failed; the choice is kept. */
  error?: ReactNode;
}

/**
 * Asks why the customer cancels an order (spec §4 "cancel with a reason"): the store's reasons
 * and "Other reason", which reveals a field to type one. Confirming without a reason, or with a
 * blank typed one, says so in place and sends nothing. "Keep the order" closes the dialog. The
 * choice is kept after a failed cancel and forgotten when the dialog is opened again.
 *
 * @example
 * <CancelOrderDialog
 *   open={isCancelOpen}
 *   onOpenChange={setIsCancelOpen}
 *   reasons={cancelReasons.data}
 *   onConfirm={(reason) => cancelOrder.mutate(reason)}
 *   isPending={cancelOrder.isPending}
 *   error={cancelOrder.error ? messageOf(cancelOrder.error) : undefined}
 * />
 */
export function CancelOrderDialog({
  open,
  onOpenChange,
  reasons,
  onConfirm,
  isPending = false,
  error,
}: CancelOrderDialogProps) {
  const intl = useIntl();
  const groupRef = useRef<HTMLDivElement>(null);
  const otherRef = useRef<HTMLTextAreaElement>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [otherReason, setOtherReason] = useState('');
  const [missing, setMissing] = useState<'choice' | 'other' | null>(null);
  const [wasOpen, setWasOpen] = useState(open);

  // Each opening starts afresh; a failed cancel keeps the dialog open, and so the choice.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChoice(null);
      setOtherReason('');
      setMissing(null);
    }
  }

  const handleConfirm = () => {
    if (isPending || !reasons) return;
    if (choice === null) {
      setMissing('choice');
      groupRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      return;
    }
    if (choice === OTHER_REASON) {
      const typed = otherReason.trim();
      if (typed === '') {
        setMissing('other');
        otherRef.current?.focus();
        return;
      }
      onConfirm(typed);
      return;
    }
    const chosen = reasons.find((reason) => String(reason.id) === choice);
    if (chosen) onConfirm(chosen.name);
  };

  const options: RadioOption[] = [
    ...(reasons ?? []).map((reason) => ({ value: String(reason.id), label: reason.name })),
    { value: OTHER_REASON, label: intl.formatMessage(m.otherReason) },
  ];
  const reasonRequired = intl.formatMessage(m.reasonRequired);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="orders-cancel"
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      footer={
        <>
          <Button
            variant="danger"
            isLoading={isPending}
            disabled={reasons === undefined}
            onClick={handleConfirm}
          >
            {intl.formatMessage(m.confirm)}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(m.keep)}
          </Button>
        </>
      }
    >
      {reasons === undefined ? (
        <SkeletonGroup
          className="orders-cancel__loading"
          label={intl.formatMessage(m.loadingReasons)}
        >
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className="orders-cancel__skeleton-row">
              <Skeleton shape="circle" size="1.25rem" />
              <Skeleton inlineSize={index % 2 === 0 ? '60%' : '45%'} />
            </div>
          ))}
        </SkeletonGroup>
      ) : (
        <div className="orders-cancel__form" data-state={missing ? 'invalid' : 'idle'}>
          <RadioGroup
            ref={groupRef}
            className="orders-cancel__reasons"
            label={intl.formatMessage(m.reasonsLabel)}
            options={options}
            value={choice}
            disabled={isPending}
            required
            error={missing === 'choice' ? reasonRequired : undefined}
            onChange={(value) => {
              setChoice(value);
              setMissing(null);
            }}
          />
          {choice === OTHER_REASON ? (
            <TextArea
              ref={otherRef}
              className="orders-cancel__other"
              label={intl.formatMessage(m.otherReasonLabel)}
              name="reason"
              rows={3}
              dir="auto"
              required
              maxLength={REASON_MAX_LENGTH}
              readOnly={isPending}
              value={otherReason}
              error={missing === 'other' ? reasonRequired : undefined}
              onChange={(event) => {
                setOtherReason(event.target.value);
                setMissing(null);
              }}
            />
          ) : null}
        </div>
      )}
      {error ? (
        <p className="orders-cancel__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
