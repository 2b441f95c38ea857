import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  activationCodeField,
  nameField,
  optionalEmailField,
  passwordField,
  phoneField,
  withPasswordConfirmation,
} from './field-schemas.js';

const issueOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0]?.message;
};

describe('phoneField', () => {
  it.each([
    ['501234567', '501234567'],
    ['0501234567', '501234567'],
    ['+966 50 123 4567', '501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '501234567'],
    ['00966501234567', '501234567'],
  ])('reads %s as the national number', (typed, national) => {
    expect(v.parse(phoneField, typed)).toBe(national);
  });

  it('asks for a phone when empty and says when it is not a Saudi mobile number', () => {
    expect(issueOf(phoneField, '')).toBe('errors.validation.phoneRequired');
    expect(issueOf(phoneField, '401234567')).toBe('errors.validation.phoneIncorrect');
    expect(issueOf(phoneField, '5012')).toBe('errors.validation.phoneIncorrect');
  });
});

describe('passwordField', () => {
  it('needs at least six characters', () => {
    expect(issueOf(passwordField, '')).toBe('errors.validation.passwordRequired');
    expect(issueOf(passwordField, '12345')).toBe('errors.validation.passwordTooShort');
    expect(v.parse(passwordField, '١٢٣٤٥٦')).toBe('123456');
  });
});

describe('withPasswordConfirmation', () => {
  const schema = withPasswordConfirmation({ password: passwordField });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    const result = v.safeParse(schema, { password: 'secret1', password_confirmation: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('errors.validation.passwordMismatch');
    expect(v.getDotPath(result.issues?.[0] ?? ({} as never))).toBe('password_confirmation');
  });

  it('accepts a matching confirmation typed with Arabic-Indic digits', () => {
    expect(
      v.safeParse(schema, { password: '123456', password_confirmation: '١٢٣٤٥٦' }).success,
    ).toBe(true);
  });
});

describe('other fields', () => {
  it('need a name, a well-formed email when one is given, and a four-digit code', () => {
    expect(issueOf(nameField, '   ')).toBe('errors.validation.nameRequired');
    expect(issueOf(optionalEmailField, '')).toBeNull();
    expect(issueOf(optionalEmailField, 'not-an-email')).toBe('errors.validation.emailIncorrect');
    expect(v.parse(activationCodeField, '١٢٣٤')).toBe('1234');
    expect(issueOf(activationCodeField, '12')).toBe('errors.validation.activationCodeRequired');
  });
});
