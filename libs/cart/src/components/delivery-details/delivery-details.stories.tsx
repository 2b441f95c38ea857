import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { withCartLocale } from '../story-decorators.js';
import { DeliveryDetails, type DeliveryDetailsProps } from './delivery-details.js';

/** Keeps what is typed, as the checkout does. */
function StatefulDeliveryDetails(props: DeliveryDetailsProps) {
  const [hasRecipient, setHasRecipient] = useState(props.hasRecipient);
  const [name, setName] = useState(props.recipientName);
  const [phone, setPhone] = useState(props.recipientPhone);
  const [feedback, setFeedback] = useState(props.feedback);
  return (
    <DeliveryDetails
      {...props}
      hasRecipient={hasRecipient}
      onHasRecipientChange={(value) => {
        props.onHasRecipientChange(value);
        setHasRecipient(value);
      }}
      recipientName={name}
      onRecipientNameChange={setName}
      recipientPhone={phone}
      onRecipientPhoneChange={setPhone}
      feedback={feedback}
      onFeedbackChange={setFeedback}
    />
  );
}

const meta = {
  title: 'cart/DeliveryDetails',
  component: DeliveryDetails,
  decorators: [withCartLocale],
  render: (args) => <StatefulDeliveryDetails {...args} />,
  args: {
    location: {
      id: 1,
      name: 'المنزل',
      address: 'حي النرجس، شارع الأمير محمد بن سلمان، الرياض 13327',
      lat: 24.83,
      lng: 46.66,
    },
    changeHref: '/cart/change-location',
    hasRecipient: false,
    onHasRecipientChange: fn(),
    recipientName: '',
    onRecipientNameChange: fn(),
    recipientPhone: '',
    onRecipientPhoneChange: fn(),
    feedback: '',
    onFeedbackChange: fn(),
  },
} satisfies Meta<typeof DeliveryDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AnotherRecipient: Story = {
  args: { hasRecipient: true, recipientName: 'هدى', recipientPhone: '512345678' },
};

export const NoAddress: Story = {
  args: { location: null, locationError: 'يرجى اختيار الموقع' },
};

export const RecipientErrors: Story = {
  args: {
    hasRecipient: true,
    recipientErrors: { name: 'يرجى إدخال الاسم', phone: 'رقم الجوال غير صحيح' },
  },
};

export const English: Story = {
  args: {
    location: {
      id: 1,
      name: 'Home',
      address: 'Al Narjis, Prince Mohammed bin Salman Rd, Riyadh',
      lat: null,
      lng: null,
    },
    hasRecipient: true,
    recipientName: 'Huda',
    recipientPhone: '512345678',
  },
  globals: { locale: 'en' },
};
