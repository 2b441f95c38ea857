import { type CSSProperties, Fragment, type HTMLAttributes, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { variantLabelMessages as m } from './messages.js';

/** One chosen option of a product: its name and value, both ready to show. */
export interface VariantOption {
  /** The option's name in the page's language: "Color", "Size", "Weight". */
  name: string;
  /** The chosen value as shown: "Navy", "54", "250 g". */
  value: string;
  /** A CSS colour (`#1f2a44`) drawn as a dot before the value, for a colour. */
  swatch?: string | undefined;
}

export interface VariantLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The options in the order they are read; a product sold in one kind has none. */
  options: readonly VariantOption[];
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The options a customer chose of a product, as one short phrase: "Color: ● Navy, Size: 54" /
 * "اللون: ● كحلي، المقاس: 54". Each value is isolated (`<bdi>`), so an Arabic colour on an
 * English page or a size like "XL" on an Arabic one keeps its place; options are joined by the
 * language's comma, which reads as a pause; a colour's swatch is drawn, not read. It is inline
 * text: it may stand in a sentence or be the description of a control. Renders nothing when there
 * are no options. Other props go on the `<span>`.
 *
 * @example
 * const format = useFormatters();
 * <VariantLabel options={format.variantOptions(line.variant)} />
 */
export function VariantLabel({ options, className, ref, ...rest }: VariantLabelProps) {
  const intl = useIntl();
  if (options.length === 0) return null;
  const separator = `${intl.formatMessage(m.separator)} `;
  return (
    <span {...rest} ref={ref} className={['mj-variant-label', className].filter(Boolean).join(' ')}>
      {options.map((option, index) => (
        <Fragment key={index}>
          {index > 0 ? separator : null}
          <span className="mj-variant-label__option">
            <FormattedMessage
              {...m.option}
              values={{
                name: option.name,
                value: (
                  <>
                    {option.swatch ? (
                      <span
                        className="mj-variant-label__swatch"
                        style={{ '--mj-variant-swatch': option.swatch } as CSSProperties}
                        aria-hidden="true"
                      />
                    ) : null}
                    <bdi>{option.value}</bdi>
                  </>
                ),
              }}
            />
          </span>
        </Fragment>
      ))}
    </span>
  );
}
