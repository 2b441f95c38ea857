import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './location-picker-view.stories.js';

const { MapAvailable, English, WithChosenPoint, LoadingMap, MapUnavailable, KeyRefused } =
  composeStories(stories);

describe('LocationPickerView stories', () => {
  it('MapAvailable: the map with "My location", no point chosen yet', () => {
    render(<MapAvailable />);
    expect(screen.getByRole('button', { name: 'موقعي' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('لم تحدد موقعًا بعد.');
  });

  it('English: the map in English', () => {
    render(<English />);
    expect(screen.getByRole('button', { name: 'My location' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No location chosen yet.');
  });

  it("WithChosenPoint: shows the chosen point's address", () => {
    render(<WithChosenPoint />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2929 طريق الملك فهد، العليا، الرياض 12214، السعودية',
    );
  });

  it('LoadingMap: says the map is loading', () => {
    render(<LoadingMap />);
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل الخريطة…');
  });

  it('MapUnavailable: the manual form, and a button that tries the map again', async () => {
    render(<MapUnavailable />);
    expect(screen.getByText('الخريطة غير متاحة؛ أدخل العنوان يدويًا.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ العنوان' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة محاولة تحميل الخريطة' }));
    expect(MapUnavailable.args.googleMaps?.retry).toHaveBeenCalledTimes(1);
  });

  it('KeyRefused: the manual form with nothing to retry', () => {
    render(<KeyRefused />);
    expect(screen.getByRole('button', { name: 'حفظ العنوان' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'إعادة محاولة تحميل الخريطة' }),
    ).not.toBeInTheDocument();
  });
});
