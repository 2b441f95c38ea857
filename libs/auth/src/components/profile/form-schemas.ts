import * as v from 'valibot';
import type { PickedImage } from '@matjar/ui';
import { toAsciiDigits, validationMessages } from '@matjar/i18n';
import {
  MIN_PASSWORD_LENGTH,
  nameField,
  optionalEmailField,
  phoneField,
  withPasswordConfirmation,
} from '../../forms/field-schemas.js';

/** An id picked in a native select (a string until sent), with the message when none is. */
const pickedId = (message: string) =>
  v.pipe(
    v.string(),
    v.nonEmpty(message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
  );

const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const editProfileSchema = v.object({
  images: v.array(v.custom<PickedImage>((value) => typeof value === 'object' && value !== null)),
  name: nameField,
  email: optionalEmailField,
  city_id: pickedId(validationMessages.cityRequired.id),
});

export const changePhoneSchema = v.object({ phone: phoneField });

export const changePasswordSchema = withPasswordConfirmation({
  old_password: v.pipe(v.string(), v.nonEmpty(validationMessages.oldPasswordRequired.id)),
  password: v.pipe(
    v.string(),
    v.transform(toAsciiDigits),
    v.nonEmpty(validationMessages.newPasswordRequired.id),
    v.minLength(MIN_PASSWORD_LENGTH, validationMessages.passwordTooShort.id),
  ),
});

export const delegateRequestSchema = v.object({
  name: nameField,
  phone: phoneField,
  city_id: pickedId(validationMessages.cityRequired.id),
});

export const providerRequestSchema = v.object({
  name: nameField,
  owner_name: nameField,
  phone: phoneField,
  city_id: pickedId(validationMessages.cityRequired.id),
  category_id: pickedId(validationMessages.categoryRequired.id),
  subcategory_id: pickedId(validationMessages.subcategoryRequired.id),
  brand: requiredText(validationMessages.brandRequired.id),
});
