import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { useDirection } from '@matjar/i18n';

/** One tab of `Tabs`' `items`. */
export interface TabsItem {
  /** Identifies the tab; what `value`, `defaultValue` and `onValueChange` speak of. */
  value: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<
  ComponentPropsWithoutRef<typeof TabsPrimitive.Root>,
  'dir' | 'orientation'
> {
  /** The tabs and their panels. Leave out to compose `TabsList`, `TabsTrigger` and `TabsContent`. */
  items?: readonly TabsItem[];
  /** Names the list of tabs for assistive technology when `items` are given. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * Tabs that switch between panels, controlled (`value` and `onValueChange`) or not (`defaultValue`,
 * else the first item). Arrow keys follow the reading direction: in Arabic the left arrow moves to the
 * next tab.
 *
 * @example
 * <Tabs
 *   label="Orders"
 *   value={tab}
 *   onValueChange={setTab}
 *   items={[
 *     { value: 'current', label: 'Current', content: <OrderList status="current" /> },
 *     { value: 'finished', label: 'Finished', content: <OrderList status="finished" /> },
 *   ]}
 * />
 *
 * @example
 * <Tabs defaultValue="details">
 *   <TabsList aria-label="Product">
 *     <TabsTrigger value="details">Details</TabsTrigger>
 *     <TabsTrigger value="reviews">Reviews</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="details">…</TabsContent>
 *   <TabsContent value="reviews">…</TabsContent>
 * </Tabs>
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  className,
  children,
  ref,
  ...rest
}: TabsProps) {
  const direction = useDirection();
  const initialValue = value === undefined ? (defaultValue ?? items?.[0]?.value) : undefined;
  return (
    <TabsPrimitive.Root
      {...rest}
      ref={ref}
      value={value}
      defaultValue={initialValue}
      dir={direction}
      orientation="horizontal"
      className={join('mj-tabs', className)}
    >
      {items ? (
        <>
          <TabsList aria-label={label}>
            {items.map((item) => (
              <TabsTrigger key={item.value} value={item.value} disabled={item.isDisabled}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {items.map((item) => (
            <TabsContent key={item.value} value={item.value}>
              {item.content}
            </TabsContent>
          ))}
        </>
      ) : null}
      {children}
    </TabsPrimitive.Root>
  );
}

export interface TabsListProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.List> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * The row of tabs inside `Tabs`; scrolls sideways when the tabs do not fit. Name it with `aria-label`.
 *
 * @example
 * <TabsList aria-label="Product">…</TabsList>
 */
export function TabsList({ className, ref, ...rest }: TabsListProps) {
  return <TabsPrimitive.List {...rest} ref={ref} className={join('mj-tabs__list', className)} />;
}

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One tab inside `TabsList`; `data-state` is `active` or `inactive`.
 *
 * @example
 * <TabsTrigger value="reviews">Reviews</TabsTrigger>
 */
export function TabsTrigger({ className, ref, ...rest }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger {...rest} ref={ref} className={join('mj-tabs__trigger', className)} />
  );
}

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Content> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * The panel of the tab with the same `value`, shown while that tab is selected.
 *
 * @example
 * <TabsContent value="reviews"><ReviewList /></TabsContent>
 */
export function TabsContent({ className, ref, ...rest }: TabsContentProps) {
  return (
    <TabsPrimitive.Content {...rest} ref={ref} className={join('mj-tabs__content', className)} />
  );
}
