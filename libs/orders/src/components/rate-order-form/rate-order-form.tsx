import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderItem, Stars } from '@matjar/api-client';
import { Button, RatingInput, TextArea } from '@matjar/ui';
import { rateOrderFormMessages as m } from './messages.js';

/** The longest comment the store accepts, in characters. */
const COMMENT_MAX_LENGTH = 1000;

/** What rating an order sends: the store's stars, and the delegate's and products' when given. */
export interface RateOrderInput {
  /** The store's stars, always given, with the comment when one was written. */
  provider: Stars;
  /** The delegate's stars, only when the delegate was rated. */
  delegate?: Stars;
  /** Stars of the rated products only, keyed by `String(product_id)`; left out when none was. */
  products?: Record<string, Stars>;
}

export interface RateOrderFormProps {
  /** The items of the order; each product is rated once, however many lines it has. */
  items: readonly OrderItem[];
  /** The delegate who brought the order, to rate too; `null` or absent when there was none. */
  delegate?: { name: string } | null;
  /**
   * Called with the ratings when the customer sends a form with the store rated; comments are
   * trimmed and left out when blank. Pass it to the rate mutation; success is the caller's.
   */
  onSubmit: (input: RateOrderInput) => void;
  /** The rating is on its way: the button shows it and ignores presses. */
  isPending?: boolean;
  /** A localized message of the last failed submission; every star and comment is kept. */
  error?: ReactNode;
  className?: string;
}

type SubjectKey = 'provider' | 'delegate' | `product-${number}`;

/** Each product of the order once, in the order of its first line. */
const distinctProducts = (items: readonly OrderItem[]) =>
  items.filter(
    (item, index) => items.findIndex((other) => other.product_id === item.product_id) === index,
  );

/**
 * Rates a finished order (`/orderDetailes/{id}/rate`): the store (required: sending without its
 * stars says "Please rate the store" in place and sends nothing), the delegate when there was one,
 * and each product of the order once (both optional: only what is rated is sent). Each gets one to
 * five stars and an optional comment of up to 1,000 characters; the store's comment is always
 * offered, the others once their stars are chosen.
 *
 * @example
 * const rate = useRateOrder(order.id);
 * <RateOrderForm
 *   items={order.items}
 *   delegate={order.delegate}
 *   onSubmit={(input) => rate.mutate(input, { onSuccess: () => toast(successMessages.ratingSent) })}
 *   isPending={rate.isPending}
 *   error={rate.error ? messageOf(rate.error) : undefined}
 * />
 */
