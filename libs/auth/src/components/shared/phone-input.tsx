import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PhoneField } from '@matjar/ui';

export interface PhoneInputProps<TFieldValues extends FieldValues, TContext, TTransformedValues> {
  control: Control<TFieldValues, TContext, TTransformedValues>;
  /** A field of the form holding the national digits. */
  name: FieldPathByValue<TFieldValues, string>;
  /** Default "Mobile number" in the current language. */
  label?: ReactNode;
  /** The localized error of the field. */
  error: string | undefined;
}

/** A required `PhoneField` bound to a react-hook-form field. */
export function PhoneInput<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  control,
  name,
  label,
  error,
}: PhoneInputProps<TFieldValues, TContext, TTransformedValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          required
          error={error}
        />
      )}
    />
  );
}
