import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './format-phone.js';

describe('formatPhone', () => {
  it.each([
    ['551234567', '+966 55 123 4567'],
    ['0551234567', '+966 55 123 4567'],
    ['+966551234567', '+966 55 123 4567'],
    ['00966551234567', '+966 55 123 4567'],
    ['966551234567', '+966 55 123 4567'],
    ['+966 0551234567', '+966 55 123 4567'],
    ['055-123-4567', '+966 55 123 4567'],
    ['  +966 55 123 4567  ', '+966 55 123 4567'],
    ['٠٥٥١٢٣٤٥٦٧', '+966 55 123 4567'],
    ['+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', '+966 55 123 4567'],
    ['\u200e+966551234567', '+966 55 123 4567'],
  ])('groups the Saudi mobile number %j as %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    ['112345678', '+966 11 234 5678'],
    ['0112345678', '+966 11 234 5678'],
    ['+966 11 234 5678', '+966 11 234 5678'],
    ['00966112345678', '+966 11 234 5678'],
    ['٠١٢٦٥٤٣٢١٠', '+966 12 654 3210'],
  ])('groups the Saudi landline number %j as %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    ['920012345', '9200 12345'],
    ['9200 12345', '9200 12345'],
    ['٩٢٠٠١٢٣٤٥', '9200 12345'],
  ])('groups the unified number %j as %j, without the country code', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    ['8001234567', '800 123 4567'],
    ['800-123-4567', '800 123 4567'],
    ['٨٠٠١٢٣٤٥٦٧', '800 123 4567'],
  ])('groups the toll-free number %j as %j, without the country code', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it.each([
    [' +44 20 7946 0958 ', '+44 20 7946 0958'],
    ['0044 20 7946 0958', '0044 20 7946 0958'],
    ['+966 92 001 2345', '+966 92 001 2345'],
    ['12345', '12345'],
    ['55123456', '55123456'],
    ['5512345678', '5512345678'],
    ['', ''],
    ['  ', ''],
    ['غير معروف', 'غير معروف'],
  ])('returns any other number as given, trimmed: %j', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });
});

describe('phoneHref', () => {
  it.each([
    ['551234567', 'tel:+966551234567'],
    ['0551234567', 'tel:+966551234567'],
    ['+966551234567', 'tel:+966551234567'],
    ['00966551234567', 'tel:+966551234567'],
    ['966551234567', 'tel:+966551234567'],
    ['٠٥٥ ١٢٣ ٤٥٦٧', 'tel:+966551234567'],
    ['+966 11 234 5678', 'tel:+966112345678'],
    ['0112345678', 'tel:+966112345678'],
  ])('calls the Saudi number %j with the country code', (raw, href) => {
    expect(phoneHref(raw)).toBe(href);
  });

  it.each([
    ['920012345', 'tel:920012345'],
    ['9200 12345', 'tel:920012345'],
    ['8001234567', 'tel:8001234567'],
    ['800 123 4567', 'tel:8001234567'],
  ])('calls the unified or toll-free number %j as dialled inside the kingdom', (raw, href) => {
    expect(phoneHref(raw)).toBe(href);
  });

  it.each([
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['0044 20 7946 0958', 'tel:+442079460958'],
    ['+966 92 001 2345', 'tel:+966920012345'],
  ])('calls the international number %j with its country code', (raw, href) => {
    expect(phoneHref(raw)).toBe(href);
  });

  it('calls any other number by its digits', () => {
    expect(phoneHref('123-45')).toBe('tel:12345');
  });

  it.each(['', '   ', '+', 'غير معروف'])('gives no address when %j has no digit', (raw) => {
    expect(phoneHref(raw)).toBeNull();
  });
});