export function RateOrderForm({
  items,
  delegate,
  onSubmit,
  isPending = false,
  error,
  className,
}: RateOrderFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const storeErrorId = `${baseId}-store-error`;
  const productsHintId = `${baseId}-products-hint`;
  const storeStarsRef = useRef<HTMLDivElement>(null);
  const [stars, setStars] = useState<Partial<Record<SubjectKey, number>>>({});
  const [comments, setComments] = useState<Partial<Record<SubjectKey, string>>>({});
  const [isStoreMissing, setIsStoreMissing] = useState(false);
  const products = distinctProducts(items);
  const commentHint = intl.formatMessage(m.commentHint, { max: COMMENT_MAX_LENGTH });

  const rate = (key: SubjectKey, value: number) => {
    setStars((previous) => ({ ...previous, [key]: value }));
    if (key === 'provider') setIsStoreMissing(false);
  };

  /** The stars given to a subject with its trimmed comment, or nothing when it is not rated. */
  const starsOf = (key: SubjectKey): Stars | undefined => {
    const given = stars[key];
    if (given === undefined) return undefined;
    const comment = comments[key]?.trim() ?? '';
    return comment === '' ? { stars: given } : { stars: given, comment };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const provider = starsOf('provider');
    if (!provider) {
      setIsStoreMissing(true);
      storeStarsRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      return;
    }
    const input: RateOrderInput = { provider };
    const delegateStars = delegate ? starsOf('delegate') : undefined;
    if (delegateStars) input.delegate = delegateStars;
    const productStars = Object.fromEntries(
      products.flatMap((item) => {
        const given = starsOf(`product-${item.product_id}`);
        return given ? [[String(item.product_id), given] as const] : [];
      }),
    );
    if (Object.keys(productStars).length > 0) input.products = productStars;
    onSubmit(input);
  };

  const commentField = (key: SubjectKey, label: string) => (
    <TextArea
      className="orders-rate-form__comment"
      label={label}
      hint={commentHint}
      rows={3}
      maxLength={COMMENT_MAX_LENGTH}
      dir="auto"
      value={comments[key] ?? ''}
      onChange={(event) => setComments((previous) => ({ ...previous, [key]: event.target.value }))}
    />
  );

  return (
    <form
      className={['orders-rate-form', className].filter(Boolean).join(' ')}
      noValidate
      aria-busy={isPending || undefined}
      data-state={isPending ? 'pending' : isStoreMissing ? 'invalid' : 'idle'}
      onSubmit={handleSubmit}
    >
      <fieldset
        className="orders-rate-form__subject"
        data-kind="store"
        aria-describedby={isStoreMissing ? storeErrorId : undefined}
      >
        <legend className="orders-rate-form__legend">{intl.formatMessage(m.store)}</legend>
        <RatingInput
          ref={storeStarsRef}
          className="orders-rate-form__stars"
          label={intl.formatMessage(m.storeStars)}
          isRequired
          value={stars.provider ?? null}
          onChange={(value) => rate('provider', value)}
        />
        {isStoreMissing ? (
          <p className="orders-rate-form__error" id={storeErrorId}>
            {intl.formatMessage(m.storeRequired)}
          </p>
        ) : null}
        {commentField('provider', intl.formatMessage(m.storeComment))}
      </fieldset>
      {delegate ? (
        <fieldset className="orders-rate-form__subject" data-kind="delegate">
          <legend className="orders-rate-form__legend">{intl.formatMessage(m.delegate)}</legend>
          <p className="orders-rate-form__name" dir="auto">
            {delegate.name}
          </p>
          <RatingInput
            className="orders-rate-form__stars"
            label={intl.formatMessage(m.delegateStars, { name: delegate.name })}
            value={stars.delegate ?? null}
            onChange={(value) => rate('delegate', value)}
          />
          {stars.delegate === undefined
            ? null
            : commentField('delegate', intl.formatMessage(m.delegateComment))}
        </fieldset>
      ) : null}
      {products.length > 0 ? (
        <fieldset
          className="orders-rate-form__subject"
          data-kind="products"
          aria-describedby={productsHintId}
        >
          <legend className="orders-rate-form__legend">{intl.formatMessage(m.products)}</legend>
          <p className="orders-rate-form__hint" id={productsHintId}>
            {intl.formatMessage(m.optional)}
          </p>
          <ul className="orders-rate-form__products">
            {products.map((item) => {
              const key = `product-${item.product_id}` as const;
              return (
                <li key={item.product_id} className="orders-rate-form__product">
                  <span className="orders-rate-form__media">
                    {item.image ? (
                      <img
                        className="orders-rate-form__image"
                        src={item.image}
                        alt=""
                        loading="lazy"
                      />
                    ) : null}
                  </span>
                  <div className="orders-rate-form__product-body">
                    <p className="orders-rate-form__name" dir="auto">
                      {item.name}
                    </p>
                    <RatingInput
                      className="orders-rate-form__stars"
                      size="md"
                      label={intl.formatMessage(m.productStars, { name: item.name })}
                      value={stars[key] ?? null}
                      onChange={(value) => rate(key, value)}
                    />
                  </div>
                  {stars[key] === undefined
                    ? null
                    : commentField(key, intl.formatMessage(m.productComment, { name: item.name }))}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      {error ? (
        <p className="orders-rate-form__alert" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" isFullWidth isLoading={isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
