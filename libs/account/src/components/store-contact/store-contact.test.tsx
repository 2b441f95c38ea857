import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import {
  arabicSettingsFixture,
  emailOnlySettingsFixture,
  englishSettingsFixture,
} from './fixtures.js';
import { StoreContact, whatsappHref } from './store-contact.js';
import * as stories from './store-contact.stories.js';
import { StoreLegal } from './store-legal.js';

describe('StoreContact', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('links each way to reach the store: call, WhatsApp chat and e-mail', () => {
    render(
      <TestI18nProvider locale="en">
        <StoreContact settings={englishSettingsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phone 9200 00000' })).toHaveAttribute(
      'href',
      'tel:920000000',
    );
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp +966 50 000 0000' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/966500000000');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Email care@matjar.example' })).toHaveAttribute(
      'href',
      'mailto:care@matjar.example',
    );
    expect(screen.getByText('King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia')).toBeVisible();
  });

  it('reads the numbers left to right inside Arabic text', () => {
    render(
      <TestI18nProvider locale="ar">
        <StoreContact settings={arabicSettingsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'تواصل معنا' })).toBeInTheDocument();
    for (const number of ['9200 00000', '+966 50 000 0000', 'care@matjar.example']) {
      const value = screen.getByText(number);
      expect(value.tagName).toBe('BDI');
      expect(value).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByRole('link', { name: 'الهاتف 9200 00000' })).toBeInTheDocument();
  });

  it('draws only the ways the store gives', () => {
    render(
      <TestI18nProvider locale="en">
        <StoreContact settings={emailOnlySettingsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Email care@matjar.example' })).toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
  });

  it('is not drawn when the store gives no way to reach it', () => {
    render(
      <TestI18nProvider locale="en">
        <StoreContact settings={{ ...emailOnlySettingsFixture, email: null, vat_number: null }} />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps its heading and says it is busy while the settings load', () => {
    render(
      <TestI18nProvider locale="en">
        <StoreContact settings={undefined} />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Contact us' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the numbers however the store writes them in one grouped form, and calls them', () => {
    render(
      <TestI18nProvider locale="en">
        <StoreContact
          settings={{ ...englishSettingsFixture, phone: '٠١١٢٣٤٥٦٧٨', whatsapp: '00966500000000' }}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Phone +966 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966112345678',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp +966 50 000 0000' })).toHaveAttribute(
      'href',
      'https://wa.me/966500000000',
    );
  });
});

describe('StoreLegal', () => {
  it('shows the VAT registration and commercial registration numbers', () => {
    render(
      <TestI18nProvider locale="en">
        <StoreLegal settings={englishSettingsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByText(/^VAT registration number:/)).toHaveTextContent(
      'VAT registration number: 300000000000003',
    );
    expect(screen.getByText(/^Commercial registration:/)).toHaveTextContent(
      'Commercial registration: 1010000000',
    );
  });

  it('says them in Arabic with each number read left to right', () => {
    render(
      <TestI18nProvider locale="ar">
        <StoreLegal settings={arabicSettingsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByText(/^الرقم الضريبي:/)).toHaveTextContent('الرقم الضريبي: 300000000000003');
    expect(screen.getByText(/^السجل التجاري:/)).toHaveTextContent('السجل التجاري: 1010000000');
    for (const number of ['300000000000003', '1010000000']) {
      expect(screen.getByText(number)).toHaveAttribute('dir', 'ltr');
    }
  });

  it('leaves out a number the store does not give', () => {
    render(
      <TestI18nProvider locale="en">
        <StoreLegal settings={emailOnlySettingsFixture} />
      </TestI18nProvider>,
    );
    expect(screen.getByText(/^VAT registration number:/)).toBeInTheDocument();
    expect(screen.queryByText(/Commercial registration/)).not.toBeInTheDocument();
  });
});

describe('contact links', () => {
  it('open WhatsApp on the international number', () => {
    expect(whatsappHref('+966 50 000 0000')).toBe('https://wa.me/966500000000');
    expect(whatsappHref('0500000000')).toBe('https://wa.me/966500000000');
    expect(whatsappHref('500000000')).toBe('https://wa.me/966500000000');
    expect(whatsappHref('00966500000000')).toBe('https://wa.me/966500000000');
    expect(whatsappHref('٠٥٠٠٠٠٠٠٠٠')).toBe('https://wa.me/966500000000');
    expect(whatsappHref('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });
});
