import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Points, PointsRate } from '@matjar/api-client';
import { toAsciiDigits, useFormatters } from '@matjar/i18n';
import { Button, Price, TextField } from '@matjar/ui';
import { pointsCardMessages as m } from './messages.js';

/** What the customer asks to convert: a number of points, or all of them. */
export type PointsConversion = { points: number } | { all: true };

export interface PointsCardProps {
  /** The customer's points, what they are worth and the fewest one conversion takes. */
  points: Points;
  /** The conversion rate: `rate.points` points are worth `rate.value` SAR. */
  rate: PointsRate;
  /** Called with `{ points }` (a whole number within the bounds) or `{ all: true }`. */
  onConvert: (input: PointsConversion) => void;
  /** While a conversion is being sent: its button is busy and neither button sends again. */
  isPending?: boolean;
  /** The store's localized message when the conversion failed; the typed points are kept. */
  error?: ReactNode;
  /** Level of the "Rewards points" heading in the page's outline. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

type PointsProblem = 'required' | 'wholeOnly' | 'belowMin' | 'aboveBalance';

/** A whole number of points as typed (Arabic-Indic digits read, spaces and separators ignored). */
function parsePoints(input: string): number | undefined {
  const text = toAsciiDigits(input).replace(/[\s,]/g, '');
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function pointsProblem(input: string, points: Points): PointsProblem | undefined {
  if (!input.trim()) return 'required';
  const count = parsePoints(input);
  if (count === undefined) return 'wholeOnly';
  if (count < points.min_points) return 'belowMin';
  if (count > points.points) return 'aboveBalance';
  return undefined;
}

/** What `count` points are worth at `rate`, in SAR rounded to 2 decimals. */
const worthOf = (count: number, rate: PointsRate) =>
  Math.round(((count * rate.value) / rate.points) * 100) / 100;

/**
 * The rewards points card: the balance of points, what they are worth and the rate, and a form to
 * convert some or all of them into wallet credit. The field takes whole points (Arabic-Indic
 * digits too) and shows what they will give as they are typed; a blank, fractional, too small or
 * too large number is explained under the field and nothing is sent. "Convert all" is disabled
 * below the fewest points one conversion takes. The typed points are kept after a failure and
 * cleared once the balance changes.
 *
 * @example
 * <PointsCard
 *   points={points}
 *   rate={rate}
 *   onConvert={(input) => convertPoints.mutate(input)}
 *   isPending={convertPoints.isPending}
 *   error={convertPoints.error ? messageOf(convertPoints.error) : undefined}
 * />
 */
export function PointsCard({
  points,
  rate,
  onConvert,
  isPending = false,
  error,
  headingLevel = 2,
  className,
}: PointsCardProps) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const notEnoughId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [lastAction, setLastAction] = useState<'some' | 'all'>('some');
  const [shownBalance, setShownBalance] = useState(points.points);
  const Heading = `h${headingLevel}` as const;

  // A new balance means a conversion went through: start the form afresh.
  if (points.points !== shownBalance) {
    setShownBalance(points.points);
    setTyped('');
    setIsChecked(false);
  }

  // A refusal arrives after the request: bring the user back to the field after "Convert".
  useEffect(() => {
    if (error && lastAction === 'some') inputRef.current?.focus();
  }, [error, lastAction]);

  const problem = pointsProblem(typed, points);
  const typedCount = parsePoints(typed);
  const canConvert = points.points >= points.min_points;
  const bdiNumber = (value: number) => <bdi>{format.number(value)}</bdi>;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setIsChecked(true);
    if (problem || typedCount === undefined) {
      inputRef.current?.focus();
      return;
    }
    setLastAction('some');
    onConvert({ points: typedCount });
  };

  const handleConvertAll = () => {
    if (isPending || !canConvert) return;
    setLastAction('all');
    onConvert({ all: true });
  };

  const problemText = (found: PointsProblem) => {
    switch (found) {
      case 'required':
        return intl.formatMessage(m.required);
      case 'wholeOnly':
        return intl.formatMessage(m.wholeOnly);
      case 'belowMin':
        return <FormattedMessage {...m.belowMin} values={{ min: bdiNumber(points.min_points) }} />;
      case 'aboveBalance':
        return (
          <FormattedMessage
            {...m.aboveBalance}
            values={{ count: points.points, points: bdiNumber(points.points) }}
          />
        );
    }
  };

  return (
    <section
      className={['wallet-points', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-state={canConvert ? 'convertible' : 'too-few'}
    >
      <Heading className="wallet-points__title" id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      <p className="wallet-points__balance">
        <FormattedMessage
          {...m.balance}
          values={{
            count: points.points,
            points: <bdi className="wallet-points__count">{format.number(points.points)}</bdi>,
          }}
        />
      </p>
      <p className="wallet-points__worth">
        <FormattedMessage {...m.worth} values={{ amount: <Price amount={points.value} /> }} />
      </p>
      <p className="wallet-points__rate">
        <FormattedMessage
          {...m.rate}
          values={{
            count: rate.points,
            points: bdiNumber(rate.points),
            value: <Price amount={rate.value} size="sm" />,
          }}
        />
      </p>
      <form
        className="wallet-points__form"
        data-state={isChecked && problem ? 'invalid' : 'idle'}
        noValidate
        onSubmit={handleSubmit}
      >
        <TextField
          ref={inputRef}
          className="wallet-points__field"
          label={intl.formatMessage(m.fieldLabel)}
          name="points"
          inputMode="numeric"
          autoComplete="off"
          required
          readOnly={isPending}
          value={typed}
          error={isChecked && problem ? problemText(problem) : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => {
            if (typed.trim() !== '') setIsChecked(true);
          }}
        />
        <output className="wallet-points__preview" aria-live="polite">
          {typedCount !== undefined && typedCount > 0 ? (
            <FormattedMessage
              {...m.preview}
              values={{ amount: <Price amount={worthOf(typedCount, rate)} size="sm" /> }}
            />
          ) : null}
        </output>
        <div className="wallet-points__actions">
          <Button
            type="submit"
            className="wallet-points__action"
            isLoading={isPending && lastAction === 'some'}
          >
            {intl.formatMessage(m.convert)}
          </Button>
          <Button
            variant="secondary"
            className="wallet-points__action"
            disabled={!canConvert}
            isLoading={isPending && lastAction === 'all'}
            aria-describedby={canConvert ? undefined : notEnoughId}
            onClick={handleConvertAll}
          >
            {intl.formatMessage(m.convertAll)}
          </Button>
        </div>
        {canConvert ? null : (
          <p className="wallet-points__not-enough" id={notEnoughId}>
            <FormattedMessage {...m.notEnough} values={{ min: bdiNumber(points.min_points) }} />
          </p>
        )}
        {error ? (
          <p className="wallet-points__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
